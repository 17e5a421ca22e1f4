import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import autocannon, { type AutocannonOptions } from 'autocannon';

/**
 * `npm run bench` in api/: autocannon on loopback against the public routes of the first view
 * (brand, billboard, categories, feed page, an offer for a visitor: served from the public answer
 * cache after the first request), a member's offer detail, a search and a member's cart read,
 * each beside a bare Fastify route of the same server process. Prints req/s, p50/p99 latency and
 * each route's share of the bare route's req/s (measured right before it); `--write` records the table in docs/perf.md
 * under "## API".
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PERF_FILE = fileURLToPath(new URL('../../docs/perf.md', import.meta.url));

interface Ready {
  apiPort: number;
  barePort: number;
  token: string;
}

async function startServer(databaseUrl: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.BENCH_DATABASE_URL;
  if (databaseUrl) env.BENCH_DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Ready);
    });
  });
  return { child, ready };
}

function targets({ apiPort, barePort, token }: Ready) {
  const api = `http://127.0.0.1:${apiPort}`;
  const brand = { 'x-app-url': 'http://localhost:3000' };
  const member = { ...brand, authorization: `Bearer ${token}` };
  // A visitor's browser names the brand by Origin only (no X-App-Url: no CORS preflight) and takes
  // brotli, so the cache's prebuilt variant goes out.
  const visitor = { origin: 'http://localhost:3000', 'accept-encoding': 'gzip, deflate, br' };
  const flags = 'getVoucher=true&getCompanionOffer=true&getAvailability=true';
  const appUrl = encodeURIComponent('http://localhost:3000');
  const list: Array<[string, AutocannonOptions]> = [
    ['bare Fastify route (baseline)', { url: `http://127.0.0.1:${barePort}/bare` }],
    [
      'feed page (GET get_list/offer)',
      { url: `${api}/v1/get_list/offer?offset=0`, headers: brand },
    ],
    [
      'public: brand (GET get/brand)',
      { url: `${api}/v1/get/brand?appUrl=${appUrl}&authTenantIdSelect=true`, headers: visitor },
    ],
    ['public: billboard (GET get/billboard)', { url: `${api}/v1/get/billboard`, headers: visitor }],
    [
      'public: categories (GET get_list/brand/category)',
      { url: `${api}/v1/get_list/brand/category`, headers: visitor },
    ],
    [
      'public: benefit feed page (GET get_list/offer)',
      { url: `${api}/v1/get_list/offer?type=benefit&offset=0`, headers: visitor },
    ],
    [
      'public: offer for a visitor (GET get/offer)',
      { url: `${api}/v1/get/offer?id=klubb-live-001&${flags}`, headers: visitor },
    ],
    [
      'offer detail (GET get/offer, member)',
      { url: `${api}/v1/get/offer?id=klubb-live-001&${flags}`, headers: member },
    ],
    [
      'search (POST search/offer)',
      {
        url: `${api}/v1/search/offer`,
        method: 'POST',
        headers: { ...brand, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'rabatt' }),
      },
    ],
    [
      'cart read (GET get/user/shopping_cart)',
      { url: `${api}/v1/get/user/shopping_cart`, headers: member },
    ],
  ];
  return list;
}

const round = (value: number) => Math.round(value * 10) / 10;

async function measure(name: string, options: AutocannonOptions) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result;
}

/**
 * One table: every target against one server. The bare route is measured again right before each
 * route and the route's share is of that run: on a machine other work loads unevenly, a baseline
 * taken minutes earlier says little.
 */
async function benchDatabase(databaseUrl: string | undefined): Promise<string[]> {
  const { child, ready } = await startServer(databaseUrl);
  const rows: string[] = [];
  try {
    const [[bareName, bareOptions], ...routes] = targets(ready) as [
      [string, AutocannonOptions],
      ...Array<[string, AutocannonOptions]>,
    ];
    for (const [name, options] of routes) {
      const bare = await measure(bareName, bareOptions);
      const result = await measure(name, options);
      if (rows.length === 0) {
        rows.push(
          `| ${bareName} | ${Math.round(bare.requests.average)} | ${bare.latency.p50} | ${bare.latency.p99} | 100 % | ${Math.round(bare.requests.average)} |`,
        );
        console.log(rows.at(-1));
      }
      const ratio = result.requests.average / bare.requests.average;
      rows.push(
        `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${round(ratio * 100)} % | ${Math.round(bare.requests.average)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    child.kill('SIGTERM');
  }
  return rows;
}

async function main(): Promise<void> {
  const tables: Array<[string, string[]]> = [];
  console.log('PGlite (in memory, in the API process)');
  tables.push(['PGlite (in memory, in the API process)', await benchDatabase(undefined)]);
  const postgres = process.env.BENCH_DATABASE_URL;
  if (postgres) {
    console.log('PostgreSQL (BENCH_DATABASE_URL)');
    tables.push(['PostgreSQL (local server, pool of 10)', await benchDatabase(postgres)]);
  }
  if (process.argv.includes('--write')) await writePerf(tables);
}

/** Replaces (or adds) the "## API" section of docs/perf.md, keeping every other section. */
async function writePerf(tables: Array<[string, string[]]>): Promise<void> {
  const existing = await readFile(PERF_FILE, 'utf8').catch(() => '# Performance\n');
  const section = [
    '## API',
    '',
    `\`npm run bench\` in api/ (autocannon on loopback, ${CONNECTIONS} connections, ${DURATION_S} s per route, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores). "Of bare" is each route's req/s against a bare Fastify route served by the same process, measured right before that route ("bare req/s").`,
    '',
    ...tables.flatMap(([title, rows]) => [
      `### ${title}`,
      '',
      '| route | req/s | p50 ms | p99 ms | of bare | bare req/s |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
    ]),
  ].join('\n');
  const start = existing.indexOf('\n## API');
  let next = start === -1 ? -1 : existing.indexOf('\n## ', start + 1);
  if (next === -1) next = existing.length;
  const updated =
    start === -1
      ? `${existing.trimEnd()}\n\n${section}`
      : `${existing.slice(0, start)}\n${section}${existing.slice(next)}`;
  await writeFile(PERF_FILE, `${updated.trimEnd()}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
