// Where `npm test`'s time went: each step's wall time and the CPU seconds (user + system) of this
// process and of every process it waited for in that step (Linux: /proc/self/stat's cutime and
// cstime), so a step that waited is told from one that worked. Steps that ran side by side are one
// step: their CPU cannot be told apart.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux Node supports). */
const TICKS = 100;

/** CPU seconds so far of this process and the children it reaped; null off Linux. */
export function cpuSeconds() {
  const own = process.cpuUsage();
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name's closing parenthesis: state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = (Number(fields[13]) + Number(fields[14])) / TICKS;
    return (own.user + own.system) / 1e6 + children;
  } catch {
    return null;
  }
}

export function createTimer() {
  const steps = [];
  const started = Date.now();
  return {
    /** Runs `fn`, recording its wall and CPU time as step `name`; answers what `fn` answers. */
    async step(name, fn) {
      const [t0, c0] = [Date.now(), cpuSeconds()];
      try {
        return await fn();
      } finally {
        const cpu = c0 === null ? null : cpuSeconds() - c0;
        steps.push({ name, wall: (Date.now() - t0) / 1000, cpu });
      }
    },
    /** The table: one line per step, its share of the run's wall time, and the total. */
    lines() {
      const total = (Date.now() - started) / 1000;
      const width = Math.max(5, ...steps.map((s) => s.name.length));
      const line = (name, wall, cpu) =>
        `${name.padEnd(width)}  ${wall.toFixed(1).padStart(7)}s wall  ${
          cpu === null ? '      -' : cpu.toFixed(1).padStart(7)
        }s CPU  ${String(Math.round((wall / total) * 100)).padStart(3)}%`;
      const cpuTotal = steps.every((s) => s.cpu !== null)
        ? steps.reduce((n, s) => n + s.cpu, 0)
        : null;
      return [...steps.map((s) => line(s.name, s.wall, s.cpu)), line('total', total, cpuTotal)];
    },
  };
}
