import { FIRST_VIEW_ELEMENT_ID } from './first-view-element';
import { readPageApiUrl } from './page-api-url';

const BUILT_IN = 'http://localhost:4000';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_VIEW_ELEMENT_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('readPageApiUrl', () => {
  it("takes the first view's API URL on the page's own origin", () => {
    const doc = pageWith(JSON.stringify({ apiUrl: 'http://localhost:3000/api' }));
    expect(readPageApiUrl(doc, 'http://localhost:3000', BUILT_IN)).toBe(
      'http://localhost:3000/api',
    );
  });

  it('keeps the built-in URL without a first view, or with none in it', () => {
    expect(readPageApiUrl(pageWith(null), 'http://localhost:3000', BUILT_IN)).toBe(BUILT_IN);
    expect(readPageApiUrl(pageWith('{"version":1}'), 'http://localhost:3000', BUILT_IN)).toBe(
      BUILT_IN,
    );
    expect(readPageApiUrl(pageWith('not json'), 'http://localhost:3000', BUILT_IN)).toBe(BUILT_IN);
  });

  it('never takes an API URL on another origin from the page', () => {
    const doc = pageWith(JSON.stringify({ apiUrl: 'https://elsewhere.example/api' }));
    expect(readPageApiUrl(doc, 'http://localhost:3000', BUILT_IN)).toBe(BUILT_IN);
  });
});
