import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

import {
  assertPortsFree,
  mapLimit,
  portIsFree,
  spawnPrefixed,
  stopAll,
  waitForUrl,
} from './proc.mjs';

// Running, not merely a zombie waiting for a reaper (a container's PID 1 may never reap).
const alive = (pid) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('proc', () => {
  test('stopAll stops the whole process tree, grandchildren included', async () => {
    // A shell that starts a grandchild and prints its pid, as tsx and webpack do.
    const proc = spawnPrefixed('tree', 'sh', ['-c', 'sleep 300 & echo $!; wait'], { quiet: true });
    const grandchild = await new Promise((resolve) =>
      proc.child.stdout.once('data', (d) => resolve(Number(String(d).trim()))),
    );
    expect(alive(grandchild)).toBe(true);
    await stopAll([proc], { graceMs: 2000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(grandchild)).toBe(false);
    expect(alive(proc.child.pid)).toBe(false);
  });

  test('detects a taken port and names it', async () => {
    const server = createServer();
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    try {
      expect(await portIsFree(port)).toBe(false);
      await expect(assertPortsFree([{ name: 'api', port }])).rejects.toThrow(
        `port already in use:\n  ${port} (api): held by`,
      );
    } finally {
      server.close();
    }
    expect(await portIsFree(port)).toBe(true);
  });

  test('waitForUrl fails early when the process exits', async () => {
    const proc = spawnPrefixed('dies', process.execPath, ['-e', 'process.exit(3)'], {
      quiet: true,
    });
    await expect(
      waitForUrl('http://127.0.0.1:1/', { proc, timeoutMs: 10000, intervalMs: 50 }),
    ).rejects.toThrow('dies exited with code 3');
  });

  test('mapLimit keeps order and the limit', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 3, 2], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 5));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20]);
    expect(peak).toBe(2);
  });

  test('sh is available for the tree test', () => {
    expect(execFileSync('sh', ['-c', 'echo ok']).toString().trim()).toBe('ok');
  });
});
