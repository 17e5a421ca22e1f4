// The composed app behind nginx: the host (SPA, both brands) and every remote from their dist
// folders on the topology's ports, and the API front on the API's port in front of an upstream
// of API instances — one configuration generated from serve-rules (nginx-config.mjs). Used by
// the e2e smoke through nginx, the throughput benchmark and the web image (deploy/k8s/).
//
//   node deploy/src/nginx-app.mjs --upstream 127.0.0.1:4101 --upstream 127.0.0.1:4102   (runs it)
//   node deploy/src/nginx-app.mjs --print --listen 0.0.0.0 --prefix /var/lib/klubb-nginx \
//     --upstream klubb-api:4000 --render 127.0.0.1:3100                            (prints it)
// --render: the render service (render/src/main.mjs --one-origin, beside nginx)
// makes the host's page per brand; nginx serves the static index.html while it is down.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { nginxConfig } from './nginx-config.mjs';
import { ensureNginx, nginxUser, startNginx } from './nginx.mjs';
import { securitySettingsFromEnv } from './serve-rules.mjs';
import { API, APPS, distDir, HOST, REMOTES } from './topology.mjs';

/**
 * nginx.conf for the composed app. `listen`: the address every server binds (127.0.0.1 locally,
 * 0.0.0.0 in a container); `upstreams`: the API instances ('host:port'); `env`: where the CSP's
 * settings come from (KLUBB_API_URL, …, as for serve.mjs); `render`: the render service's
 * 'host:port' (render/src/main.mjs --one-origin), which makes the host's page per brand.
 */
export function composedAppConfig({
  prefix,
  upstreams,
  listen = '127.0.0.1',
  workers = 1,
  user = nginxUser(),
  env = process.env,
  api = {},
  render = null,
}) {
  return nginxConfig({
    prefix,
    user,
    workers,
    sites: APPS.map((app) => ({
      listen: [`${listen}:${app.port}`],
      root: distDir(app),
      spa: Boolean(app.spa),
      // The host's origin fronts the API, the remotes and (with `render`) the per-brand page.
      ...(app.oneOrigin
        ? {
            oneOrigin: {
              api: true,
              remotes: REMOTES.map((remote) => ({ name: remote.dir, port: remote.port })),
              render: Boolean(render),
            },
          }
        : {}),
    })),
    api: { ...api, listen: [`${listen}:${API.port}`], upstreams },
    render,
    security: securitySettingsFromEnv(env),
  });
}

/** Starts nginx on the composed app's config; resolves to { stop(), prefix }. */
export async function startComposedApp({
  upstreams,
  prefix,
  listen = '127.0.0.1',
  workers = 1,
  log = console.log,
  render = null,
}) {
  if (!ensureNginx({ log })) throw new Error('nginx is missing and could not be installed');
  const config = composedAppConfig({ prefix, upstreams, listen, workers, render });
  const nginx = await startNginx({ prefix, config });
  return { ...nginx, prefix };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string', multiple: true, default: [`127.0.0.1:${API.port + 100}`] },
      listen: { type: 'string', default: '127.0.0.1' },
      prefix: { type: 'string', default: join(tmpdir(), `klubb-nginx-${process.pid}`) },
      workers: { type: 'string', default: '1' },
      print: { type: 'boolean', default: false },
      // The render service (render/src/main.mjs --one-origin), 'host:port'; unset, the
      // host's page is the static index.html.
      render: { type: 'string' },
    },
  });
  const options = {
    prefix: values.prefix,
    upstreams: values.upstream,
    listen: values.listen,
    workers: Number(values.workers) || 'auto',
    render: values.render ?? null,
  };
  if (values.print) {
    process.stdout.write(composedAppConfig({ ...options, user: null }));
  } else {
    const nginx = await startComposedApp(options);
    console.log(
      `[nginx] the composed app on ${values.listen}:${HOST.port}–, API front on ${API.port}`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => nginx.stop().then(() => process.exit(0)));
  }
}
