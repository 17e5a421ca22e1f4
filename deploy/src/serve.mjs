// The static file server for the host and every remote (local runs and e2e). Production serves the
// same folders from nginx with the same rules (deploy/README.md). The rules (types, caching,
// headers, precompressed siblings) are in serve-rules.mjs; the request handler, serve-handler.mjs,
// guards and has @fastify/static send the files; this file listens and is the command line.
//
//   node deploy/src/serve.mjs --dir <folder> --port <n> [--spa] [--host localhost] [--log]
//     [--one-origin] [--scheme http|https]
// The host's pages made per brand (the first view, the server-rendered route) are the render
// service's (render/, @klubb/render-service, ADR 028), which serves the host's files with this
// handler.
// --one-origin (ADR 014 decision 3, one-origin.mjs): /api and /media are passed to the API (at
// KLUBB_API_UPSTREAM, else KLUBB_API_URL, default http://localhost:4000), and /remotes/<name>/
// serves each remote's dist folder, so the page needs no other origin. --scheme: the app URL's
// scheme (https behind a TLS front such as production's nginx).
import { lookup } from 'node:dns/promises';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

import { createOneOriginRoute } from './one-origin-proxy.mjs';
import { createHandler } from './serve-handler.mjs';
import { runServerCommand } from './server-command.mjs';
import { distDir, REMOTES } from './topology.mjs';

export { createHandler } from './serve-handler.mjs';
export { CONTENT_TYPES, acceptedEncodings, cacheControlFor } from './serve-rules.mjs';

/** The one-origin paths: the API, and each remote's dist folder (those built) at /remotes/<dir>/. */
export async function oneOriginRoute({ apiUrl, scheme, log }) {
  const remotes = {};
  for (const remote of REMOTES) {
    const folder = distDir(remote);
    if (!(await stat(folder).catch(() => null))?.isDirectory()) continue;
    remotes[remote.dir] = await createHandler({ dir: folder, log });
  }
  return createOneOriginRoute({ api: apiUrl, remotes, scheme, log });
}

/**
 * Starts listening on every address `host` resolves to (for `localhost`: 127.0.0.1 and ::1, as
 * Fastify does), never on every interface. Resolves to { servers, close }.
 */
export async function startServer({
  dir,
  port,
  spa = false,
  host = 'localhost',
  log = null,
  oneOrigin = false,
  scheme = 'http',
  env = process.env,
}) {
  // The API as this server reaches it (KLUBB_API_UPSTREAM: inside a cluster, http://klubb-api:4000),
  // else as the page does (KLUBB_API_URL, which the CSP names).
  const apiUrl = env.KLUBB_API_UPSTREAM || env.KLUBB_API_URL || 'http://localhost:4000';
  const route = oneOrigin ? await oneOriginRoute({ apiUrl, scheme, log }) : null;
  const handler = await createHandler({ dir, spa, log, oneOrigin: route });
  const addresses = [...new Set((await lookup(host, { all: true })).map((a) => a.address))];
  const servers = [];
  try {
    for (const address of addresses) {
      const server = createServer(handler);
      server.keepAliveTimeout = 5000;
      try {
        await new Promise((ok, fail) => {
          server.once('error', fail);
          server.listen({ port, host: address, exclusive: true }, () => {
            server.off('error', fail);
            ok();
          });
        });
      } catch (error) {
        // `localhost` may resolve to ::1 on a machine without IPv6: one loopback is enough.
        const unavailable = error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT';
        if (unavailable && (servers.length || address !== addresses.at(-1))) continue;
        throw error;
      }
      // Port 0 (tests): every address listens on the port the first one got.
      if (port === 0) port = server.address().port;
      servers.push(server);
    }
    if (!servers.length) throw new Error(`no address of ${host} could be bound`);
  } catch (error) {
    for (const server of servers) server.close();
    await route?.close();
    throw error;
  }
  const close = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((ok) => {
            server.close(() => ok());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 2000).unref();
          }),
      ),
    );
    await route?.close();
  };
  return { servers, addresses: servers.map((srv) => srv.address().address), close };
}

function main() {
  return runServerCommand({
    name: 'serve',
    usage:
      'serve.mjs --dir <folder> --port <n> [--spa] [--host localhost] [--log] [--one-origin] [--scheme http|https]',
    start: ({ values, dir, port, log }) =>
      startServer({
        dir,
        port,
        spa: values.spa,
        host: values.host,
        oneOrigin: values['one-origin'],
        scheme: values.scheme,
        log,
      }),
    describe: ({ values, dir, port, server }) =>
      `serving ${dir} on http://${values.host}:${port}${values.spa ? ' (spa)' : ''}${values['one-origin'] ? ' (one origin)' : ''} [${server.addresses.join(', ')}]`,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
