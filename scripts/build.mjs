// Production builds of every app (or those named), skipping unchanged ones; then remotes.json.
//   node scripts/build.mjs [host mf-feeds …] [--force]
import { APPS } from '../deploy/src/topology.mjs';
import { remotesDocument, writeRemotes } from '../deploy/src/write-remotes.mjs';

import { buildApps } from './lib/build.mjs';
import { ensureDependencies } from './lib/first-run.mjs';

const args = process.argv.slice(2);
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !APPS.some((a) => a.name === n));
if (unknown.length) {
  console.error(`unknown app ${unknown.join(', ')} (${APPS.map((a) => a.name).join(', ')})`);
  process.exit(2);
}
// A fresh clone: webpack and the loaders come with the install.
if (ensureDependencies() !== 0) process.exit(1);
const apps = names.length ? APPS.filter((a) => names.includes(a.name)) : APPS;
const results = await buildApps({ apps, force: args.includes('--force') });
const failed = results.filter((r) => r.status === 'failed');
if (results.some((r) => r.name === 'host' && r.status !== 'failed'))
  writeRemotes(remotesDocument());
process.exit(failed.length ? 1 : 0);
