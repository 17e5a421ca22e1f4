import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createFirstViewHtml, RENDER_BUDGET_HEADER } from './first-view-html.mjs';
import {
  createRouteRender,
  lcpImagePreload,
  RENDER_TIMEOUT_MS,
  serverEntryOf,
} from './route-render.mjs';

const BUILT_INDEX =
  '<!doctype html><html lang=sv><head><title>Klubb</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';

describe('lcpImagePreload', () => {
  const billboard =
    '<img src="/logo.svg" alt=""/><picture><source type="image/webp" srcSet="/b-400.webp 400w, /b-800.webp 800w" sizes="100vw"/>' +
    '<img src="/b-800.jpg" srcSet="/b-400.jpg 400w" sizes="100vw" loading="eager" fetchPriority="high"/></picture>';

  test("preloads the route's high-priority image as its picture's WebP source", () => {
    expect(lcpImagePreload(billboard)).toEqual({
      rel: 'preload',
      as: 'image',
      href: undefined,
      type: 'image/webp',
      imagesrcset: '/b-400.webp 400w, /b-800.webp 800w',
      imagesizes: '100vw',
      fetchpriority: 'high',
    });
  });

  test('an image without a picture is preloaded by its own source; none marked, no preload', () => {
    expect(lcpImagePreload('<img src="/o.jpg?a=1&amp;b=2" fetchPriority="high"/>')).toMatchObject({
      href: '/o.jpg?a=1&b=2',
      type: undefined,
    });
    expect(lcpImagePreload('<img src="/o.jpg" loading="lazy"/>')).toBeNull();
  });
});

test("a remote's server build is in its version folder's server/", () => {
  expect(serverEntryOf(new URL('http://localhost:3002/0.1.0/'))).toBe(
    'http://localhost:3002/0.1.0/server/remoteEntry.js',
  );
});

// Stand-ins for the host's render entry (host/dist-server/render.cjs), each a real CommonJS file.
let dir;
const entry = (name, source) => {
  const path = join(dir, name);
  writeFileSync(path, source);
  return path;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'klubb-route-render-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createRouteRender', () => {
  const request = { appUrl: 'http://localhost:3000', url: '/', brand: {}, remote: { name: 'r' } };

  test('without a render entry, nothing is rendered', async () => {
    const renderRoute = createRouteRender({ entryPath: join(dir, 'none.cjs'), apiUrl: 'x' });
    expect(await renderRoute(request)).toBeNull();
  });

  test('a render that fails (a remote that throws, or is late) is logged and gives null', async () => {
    const lines = [];
    const renderRoute = createRouteRender({
      entryPath: entry(
        'failing.cjs',
        "exports.renderRoute = async () => { throw new Error('boom'); };",
      ),
      apiUrl: 'x',
      log: (line) => lines.push(line),
    });
    expect(await renderRoute(request)).toBeNull();
    expect(lines).toEqual(['render r /: boom']);
  });

  test("hands the entry the request, the API, the time-out and how long a page's data is kept", async () => {
    const renderRoute = createRouteRender({
      entryPath: entry('echo.cjs', 'exports.renderRoute = async (request) => request;'),
      apiUrl: 'http://api',
      dataTtlMs: 2_000,
    });
    expect(await renderRoute(request)).toEqual({
      ...request,
      apiUrl: 'http://api',
      timeoutMs: RENDER_TIMEOUT_MS,
      dataTtlMs: 2_000,
    });
  });
});

describe('the first view with the rendered route', () => {
  const manifestUrl = 'http://remotes/mf-feeds/0.1.0/mf-manifest.json';
  const answers = {
    'http://api/v1/get/brand': { name: 'A', language: 'sv', config: {} },
    'http://api/v1/get/remotes': {
      remotes: [
        {
          name: 'mf-feeds',
          version: '0.1.0',
          manifestUrl,
          routes: [{ path: '/', section: 'content' }],
          slots: [],
        },
      ],
    },
    [manifestUrl]: { metaData: { publicPath: 'auto' }, exposes: [] },
  };
  const fetchImpl = async (url) => {
    const body = answers[String(url).split('?')[0]];
    return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404 });
  };

  async function pageFor(headers, renderEntry) {
    writeFileSync(join(dir, 'index.html'), BUILT_INDEX);
    const prepare = createFirstViewHtml({ apiUrl: 'http://api', dir, fetchImpl, renderEntry });
    const prepared = await prepare(
      { headers: { host: 'localhost:3000', ...headers }, url: '/' },
      join(dir, 'index.html'),
    );
    const page = await prepared.make('n0nce');
    let rest = '';
    for await (const chunk of page.rest ?? []) rest += chunk;
    return `${page.before}${rest}${page.after}`;
  }

  // Renders what it was asked, so the page shows the remote and the time-out it got.
  const echo = () =>
    entry(
      'page.cjs',
      'exports.renderRoute = async (r) => ({ shell: `<p>${r.remote.name} ${r.remote.serverEntry} ${r.timeoutMs}`, rest: require("node:stream").Readable.from([` ${r.nonce}</p>`]), queries: {}, css: "", themeCss: "" });',
    );

  test("renders the owning remote's route from its server build, the rest streamed after the shell", async () => {
    const page = await pageFor({}, echo());
    expect(page).toContain(
      `<p>mf-feeds http://remotes/mf-feeds/0.1.0/server/remoteEntry.js ${RENDER_TIMEOUT_MS} n0nce</p>`,
    );
  });

  test('the budget header lowers the time-out, never raises it', async () => {
    const path = echo();
    expect(await pageFor({ [RENDER_BUDGET_HEADER]: '0' }, path)).toContain(
      'remoteEntry.js 0 n0nce</p>',
    );
    expect(await pageFor({ [RENDER_BUDGET_HEADER]: '60000' }, path)).toContain(
      `remoteEntry.js ${RENDER_TIMEOUT_MS} n0nce</p>`,
    );
  });

  test("a failed render sends today's first view: state inlined, the root empty", async () => {
    const page = await pageFor(
      {},
      entry('throws.cjs', "exports.renderRoute = async () => { throw new Error('x'); };"),
    );
    expect(page).toContain('<div id=root></div>');
    expect(page).toContain('id="klubb-first-view"');
  });
});
