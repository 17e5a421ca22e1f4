import { readFile, rm, writeFile } from 'node:fs/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` for this process. PGlite has no server to arbitrate, and two processes on
 * one data folder (the API and `npm run seed`, say) would corrupt it. A lock left by a process that
 * has died is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number((await readFile(lockFile, 'utf8')).trim());
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder}; stop it first`);
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}
