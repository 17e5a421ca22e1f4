// Runs Debian's nginx on a generated configuration (nginx-config.mjs) in a folder of its own:
// installed from apt when missing (as deploy/src/stack/chromium.mjs does for Chromium), started in the
// foreground as a child process, ready once every port it listens on accepts a connection.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX_PATH = '/usr/sbin/nginx';

/** Returns true when nginx is (now) present at NGINX_PATH; as root it installs it with apt-get. */
export function ensureNginx({ log = console.log } = {}) {
  if (existsSync(NGINX_PATH)) return true;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    log(`nginx is missing at ${NGINX_PATH}; run as root: apt-get install -y nginx-light`);
    return false;
  }
  log(`nginx is missing at ${NGINX_PATH}: installing it with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  const ok =
    run(['update', '-q']) && run(['install', '-y', '-q', '--no-install-recommends', 'nginx-light']);
  return ok && existsSync(NGINX_PATH);
}

/** The user nginx's workers run as: root's workers would otherwise drop to nobody. */
export const nginxUser = () => (process.getuid?.() === 0 ? 'root' : null);

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Every `listen host:port` of a configuration. */
export function listenAddresses(config) {
  return [...config.matchAll(/^\s*listen ([\d.]+):(\d+);/gm)].map(([, host, port]) => ({
    host,
    port: Number(port),
  }));
}

/**
 * Writes `config` to `<prefix>/nginx.conf`, checks it (`nginx -t`) and starts nginx in the
 * foreground. Resolves to { child, stop() } once every listen address accepts connections;
 * stop() ends it gracefully (SIGQUIT: finish what is in flight) and waits for the exit.
 */
export async function startNginx({ config, prefix, timeoutMs = 10_000 }) {
  mkdirSync(prefix, { recursive: true });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  const args = ['-p', prefix, '-c', file, '-e', join(prefix, 'error.log')];
  const check = spawnSync(NGINX_PATH, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX_PATH, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async (signal = 'SIGQUIT') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (const { host, port } of listenAddresses(config)) {
    while (!(await portOpen(host, port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop('SIGTERM');
        const log = existsSync(join(prefix, 'error.log'))
          ? readFileSync(join(prefix, 'error.log'), 'utf8')
          : '';
        throw new Error(`nginx did not listen on ${host}:${port}\n${log}`);
      }
      await sleep(50);
    }
  }
  return { child, stop };
}
