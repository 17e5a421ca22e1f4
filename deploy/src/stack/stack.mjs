// The composed production app: the API and one static server per built app, each on its own
// origin (ARCHITECTURE.md). Shared by `npm start` and the Playwright global setup.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { relative, resolve } from 'node:path';

import { buildApi } from '../../../api/build.mjs';
import { FIRST_VIEW_ELEMENT_ID } from '../../../render/src/inline-json.mjs';
import { RENDERED_ATTRIBUTE } from '../../../render/src/route-render.mjs';
import {
  API,
  APPS,
  BRAND_URLS,
  CONSOLE,
  HOST,
  REMOTES,
  ROOT,
  FIXTURES,
  INCOMPATIBLE_FIXTURE_MANIFEST_URL,
  buildMarkers,
  distDir,
  packageVersion,
} from '../topology.mjs';
import { remotesDocument, writeRemotes } from '../write-remotes.mjs';

import { assertPortsFree, killAllNow, spawnPrefixed, stopAll, waitForUrl } from './proc.mjs';

const SERVE = resolve(ROOT, 'deploy/src/serve.mjs');
/** The render service (ADR 028): the host's pages per brand, its files with the static rules. */
const RENDER = resolve(ROOT, 'render/src/main.mjs');

export const apiUrl = `http://localhost:${API.port}`;
export const appUrl = (app) => `http://localhost:${app.port}`;

/** Throws naming every app whose production build is missing. */
export function assertBuilt(root = ROOT) {
  const missing = APPS.flatMap((app) =>
    buildMarkers(app, root)
      .filter((marker) => !existsSync(marker))
      .map((marker) => ({ app, marker })),
  );
  if (missing.length) {
    throw new Error(
      `no production build for ${[...new Set(missing.map(({ app }) => app.name))].join(', ')} ` +
        `(missing ${missing.map(({ marker }) => relative(root, marker)).join(', ')}). ` +
        'Build first: `npm start` or `node scripts/build.mjs`.',
    );
  }
}

/**
 * The static server's command line for an app as the stack serves it, from `dir` (its dist/
 * folder unless given: the Lighthouse script serves the monolith build in the host's place).
 */
export function serveArgs(app, dir = distDir(app)) {
  // KLUBB_FIRST_VIEW=0: the plain index.html, for a before/after in one sitting.
  const firstView = app.firstView && process.env.KLUBB_FIRST_VIEW !== '0';
  return [
    firstView ? RENDER : SERVE,
    '--dir',
    dir,
    '--port',
    String(app.port),
    ...(app.spa ? ['--spa'] : []),
    // KLUBB_ONE_ORIGIN=0: the split topology's page (remotes and API on their own origins).
    ...(app.oneOrigin && process.env.KLUBB_ONE_ORIGIN !== '0' ? ['--one-origin'] : []),
  ];
}

/**
 * Starts the API (on `dataDir` when given, else its default data folder), the apps' static
 * servers and the fixtures' (the registry's incompatible remote, issue 15), and waits until each
 * answers. Resolves to { procs, stop, died } where `died` resolves
 * with the first process that exits on its own.
 */
export async function startStack({ dataDir, apiEnv = {}, quiet = false, timeoutMs = 180000 } = {}) {
  assertBuilt();
  await assertPortsFree([API, ...APPS, FIXTURES]);
  writeRemotes(remotesDocument());

  // The API as production runs it: built (about a second), then `npm start`'s command. npm test
  // builds it once before its stacks start (KLUBB_API_BUILT), as two may start at once.
  if (process.env.KLUBB_API_BUILT !== '1') await buildApi({ quiet: true });
  const api = spawnPrefixed('api', process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: resolve(ROOT, API.dir),
    env: {
      PORT: String(API.port),
      HOST: 'localhost',
      ...(dataDir ? { KLUBB_DATA_DIR: dataDir } : {}),
      ...apiEnv,
    },
    quiet,
  });
  const servers = APPS.map((app) =>
    spawnPrefixed(app.name, process.execPath, serveArgs(app), { cwd: ROOT, quiet }),
  );
  const fixtures = spawnPrefixed(
    FIXTURES.name,
    process.execPath,
    [SERVE, '--dir', resolve(ROOT, FIXTURES.dir), '--port', String(FIXTURES.port)],
    { cwd: ROOT, quiet },
  );
  const procs = [api, ...servers, fixtures];
  const serverOf = (app) => servers[APPS.indexOf(app)];
  // Whatever ends this process (a runner that exits without its teardown), no server outlives it.
  const lastResort = () => killAllNow(procs);
  process.on('exit', lastResort);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await stopAll(procs);
    process.off('exit', lastResort);
  };
  const died = Promise.race(
    procs.map((p) => p.exited.then((code) => (stopping ? new Promise(() => {}) : { ...p, code }))),
  );

  try {
    await Promise.all([
      waitForUrl(`${apiUrl}/health`, { timeoutMs, proc: api }),
      waitForUrl(`${appUrl(HOST)}/`, { timeoutMs, proc: serverOf(HOST) }),
      waitForUrl(`${appUrl(CONSOLE)}/`, { timeoutMs, proc: serverOf(CONSOLE) }),
      ...REMOTES.map((remote) =>
        waitForUrl(`${appUrl(remote)}/${packageVersion(remote)}/mf-manifest.json`, {
          timeoutMs,
          proc: serverOf(remote),
        }),
      ),
      waitForUrl(INCOMPATIBLE_FIXTURE_MANIFEST_URL, { timeoutMs, proc: fixtures }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  if (process.env.KLUBB_FIRST_VIEW !== '0') await warmPages(HOST.port);
  return { procs, stop, died };
}

/** The page's HTML as a browser on `appUrl` asks for it (the Host header picks the brand). */
function getPage(port, pageUrl, timeoutMs) {
  const url = new URL(pageUrl);
  return new Promise((resolvePage) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host },
      },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (html += chunk));
        res.on('end', () => resolvePage(html));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => resolvePage(''));
    req.end();
  });
}

/**
 * Asks each page (by default each brand's home) from the server on `port` (the host's, or nginx
 * in front of the render service) until it comes with the first view and the server's render. A
 * cold service's first pages go out without them by design (their API calls and a remote's first
 * server-build load miss their deadlines); tests and measurements meet a warm one. Gives up
 * after `timeoutMs`.
 */
export async function warmPages(
  port,
  { timeoutMs = 30_000, pages = Object.values(BRAND_URLS).map((appUrl) => `${appUrl}/`) } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (const pageUrl of pages) {
    for (;;) {
      const html = await getPage(port, pageUrl, 5_000);
      if (html.includes(`id="${FIRST_VIEW_ELEMENT_ID}"`) && html.includes(RENDERED_ATTRIBUTE))
        break;
      if (Date.now() > deadline) {
        console.warn(
          `[stack] ${pageUrl} still came without its first view after ${timeoutMs / 1000} s`,
        );
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
