import { FIRST_VIEW_ELEMENT_ID } from './inline-json.mjs';
import { assemblePage, parsePageTemplate } from './page-template.mjs';
import { RENDERED_QUERIES_ELEMENT_ID } from './route-render.mjs';

// The host's page as html-webpack-plugin's minifier writes it: attributes unquoted.
const BUILT_INDEX =
  '<!doctype html><html lang=sv><head><title>Klubb</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';
// The built page as mf-config's first paint plugin writes it.
const GATED_INDEX =
  '<!doctype html><html lang=sv><head><meta charset=utf-8><title>Klubb</title>' +
  '<script defer src=/first-paint.ab12cd34ef.js data-scripts=/main.0123456789.js data-wait-ms=3000></script>' +
  '<link rel=preload as=script href=/main.0123456789.js fetchpriority=low>' +
  '<link rel=preload as=script href="/x.js?a=1&amp;b=2">' +
  '</head><body><div id=root></div><link rel="preload" as="script" href="/in-body.js" /></body></html>';

const rendered = {
  shell: '<header>Shell</header><main><h1>Feed</h1></main>',
  queries: { mutations: [], queries: [{ queryKey: ['x'], state: { data: '</script><script>' } }] },
  css: '.a{color:red}</style><script>alert(1)</script>',
  themeCss: ':root{--k-color-primary:#123}',
};
const billboard =
  '<picture><source type="image/webp" srcSet="/b-400.webp 400w" sizes="100vw"/><img src="/b-800.jpg" fetchPriority="high"/></picture>';
const brand = { name: 'Brand $& </title><script>', language: 'nb' };
const links = [
  { rel: 'preconnect', href: 'https://maps.example' },
  { rel: 'preload', as: 'script', href: '/103.36f8254501.js', fetchpriority: 'low' },
  { rel: 'preload', as: 'script', href: '/remotes/mf-feeds/0.1.0/remoteEntry.js?a=1&b=2' },
  { rel: 'preload', as: 'style', href: '/x.css' },
];

const pageOf = (html, request) => {
  const { before, after } = assemblePage(parsePageTemplate(html), { state: {}, ...request });
  return before + after;
};
const dataBlock = (page, id) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)[1]);

describe('the first view', () => {
  test('puts the links and one JSON data block (never executed) at the end of the head', () => {
    const state = { brand: { name: 'A </script><script>alert(1)</script>' } };
    const page = pageOf('<!doctype html><html><head><title>K</title></head><body></body></html>', {
      state,
      links: [{ rel: 'preload', as: 'script', href: 'http://localhost:3002/0.1.0/remoteEntry.js' }],
    });
    expect(page).toBe(
      '<!doctype html><html><head><title>K</title>' +
        '<link rel="preload" as="script" href="http://localhost:3002/0.1.0/remoteEntry.js" />' +
        `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">` +
        '{"brand":{"name":"A \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}}' +
        '</script></head><body></body></html>',
    );
    expect(dataBlock(page, FIRST_VIEW_ELEMENT_ID)).toEqual(state);
  });

  test('a page without a head is sent as it is', () => {
    expect(pageOf('<p>no head</p>', { links, rendered, brand })).toBe('<p>no head</p>');
  });
});

describe('the rendered route', () => {
  test("goes into the built page's root, marked, with its queries as a data block", () => {
    const { before, after } = assemblePage(parsePageTemplate(BUILT_INDEX), {
      state: {},
      rendered,
      brand,
      nonce: 'n',
    });
    expect(before.endsWith('<div id="root" data-klubb-rendered>' + rendered.shell)).toBe(true);
    expect(after.startsWith('</div>')).toBe(true);
    expect(dataBlock(after, RENDERED_QUERIES_ELEMENT_ID)).toEqual(rendered.queries);
    expect(before).toContain('<html lang="nb">');
  });

  test('no brand name or CSS can end its element: no script appears but the page’s own', () => {
    const page = pageOf(BUILT_INDEX, { rendered, brand, nonce: 'n' });
    expect(page).toContain('<title>Brand $&amp; &lt;/title&gt;&lt;script&gt;</title>');
    const style = /<style data-klubb-critical>([\s\S]*?)<\/style>/.exec(page)[1];
    expect(style).toContain(':root{--k-color-primary:#123}');
    expect(style).not.toContain('<');
    expect(page.match(/<script[^>]*>/g)).toEqual([
      '<script nonce="n">',
      '<script defer src=/main.0123456789.js>',
      `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">`,
      `<script type="application/json" id="${RENDERED_QUERIES_ELEMENT_ID}">`,
    ]);
  });

  test('a page without an empty root keeps its own root and language', () => {
    const other = '<html lang=sv><head></head><body><div id="root">x</div></body></html>';
    const page = pageOf(other, { rendered, brand });
    expect(page).toContain('<html lang=sv><head>');
    expect(page).toContain('<div id="root">x</div>');
    expect(page).not.toContain('data-klubb-rendered');
  });

  test("the LCP image's preload comes before the head's first script", () => {
    const page = pageOf(BUILT_INDEX, { rendered: { ...rendered, shell: billboard }, brand });
    expect(page).toContain(
      '<title>Brand $&amp; &lt;/title&gt;&lt;script&gt;</title><link rel="preload" as="image" type="image/webp" imagesrcset="/b-400.webp 400w" imagesizes="100vw" fetchpriority="high" /><script defer',
    );
  });
});

describe("the first paint gate's held preloads", () => {
  test("move the head's script preloads, the page's and the first view's, into its list", () => {
    const page = pageOf(GATED_INDEX, { links, rendered: { ...rendered, shell: billboard }, brand });
    expect(page).toContain(
      '<script data-preloads="/x.js?a=1&amp;b=2 /103.36f8254501.js /remotes/mf-feeds/0.1.0/remoteEntry.js?a=1&amp;b=2" defer src=/first-paint.ab12cd34ef.js data-scripts=/main.0123456789.js data-wait-ms=3000>',
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/as=("|)script/);
    expect(head).toContain('<link rel="preconnect" href="https://maps.example" />');
    expect(head).toContain('<link rel="preload" as="style" href="/x.css" />');
    expect(page).toContain('<link rel="preload" as="script" href="/in-body.js" />');
  });

  test('only on a page with a rendered picture; one without keeps its preloads', () => {
    const noPicture = pageOf(GATED_INDEX, { links, rendered, brand });
    expect(noPicture).not.toContain('data-preloads');
    expect(noPicture).toContain('<link rel=preload as=script href=/main.0123456789.js');
    expect(noPicture).toContain('<link rel="preload" as="script" href="/103.36f8254501.js"');
  });

  test('a page without the gate keeps them', () => {
    const page = pageOf(BUILT_INDEX, { links, rendered: { ...rendered, shell: billboard }, brand });
    expect(page).not.toContain('data-preloads');
    expect(page).toContain('<link rel="preload" as="script" href="/103.36f8254501.js"');
  });
});
