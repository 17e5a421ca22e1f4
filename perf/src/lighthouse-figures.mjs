// The figures of Lighthouse results (LHR JSON): what one run measured, the median over runs, and
// the accessibility audits that did not pass. Pure functions, tested without a browser.

/** Every figure the benchmark prints and budgets.json may limit, in table order. */
export const FIGURES = [
  { key: 'performance', label: 'perf', category: 'performance' },
  { key: 'accessibility', label: 'a11y', category: 'accessibility' },
  { key: 'bestPractices', label: 'best pr.', category: 'best-practices' },
  { key: 'fcpMs', label: 'FCP', audit: 'first-contentful-paint' },
  { key: 'lcpMs', label: 'LCP', audit: 'largest-contentful-paint' },
  { key: 'tbtMs', label: 'TBT', audit: 'total-blocking-time' },
  { key: 'cls', label: 'CLS', audit: 'cumulative-layout-shift' },
  { key: 'transferBytes', label: 'transfer', audit: 'total-byte-weight' },
];

/** The categories a run must gather: the three scores above. */
export const CATEGORIES = [...new Set(FIGURES.filter((f) => f.category).map((f) => f.category))];

const finite = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** One run's figures; a figure Lighthouse could not measure (a page that never painted) is null. */
export function figuresOf(lhr) {
  const figures = {};
  for (const figure of FIGURES) {
    figures[figure.key] = finite(
      figure.category
        ? lhr?.categories?.[figure.category]?.score
        : lhr?.audits?.[figure.audit]?.numericValue,
    );
  }
  return figures;
}

/** The median of the numbers among `values` (mean of the middle two for an even count), or null. */
export function median(values) {
  const sorted = values.filter((v) => finite(v) !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Each figure's median over the runs, taken figure by figure: the medians may come from different
 * runs, which is what a budget wants (one slow run moves no figure). A figure missing in any run
 * is null: a page that fails to paint now and then must not pass on its lucky runs.
 */
export function medianFigures(runs) {
  const figures = {};
  for (const { key } of FIGURES) {
    const values = runs.map((run) => run[key]);
    figures[key] = values.length && values.every((v) => finite(v) !== null) ? median(values) : null;
  }
  return figures;
}

/**
 * The audits of `category` that scored below 1 in a run, each with the elements it names:
 * [{ id, title, score, weight, elements: [{ selector, snippet, label, explanation }] }]. Manual and not-applicable
 * audits (score null) are left out. An element's `explanation` is axe's reason (colours, ratio).
 */
export function failingAudits(lhr, category = 'accessibility') {
  const refs = lhr?.categories?.[category]?.auditRefs ?? [];
  const failing = [];
  for (const ref of refs) {
    const audit = lhr.audits?.[ref.id];
    if (!audit || audit.score === null || audit.score === undefined || audit.score >= 1) continue;
    const items = audit.details?.items ?? [];
    const elements = items
      .map((item) => item.node)
      .filter(Boolean)
      .map((node) => ({
        selector: node.selector ?? '',
        snippet: node.snippet ?? '',
        label: node.nodeLabel ?? '',
        explanation: node.explanation ?? '',
      }));
    failing.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      elements,
    });
  }
  return failing;
}

/** Failing audits over several runs, each audit once with every element any run named. */
export function mergeAudits(runs) {
  const byId = new Map();
  for (const audits of runs) {
    for (const audit of audits) {
      const known = byId.get(audit.id) ?? { ...audit, runs: 0, elements: [] };
      known.runs += 1;
      for (const element of audit.elements) {
        if (!known.elements.some((e) => e.selector === element.selector)) {
          known.elements.push(element);
        }
      }
      byId.set(audit.id, known);
    }
  }
  return [...byId.values()];
}
