// `node scripts/profile-first-view.mjs [--path /] [--loads 5] [--min-task 10] [--slowdown 4] [--reuse]`:
// where a first view's main-thread time goes, by source file (perf/src/profile-first-view.mjs).
// Installs the packages first in a fresh clone; the profiler is imported after it.
import { ensureDependencies } from './lib/first-run.mjs';

if (ensureDependencies() !== 0) {
  console.error('profile-first-view: pnpm install failed (see above)');
  process.exit(1);
}
await import('../perf/src/profile-first-view.mjs');
