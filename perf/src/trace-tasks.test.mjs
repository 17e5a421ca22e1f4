import {
  blockingMs,
  labelOf,
  mainTasks,
  mainThreadOf,
  samplesOf,
  shortSource,
  tasksOf,
} from './trace-tasks.mjs';

const frame = (functionName, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
  scriptId: '1',
});

/**
 * A trace as Chromium writes one: a browser thread and two renderers (the page's has more
 * events), two tasks on the page's main thread, and a profile whose samples fall in them.
 */
function trace() {
  const pid = 7;
  const tid = 1;
  return [
    { name: 'thread_name', ph: 'M', pid: 1, tid: 1, args: { name: 'CrBrowserMain' } },
    { name: 'thread_name', ph: 'M', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid, tid, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', pid, tid, ts: 1_000 },
    { name: 'RunTask', ph: 'X', pid, tid, ts: 50_000, dur: 30_000 },
    { name: 'RunTask', ph: 'X', pid, tid, ts: 10_000, dur: 5_000 },
    { name: 'RunTask', ph: 'X', pid: 9, tid, ts: 10_000, dur: 90_000 },
    { name: 'Profile', ph: 'P', pid, tid, args: { data: { startTime: 49_000 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid,
      tid,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, parent: 1, callFrame: frame('(program)') },
              {
                id: 3,
                parent: 1,
                callFrame: frame('a', 'http://localhost:3000/470.abc.js', 0, 10),
              },
              { id: 4, parent: 3, callFrame: frame('parse') },
              { id: 5, parent: 1, callFrame: frame('b', 'http://localhost:3000/no-map.js') },
            ],
            // Before the task, then three in it on the mapped file (one in a native callee),
            // one of the browser's own and one on a file without a map.
            samples: [2, 3, 4, 3, 2, 5],
          },
          timeDeltas: [0, 2_000, 5_000, 5_000, 5_000, 5_000],
        },
      },
    },
  ];
}

const sourceOf = (url, line, column) =>
  url.endsWith('/470.abc.js') && line === 1 && column === 10 ? 'react-dom' : null;

test('finds the page’s main thread, its tasks and its samples', () => {
  const events = trace();
  expect(mainThreadOf(events)).toEqual({ pid: 7, tid: 1 });
  expect(mainTasks(events).map((task) => task.ts)).toEqual([10_000, 50_000]);
  const { nodes, samples } = samplesOf(events, 7);
  expect(samples.map((s) => s.ts)).toEqual([49_000, 51_000, 56_000, 61_000, 66_000, 71_000]);
  expect(labelOf(nodes, 4, sourceOf)).toBe('react-dom');
  expect(labelOf(nodes, 2, sourceOf)).toBe('(program)');
  expect(labelOf(nodes, 5, sourceOf)).toBe('no-map.js');
  expect(labelOf(nodes, 1, sourceOf)).toBe('(native)');
});

test('gives each long task its samples’ shares by source', () => {
  const tasks = tasksOf(trace(), { minMs: 10, originTs: 1_000, sourceOf });
  expect(tasks).toEqual([
    {
      startMs: 49,
      ms: 30,
      shares: [
        ['react-dom', 0.6],
        ['(program)', 0.2],
        ['no-map.js', 0.2],
      ],
    },
  ]);
});

test('names a package by its folder and an app file by its path', () => {
  expect(
    shortSource('webpack://host/../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js'),
  ).toBe('zod');
  expect(
    shortSource('webpack://host/../node_modules/@tanstack/query-core/build/modern/query.js'),
  ).toBe('@tanstack/query-core');
  expect(shortSource('webpack://host/./src/app/boot.ts')).toBe('src/app/boot.ts');
  expect(shortSource(null)).toBeNull();
});

test('counts the part of each slowed-down task over 50 ms', () => {
  expect(blockingMs([10, 12.5, 20, 30], 4)).toBe(0 + 0 + 30 + 70);
  expect(blockingMs([20], 1)).toBe(0);
});
