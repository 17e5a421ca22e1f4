// The command line the static server (serve.mjs) and the render service (render/src/main.mjs)
// share: the options both take and their checks, the start with a clear error when the port is
// taken, the line that says where it serves, and the stop on SIGTERM or SIGINT.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const SHARED_OPTIONS = {
  dir: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string', default: 'localhost' },
  spa: { type: 'boolean', default: false },
  log: { type: 'boolean', default: false },
  'one-origin': { type: 'boolean', default: false },
  scheme: { type: 'string', default: 'http' },
};

/**
 * Runs a server's command: `start({ values, dir, port, log })` resolves to something with
 * `close()`; `describe({ values, dir, port, server })` is the line printed once it listens.
 * Exits 2 on a wrong command line, 1 when the folder is missing or the server cannot listen.
 */
export async function runServerCommand({ name, usage, options = {}, start, describe }) {
  const { values } = parseArgs({ options: { ...SHARED_OPTIONS, ...options } });
  const port = Number(values.port);
  const schemeOk = values.scheme === 'http' || values.scheme === 'https';
  if (!values.dir || !Number.isInteger(port) || port <= 0 || port > 65535 || !schemeOk) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const dir = resolve(values.dir);
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`${name}: folder ${dir} does not exist (build first)`);
    process.exit(1);
  }
  const log = values.log ? (line) => console.log(line) : null;
  let server;
  try {
    server = await start({ values, dir, port, log });
  } catch (error) {
    const reason = error?.code === 'EADDRINUSE' ? `port ${port} is already in use` : error?.message;
    console.error(`${name}: cannot listen on ${values.host}:${port}: ${reason}`);
    process.exit(1);
  }
  console.log(describe({ values, dir, port, server }));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
