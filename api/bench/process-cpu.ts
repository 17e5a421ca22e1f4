import { readFile } from 'node:fs/promises';

import type pg from 'pg';

/** A process's CPU time in ms (utime + stime from /proc, in clock ticks of 10 ms); 0 if gone. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time of the PostgreSQL backends a scale server's pool holds (their `application_name`
 * is the server's schema, bench/scale-server.ts), read from /proc: PostgreSQL must run on this
 * machine, else this is 0.
 */
export async function backendsCpuMs(admin: pg.Client, applicationName: string): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [applicationName],
  );
  const times = await Promise.all(rows.map((row) => cpuMs(row.pid)));
  return times.reduce((sum, time) => sum + time, 0);
}
