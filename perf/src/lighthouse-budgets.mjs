// Lighthouse budgets (budgets.json → `lighthouse`): which limits apply to a page, which figures
// break them, and the table the benchmark prints. Pure functions, tested without a browser.
import { FIGURES } from './lighthouse-figures.mjs';

/**
 * The benchmark index of the phone Lighthouse's mobile preset stands for: its constant 4x CPU
 * slowdown on the machine the budgets were first set on (benchmark index 2100, docs/perf.md),
 * inside the "mid-tier mobile" bracket (125-800) of Lighthouse's docs/throttling.md.
 */
export const TARGET_BENCHMARK_INDEX = 525;

/**
 * The CPU slowdown that takes a machine of this benchmark index to the target phone, as
 * Lighthouse's docs/throttling.md calibrates it (index / target; 4 at 2100): a slower or busier
 * CPU is slowed down less, so the simulated phone is the same one on any machine. Never below 1
 * (no speed-up), one decimal.
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  }
  return Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 10) / 10);
}

/** Every limit budgets.json may set: the figure it reads and whether it is a floor or a ceiling. */
export const LIMITS = {
  minPerformance: { figure: 'performance', kind: 'min' },
  minAccessibility: { figure: 'accessibility', kind: 'min' },
  minBestPractices: { figure: 'bestPractices', kind: 'min' },
  maxFcpMs: { figure: 'fcpMs', kind: 'max' },
  maxLcpMs: { figure: 'lcpMs', kind: 'max' },
  maxTbtMs: { figure: 'tbtMs', kind: 'max' },
  maxCls: { figure: 'cls', kind: 'max' },
  maxTransferBytes: { figure: 'transferBytes', kind: 'max' },
};

function assertKnownLimits(limits, where) {
  for (const name of Object.keys(limits ?? {})) {
    if (name.startsWith('$')) continue;
    if (!LIMITS[name]) throw new Error(`budgets.json lighthouse ${where}: unknown limit "${name}"`);
    if (typeof limits[name] !== 'number') {
      throw new Error(`budgets.json lighthouse ${where}: "${name}" must be a number`);
    }
  }
}

/** The limits of one page: `default`, overridden by `pages[page]`. Throws on a misspelt limit. */
export function limitsFor(page, budgets) {
  assertKnownLimits(budgets?.default, 'default');
  assertKnownLimits(budgets?.pages?.[page], `pages.${page}`);
  const limits = { ...budgets?.default, ...budgets?.pages?.[page] };
  for (const name of Object.keys(limits)) if (name.startsWith('$')) delete limits[name];
  return limits;
}

/**
 * Checks measured pages against the budgets. `pages`: [{ name, figures }] with figures as
 * medianFigures gives them (null = not measured). Returns the failures, [] when all are met:
 * [{ page, limit, figure, value, bound }] (value null = missing, limit null = page not measured).
 */
export function checkBudgets(pages, budgets) {
  const failures = [];
  for (const { name, figures } of pages) {
    for (const [limit, bound] of Object.entries(limitsFor(name, budgets))) {
      const { figure, kind } = LIMITS[limit];
      const value = figures?.[figure] ?? null;
      const broken = value === null || (kind === 'min' ? value < bound : value > bound);
      if (broken) failures.push({ page: name, limit, figure, value, bound });
    }
  }
  // A budget for a page that is no longer measured would silently never be checked.
  const measured = new Set(pages.map((p) => p.name));
  for (const name of Object.keys(budgets?.pages ?? {})) {
    if (!name.startsWith('$') && !measured.has(name)) {
      failures.push({ page: name, limit: null, figure: null, value: null, bound: null });
    }
  }
  return failures;
}

/** A figure as people read it: scores 0–1 with two decimals, times in s or ms, bytes in KB. */
export function formatFigure(key, value) {
  if (value === null || value === undefined) return '-';
  if (key === 'performance' || key === 'accessibility' || key === 'bestPractices') {
    return value.toFixed(2);
  }
  if (key === 'fcpMs' || key === 'lcpMs') return `${(value / 1000).toFixed(2)} s`;
  if (key === 'tbtMs') return `${Math.round(value)} ms`;
  if (key === 'cls') return value.toFixed(3);
  if (key === 'transferBytes') return `${Math.round(value / 1024)} KB`;
  return String(value);
}

/** One line per failure, e.g. `live-feed: LCP 5.10 s over the budget 4.50 s (maxLcpMs)`. */
export function describeFailure({ page, limit, figure, value, bound }) {
  if (limit === null) return `${page}: has a budget but was not measured`;
  const label = FIGURES.find((f) => f.key === figure)?.label ?? figure;
  if (value === null) return `${page}: ${label} was not measured (${limit})`;
  const side = LIMITS[limit].kind === 'min' ? 'under the floor' : 'over the budget';
  return `${page}: ${label} ${formatFigure(figure, value)} ${side} ${formatFigure(figure, bound)} (${limit})`;
}

/** The figures per page as an aligned text table, or a Markdown table with `markdown: true`. */
export function formatTable(pages, failures = [], { markdown = false } = {}) {
  const head = ['page', ...FIGURES.map((f) => f.label), 'budgets'];
  const rows = pages.map(({ name, figures }) => [
    name,
    ...FIGURES.map((f) => formatFigure(f.key, figures?.[f.key])),
    failures.some((f) => f.page === name) ? 'FAIL' : 'ok',
  ]);
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  if (markdown) {
    const line = (cells) =>
      `| ${cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
    const rule = `| ${widths.map((w, i) => (i ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
    return [line(head), rule, ...rows.map(line)].join('\n');
  }
  return all
    .map((r) => r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '))
    .join('\n');
}
