import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { API_PATHS, APP_URL_HEADER, ERROR_CODES, IDENTITY_PATHS } from '@klubb/contracts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
// Issue 17's port range (18500–18599); nothing else on this machine listens there.
const PORT = 18_590;
const BASE = `http://127.0.0.1:${PORT}`;
const GROUP_PORT = 18_591;
const DRAIN_MS = 1_500;

interface LogLine {
  msg?: string;
  req?: { url?: string };
}

/** `npm start` of the API as its own process, on PGlite in memory, with its JSON log lines. */
function startApi(
  port = PORT,
  detached = false,
): {
  child: ChildProcess;
  lines: LogLine[];
  waitFor(msg: string): Promise<void>;
} {
  const child = spawn(TSX, ['src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      KLUBB_DATA_DIR: 'memory://',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached,
  });
  const lines: LogLine[] = [];
  const waiters: { msg: string; resolve(): void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    lines.push(line);
    for (const waiter of waiters.filter((w) => line.msg === w.msg)) waiter.resolve();
  });
  const waitFor = (msg: string) =>
    lines.some((line) => line.msg === msg)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ msg, resolve }));
  return { child, lines, waitFor };
}

describe('the API process on SIGTERM', () => {
  let api: ReturnType<typeof startApi>;
  beforeAll(async () => {
    api = startApi();
    await api.waitFor('Klubb API ready');
  }, 90_000);
  afterAll(() => {
    if (api.child.exitCode === null) api.child.kill('SIGKILL');
  });

  it('drains (not ready, still serving), finishes the request in flight, then exits 0', async () => {
    expect((await fetch(`${BASE}${API_PATHS.ready}`)).status).toBe(200);

    // A sign-in hashes a password (scrypt, about 0.4 s): it is in flight when SIGTERM comes.
    const inFlight = fetch(
      `${BASE}/identitytoolkit.googleapis.com${IDENTITY_PATHS.signInWithPassword}?key=k`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', [APP_URL_HEADER]: 'http://localhost:3000' },
        body: JSON.stringify({
          email: 'nobody@klubb.example',
          password: 'Wrong-pass1',
          returnSecureToken: true,
        }),
      },
    );
    await api.waitFor('incoming request');
    const exited = once(api.child, 'exit');
    api.child.kill('SIGTERM');
    await api.waitFor('draining');

    // During the drain the load balancer is told to stop (503) while requests are still served.
    const ready = await fetch(`${BASE}${API_PATHS.ready}`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 503, code: ERROR_CODES.notReady });
    expect((await fetch(`${BASE}${API_PATHS.live}`)).status).toBe(200);

    const answer = await inFlight;
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('INVALID_LOGIN_CREDENTIALS');

    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(api.lines.map((line) => line.msg)).toContain('stopped');
    // The listener is closed: a new connection is refused.
    await expect(fetch(`${BASE}${API_PATHS.live}`)).rejects.toThrow();
  }, 30_000);
});

describe('the API process when its whole process group gets SIGTERM', () => {
  let api: ReturnType<typeof startApi>;
  beforeAll(async () => {
    api = startApi(GROUP_PORT, true);
    await api.waitFor('Klubb API ready');
  }, 90_000);
  afterAll(() => {
    if (api.child.exitCode === null) process.kill(-api.child.pid!, 'SIGKILL');
  });

  it('still drains and exits 0 when the signal comes twice (tsx relays it as well)', async () => {
    expect((await fetch(`http://127.0.0.1:${GROUP_PORT}${API_PATHS.ready}`)).status).toBe(200);
    const exited = once(api.child, 'exit');
    // What `kill -TERM -PGID` (or a supervisor signalling the group) does: tsx and the API it
    // runs both get SIGTERM, and tsx passes its own on to the API too.
    process.kill(-api.child.pid!, 'SIGTERM');
    const [code, signal] = (await exited) as [number | null, string | null];
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(api.lines.map((line) => line.msg)).toContain('stopped');
  }, 30_000);
});
