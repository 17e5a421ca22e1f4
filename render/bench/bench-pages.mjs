// What the render benches share (issue 33): the pages they ask for, a cold render service (every
// page a render), a page asked as nginx asks it, and a process's CPU time.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import autocannon from 'autocannon';

import { BRAND_URLS, ROOT } from '@klubb/deploy/src/topology.mjs';

import { RENDERED_ATTRIBUTE } from '../src/route-render.mjs';

/**
 * Both brands, a feed and a type feed each: a mix of pages, as visitors ask for them. Nordic's
 * type feed is /editorial: its brand has `showLive: false`, so its /live is no route of its (the
 * client's not-found page, never a server render); until 2026-11-29 the bench asked it, and a
 * quarter of its "renders" were that plain page.
 */
export const PAGES = [
  `${BRAND_URLS.a}/`,
  `${BRAND_URLS.a}/live`,
  `${BRAND_URLS.b}/`,
  `${BRAND_URLS.b}/editorial`,
];

/**
 * The page at `pageUrl` from the service on `port`, asked with the brand's Host header (as nginx
 * asks it) and brotli, decoded. Not fetch: it drops a Host header silently, and the service then
 * saw 127.0.0.1 as the brand (no brand: the plain page), so the bench's "every page
 * server-rendered" was false before 2026-11-29 whatever the load.
 */
export function pageText(port, pageUrl) {
  const url = new URL(pageUrl);
  return new Promise((resolvePage, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'accept-encoding': 'br' },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const br = res.headers['content-encoding'] === 'br';
          resolvePage((br ? brotliDecompressSync(body) : body).toString('utf8'));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * What Chromium sends. The load generator decodes every body it gets into a string (autocannon 8),
 * which costs its CPU per byte far more for compressed (binary) bytes than for plain text: asked
 * with `br` alone, nginx (no brotli module) sent the static file plain (103 kB: 0.13 ms of the
 * load generator's CPU an answer) and the page compressed (16 kB: 0.35-0.39 ms), and the
 * generator, not the servers, set the ratio (0.30-0.43 at nginx's 0.07 and 0.13 ms an answer;
 * docs/perf.md session 27). Asked as a browser asks, both come compressed, as a visitor gets them
 * (the static file's gzip, 31 kB), and the servers' own CPU an answer is printed beside.
 */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The bench's connections: 8, as a busy page's visitors at once on two cores. */
export const CONNECTIONS = 8;

/**
 * `seconds` of autocannon with CONNECTIONS connections against 127.0.0.1:`port`, asking `pages`
 * (URLs or paths) in turn, each with its brand's Host header, as nginx asks the render service.
 */
export function loadOf(port, pages, seconds) {
  const requests = pages.map((pageUrl) => {
    const url = new URL(pageUrl, 'http://localhost:3000');
    return {
      method: 'GET',
      path: `${url.pathname}${url.search}`,
      headers: { host: url.host, 'accept-encoding': ACCEPT_ENCODING },
    };
  });
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
  });
}

export const isRendered = (html) => html.includes(RENDERED_ATTRIBUTE);

/** The pids of the processes `pid` started, and theirs (Linux: /proc/PID/task/TID/children). */
function descendantsOf(pid) {
  let children = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (text) children.push(...text.split(' ').map(Number));
    }
  } catch {
    return [];
  }
  children = [...new Set(children)];
  return [...children, ...children.flatMap(descendantsOf)];
}

/** CPU ms (user + system) one process has used so far (Linux: /proc, in clock ticks). */
function ownCpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are the stat line's 14th and 15th fields, here 12th and 13th (0-based 11, 12).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU ms (user + system) the process `pid` and the processes it started (a service's workers,
 * `--workers`) have used so far. A worker that exited meanwhile is not counted: compare two
 * readings of the same processes.
 */
export function cpuMsOf(pid) {
  return [pid, ...descendantsOf(pid)].reduce((sum, each) => sum + ownCpuMsOf(each), 0);
}

export const loads = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * A render service on `port` with its page cache off (every page a render), for the host build
 * in `dir` (its render entry beside it, `../dist-server/render.cjs`), in `workers` processes
 * (render/src/main.mjs --workers). `nodeArgs`: e.g. `--cpu-prof`. KLUBB_BENCH_LOGS=1 shows its
 * log. Resolves `stop()` once it has exited.
 */
export function startColdService({ dir, port, nodeArgs = [], workers = 1 }) {
  const logs = Boolean(process.env.KLUBB_BENCH_LOGS);
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      resolve(ROOT, 'render/src/main.mjs'),
      ...['--dir', dir, '--port', String(port), '--spa', '--one-origin', '--no-page-cache'],
      ...(workers > 1 ? ['--workers', String(workers)] : []),
      ...(logs ? ['--log'] : []),
    ],
    { stdio: logs ? 'inherit' : 'ignore' },
  );
  const exited = new Promise((done) => child.once('exit', done));
  // SIGTERM: the service closes and exits, and node writes a CPU profile on the way out.
  return { pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}

/**
 * The CPU ms per page of the service (`pid` on `port`) asking `pageUrl` `rounds` times one after
 * another (the CPU of a render, not of renders waiting on each other), and how many of them were
 * server renders (not the plain page of a render past its budget).
 */
export async function cpuPerPage(port, pid, pageUrl, rounds) {
  const before = cpuMsOf(pid);
  let rendered = 0;
  for (let i = 0; i < rounds; i += 1) {
    if (isRendered(await pageText(port, pageUrl))) rendered += 1;
  }
  return { ms: (cpuMsOf(pid) - before) / rounds, rendered };
}
