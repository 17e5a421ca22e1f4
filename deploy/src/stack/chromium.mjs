// Debian's Chromium is the only browser the e2e suite may use (never a downloaded one).
// When it is missing and we are root, install it from apt, non-interactively.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Returns true when Chromium is (now) present at CHROMIUM_PATH. */
export function ensureChromium({ log = console.log } = {}) {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    log(`Chromium is missing at ${CHROMIUM_PATH}; run as root: apt-get install -y chromium`);
    return false;
  }
  log(`Chromium is missing at ${CHROMIUM_PATH}: installing it with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  const ok =
    run(['update', '-q']) &&
    run(['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  if (!ok || !existsSync(CHROMIUM_PATH)) {
    log('Installing Chromium failed');
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
