// Requests per second through nginx with 1, 2 and 3 API instances (issue 17, docs/perf.md):
// one PostgreSQL database of its own (migrated and seeded), 3 instances started once, and for
// each count nginx's API front (the generated configuration) with that many upstreams; autocannon
// then drives two routes through nginx: a member's offer detail (database-bound: token, account
// and offer reads on every call) and a visitor's feed page (answered from the instance's public
// cache: CPU-bound). Prints a Markdown table: req/s, p50/p99, errors, the ratio to 1 instance,
// and the load average around each run. Loopback only, ports 18520–18523, cleans up after itself.
//
//   node scripts/bench-nginx.mjs     BENCH_DATABASE_URL (else TEST_DATABASE_URL), BENCH_REDIS_URL
//                                    (else TEST_REDIS_URL), BENCH_SECONDS (10), BENCH_CONNECTIONS (20),
//                                    BENCH_COUNTS (1,2,3)
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';

import { nginxConfig } from '../src/nginx-config.mjs';
import { ensureNginx, nginxUser, startNginx } from '../src/nginx.mjs';
import * as cluster from '../src/stack/cluster.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? null;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// The order of the instance counts: `3,2,1` too, to see a machine whose load drifts meanwhile.
const COUNTS = (process.env.BENCH_COUNTS ?? '1,2,3').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const NGINX_PORT = 18_520;
const API_PORTS = [18_521, 18_522, 18_523];
const BASE = `http://127.0.0.1:${NGINX_PORT}`;
const APP_URL = 'http://localhost:3000';
const OFFER = 'klubb-live-001';

const log = (text) => console.error(`[bench] ${text}`);
const cleanups = [];

async function signIn() {
  const response = await fetch(
    `${BASE}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-app-url': APP_URL },
      body: JSON.stringify({
        email: 'anna@klubb.example',
        password: 'Medlem2026',
        tenantId: 'klubb-a1b2c',
        returnSecureToken: true,
      }),
    },
  );
  const json = await response.json();
  if (!json.idToken) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
  return json.idToken;
}

function routes(token) {
  const flags = 'getVoucher=true&getCompanionOffer=true&getAvailability=true';
  return [
    {
      name: 'offer detail, member (database-bound)',
      url: `${BASE}/v1/get/offer?id=${OFFER}&${flags}`,
      headers: { 'x-app-url': APP_URL, authorization: `Bearer ${token}` },
    },
    {
      name: 'feed page, visitor (public cache, brotli)',
      url: `${BASE}/v1/get_list/offer?offset=0`,
      headers: { origin: APP_URL, 'accept-encoding': 'gzip, deflate, br' },
    },
  ];
}

async function measure(route) {
  const before = loadavg()[0];
  const result = await autocannon({
    url: route.url,
    headers: route.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    load: `${before.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  };
}

async function main() {
  if (!ensureNginx({ log })) throw new Error('nginx is missing and could not be installed');
  if (!(await cluster.postgresReachable(ADMIN_URL)))
    throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL}`);
  const database = await cluster.createDatabase(ADMIN_URL);
  cleanups.push(() => database.drop());
  const redisPrefix = `klubb-bench-${randomBytes(4).toString('hex')}:`;
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL: BASE,
    TRUST_PROXY: 'true',
    ...(REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: redisPrefix } : {}),
  };
  if (REDIS_URL) cleanups.push(() => cluster.redisDeletePrefix(REDIS_URL, redisPrefix));
  log(cluster.migrate(env).replaceAll('\n', '; '));
  const instances = [];
  cleanups.unshift(() => Promise.all(instances.map((i) => (i.signal('SIGKILL'), i.exited))));
  for (const port of API_PORTS) instances.push(await cluster.startInstance({ port, env }));
  log(`${instances.length} API instances ready`);

  const rows = [];
  let token;
  for (const count of COUNTS) {
    const prefix = join(tmpdir(), `klubb-bench-nginx-${process.pid}-${count}`);
    const nginx = await startNginx({
      prefix,
      config: nginxConfig({
        prefix,
        user: nginxUser(),
        sites: [],
        api: {
          listen: [`127.0.0.1:${NGINX_PORT}`],
          upstreams: API_PORTS.slice(0, count).map((p) => `127.0.0.1:${p}`),
        },
      }),
    });
    try {
      token ??= await signIn();
      for (const route of routes(token)) {
        // A short warm-up: every instance's caches and JIT, and nginx's keep-alive pool.
        await autocannon({ url: route.url, headers: route.headers, connections: 4, duration: 2 });
        const figures = await measure(route);
        rows.push({ count, route: route.name, ...figures });
        log(`${count} instance(s), ${route.name}: ${figures.rps} req/s (load ${figures.load})`);
      }
    } finally {
      await nginx.stop();
      rmSync(prefix, { recursive: true, force: true });
    }
    await sleep(1_000);
  }

  const base = new Map(rows.filter((r) => r.count === 1).map((r) => [r.route, r.rps]));
  console.log(
    `${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s per run, nginx 1 worker\n`,
  );
  console.log(
    '| instances | route | req/s | × 1 instance | p50 ms | p99 ms | errors | load avg (1 min) |',
  );
  console.log('| --: | --- | --: | --: | --: | --: | --: | --- |');
  for (const r of rows)
    console.log(
      `| ${r.count} | ${r.route} | ${r.rps} | ${(r.rps / base.get(r.route)).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.load} |`,
    );
}

async function cleanUp() {
  for (const cleanup of cleanups.splice(0))
    await Promise.resolve()
      .then(cleanup)
      .catch((e) => log(`clean-up: ${e.message}`));
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
