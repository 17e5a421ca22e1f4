// `pnpm install` as a fresh clone needs it: the lockfile is the truth (frozen), a plain install
// only when there is no lockfile yet.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { ROOT } from '../../deploy/src/topology.mjs';
import { pnpm } from '../pnpm.mjs';

/** Returns the exit code of the install. */
export function installDependencies({ root = ROOT, log = console.log } = {}) {
  const frozen = existsSync(resolve(root, 'pnpm-lock.yaml'));
  const args = frozen ? ['install', '--frozen-lockfile'] : ['install'];
  log(`[install] pnpm ${args.join(' ')}`);
  const code = pnpm(args, { cwd: root, env: { ...process.env, npm_config_yes: 'true' } });
  if (code !== 0 && frozen) {
    log(
      '[install] failed. If pnpm says the lockfile is out of date, a package.json changed without ' +
        '`npx --yes pnpm@10.34.9 install`: run it and commit pnpm-lock.yaml.',
    );
  }
  return code;
}
