import { jsonForHtml, linkElement } from './inline-json.mjs';

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

test('linkElement escapes attribute values and writes boolean attributes bare', () => {
  expect(linkElement({ rel: 'preconnect', href: 'http://a/"><x', crossorigin: true })).toBe(
    '<link rel="preconnect" href="http://a/&quot;&gt;&lt;x" crossorigin />',
  );
});
