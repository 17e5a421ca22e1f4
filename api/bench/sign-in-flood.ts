import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * `npx tsx bench/sign-in-flood.ts` in api/ (issue 14's flood figure): starts the API on a fresh
 * in-memory database, reads its resident memory at rest, then fires 50 parallel wrong sign-ins
 * and, while they run, one real sign-in; prints that sign-in's time and answer, the flood's
 * answers and the API's peak memory. Two floods: 50 unknown addresses, and 50 wrong passwords
 * for one member. FLOOD_PORT (default 18101) must be free.
 */
const PORT = Number(process.env.FLOOD_PORT ?? 18101);
const API = `http://127.0.0.1:${PORT}`;
const KEY = 'flood-key';
const SIGN_IN = `${API}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${KEY}`;
const TENANT = 'klubb-a1b2c';
const FLOOD = 50;

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, PORT: String(PORT), KLUBB_DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 300; tries += 1) {
    const up = await fetch(`${API}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start');
}

/** One sign-in over HTTP from a given loopback address (127.0.0.1 and 127.0.0.2 are two clients). */
function signIn(email: string, password: string, from = '127.0.0.1') {
  const started = performance.now();
  const payload = JSON.stringify({ email, password, tenantId: TENANT, returnSecureToken: true });
  return new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const call = request(
      SIGN_IN,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const body = JSON.parse(text) as { error?: { message: string } };
          resolve({
            ms: Math.round(performance.now() - started),
            answer: body.error ? (body.error.message.split(' : ')[0] ?? '') : 'signed in',
          });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

async function flood(name: string, emailOf: (i: number) => string, pid: number) {
  let peak = await residentMb(pid);
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await residentMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const wrong = Array.from({ length: FLOOD }, (_, i) => signIn(emailOf(i), `Wrong${i}pass`));
  // A member elsewhere, and one behind the flood's own address, sign in while it runs.
  const [elsewhere, sameAddress] = await Promise.all([
    signIn('erik@klubb.example', 'Medlem2026', '127.0.0.2'),
    signIn('nora@klubb.example', 'Medlem2026'),
  ]);
  const answers = await Promise.all(wrong);
  running = false;
  await sampling;
  const counts: Record<string, number> = {};
  for (const { answer } of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  const slowest = Math.max(...answers.map(({ ms }) => ms));
  return {
    name,
    elsewhere,
    sameAddress,
    floodAnswers: counts,
    slowestFloodMs: slowest,
    peakMb: Math.round(peak),
  };
}

async function main() {
  const child = await startApi();
  const pid = child.pid ?? 0;
  try {
    // At rest after one sign-in, so scrypt's first allocation is part of the idle figure.
    const atRest = await signIn('anna@klubb.example', 'Medlem2026');
    const idleMb = Math.round(await residentMb(pid));
    const floods = [
      await flood('50 unknown addresses', (i) => `nobody-${i}@klubb.example`, pid),
      await flood('50 wrong passwords for one member', () => 'anna@klubb.example', pid),
    ];
    // Seconds depend on how busy the machine is; a sign-in at rest, before and after, is the
    // unit that does not: the flooded sign-in in those units is the figure to compare.
    const after = await signIn('anna@klubb.example', 'Medlem2026');
    const unit = (atRest.ms + after.ms) / 2;
    const results = floods.map((result) => ({
      ...result,
      elsewhereInSignInsAtRest: Math.round((result.elsewhere.ms / unit) * 100) / 100,
    }));
    console.log(
      JSON.stringify({ idleMb, signInAtRestMs: [atRest.ms, after.ms], results }, null, 2),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
