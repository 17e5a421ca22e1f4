// The render service's command line (ADR 028): the host's folder, its pages made per brand.
//
//   node render/src/main.mjs --dir host/dist --port <n> [--host localhost] [--spa] [--log]
//     [--one-origin] [--scheme http|https] [--no-page-cache]
//
// The API at KLUBB_API_UPSTREAM, else KLUBB_API_URL (default http://localhost:4000; the CSP names
// KLUBB_API_URL, the API's public URL). --one-origin (ADR 014 decision 3): /api, /media and
// /remotes/<name>/ on this origin, and the first view names them so. KLUBB_PAGE_CACHE=1 keeps
// visitors' pages in the process (page-cache.mjs; off by default, see there); --no-page-cache
// renders every page whatever the environment says (the benchmark's cold run).
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import {
  createRemoteUrlMap,
  frontedRemotes,
  oneOriginView,
} from '@klubb/deploy/src/one-origin.mjs';
import { oneOriginRoute } from '@klubb/deploy/src/serve.mjs';

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
  const prepare = createFirstViewHtml({
    apiUrl,
    dir,
    scheme,
    ttlMs,
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

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: 'localhost' },
      spa: { type: 'boolean', default: false },
      log: { type: 'boolean', default: false },
      'one-origin': { type: 'boolean', default: false },
      scheme: { type: 'string', default: 'http' },
      'no-page-cache': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  const schemeOk = values.scheme === 'http' || values.scheme === 'https';
  if (!values.dir || !Number.isInteger(port) || port <= 0 || port > 65535 || !schemeOk) {
    console.error(
      'usage: main.mjs --dir <folder> --port <n> [--host localhost] [--spa] [--log] [--one-origin] [--scheme http|https] [--no-page-cache]',
    );
    process.exit(2);
  }
  const dir = resolve(values.dir);
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`render: folder ${dir} does not exist (build first)`);
    process.exit(1);
  }
  let service;
  try {
    service = await startRenderService({
      dir,
      port,
      host: values.host,
      spa: values.spa,
      oneOrigin: values['one-origin'],
      scheme: values.scheme,
      // The in-process page cache is opt-in (KLUBB_PAGE_CACHE=1) until the client hydrates a
      // served page's feed whatever its age (page-cache.mjs, ADR 028): a cached page plus a slow
      // boot can pass the feed's 10 s lifetime.
      pageCache: !values['no-page-cache'] && process.env.KLUBB_PAGE_CACHE === '1',
      log: values.log ? (line) => console.log(line) : null,
    });
  } catch (error) {
    const reason = error?.code === 'EADDRINUSE' ? `port ${port} is already in use` : error?.message;
    console.error(`render: cannot listen on ${values.host}:${port}: ${reason}`);
    process.exit(1);
  }
  console.log(
    `render service: ${dir} on http://${values.host}:${port}${values['one-origin'] ? ' (one origin)' : ''}`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void service.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
