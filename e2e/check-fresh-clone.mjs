// The README's first command as a newcomer meets it (issue 31): clone this repository into an
// empty folder, run `npm start` there, wait for its banner, check that brand A, brand B, the API
// and the console answer, stop it with Ctrl-C (SIGINT to its process group, as a terminal sends
// it) and check that every process it started is gone. Exits 1 on a crash, on no banner within
// the time limit, on an app that does not answer, or on a process left behind.
//
//   unshare -n sh -c 'ip link set lo up && exec node scripts/check-fresh-clone.mjs [--reuse-builds] [--ref C]'
//
// It must run in a network namespace of its own (npm test runs it so): the clone's stack binds
// the same fixed ports as every other stack on the machine, and "every process it started" is
// then exactly every other process in the namespace. Nothing outside loopback is reachable
// there, so npm and pnpm are told to prefer their caches: the pnpm store (shared, not copied)
// and npm's cache already hold every package, as the main checkout's install put them there.
// The clone has no node_modules anywhere above it. --reuse-builds copies the main checkout's
// production builds (dist/, content-hashed against their inputs) into the clone, so its
// `npm start` skips the webpack builds: CI's checkout is itself a fresh clone whose build step
// proved them, and building twice would cost CI minutes (the brief: builds only once).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { APPS, API, BRAND_URLS, CONSOLE, HOST, ROOT, findRemote } from '../deploy/src/topology.mjs';

const BANNER = /Klubb is running \(ready in/;

const { values } = parseArgs({
  options: {
    'reuse-builds': { type: 'boolean', default: false },
    'timeout-s': { type: 'string', default: '900' },
    keep: { type: 'boolean', default: false },
    // Another commit than HEAD, to show what an older main did (the commit before a fix).
    ref: { type: 'string' },
  },
});
const timeoutMs = Number(values['timeout-s']) * 1000;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[fresh clone ${seconds()}] ${line}`);
const failures = [];

const netNamespace = (pid) => {
  try {
    return readlinkSync(`/proc/${pid}/ns/net`);
  } catch {
    return null;
  }
};
const ownNamespace = netNamespace(process.pid);
const initNamespace = netNamespace(1);
if (!ownNamespace || ownNamespace === initNamespace) {
  console.error(
    'check-fresh-clone: run it in a network namespace of its own: ' +
      `unshare -n sh -c 'ip link set lo up && exec node scripts/check-fresh-clone.mjs'`,
  );
  process.exit(2);
}

/** Every other live process in this network namespace: what the clone's `npm start` started. */
function othersInNamespace() {
  const others = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (netNamespace(entry) !== ownNamespace) continue;
    let stat = '';
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    if (/^\d+ \(.*\) Z/.test(stat)) continue; // a zombie: ended, not yet reaped
    const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
    others.push(`${entry} ${command}`);
  }
  return others;
}

/** A GET from the clone's stack, with the Host header a browser on `url` sends. */
function get(url) {
  const { host, port, pathname } = new URL(url);
  return new Promise((resolveGet) => {
    const req = request(
      { host: 'localhost', port, path: pathname, headers: { host, accept: 'text/html,*/*' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolveGet({ status: res.statusCode, body }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', (error) => resolveGet({ status: null, body: '', error }));
    req.end();
  });
}

async function checkAnswers() {
  const checks = [
    { what: 'brand A', url: `${BRAND_URLS.a}/`, expect: /<html lang="?sv"?>[\s\S]*<title>Klubb</ },
    {
      what: 'brand B',
      url: `${BRAND_URLS.b}/`,
      expect: /<html lang="?nb"?>[\s\S]*<title>Klubb Norge</,
    },
    { what: 'the API', url: `http://localhost:${API.port}/health`, expect: /ok/i },
    { what: 'the console', url: `http://localhost:${CONSOLE.port}/`, expect: /<div id="?root"?>/ },
  ];
  for (const { what, url, expect } of checks) {
    const { status, body, error } = await get(url);
    if (status === 200 && expect.test(body)) log(`${what} answers at ${url}`);
    else {
      failures.push(
        `${what} at ${url}: ${error ? error.message : `status ${status}`}` +
          (status === 200 ? ` but the page does not match ${expect}` : ''),
      );
    }
  }
}

/**
 * The README's "Working on one remote" command while the whole stack runs: its port is taken by
 * the stack's mf-feeds, so the dev server takes the next free one and prints it; its standalone
 * page must answer there.
 */
async function checkRemoteDevServer() {
  const feeds = findRemote('mf-feeds');
  const dev = npm(['run', 'pnpm', '--', '--filter', '@klubb/mf-feeds', 'run', 'dev'], env);
  const where = await dev.waitFor(/Loopback: (http:\/\/localhost:(\d+)\/)/, 300_000);
  const compiled = Array.isArray(where)
    ? await dev.waitFor(/compiled (successfully|with warnings)/, 300_000)
    : where;
  if (!Array.isArray(where) || !Array.isArray(compiled)) {
    failures.push(
      `the remote's dev server (mf-feeds) never answered: ${where === 'exited' || compiled === 'exited' ? 'it exited' : 'no address or compile within 300 s'}`,
    );
  } else if (Number(where[2]) === feeds.port) {
    failures.push(`the remote's dev server took ${feeds.port}, the running stack's port`);
  } else {
    const { status, body } = await get(where[1]);
    if (status === 200 && body.includes('<div id="root">')) {
      log(`the remote's dev server (mf-feeds) answers at ${where[1]} beside the stack`);
    } else failures.push(`the remote's dev server at ${where[1]} answered ${status}`);
  }
  const ended = await dev.interrupt();
  if (ended === 'timeout') failures.push("the remote's dev server did not stop on Ctrl-C");
}

/**
 * Starts `npm <args>` in the clone as a terminal's foreground job (a process group of its own),
 * echoing its output. Answers { child, exited, waitFor(pattern, ms), interrupt() }.
 */
function npm(args, env) {
  const child = spawn('npm', args, {
    cwd: clone,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = [];
  const onData = (chunk) => {
    const text = String(chunk);
    output += text;
    for (const line of text.split('\n')) if (line.trim()) console.log(`  │ ${line}`);
    for (const waiter of waiters) {
      const match = waiter.pattern.exec(output);
      if (match) waiter.resolve(match);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  /** The first match of `pattern` in the output; or 'exited' or 'timeout', whichever comes first. */
  const waitFor = (pattern, ms) =>
    Promise.race([
      new Promise((resolveMatch) => {
        const match = pattern.exec(output);
        if (match) resolveMatch(match);
        else waiters.push({ pattern, resolve: resolveMatch });
      }),
      exited.then(() => 'exited'),
      // unref: a time limit that was not needed must not keep this process alive until it ends.
      new Promise((r) => setTimeout(() => r('timeout'), ms).unref()),
    ]);
  /** Ctrl-C: SIGINT to the whole process group. Resolves with how it ended, or 'timeout'. */
  const interrupt = (ms = 30_000) => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
    return Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), ms).unref())]);
  };
  return { child, exited, waitFor, interrupt };
}

// ── the clone ─────────────────────────────────────────────────────────────────────────────────
const folder = mkdtempSync(join(tmpdir(), 'klubb-fresh-clone-'));
const clone = join(folder, 'klubb');
const cleanUp = () => !values.keep && rmSync(folder, { recursive: true, force: true });
for (let dir = folder; dir !== dirname(dir); dir = dirname(dir)) {
  if (existsSync(join(dir, 'node_modules'))) {
    console.error(`check-fresh-clone: ${join(dir, 'node_modules')} exists above the clone`);
    process.exit(2);
  }
}
const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
if (cloned.status !== 0) {
  console.error('check-fresh-clone: git clone failed');
  process.exit(1);
}
if (values.ref && spawnSync('git', ['-C', clone, 'checkout', '--quiet', values.ref]).status !== 0) {
  console.error(`check-fresh-clone: no commit ${values.ref}`);
  process.exit(2);
}
log(
  `cloned ${ROOT} (${spawnSync('git', ['-C', clone, 'rev-parse', '--short', 'HEAD']).stdout.toString().trim()}) into ${clone}`,
);
if (values['reuse-builds']) {
  for (const app of APPS) {
    for (const out of ['dist', 'dist-server']) {
      const from = resolve(ROOT, app.dir, out);
      if (existsSync(from)) cpSync(from, join(clone, app.dir, out), { recursive: true });
    }
  }
  log(`copied the production builds of ${APPS.map((a) => a.name).join(', ')}`);
}

// ── npm start, as a newcomer types it ─────────────────────────────────────────────────────────
const env = { ...process.env };
for (const key of Object.keys(env)) {
  // Nothing of this run's own set-up leaks in: the clone installs, builds and starts by itself.
  if (key.startsWith('KLUBB_') || key.startsWith('npm_') || key === 'INIT_CWD') delete env[key];
}
env.npm_config_prefer_offline = 'true';
const start = npm(['start'], env);
const first = await start.waitFor(BANNER, timeoutMs);
if (Array.isArray(first)) {
  log('npm start printed its banner');
  await checkAnswers();
  await checkRemoteDevServer();
} else if (first === 'timeout') {
  failures.push(`no "Klubb is running" banner within ${timeoutMs / 1000} s`);
} else {
  const { code, signal } = await start.exited;
  failures.push(`npm start exited before its banner (code ${code}, signal ${signal})`);
}

// ── Ctrl-C, then nothing may be left ───────────────────────────────────────────────────────────
const running = start.child.exitCode === null && start.child.signalCode === null;
const stopped = await start.interrupt();
if (stopped === 'timeout') failures.push('npm start did not exit within 30 s of Ctrl-C');
else {
  const how = `code ${stopped.code}, signal ${stopped.signal}`;
  log(running ? `npm start exited after Ctrl-C (${how})` : `npm start had ended (${how})`);
}

let left = othersInNamespace();
for (let waited = 0; left.length && waited < 10_000; waited += 250) {
  await new Promise((r) => setTimeout(r, 250));
  left = othersInNamespace();
}
if (left.length) {
  failures.push(`processes left behind after Ctrl-C:\n    ${left.join('\n    ')}`);
  for (const line of left) {
    try {
      process.kill(Number(line.split(' ')[0]), 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
} else log('no process left behind');

cleanUp();
if (failures.length) {
  console.error(`\n✖ fresh clone: ${failures.join('\n✖ ')}`);
  process.exit(1);
}
log(`npm start from a fresh clone works (${HOST.name} on ${BRAND_URLS.a})`);
process.exit(0);
