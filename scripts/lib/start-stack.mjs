// `npm start` after its install step (scripts/start.mjs): build what changed, then run the API
// and every app on its own origin until Ctrl-C. Imported only once the packages are installed.
import { exitOnSignals, stopActive } from '../../deploy/src/stack/proc.mjs';
import { apiUrl, appUrl, startStack } from '../../deploy/src/stack/stack.mjs';
import {
  BRAND_URLS,
  CONSOLE,
  INCOMPATIBLE_FIXTURE_MANIFEST_URL,
  MISMATCHED_FIXTURE_MANIFEST_URL,
  REMOTES,
} from '../../deploy/src/topology.mjs';

import { buildApps } from './build.mjs';

// From the process's start: the install step before this module counts too.
const started = Date.now() - process.uptime() * 1000;

let stack = null;
// Ctrl-C at any moment, even mid-build, stops every child (each in its own process group).
const signalled = exitOnSignals({ code: 0, beforeExit: () => stack?.stop() });

async function fail(message) {
  if (signalled()) return new Promise(() => {}); // the signal handler is stopping and exiting
  console.error(`\n✖ ${message}\n`);
  await stopActive();
  process.exit(1);
}

const builds = await buildApps();
const failedBuilds = builds.filter((b) => b.status === 'failed').map((b) => b.name);
if (failedBuilds.length) {
  await fail(`build failed: ${failedBuilds.join(', ')} (see the [build …] lines above)`);
}

// KLUBB_DATA_DIR unset: the API keeps its data in api/.data/pglite, so a second start reuses it.
stack = await startStack({ dataDir: process.env.KLUBB_DATA_DIR }).catch((error) =>
  fail(error.message),
);

const pad = (s) => s.padEnd(14);
console.log(
  [
    '',
    '────────────────────────────────────────────────────────────────',
    `  Klubb is running (ready in ${((Date.now() - started) / 1000).toFixed(1)}s)`,
    '',
    `  ${pad('brand A')}${BRAND_URLS.a}`,
    `  ${pad('brand B')}${BRAND_URLS.b}`,
    `  ${pad('API')}${apiUrl}`,
    `  ${pad('console')}${appUrl(CONSOLE)}  (operators; accounts in api/README.md)`,
    ...REMOTES.map((r) => `  ${pad(r.name)}${appUrl(r)}`),
    `  ${pad('incompatible')}${INCOMPATIBLE_FIXTURE_MANIFEST_URL} (a remote to be refused)`,
    `  ${pad('mismatched')}${MISMATCHED_FIXTURE_MANIFEST_URL} (its module lacks a route)`,
    '',
    '  Seeded brands, members and operators (with their passwords): see README.md',
    '  Press Ctrl-C to stop everything.',
    '────────────────────────────────────────────────────────────────',
    '',
  ].join('\n'),
);

const dead = await stack.died;
await fail(`${dead.name} exited with code ${dead.code}; stopped the rest`);
