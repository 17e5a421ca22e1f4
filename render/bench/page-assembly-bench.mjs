// CPU per assembled page (issue 33): the host's built index.html made into a visitor's page —
// the first view, the tap capture, the rendered route with its LCP preload and held script
// preloads — `PAGES` times, by the template parsed once (page-template.mjs). The regular
// expressions it replaced were measured by this file's first version (commit 073df52; figures in
// docs/perf.md, session 22). Needs the host's build (`node scripts/build.mjs`).
//   node render/bench/page-assembly-bench.mjs [pages]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { assemblePage, parsePageTemplate } from '../src/page-template.mjs';

const PAGES = Number(process.argv[2] ?? 2000);
const html = readFileSync(
  resolve(import.meta.dirname, '..', '..', 'host', 'dist', 'index.html'),
  'utf8',
);

// A feed's shell as React writes it: a billboard (the LCP picture) and 60 cards, about 40 kB.
const card = (i) =>
  `<article class="card"><a href="/offer/o-${i}"><picture><source type="image/webp" srcSet="/media/o-${i}-400.webp 400w"/>` +
  `<img src="/media/o-${i}.jpg" alt="" loading="lazy"/></picture><h3>Offer ${i}</h3><p>${'Text '.repeat(60)}</p></a></article>`;
const shell =
  '<header><nav><a href="/">Klubb</a></nav></header><main><picture><source type="image/webp" srcSet="/b-400.webp 400w, /b-800.webp 800w" sizes="100vw"/>' +
  '<img src="/b-800.jpg" fetchPriority="high"/></picture>' +
  Array.from({ length: 60 }, (_, i) => card(i)).join('') +
  '</main>';
const input = {
  state: {
    version: 1,
    appUrl: 'http://localhost:3000',
    brand: { name: 'Klubb', config: { texts: 'x'.repeat(4000) } },
    remotes: { remotes: Array.from({ length: 8 }, (_, i) => ({ name: `mf-${i}`, routes: [] })) },
  },
  links: [
    { rel: 'preconnect', href: 'http://localhost:4000', crossorigin: 'anonymous' },
    { rel: 'preload', as: 'script', href: '/103.36f8254501.js', fetchpriority: 'low' },
    {
      rel: 'preload',
      as: 'script',
      href: '/remotes/mf-feeds/0.2.0/remoteEntry.js',
      fetchpriority: 'low',
    },
    { rel: 'preload', as: 'style', href: '/remotes/mf-feeds/0.2.0/main.css' },
  ],
  rendered: {
    shell,
    queries: { queries: [] },
    css: '.a{color:red}'.repeat(200),
    themeCss: ':root{}',
  },
  brand: { name: 'Klubb', language: 'sv' },
  nonce: 'AAAAAAAAAAAAAAAAAAAAAA==',
};

const template = parsePageTemplate(html);
const ways = { template: (page) => assemblePage(template, page) };

let bytes = 0;
for (const [name, make] of Object.entries(ways)) {
  for (let i = 0; i < 200; i += 1) make(input); // warm up
  const start = process.cpuUsage();
  for (let i = 0; i < PAGES; i += 1) {
    const page = make(input);
    bytes = page.before.length + page.after.length;
  }
  const used = process.cpuUsage(start);
  const perPage = (used.user + used.system) / PAGES;
  console.log(`${name}: ${PAGES} pages of ${bytes} chars, ${perPage.toFixed(1)} µs CPU per page`);
}
const start = process.cpuUsage();
for (let i = 0; i < 100; i += 1) parsePageTemplate(html);
const parse = process.cpuUsage(start);
console.log(
  `parsing the template (once per file): ${((parse.user + parse.system) / 100).toFixed(1)} µs`,
);
