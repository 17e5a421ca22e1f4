// `npm start`: install, build what changed, then run the API and every app on its own origin
// until Ctrl-C. Works from a fresh clone with only Node 20 and npm: this entry imports only
// builtin-only modules, and the rest (esbuild, webpack, …) after the install step.
import { assertPortsFree } from '../deploy/src/stack/proc.mjs';
import { API, APPS, FIXTURES } from '../deploy/src/topology.mjs';

import { ensureDependencies } from './lib/first-run.mjs';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

// Fail on a taken port before spending a minute on the install and the builds.
await assertPortsFree([API, ...APPS, FIXTURES]).catch((error) => fail(error.message));

if (ensureDependencies({ always: true }) !== 0) fail('pnpm install failed (see above)');

await import('./lib/start-stack.mjs');
