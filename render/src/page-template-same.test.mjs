// The template's pages against the regular expressions' (the code it replaces), byte for byte,
// on the real built index.html and on the unit tests' pages. Removed with the old code.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { withFirstView } from './inline-json.mjs';
import { assemblePage, parsePageTemplate } from './page-template.mjs';
import { withRenderedRoute } from './route-render.mjs';
import { withTapCapture } from './tap-capture.mjs';

const REST = '<!--klubb:rest-->';

function oldPage(html, { state, links, rendered, brand, nonce }) {
  const viewed = withFirstView(html, { state, links });
  const made = rendered
    ? withRenderedRoute(viewed, { ...rendered, html: `${rendered.shell}${REST}` }, brand)
    : viewed;
  const [before, after = ''] = withTapCapture(made, nonce).split(REST);
  return { before, after };
}

const built = resolve(import.meta.dirname, '..', '..', 'host', 'dist', 'index.html');
const pages = {
  built: existsSync(built) ? readFileSync(built, 'utf8') : null,
  plain:
    '<!doctype html><html lang=sv><head><title>Klubb</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>',
  gated:
    '<!doctype html><html lang=sv><head><meta charset=utf-8><title>Klubb</title>' +
    '<script defer src=/first-paint.ab12cd34ef.js data-scripts=/main.0123456789.js data-wait-ms=3000></script>' +
    '<link rel=preload as=script href=/main.0123456789.js fetchpriority=low>' +
    '<link rel=preload as=script href="/x.js?a=1&amp;b=2">' +
    '<link rel=icon href=data:,>' +
    '</head><body><div id="root"></div><link rel="preload" as="script" href="/in-body.js" /></body></html>',
  quoted:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><script defer src="/main.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
  noScript:
    '<!doctype html><html lang=sv><head><meta charset=utf-8><title>K</title></head><body><div id=root></div></body></html>',
  noRoot:
    '<!doctype html><html><head><script defer src="/main.0123456789.js"></script></head><body></body></html>',
  noHead: '<p>no head</p>',
};

const links = [
  { rel: 'preconnect', href: 'http://api.example', crossorigin: 'anonymous' },
  { rel: 'preload', as: 'script', href: '/103.36f8254501.js', fetchpriority: 'low' },
  { rel: 'preload', as: 'script', href: '/main.0123456789.js', fetchpriority: 'low' },
  {
    rel: 'preload',
    as: 'script',
    href: 'http://r.example/mf-feeds/0.1.0/remoteEntry.js?a=1&b=2',
    fetchpriority: 'low',
  },
  { rel: 'preload', as: 'style', href: '/x.css' },
];
const state = { version: 1, appUrl: 'http://a', brand: { name: '</script><!--' } };
const brand = { name: 'Brand $& </title><script>', language: 'nb' };
const shell = '<header>Shell</header><main><h1>Feed</h1></main>';
const billboard =
  '<img src="/logo.svg" alt=""/><picture><source type="image/webp" srcSet="/b-400.webp 400w" sizes="100vw"/>' +
  '<img src="/b-800.jpg" fetchPriority="high"/></picture>';
const rendered = (html) => ({
  shell: html,
  queries: { queries: [{ state: { data: '</script>' } }] },
  css: '.a{color:red}</style>',
  themeCss: ':root{--k:#123}',
});

const cases = Object.entries(pages)
  .filter(([, html]) => html !== null)
  .flatMap(([name, html]) =>
    [
      ['client', null],
      ['rendered', rendered(shell)],
      ['rendered with a picture', rendered(billboard)],
    ].map(([how, route]) => [`${name}, ${how}`, html, route]),
  );

test.each(cases)('%s: the same page as the regular expressions made', (_, html, route) => {
  const input = { state, links, rendered: route, brand, nonce: 'n0nce' };
  expect(assemblePage(parsePageTemplate(html), input)).toEqual(oldPage(html, input));
});

test('the real built page is among them', () => {
  expect(pages.built ?? 'host/dist/index.html: not built').toContain('<div id=root></div>');
});
