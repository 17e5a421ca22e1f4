// Where a process's CPU went, from a `node --cpu-prof` profile (render-bench.mjs --profile DIR
// writes the cold render service's): the self time per file and per function, and the total time
// (with what it calls, each stack counted once) of the functions that take most of it, in ms and
// in ms per page when the number of pages the process made is given.
//   node render/bench/cpu-profile-summary.mjs FILE.cpuprofile [--pages N] [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { pages: { type: 'string' }, top: { type: 'string', default: '25' } },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const pages = Number(values.pages) || 0;
const TOP = Number(values.top);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

// Self time per node: each sample's time delta goes to the node it was taken in.
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + profile.timeDeltas[i]));

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/(host|render|packages|deploy|mf-[a-z]+)\//, '$1/');
const fileOf = ({ callFrame }) =>
  shortUrl(callFrame.url) || `(${callFrame.functionName || 'native'})`;
const functionOf = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`;

function tally(keyOf) {
  const byKey = new Map();
  for (const [id, us] of selfUs) {
    const key = keyOf(nodes.get(id));
    byKey.set(key, (byKey.get(key) ?? 0) + us);
  }
  return byKey;
}

/** Total time per function: a sample counts once for each function on its stack. */
function totals() {
  const byKey = new Map();
  for (const [id, us] of selfUs) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const key = functionOf(nodes.get(at));
      if (seen.has(key)) continue;
      seen.add(key);
      byKey.set(key, (byKey.get(key) ?? 0) + us);
    }
  }
  return byKey;
}

const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
const allUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idleUs = [...selfUs]
  .filter(([id]) => idle.has(nodes.get(id).callFrame.functionName))
  .reduce((sum, [, us]) => sum + us, 0);
const ms = (us) =>
  `${(us / 1000).toFixed(0).padStart(7)} ms${pages ? `  ${(us / 1000 / pages).toFixed(2).padStart(6)} ms/page` : ''}`;

function print(title, byKey) {
  console.log(`\n${title}`);
  for (const [key, us] of [...byKey].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${ms(us)}  ${key}`);
  }
}

console.log(
  `profile: ${(allUs / 1000).toFixed(0)} ms sampled, of them idle ${(idleUs / 1000).toFixed(0)} ms (idle, program, GC by name)${pages ? `, ${pages} pages` : ''}`,
);
print('self time by file', tally(fileOf));
print('self time by function', tally(functionOf));
print('total time by function (with what it calls)', totals());
