// Who holds a taken port, so `npm start` can say "a Klubb stack started from /x" or "nginx"
// instead of only "in use". Linux only (/proc): elsewhere it answers nothing and the caller
// keeps its plain message. Reads the listening sockets of the caller's network namespace.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { dirname } from 'node:path';

const LISTEN = '0A';

/** The socket inodes listening on `port` (IPv4 and IPv6), from /proc/net/tcp{,6}. */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== LISTEN) continue;
      if (Number.parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** A process's command line, cwd and parent, or null when it is gone or not ours to read. */
function processInfo(pid) {
  const stat = readProc(pid, 'stat');
  if (!stat) return null;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const command = readProc(pid, 'cmdline').split('\0').filter(Boolean);
  let cwd = '';
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // another user's process: its folder stays unknown
  }
  return { pid, ppid, command, cwd };
}

function pidsOwning(inodes) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds = [];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        pids.push(Number(entry));
        break;
      }
    }
  }
  return pids;
}

// The command lines that start a Klubb stack, and what to call each.
const STARTERS = [
  { pattern: /scripts\/start\.mjs$/, what: 'a Klubb stack (`npm start`)' },
  { pattern: /scripts\/lighthouse\.mjs$/, what: 'a Klubb Lighthouse run' },
  { pattern: /playwright|global-setup/, what: "a Klubb end-to-end run's stack" },
  { pattern: /scripts\/test\.mjs$/, what: 'a Klubb `npm test` run' },
];

/** The checkout a Klubb server runs from: the folder above deploy/ or api/ in its command. */
function klubbRootOf(info) {
  for (const arg of info.command) {
    const match = /^(.*)\/deploy\/src\/serve\.mjs$/.exec(arg);
    if (match) return match[1];
  }
  if (info.command.includes('dist/main.js') && info.cwd.endsWith('/api')) return dirname(info.cwd);
  return null;
}

/**
 * Describes who listens on `port`: `{ pid, kind: 'klubb' | 'other', what, folder, stopPid }`,
 * or null when it cannot tell (not Linux, or the socket belongs to a process it cannot read).
 * For a Klubb server it climbs to the command that started the stack (npm start, a test run)
 * and names the folder that command runs in.
 */
export function portHolder(port) {
  let pids;
  try {
    pids = pidsOwning(listeningInodes(port));
  } catch {
    return null;
  }
  const holder = pids.map(processInfo).find(Boolean);
  if (!holder) return null;
  const root = klubbRootOf(holder);
  // Only a Klubb server (or a start command listening itself) leads up to a stack's command: a
  // program that merely runs under a test run is still another program.
  const isStarter = (info) => info.command.some((arg) => STARTERS.some((s) => s.pattern.test(arg)));
  const climb = root !== null || isStarter(holder);
  for (let info = climb ? holder : null, hops = 0; info && info.pid > 1 && hops < 12; hops++) {
    const script = info.command.find((arg) => STARTERS.some((s) => s.pattern.test(arg)));
    if (script) {
      const { what } = STARTERS.find((s) => s.pattern.test(script));
      return { pid: holder.pid, kind: 'klubb', what, folder: root ?? info.cwd, stopPid: info.pid };
    }
    info = processInfo(info.ppid);
  }
  if (root) {
    return { pid: holder.pid, kind: 'klubb', what: 'a Klubb server', folder: root, stopPid: null };
  }
  const name = holder.command[0]?.split('/').pop() || readProc(holder.pid, 'comm').trim();
  return { pid: holder.pid, kind: 'other', what: name, folder: holder.cwd, stopPid: null };
}
