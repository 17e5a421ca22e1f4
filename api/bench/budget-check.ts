// The API bench's verdict (`bench.ts --check`): each public route's share of the bare route
// against budgets.json → api, written to .reports/api-bench.json, the report npm test counts.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGETS_FILE = fileURLToPath(new URL('../../budgets.json', import.meta.url));
const REPORT_FILE = fileURLToPath(new URL('../../.reports/api-bench.json', import.meta.url));

/** One decimal. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A route's figure in one run: its req/s, the bare route's around it, and their ratio. */
export interface RouteFigure {
  name: string;
  reqPerS: number;
  bareReqPerS: number;
  ratio: number;
}

/** budgets.json → api.minPublicRouteRatio: a public route's least share of the bare route. */
export async function minPublicRouteRatio(): Promise<number> {
  const budgets = JSON.parse(await readFile(BUDGETS_FILE, 'utf8')) as {
    api: { minPublicRouteRatio: number };
  };
  return budgets.api.minPublicRouteRatio;
}

/** The budget's verdict on every public route of every database; the report npm test counts. */
export async function check(
  results: Array<[string, RouteFigure[]]>,
  min: number,
): Promise<boolean> {
  const checks = results.flatMap(([database, figures]) =>
    figures.map((figure) => ({ database, ...figure, ok: figure.ratio >= min })),
  );
  const failures = checks
    .filter((c) => !c.ok)
    .map((c) => ({
      message: `${c.database}, ${c.name}: ${round(c.ratio * 100)} % of bare, budget ≥ ${min * 100} %`,
    }));
  for (const { message } of failures) console.log(`over budget: ${message}`);
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  await mkdir(dirname(REPORT_FILE), { recursive: true });
  await writeFile(
    REPORT_FILE,
    `${JSON.stringify({ minPublicRouteRatio: min, passed, failed, checks, failures }, null, 2)}\n`,
  );
  console.log(`api bench: ${passed} passed, ${failed} failed (≥ ${min * 100} % of bare)`);
  return failed === 0;
}
