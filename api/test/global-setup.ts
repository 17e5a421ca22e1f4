import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { ensureSnapshots } from './helpers/pglite-snapshots';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Jest global set-up: build the PGlite archives the test files start from (see pglite-snapshots.ts),
 * and the API's production build (api/build.mjs, about a second), which the tests that start the
 * API as its own process run (`npm start`: node dist/main.js).
 */
export default async function globalSetup(): Promise<void> {
  // npm test builds it once before its two Jest runs start side by side (KLUBB_API_BUILT): a build
  // empties dist/ first, and would pull it from under the other run's tests.
  if (process.env.KLUBB_API_BUILT !== '1') buildApi();
  await ensureSnapshots();
}

function buildApi(): void {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: API_DIR,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
