import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import pg from 'pg';

import { API_PATHS } from '@klubb/contracts';

import { backendsCpuMs, cpuMs } from './process-cpu';
import { scaleTargets, type ScaleReady } from './scale-targets';

/**
 * `npx tsx bench/scale-cpu.ts` in api/ (issue 38): the CPU each uncached scale endpoint costs per
 * request, in the API process and in its PostgreSQL backends (utime + stime from /proc over a fixed
 * number of requests), beside autocannon's req/s and p99; and an offer's detail for a member. On a machine shared with other work the
 * req/s and p99 move with the load; the CPU per request hardly does, so two versions of the code
 * can be compared one after the other.
 *
 * SCALE_DATABASE_URL (required; a database of your own: the server works in a schema it drops
 * afterwards), SCALE_FACTOR (1), BENCH_REQUESTS (2000), ONLY (a regular expression on the
 * endpoints' names), PROFILE_DIR (the server writes a `--cpu-prof` profile there when it stops;
 * Node refuses the flag in NODE_OPTIONS). The server runs on this machine, so PostgreSQL's backends
 * must too.
 */
const url = process.env.SCALE_DATABASE_URL;
if (!url) throw new Error('SCALE_DATABASE_URL is not set');
const factor = Number(process.env.SCALE_FACTOR ?? 1);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ONLY = new RegExp(process.env.ONLY ?? '');
const CONNECTIONS = 8;
const PROFILE = process.env.PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`]
  : [];

const admin = new pg.Client({ connectionString: url });
await admin.connect();

const child = spawn(process.execPath, [...PROFILE, '--import', 'tsx', 'bench/scale-server.ts'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, LOG_LEVEL: 'silent', SCALE_DATABASE_URL: url, SCALE_FACTOR: `${factor}` },
});
try {
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<ScaleReady>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`scale server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as ScaleReady);
    });
  });
  const pid = child.pid ?? 0;
  console.log(
    `${factor}× (${ready.offers} offers), ${CONNECTIONS} connections, ${REQUESTS} requests`,
  );
  // The offer page too (issue 38's table has it flat; not budgeted): the offer the last page follows.
  const member = scaleTargets(ready)[0]?.[1].headers ?? {};
  const detail = `http://127.0.0.1:${ready.apiPort}${API_PATHS.getOffer}?id=${encodeURIComponent(ready.lastFeedAfter)}&getVoucher=true&getCompanionOffer=true&getAvailability=true`;
  const targets = [
    ...scaleTargets(ready),
    ['offer detail, uncached', { url: detail, headers: member }] as const,
  ];
  for (const [name, options] of targets) {
    if (!name.includes('uncached') && !name.includes('(member)')) continue;
    if (!ONLY.test(name)) continue;
    const run = (amount: number) => autocannon({ ...options, connections: CONNECTIONS, amount });
    await run(300);
    const [api, db] = [await cpuMs(pid), await backendsCpuMs(admin, ready.applicationName)];
    const started = performance.now();
    const result = await run(REQUESTS);
    const seconds = (performance.now() - started) / 1000;
    const [apiAfter, dbAfter] = [
      await cpuMs(pid),
      await backendsCpuMs(admin, ready.applicationName),
    ];
    const load = (await readFile('/proc/loadavg', 'utf8')).split(' ')[0];
    const perRequest = (ms: number) => (ms / REQUESTS).toFixed(2);
    console.log(
      `${name}: API ${perRequest(apiAfter - api)} ms + PostgreSQL ${perRequest(dbAfter - db)} ms CPU a request, ${Math.round(REQUESTS / seconds)} req/s, p99 ${result.latency.p99} ms (load ${load}${result.non2xx ? `, ${result.non2xx} non-2xx` : ''})`,
    );
  }
} finally {
  await admin.end();
  // The server drops its schema (and writes its profile) before it exits.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
