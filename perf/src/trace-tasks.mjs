// A Chromium trace's main-thread tasks, each with the share of its CPU samples per source file:
// what scripts/profile-first-view.mjs prints. Pure functions over the trace's events; the source
// map lookup is given (`sourceOf`), so nothing here reads a file.

/** The page's renderer main thread: the CrRendererMain with the most events. */
export function mainThreadOf(events) {
  let best = null;
  let bestCount = -1;
  for (const named of events) {
    if (named.name !== 'thread_name' || named.args?.name !== 'CrRendererMain') continue;
    const count = events.filter((e) => e.pid === named.pid && e.tid === named.tid).length;
    if (count > bestCount) [best, bestCount] = [named, count];
  }
  if (!best) throw new Error('the trace has no renderer main thread');
  return { pid: best.pid, tid: best.tid };
}

/**
 * The V8 sampling profiler's samples of process `pid` (`Profile` and `ProfileChunk` events), as
 * { ts, node } in the trace's clock, with every profile node given its parent's id.
 */
export function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let ts = null;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') ts = event.args.data.startTime;
    if (event.name !== 'ProfileChunk' || ts === null) continue;
    const profile = event.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) {
      nodes.set(node.id, { ...node, parent: node.parent ?? nodes.get(node.id)?.parent });
    }
    const deltas = event.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  return { nodes, samples };
}

const BROWSER_WORK = new Set(['(program)', '(garbage collector)', '(idle)']);

/**
 * What a sample ran: the innermost frame of a script served over HTTP (named by
 * `sourceOf(url, line, column)`: its source file, or null for a file without a map), else the
 * browser's own work (`(program)`, `(garbage collector)`, `(idle)`), else `(native)`.
 */
export function labelOf(nodes, id, sourceOf) {
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (/^https?:/.test(url)) {
      return sourceOf(url, lineNumber + 1, columnNumber) ?? new URL(url).pathname.split('/').pop();
    }
    if (BROWSER_WORK.has(functionName)) return functionName;
  }
  return '(native)';
}

/** A source map's source as a short name: the package for node_modules, else the path. */
export function shortSource(source) {
  if (!source) return null;
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  }
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

/** The main thread's top-level tasks (`RunTask` events), in order. */
export function mainTasks(events) {
  const { pid, tid } = mainThreadOf(events);
  return events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
}

/**
 * The main thread's top-level tasks (`RunTask`) of at least `minMs`, in order, each as
 * { startMs, ms, shares: [[label, fraction]…] } (largest share first), times from `originTs`.
 */
export function tasksOf(events, { minMs = 10, originTs, sourceOf = () => null }) {
  const { pid } = mainThreadOf(events);
  const { nodes, samples } = samplesOf(events, pid);
  const tasks = mainTasks(events).filter((e) => e.dur / 1000 >= minMs);
  return tasks.map((task) => {
    const counts = new Map();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
    for (const sample of within) {
      const label = labelOf(nodes, sample.node, sourceOf);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const shares = [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([label, count]) => [label, count / within.length]);
    return { startMs: (task.ts - originTs) / 1000, ms: task.dur / 1000, shares };
  });
}

/**
 * Lighthouse's blocking time of tasks run `slowdown` times slower: the part of each over 50 ms.
 * (Lighthouse's simulation also counts layout at half the slowdown, and only between first
 * contentful paint and time to interactive; this is the app's share, for comparing builds.)
 */
export function blockingMs(taskMs, slowdown) {
  return taskMs.reduce((total, ms) => total + Math.max(0, ms * slowdown - 50), 0);
}
