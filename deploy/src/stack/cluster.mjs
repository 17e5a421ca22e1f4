// The failover test's cluster on loopback: a database of its own on the machine's PostgreSQL, a
// key prefix of its own on Redis, API instances as real `npm start` processes, nginx in front.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';

import { buildApi as buildApiDist } from '../../../api/build.mjs';
import { ROOT } from '../topology.mjs';

const API_DIR = resolve(ROOT, 'api');

/** True when PostgreSQL answers at `url` within two seconds. */
export async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates an empty database for this run; resolves to { url, name, drop() }. */
export async function createDatabase(adminUrl) {
  const name = `klubb_failover_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), name, drop };
}

const encode = (args) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

/**
 * One Redis command over RESP (no client library needed for a ping and a clean-up), on the
 * database the URL names (`redis://host:6379/17`: SELECT 17 first, as the API's client does).
 */
export function redisCommand(redisUrl, args) {
  const { hostname, port, pathname } = new URL(redisUrl);
  const db = pathname.replace(/^\//, '');
  const commands = [...(db ? [['SELECT', db]] : []), args];
  return new Promise((resolvePromise, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const chunks = [];
    socket.setTimeout(2_000, () => socket.destroy(new Error('redis timed out')));
    socket.on('connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // The replies used here are one line each: a status (+OK, +PONG), an integer or an error.
      const lines = Buffer.concat(chunks).toString().split('\r\n');
      if (lines.length > commands.length) {
        socket.end();
        const failed = lines.slice(0, commands.length - 1).find((line) => line.startsWith('-'));
        if (failed) reject(new Error(`redis: ${failed}`));
        else resolvePromise(`${lines[commands.length - 1]}\r\n`);
      }
    });
    socket.on('error', reject);
  });
}

/** Deletes the run's keys (every key under `prefix`); resolves to how many there were. */
export async function redisDeletePrefix(redisUrl, prefix) {
  const reply = await redisCommand(redisUrl, [
    'EVAL',
    "local keys = redis.call('KEYS', ARGV[1]) for _, k in ipairs(keys) do redis.call('DEL', k) end return #keys",
    '0',
    `${prefix}*`,
  ]);
  return Number(reply.slice(1));
}

/**
 * The API's production build (api/build.mjs, about a second): the cluster runs the built
 * JavaScript, as the image does, not the TypeScript source.
 */
export function buildApi() {
  return buildApiDist({ quiet: true });
}

/** The migration Job's command (deploy/k8s/migrate-job.yaml) on the built CLI. */
export function migrate(env) {
  const result = spawnSync(process.execPath, ['dist/migrate-cli.js', '--seed-if-empty'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`migration failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Starts one built API instance (`npm start` in api/) on `port`; resolves once `readyPath` answers 200.
 * `script` runs another of api/'s servers the same way (the payment stand-in).
 * Returns { port, child, exited, signal(name) }.
 */
export async function startInstance({
  port,
  env,
  timeoutMs = 60_000,
  script = 'dist/main.js',
  readyPath = '/readyz',
}) {
  // `npm start`'s command (api/package.json) on the built JavaScript (buildApi first): one
  // process, so the signals reach the server itself.
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: API_DIR,
    env: {
      ...process.env,
      MIGRATE_ON_START: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // A group of its own: a signal goes to the whole group, so nothing it may start outlives it.
    detached: true,
  });
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const signalGroup = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const instance = { port, child, exited, signal: signalGroup };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API instance on ${port} exited at start`);
    const ready = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return instance;
    if (Date.now() > deadline) {
      signalGroup('SIGKILL');
      throw new Error(`API instance on ${port} was not ready within ${timeoutMs} ms`);
    }
    await sleep(100);
  }
}
