// The composed app through nginx (issue 17): Debian's nginx on the configuration generated from
// serve-rules (deploy/src/nginx-app.mjs) serves the host and the remotes on their usual ports and
// fronts the API on :4000, balancing over two API instances on one PostgreSQL database of this
// run's own. Run it in a private network namespace (e2e/README.md): the ports are the stack's.
// PostgreSQL is reached through its Unix socket, which the namespace still sees; without it the
// API runs as one instance on PGlite. Returns the teardown.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startComposedApp } from '../deploy/src/nginx-app.mjs';
import * as cluster from '../deploy/src/stack/cluster.mjs';
import { spawnPrefixed, stopAll, waitForUrl } from '../deploy/src/stack/proc.mjs';
import { warmPages } from '../deploy/src/stack/stack.mjs';
import { API, APPS, HOST, RENDER, ROOT, buildMarker, distDir } from '../deploy/src/topology.mjs';
import { remotesDocument, writeRemotes } from '../deploy/src/write-remotes.mjs';

const SOCKET_DIR = '/var/run/postgresql';
const API_PORTS = [4101, 4102];

export default async function globalSetup() {
  const missing = APPS.filter((app) => !existsSync(buildMarker(app)));
  if (missing.length)
    throw new Error(`[e2e nginx] build first: ${missing.map((a) => a.name).join(', ')}`);
  writeRemotes(remotesDocument());
  const cleanups = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch((error) => console.error(`[e2e nginx] clean-up: ${error.message}`));
  };
  try {
    const adminUrl =
      process.env.NGINX_E2E_DATABASE_URL ??
      `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}`;
    const onPostgres = await cluster.postgresReachable(adminUrl);
    let env;
    if (onPostgres) {
      const database = await cluster.createDatabase(adminUrl);
      cleanups.push(() => database.drop());
      env = { DATABASE_URL: database.url };
      cluster.migrate(env);
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'klubb-e2e-nginx-db-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { KLUBB_DATA_DIR: dataDir, MIGRATE_ON_START: 'true' };
    }
    const ports = onPostgres ? API_PORTS : API_PORTS.slice(0, 1);
    env = {
      ...env,
      PUBLIC_URL: 'http://localhost:4000',
      TRUST_PROXY: 'true',
      MAPS_API_KEY: 'e2e-maps-key',
    };
    for (const port of ports) {
      const instance = await cluster.startInstance({ port, env: { ...env } });
      cleanups.push(() => (instance.signal('SIGTERM'), instance.exited));
    }
    // The render service, as production runs it beside nginx: the host's page per brand.
    const render = spawnPrefixed(
      RENDER.name,
      process.execPath,
      [
        join(ROOT, 'render/src/main.mjs'),
        ...['--dir', distDir(HOST), '--port', String(RENDER.port), '--host', '127.0.0.1'],
        ...['--spa', '--one-origin', '--log'],
      ],
      {
        cwd: ROOT,
        // The API front on nginx, as the render container asks the cluster's API Service.
        env: { KLUBB_API_UPSTREAM: `http://127.0.0.1:${API.port}` },
        quiet: process.env.KLUBB_E2E_LOGS !== '1',
      },
    );
    cleanups.push(() => stopAll([render]));
    await waitForUrl(`http://127.0.0.1:${RENDER.port}/remotes.json`, { proc: render });
    const prefix = mkdtempSync(join(tmpdir(), 'klubb-e2e-nginx-'));
    cleanups.push(() => rmSync(prefix, { recursive: true, force: true }));
    const nginx = await startComposedApp({
      prefix,
      upstreams: ports.map((port) => `127.0.0.1:${port}`),
      render: `127.0.0.1:${RENDER.port}`,
    });
    cleanups.push(() => nginx.stop());
    await warmPages(HOST.port);
    console.log(
      `[e2e nginx] nginx on :3000–3005 (the page from the render service on :${RENDER.port}) and :4000 → ${ports.length} API instance(s) on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}
