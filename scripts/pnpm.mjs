// Runs the pinned pnpm through npx, so a machine with only Node 20 and npm needs no global set-up.
// pnpm 11+ needs Node 22; TOOLCHAIN.md pins 10.x.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
