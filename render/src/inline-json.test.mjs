import { FIRST_VIEW_ELEMENT_ID, jsonForHtml, linkElement, withFirstView } from './inline-json.mjs';

const dataBlockOf = (html) =>
  new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];

describe('jsonForHtml', () => {
  test('no string can close the data block, open a comment or break a JS parser', () => {
    const hostile = {
      name: '</script><script>alert(1)</script>',
      comment: '<!-- x --> ]]> &amp;',
      separators: 'a\u2028b\u2029c',
      upper: '</SCRIPT >',
    };
    const json = jsonForHtml(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('withFirstView', () => {
  const html = '<!doctype html><html><head><title>Klubb</title></head><body></body></html>';

  test('puts the links and one JSON data block (never executed, no CSP hash needed) into the head', () => {
    const state = { brand: { name: 'A </script><script>alert(1)</script>' } };
    const page = withFirstView(html, {
      state,
      links: [{ rel: 'preload', as: 'script', href: 'http://localhost:3002/0.1.0/remoteEntry.js' }],
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="script" href="http://localhost:3002/0.1.0/remoteEntry.js" />',
    );
    // The hostile name stays inside the one data block: no second script element appears.
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(dataBlockOf(page))).toEqual(state);
  });

  test('escapes attribute values and writes boolean attributes bare', () => {
    expect(linkElement({ rel: 'preconnect', href: 'http://a/"><x', crossorigin: true })).toBe(
      '<link rel="preconnect" href="http://a/&quot;&gt;&lt;x" crossorigin />',
    );
  });

  test('leaves a page without a head as it is', () => {
    expect(withFirstView('<p>no head</p>', { state: {} })).toBe('<p>no head</p>');
  });
});
