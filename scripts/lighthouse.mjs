// `npm run lighthouse`: Lighthouse figures of the composed production build against
// budgets.json → lighthouse (options and method: perf/src/lighthouse-main.mjs, perf/README.md).
// From a fresh clone it installs the packages and builds first; the builds of unchanged apps are
// skipped, so a measurement never meets a stale build.
import { ensureDependencies } from './lib/first-run.mjs';

if (ensureDependencies() !== 0) {
  console.error('lighthouse: pnpm install failed (see above)');
  process.exit(1);
}
const reuse = process.argv.includes('--reuse') || process.env.KLUBB_LIGHTHOUSE_REUSE === '1';
if (!reuse) {
  const { buildApps } = await import('./lib/build.mjs');
  const failed = (await buildApps()).filter((b) => b.status === 'failed');
  if (failed.length) {
    console.error(`lighthouse: build failed: ${failed.map((b) => b.name).join(', ')}`);
    process.exit(1);
  }
}
await import('../perf/src/lighthouse-main.mjs');
