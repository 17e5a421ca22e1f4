// What scripts/lighthouse.mjs prints beside its tables and writes to .reports/lighthouse.json.
import { describeFailure, formatFigure } from './lighthouse-budgets.mjs';

/** The runs' CPU slowdowns and benchmark indexes as one phrase, e.g. `1.9-2.4x (index 1012-1240)`. */
export function cpuSummary(runs) {
  const range = (values, digits) => {
    const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
    if (!sorted.length) return '-';
    const [low, high] = [sorted[0].toFixed(digits), sorted.at(-1).toFixed(digits)];
    return low === high ? low : `${low}-${high}`;
  };
  const multipliers = range(
    runs.map((run) => run.cpuMultiplier),
    1,
  );
  const indexes = range(
    runs.map((run) => run.calibrationIndex),
    0,
  );
  return indexes === '-' ? `${multipliers}x` : `${multipliers}x (benchmark index ${indexes})`;
}

/** Prints each page's accessibility audits that did not pass, with the elements they name. */
export function printAudits(measured) {
  for (const page of measured) {
    for (const audit of page.accessibilityIssues) {
      console.log(`  ${page.name}: ${audit.id} (${audit.title}), ${audit.runs} run(s)`);
      for (const element of audit.elements) {
        console.log(`    ${element.selector}  ${element.snippet.slice(0, 160)}`);
        if (element.label) console.log(`      label: ${element.label.replace(/\s+/g, ' ')}`);
        if (element.explanation) console.log(`      ${element.explanation.replace(/\s+/g, ' ')}`);
      }
    }
  }
}

/**
 * The report `npm test` reads (.reports/lighthouse.json): every page's medians and runs, whether
 * it met its budgets, the repeat visits, the monolith ratios and every failure. `passed` and
 * `failed` count one test per page and one per page compared with the monolith; a budget that
 * names no limit (a misspelt page) fails one more.
 */
export function lighthouseReport({
  environment,
  runs,
  cpu,
  durationMs,
  budgets,
  measured,
  failures,
  repeatVisits,
  monolith,
  monolithFailures,
}) {
  const failedPages = new Set(failures.map((f) => f.page));
  const pages = measured.map((page) => ({
    ...page,
    passed: !failedPages.has(page.name),
    table: Object.fromEntries(
      Object.entries(page.figures).map(([k, v]) => [k, formatFigure(k, v)]),
    ),
  }));
  return {
    date: new Date().toISOString(),
    node: process.version,
    environment,
    runsPerPage: runs,
    cpu,
    durationMs,
    budgets,
    pages,
    repeatVisits,
    monolith,
    failures: [
      ...failures.map((f) => ({ ...f, message: describeFailure(f) })),
      ...monolithFailures,
    ],
    passed:
      pages.filter((p) => p.passed).length +
      (monolith ?? []).filter((row) => !monolithFailures.some((f) => f.page === row.name)).length,
    failed:
      pages.filter((p) => !p.passed).length +
      (failures.some((f) => f.limit === null) ? 1 : 0) +
      new Set(monolithFailures.map((f) => f.page)).size,
  };
}
