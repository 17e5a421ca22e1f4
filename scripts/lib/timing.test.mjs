import { spawnSync } from 'node:child_process';

import { createTimer } from './timing.mjs';

const node = (code) => spawnSync(process.execPath, ['-e', code]);

describe("npm test's time table", () => {
  test('tells a step that worked from one that waited, and totals them', async () => {
    const timer = createTimer();
    await timer.step('busy child', () => node('while (process.cpuUsage().user < 400_000);'));
    await timer.step('waiting child', () => node('setTimeout(() => {}, 400)'));
    const [busy, waiting, total] = timer.lines();
    const figures = (line) =>
      line
        .match(/([\d.]+)s wall\s+([\d.]+)s CPU/)
        .slice(1)
        .map(Number);
    const [busyWall, busyCpu] = figures(busy);
    const [waitingWall, waitingCpu] = figures(waiting);
    expect(busy).toMatch(/^busy child/);
    expect(busyWall).toBeGreaterThanOrEqual(busyCpu - 0.1);
    expect(busyCpu).toBeGreaterThanOrEqual(0.4);
    expect(waitingWall).toBeGreaterThanOrEqual(0.4);
    expect(waitingCpu).toBeLessThan(busyCpu);
    expect(total).toMatch(/^total/);
    expect(figures(total)[1]).toBeCloseTo(busyCpu + waitingCpu, 0);
  });

  test('a step that throws is still recorded', async () => {
    const timer = createTimer();
    await expect(timer.step('broken', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(timer.lines()[0]).toMatch(/^broken/);
  });
});
