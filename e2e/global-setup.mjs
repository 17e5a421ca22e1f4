// Starts the composed production build for the e2e run and returns its teardown: the API on a
// fresh, temporary database (migrated and seeded on start) and the six static servers.
// The build must exist (npm test builds first); KLUBB_E2E_REUSE=1 reuses a running `npm start`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { probe } from '../deploy/src/stack/proc.mjs';
import { startStack } from '../deploy/src/stack/stack.mjs';
import { API, APPS } from '../deploy/src/topology.mjs';

export default async function globalSetup() {
  if (process.env.KLUBB_E2E_REUSE === '1') {
    const statuses = await Promise.all(
      [API, ...APPS].map((a) => probe(`http://localhost:${a.port}/${a === API ? 'health' : ''}`)),
    );
    if (statuses.every((s) => s !== null)) {
      console.log('[e2e] reusing the running stack (KLUBB_E2E_REUSE=1): the database is not fresh');
      return () => {};
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'klubb-e2e-db-'));
  let stack;
  try {
    stack = await startStack({
      dataDir,
      quiet: process.env.KLUBB_E2E_LOGS !== '1',
      // A Maps key that only the tests' stand-in of the Maps JavaScript API (page.route at
      // maps.googleapis.com, e2e/support/maps-double.ts) accepts; no request leaves the machine.
      // Every simulated member signs in from this one loopback address, and the suite fails
      // passwords on purpose: the per-address ceiling would refuse the rest of the run. The
      // per-e-mail lock-out stays as it is (auth-password.spec.ts tests it).
      // Both workers may sign the same seeded member in at the same moment, too.
      apiEnv: {
        MAPS_API_KEY: 'e2e-maps-key',
        SIGN_IN_CLIENT_FAILURE_LIMIT: '100000',
        SIGN_IN_HASHES_PER_EMAIL: '4',
      },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`[e2e] cannot start the composed app: ${error.message}`);
  }
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
