import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
// Issue 18's port (18500–18599 is issue 17's range; 18690–18699 is free on this machine).
const PORT = 18_690;

/** Polls `url` until it answers `status`, or fails after `timeoutMs`. */
async function waitForStatus(url: string, status: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (${last})`);
}

describe('the production build (api/build.mjs, run by the global set-up)', () => {
  it('bundles every entry point production runs, without tsx', () => {
    for (const name of ['main', 'migrate-cli', 'seed-cli', 'payment-stand-in']) {
      const file = `${API_DIR}dist/${name}.js`;
      expect(existsSync(file)).toBe(true);
      // @klubb/contracts is TypeScript source: it must be compiled in, not imported at run time.
      expect(readFileSync(file, 'utf8')).not.toMatch(/from ["'](tsx|@klubb\/)/);
    }
  });

  it('starts from dist/main.js, answers /readyz, and drains on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        KLUBB_DATA_DIR: 'memory://',
        SHUTDOWN_DRAIN_MS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = once(child, 'exit');
    try {
      // Migrating and seeding PGlite in memory takes seconds; on a loaded machine tens of them.
      await waitForStatus(`http://127.0.0.1:${PORT}/readyz`, 200, 80_000);
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
