// Child processes for the start script, the test runner and the e2e harness: prefixed logs,
// whole-tree stops (each child leads its own process group), readiness and free-port checks.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';

import { portHolder } from './port-holders.mjs';

const COLORS = [36, 33, 35, 32, 34, 91, 96, 93];
let colorIndex = 0;

// Every child still running, so a Ctrl-C at any moment (even mid-build) leaves no orphans:
// detached children do not get the terminal's SIGINT themselves.
const active = new Set();
let shuttingDown = false;

/** True once a stop of everything began: nothing new is spawned after that. */
export const isShuttingDown = () => shuttingDown;

/** Stops every child spawned here that is still running, and refuses to spawn more. */
export function stopActive(options) {
  shuttingDown = true;
  return stopAll([...active], options);
}

/**
 * On SIGINT/SIGTERM/SIGHUP: run `beforeExit` (if any), stop every child, exit with `code`.
 * A second signal exits at once. Returns a function telling whether a signal came.
 */
export function exitOnSignals({ beforeExit = null, code = 130, stopSignal = 'SIGTERM' } = {}) {
  let stopping = false;
  const handler = (signal) => {
    if (stopping) process.exit(code);
    stopping = true;
    shuttingDown = true;
    process.stderr.write(`\n${signal}: stopping …\n`);
    void Promise.resolve(beforeExit?.())
      .catch(() => {})
      .then(() =>
        stopActive({ signal: stopSignal, graceMs: stopSignal === 'SIGINT' ? 15000 : 5000 }),
      )
      .then(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, handler);
  return () => stopping;
}

function prefixer(name, write, color) {
  const tag = process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[${color}m${name}\x1b[0m` : name;
  let pending = '';
  const emit = (line) => write(`[${tag}] ${line}\n`);
  return {
    push(chunk) {
      pending += chunk.toString();
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) emit(line);
    },
    flush() {
      if (pending) emit(pending);
      pending = '';
    },
  };
}

/**
 * Spawns a command in its own process group with each output line prefixed by `[name]`.
 * Returns { name, child, exited, output } where `exited` resolves to the exit code (signals →
 * 128+n) and `output` holds the lines when `capture` is set.
 */
export function spawnPrefixed(
  name,
  command,
  args,
  { cwd, env, quiet = false, inherit = false, capture = false } = {},
) {
  if (shuttingDown) {
    return { name, child: { pid: undefined }, exited: Promise.resolve(130), output: [] };
  }
  const color = COLORS[colorIndex++ % COLORS.length];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    // `inherit`: the child writes straight to our terminal (colours, progress), unprefixed.
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
    detached: true, // its own process group, so a stop reaches grandchildren (tsx, webpack workers)
  });
  // `capture`: keep the lines in proc.output (printed by the caller on failure) instead.
  const output = [];
  const out = prefixer(
    name,
    (s) => (capture ? output.push(s) : !quiet && process.stdout.write(s)),
    color,
  );
  const err = prefixer(name, (s) => (capture ? output.push(s) : process.stderr.write(s)), color);
  child.stdout?.on('data', (d) => out.push(d));
  child.stderr?.on('data', (d) => err.push(d));
  const proc = { name, child, exited: null, output };
  active.add(proc);
  proc.exited = new Promise((resolveExit) => {
    child.on('error', (error) => {
      err.push(`cannot start ${command}: ${error.message}\n`);
      active.delete(proc);
      resolveExit(127);
    });
    child.on('close', (code, signal) => {
      out.flush();
      err.flush();
      active.delete(proc);
      resolveExit(code ?? 128 + (signal ? signalNumber(signal) : 0));
    });
  });
  return proc;
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Stops each process group: `signal` (SIGTERM; SIGINT lets Playwright run its teardown), then
 * SIGKILL after `graceMs`.
 */
export async function stopAll(procs, { graceMs = 5000, signal = 'SIGTERM' } = {}) {
  const running = procs.filter((p) => p.child.pid);
  for (const p of running) killGroup(p.child.pid, signal);
  await Promise.all(
    running.map(async (p) => {
      let timer;
      const timeout = new Promise((r) => (timer = setTimeout(r, graceMs, 'timeout')));
      const result = await Promise.race([p.exited, timeout]);
      clearTimeout(timer);
      if (result === 'timeout') killGroup(p.child.pid, 'SIGKILL');
      // Stragglers in the group (a grandchild that ignored SIGTERM) go too.
      killGroup(p.child.pid, 'SIGKILL');
    }),
  );
}

/** Kills each group at once and synchronously: the last resort in a process 'exit' handler. */
export function killAllNow(procs) {
  for (const p of procs) if (p.child.pid) killGroup(p.child.pid, 'SIGKILL');
}

/** One HTTP GET; resolves to the status code, or null when nothing answers. */
export function probe(url, timeoutMs = 2000) {
  return new Promise((resolveProbe) => {
    const req = request(url, { method: 'GET', timeout: timeoutMs }, (res) => {
      res.resume();
      resolveProbe(res.statusCode ?? null);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolveProbe(null));
    req.end();
  });
}

/**
 * Waits until `url` answers 2xx/3xx. Fails early when `proc` exits, or after `timeoutMs`.
 */
export async function waitForUrl(url, { timeoutMs = 60000, proc = null, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exitCode = null;
  proc?.exited.then((code) => (exitCode = code));
  let last = null;
  while (Date.now() < deadline) {
    if (exitCode !== null)
      throw new Error(`${proc.name} exited with code ${exitCode} before ${url} answered`);
    last = await probe(url);
    if (last !== null && last < 400) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs / 1000}s (last status: ${last ?? 'none'})`,
  );
}

function canConnect(port, host) {
  return new Promise((resolveConnect) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolveConnect(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolveConnect(false);
    });
    socket.once('error', () => resolveConnect(false));
  });
}

function canListen(port, host) {
  return new Promise((resolveListen) => {
    const server = createServer();
    server.once('error', (error) => resolveListen(error.code !== 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolveListen(true)));
  });
}

/** True when nothing listens on `port` on loopback (IPv4 or IPv6) or on every interface. */
export async function portIsFree(port) {
  const [v4, v6] = await Promise.all([canConnect(port, '127.0.0.1'), canConnect(port, '::1')]);
  if (v4 || v6) return false;
  return canListen(port, '127.0.0.1');
}

/** What to tell about one holder of taken ports (port-holders.mjs), with how to go on. */
function describeHolder(holder, ports) {
  const list = ports.join(', ');
  if (!holder) return `${list}: held by a program this user cannot see.`;
  if (holder.kind === 'other') {
    return `${list}: held by another program, ${holder.what} (pid ${holder.pid}). Stop it or free the port${ports.length > 1 ? 's' : ''}.`;
  }
  const here = holder.folder === process.cwd() ? ' (this folder)' : '';
  const stop = holder.stopPid
    ? `Stop it with Ctrl-C in its terminal, or \`kill -INT ${holder.stopPid}\`.`
    : `Stop it (pid ${holder.pid}).`;
  return `${list}: held by ${holder.what} started in ${holder.folder}${here}. ${stop}`;
}

/**
 * Throws one clear error naming every taken port, who holds it (a Klubb stack and the folder it
 * runs from, or another program) and how to stop it or run beside it.
 */
export async function assertPortsFree(entries) {
  const taken = [];
  for (const { name, port } of entries) {
    if (!(await portIsFree(port))) taken.push({ label: `${port} (${name})`, port });
  }
  if (!taken.length) return;
  const groups = new Map();
  for (const { label, port } of taken) {
    const holder = portHolder(port);
    const key = holder ? `${holder.kind}:${holder.stopPid ?? holder.pid}` : 'unknown';
    if (!groups.has(key)) groups.set(key, { holder, ports: [] });
    groups.get(key).ports.push(label);
  }
  const lines = [...groups.values()].map(
    ({ holder, ports }) => `  ${describeHolder(holder, ports)}`,
  );
  throw new Error(
    [
      `port${taken.length > 1 ? 's' : ''} already in use:`,
      ...lines,
      'To run a second stack beside one that runs, give it a network namespace of its own (as root):',
      "  unshare -n sh -c 'ip link set lo up; npm start'   (its ports answer only inside it)",
      'To work on one remote while the stack runs, use its dev server (README: "Working on one remote").',
    ].join('\n'),
  );
}

/** Runs async tasks with at most `limit` at once; resolves to their results in order. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}
