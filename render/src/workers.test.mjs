// The render service in several processes (main.mjs --workers, issue 33): both cores render. The
// command starts that many workers on the one port, starts a worker again when one dies, and
// stops them all on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { httpRequest } from '@klubb/deploy/src/testing/http.mjs';

const MAIN = resolve(import.meta.dirname, 'main.mjs');

/** The pids of the process's children (Linux). */
function childrenOf(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(' ').filter(Boolean),
  );
}

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

async function until(check, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let dir;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'klubb-render-workers-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dir, 'hello.txt'), 'hello');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.each([[['--workers', '2']], [['--workers=2']]])(
  '%j serves from two processes, replaces one that dies, and stops on SIGTERM',
  async (workersArgs) => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [MAIN, '--dir', dir, '--port', String(port), '--host', '127.0.0.1', ...workersArgs],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, KLUBB_API_URL: 'http://127.0.0.1:9' },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const exited = new Promise((done) => child.once('exit', (code) => done(code)));
    try {
      await until(() => (out.match(/render service:/g) ?? []).length === 2);
      const workers = childrenOf(child.pid);
      expect(workers).toHaveLength(2);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => httpRequest(port, '/hello.txt')),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));

      process.kill(Number(workers[0]), 'SIGKILL');
      const again = await until(() => {
        const now = childrenOf(child.pid);
        return now.length === 2 && !now.includes(workers[0]) ? now : null;
      });
      expect(again).toContain(workers[1]);
      await until(() => (out.match(/render service:/g) ?? []).length === 3);
      expect((await httpRequest(port, '/hello.txt')).status).toBe(200);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of again) expect(() => process.kill(Number(pid), 0)).toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  },
  60_000,
);
