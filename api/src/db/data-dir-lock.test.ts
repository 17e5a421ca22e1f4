import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'klubb-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a data folder another live process holds', async () => {
    const dataDir = join(dir, 'pglite');
    // The parent process (Jest's runner or the shell) is alive and is not us.
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that has died, and releases it', async () => {
    const dataDir = join(dir, 'pglite');
    await writeFile(`${dataDir}.lock`, '999999999');
    const release = await lockDataDir(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(`${dataDir}.lock`, 'utf8')).rejects.toThrow();
  });
});
