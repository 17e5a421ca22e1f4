// The first thing every root command runs. It imports only Node's built-ins and the project's
// own builtin-only modules, so it works in a fresh clone before `pnpm install` has run; the
// entry scripts import what needs installed packages (esbuild, webpack, lighthouse, …) with a
// dynamic import() after it (issue 31: `npm start` once died on a static import of esbuild).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { ROOT } from '../../deploy/src/topology.mjs';

import { installDependencies } from './install.mjs';

/** Whether the workspace has been installed at all (pnpm writes this file last). */
const isInstalled = (root = ROOT) => existsSync(resolve(root, 'node_modules/.modules.yaml'));

/**
 * Installs the workspace's dependencies: always when `always` (npm start and npm test keep the
 * install in step with the lockfile on every run), else only when nothing is installed yet (a
 * newcomer's first `npm run lighthouse` or `node scripts/build.mjs`). KLUBB_SKIP_INSTALL=1 skips
 * it. Returns the install's exit code (0 when skipped).
 */
export function ensureDependencies({ always = false, root = ROOT, env = process.env } = {}) {
  if (env.KLUBB_SKIP_INSTALL === '1') return 0;
  if (!always && isInstalled(root)) return 0;
  return installDependencies({ root });
}
