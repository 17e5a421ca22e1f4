import brand from './first-view-brand.fixture.json';
import { FIRST_VIEW_ELEMENT_ID, parseFirstViewState, takeFirstViewState } from './first-view-state';
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

  it('is refused for another app URL, another version, an invalid brand or no document', () => {
    expect(parseFirstViewState(state, 'http://nordic.localhost:3000')).toBeNull();
    expect(parseFirstViewState({ ...state, version: 2 }, APP_URL)).toBeNull();
    expect(
      parseFirstViewState({ ...state, brand: { ...brand, language: 'xx' } }, APP_URL),
    ).toBeNull();
    expect(parseFirstViewState({ ...state, remotes: null }, APP_URL)).toBeNull();
    expect(parseFirstViewState('nonsense', APP_URL)).toBeNull();
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
