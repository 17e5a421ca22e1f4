// The render service's command line (ADR 028): the host's folder, its pages made per brand.
//
//   node render/src/main.mjs --dir host/dist --port <n> [--host localhost] [--spa] [--log]
//     [--one-origin] [--scheme http|https] [--no-page-cache] [--workers N]
//
// The API at KLUBB_API_UPSTREAM, else KLUBB_API_URL (default http://localhost:4000; the CSP names
// KLUBB_API_URL, the API's public URL). --one-origin (ADR 014 decision 3): /api, /media and
// /remotes/<name>/ on this origin, and the first view names them so. KLUBB_PAGE_CACHE=1 keeps
// visitors' pages in the process (page-cache.mjs; off by default, see there); --no-page-cache
// renders every page whatever the environment says (the benchmark's cold run). --workers N
// (or KLUBB_RENDER_WORKERS; default 1) runs N processes on the one port (node:cluster): a render
// is CPU work on one thread, so one process uses one core (issue 33); in k8s a pod is one
// process and the pods are the scale.
import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';

import {
  createRemoteUrlMap,
  frontedRemotes,
  oneOriginView,
} from '@klubb/deploy/src/one-origin.mjs';
import { oneOriginRoute } from '@klubb/deploy/src/serve.mjs';
import { runServerCommand } from '@klubb/deploy/src/server-command.mjs';

import { createFirstViewHtml } from './first-view-html.mjs';
import { createPageCache } from './page-cache.mjs';
import { createRenderService } from './server.mjs';

/** Starts the service on `host`:`port` (0: a free port). Resolves to { app, port, close }. */
export async function startRenderService({
  dir,
  port,
  host = 'localhost',
  spa = true,
  oneOrigin = false,
  scheme = 'http',
  pageCache = true,
  log = null,
  env = process.env,
}) {
  const apiUrl = env.KLUBB_API_UPSTREAM || env.KLUBB_API_URL || 'http://localhost:4000';
  const map = oneOrigin ? createRemoteUrlMap(frontedRemotes(env)) : null;
  // KLUBB_FIRST_VIEW_TTL_MS: how long the brand and its document are kept (default 0: asked on
  // every page, so a change is live at once; production may keep them up to the document's
  // max-age, 5 s, ADR 011, and a cached page then costs no call to the API).
  const ttlMs = Number(env.KLUBB_FIRST_VIEW_TTL_MS ?? 0) || 0;
  // KLUBB_RENDER_DATA_TTL_MS: how long a page's data (the API's answers its render asked for) is
  // kept for the next render of the same page (default 0: asked on every render; production may
  // keep it up to the page's own freshness, 2 s, ADR 028). Within it a render is one React render
  // with no API call (host/src/server/remembered-data.ts).
  const renderDataTtlMs = Number(env.KLUBB_RENDER_DATA_TTL_MS ?? 0) || 0;
  const prepare = createFirstViewHtml({
    apiUrl,
    dir,
    scheme,
    ttlMs,
    renderDataTtlMs,
    log: log ?? undefined,
    ...(map ? { mapView: (view) => oneOriginView(view, map), sameOriginMedia: true } : {}),
  });
  const app = await createRenderService({
    dir,
    spa,
    prepare,
    cache: pageCache ? createPageCache() : null,
    oneOrigin: oneOrigin ? await oneOriginRoute({ apiUrl, scheme, log }) : null,
    log,
  });
  app.server.keepAliveTimeout = 5000;
  await app.listen({ port, host });
  return { app, port: app.server.address().port, close: () => app.close() };
}

/**
 * The primary of `workers` render processes on one port (node:cluster hands each connection to
 * one of them in turn): each worker runs this command as it is (so each has its own service,
 * page cache and renders), one that dies once all listened is started again, and SIGTERM or
 * SIGINT stops them all. A worker failing before all listen (a port in use) ends the primary
 * with its exit code.
 */
function runWorkers(workers) {
  let listening = 0;
  let stopping = false;
  const fork = () => cluster.fork().once('listening', () => (listening += 1));
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (listening < workers) process.exit(code || 1);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 4000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** `--workers N` or `--workers=N`, else KLUBB_RENDER_WORKERS, else 1. */
function workersOf(argv, env) {
  const at = argv.indexOf('--workers');
  const joined = argv.find((arg) => arg.startsWith('--workers='));
  const asked =
    at >= 0 ? argv[at + 1] : (joined?.slice('--workers='.length) ?? env.KLUBB_RENDER_WORKERS);
  const n = Number.parseInt(String(asked ?? '1'), 10);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

function main() {
  const workers = workersOf(process.argv, process.env);
  if (workers > 1 && cluster.isPrimary) return runWorkers(workers);
  return runServerCommand({
    name: 'render',
    usage:
      'main.mjs --dir <folder> --port <n> [--host localhost] [--spa] [--log] [--one-origin] [--scheme http|https] [--no-page-cache] [--workers N]',
    options: {
      'no-page-cache': { type: 'boolean', default: false },
      workers: { type: 'string' },
    },
    start: ({ values, dir, port, log }) =>
      startRenderService({
        dir,
        port,
        host: values.host,
        spa: values.spa,
        oneOrigin: values['one-origin'],
        scheme: values.scheme,
        // The in-process page cache is opt-in (KLUBB_PAGE_CACHE=1): locally and in the tests an
        // edit shows at once; production caches the same pages in nginx (ADR 028).
        pageCache: !values['no-page-cache'] && process.env.KLUBB_PAGE_CACHE === '1',
        log,
      }),
    describe: ({ values, dir, port }) =>
      `render service: ${dir} on http://${values.host}:${port}${values['one-origin'] ? ' (one origin)' : ''}`,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
