// CPU per page of one cold render service (issue 33), for a before/after that changes more than
// the host's build (a remote's server build, the render service itself), which
// render-cpu-bench.mjs cannot pair in one run: the stack (API, remotes) and one service with its
// page cache off, each of the bench's pages asked `--rounds` times one after another; prints the
// CPU ms per page (the service's processes' user + system time, from /proc), how many of them
// were server renders, each page's size and its cards in the HTML, and the load averages. Run it
// on each build in turn, alternately, in a network namespace of its own. `--profile DIR`: the
// service runs with `node --cpu-prof` and writes its profile there (cpu-profile-summary.mjs).
//   node render/bench/cold-cpu-per-page.mjs [--rounds 20] [--profile DIR]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { distDir, HOST } from '@klubb/deploy/src/topology.mjs';

import { startStack, warmPages } from '../../deploy/src/stack/stack.mjs';

import { cpuPerPage, loads, PAGES, pageText, startColdService } from './bench-pages.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '20' }, profile: { type: 'string' } },
});
const ROUNDS = Number(values.rounds);
const PORT = 3190;

// As the other render benches: the brand and document kept 5 s, a page's data 2 s.
process.env.KLUBB_FIRST_VIEW_TTL_MS ??= '5000';
process.env.KLUBB_RENDER_DATA_TTL_MS ??= '2000';
const stack = await startStack({ quiet: true });
const cold = startColdService({
  dir: distDir(HOST),
  port: PORT,
  nodeArgs: values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [],
});
try {
  await warmPages(PORT, { pages: PAGES });
  const before = loads();
  let total = 0;
  for (const pageUrl of PAGES) {
    const { ms, rendered } = await cpuPerPage(PORT, cold.pid, pageUrl, ROUNDS);
    total += ms;
    const html = await pageText(PORT, pageUrl);
    const cards = html.match(/role="listitem"/g)?.length ?? 0;
    console.log(
      `${pageUrl}: ${ms.toFixed(1)} ms CPU a page (${rendered}/${ROUNDS} server-rendered), ${html.length} characters, ${cards} cards`,
    );
  }
  console.log(
    `CPU per page: ${(total / PAGES.length).toFixed(1)} ms; load average (1, 5, 15 min): before ${before}, after ${loads()}`,
  );
} finally {
  await cold.stop();
  await stack.stop();
}
