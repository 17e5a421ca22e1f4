import brand from './first-view-brand.fixture.json';
import {
  checkFirstViewState,
  FIRST_VIEW_ELEMENT_ID,
  parseFirstViewState,
  takeFirstViewState,
} from './first-view-state';
// Brand A as the seeded API answers GET /v1/get/brand (taken from a running stack).

const APP_URL = 'http://localhost:3000';
const remotes = { remotes: [] };
const manifestUrl = 'http://localhost:3002/0.1.0/mf-manifest.json';
const state = { version: 1, appUrl: APP_URL, brand, remotes, manifests: { [manifestUrl]: {} } };

describe('the first-view state of the page', () => {
  it('is taken as the server wrote it, the brand validated as the API’s answer is', () => {
    const parsed = parseFirstViewState(state, APP_URL);
    expect(parsed?.brand.name).toBe(brand.name);
    expect(parsed?.remotes).toEqual(remotes);
    expect(Object.keys(parsed?.manifests ?? {})).toEqual([manifestUrl]);
  });

  it('is parsed here when the server did not check it', () => {
    expect(parseFirstViewState(state, APP_URL)?.checked).toBe(false);
  });

  it('is refused for another app URL, another version, an invalid brand or no document', () => {
    expect(parseFirstViewState(state, 'http://nordic.localhost:3000')).toBeNull();
    expect(parseFirstViewState({ ...state, version: 2 }, APP_URL)).toBeNull();
    expect(
      parseFirstViewState({ ...state, brand: { ...brand, language: 'xx' } }, APP_URL),
    ).toBeNull();
    expect(parseFirstViewState({ ...state, remotes: null }, APP_URL)).toBeNull();
    expect(parseFirstViewState('nonsense', APP_URL)).toBeNull();
  });

  it('is taken as it is when the server checked it, as long as it has the parts boot reads', () => {
    const document = { remotes: [] };
    // A language no schema allows: a checked state is not parsed again.
    const checked = {
      ...state,
      checked: true,
      brand: { ...brand, language: 'xx' },
      remotes: document,
    };
    const parsed = parseFirstViewState(checked, APP_URL);
    expect(parsed?.checked).toBe(true);
    expect(parsed?.brand.language).toBe('xx');
    expect(parsed?.remotes).toBe(document);
    const { config: _, ...withoutConfig } = brand;
    expect(parseFirstViewState({ ...checked, brand: withoutConfig }, APP_URL)).toBeNull();
    expect(parseFirstViewState({ ...checked, remotes: {} }, APP_URL)).toBeNull();
    expect(
      parseFirstViewState({ ...checked, appUrl: 'http://nordic.localhost:3000' }, APP_URL),
    ).toBeNull();
  });

  it("is checked on the server with the contracts' schemas, then read without them", () => {
    const entry = {
      name: 'mf_feeds',
      version: '0.1.0',
      manifestUrl,
      routes: [{ path: '/', section: 'content', page: 'mixedFeed' }],
      slots: [],
      extra: 'dropped',
    };
    const result = checkFirstViewState({
      ...state,
      apiUrl: 'http://localhost:3000/api',
      brand: { ...brand, unknownKey: 1 },
      remotes: { remotes: [entry, { ...entry, name: 'mf_future' }] },
    });
    expect(result?.skipped).toEqual(['mf_future']);
    expect(result?.state).toMatchObject({
      version: 1,
      appUrl: APP_URL,
      apiUrl: 'http://localhost:3000/api',
      checked: true,
    });
    expect(result?.state.brand).toEqual(brand);
    expect(result?.state.remotes).toEqual({
      remotes: [expect.not.objectContaining({ extra: 'dropped' })],
    });
    // What the client then reads, with no schema of its own.
    const read = parseFirstViewState(JSON.parse(JSON.stringify(result?.state)), APP_URL);
    expect(read?.checked).toBe(true);
    expect(read?.brand).toEqual(brand);
  });

  it('is refused on the server when the brand or the document is invalid', () => {
    expect(checkFirstViewState({ ...state, brand: { ...brand, language: 'xx' } })).toBeNull();
    expect(
      checkFirstViewState({ ...state, remotes: { remotes: [{ name: 'mf_feeds' }] } }),
    ).toBeNull();
    expect(checkFirstViewState({ ...state, remotes: null })).toBeNull();
    expect(checkFirstViewState({ ...state, version: 2 })).toBeNull();
    expect(checkFirstViewState('nonsense')).toBeNull();
  });

  it('is read from the page once: a later boot asks the API', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_VIEW_ELEMENT_ID;
    // As the server escapes it: `<` as \u003c.
    element.textContent = JSON.stringify(state).replace(/</g, '\\u003c');
    document.head.append(element);
    expect(takeFirstViewState(APP_URL)?.brand.id).toBe(brand.id);
    expect(takeFirstViewState(APP_URL)).toBeNull();
    element.remove();
  });
});
