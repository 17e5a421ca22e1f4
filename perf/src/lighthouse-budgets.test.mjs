import {
  TARGET_BENCHMARK_INDEX,
  checkBudgets,
  cpuMultiplierFor,
  describeFailure,
  formatFigure,
  formatTable,
  limitsFor,
} from './lighthouse-budgets.mjs';
import {
  failingAudits,
  figuresOf,
  medianFigures,
  median,
  mergeAudits,
} from './lighthouse-figures.mjs';

/** A Lighthouse result with just the parts the figures are read from. */
function lhr({ perf = 0.9, a11y = 1, bp = 1, fcp = 1500, lcp = 3000, tbt = 200, cls = 0 } = {}) {
  return {
    categories: {
      performance: { score: perf, auditRefs: [] },
      accessibility: {
        score: a11y,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'aria-allowed-attr', weight: 10 },
        ],
      },
      'best-practices': { score: bp, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'total-byte-weight': { numericValue: 400_000 },
      'color-contrast': {
        title: 'Contrast',
        score: 0,
        details: {
          items: [
            {
              node: {
                selector: 'nav > a > span',
                snippet: '<span>',
                nodeLabel: 'Live',
                explanation: 'ratio 3.1',
              },
            },
          ],
        },
      },
      'image-alt': { title: 'Alt', score: 1, details: { items: [] } },
      'aria-allowed-attr': { title: 'ARIA', score: null },
    },
  };
}

const BUDGETS = {
  default: { minPerformance: 0.8, minAccessibility: 0.95, maxLcpMs: 4000, maxTbtMs: 300 },
  pages: { 'offer-detail': { maxLcpMs: 5000 } },
};

describe('lighthouse figures', () => {
  test('reads the scores and metrics of a run', () => {
    expect(figuresOf(lhr())).toEqual({
      performance: 0.9,
      accessibility: 1,
      bestPractices: 1,
      fcpMs: 1500,
      lcpMs: 3000,
      tbtMs: 200,
      cls: 0,
      transferBytes: 400_000,
    });
    // A page that never painted: Lighthouse gives null scores and no numeric values.
    const broken = figuresOf({ categories: { performance: { score: null } }, audits: {} });
    expect(broken.performance).toBeNull();
    expect(broken.lcpMs).toBeNull();
  });

  test('the median per figure, each from whichever run holds it', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    const runs = [
      figuresOf(lhr({ perf: 0.7, lcp: 9000 })),
      figuresOf(lhr({ perf: 0.9, lcp: 3000 })),
      figuresOf(lhr({ perf: 0.8, lcp: 3500 })),
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 0.8, lcpMs: 3500 });
  });

  test('a figure missing from any run has no median', () => {
    const runs = [figuresOf(lhr()), figuresOf(lhr()), { ...figuresOf(lhr()), lcpMs: null }];
    expect(medianFigures(runs).lcpMs).toBeNull();
    expect(medianFigures(runs).fcpMs).toBe(1500);
  });

  test('failing accessibility audits name their elements; passed and manual ones do not count', () => {
    const audits = failingAudits(lhr());
    expect(audits).toEqual([
      {
        id: 'color-contrast',
        title: 'Contrast',
        score: 0,
        weight: 7,
        elements: [
          {
            selector: 'nav > a > span',
            snippet: '<span>',
            label: 'Live',
            explanation: 'ratio 3.1',
          },
        ],
      },
    ]);
    const merged = mergeAudits([audits, audits, []]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: 'color-contrast', runs: 2 });
    expect(merged[0].elements).toHaveLength(1);
  });
});

describe('lighthouse budgets', () => {
  test('a page gets the defaults, overridden by its own limits', () => {
    expect(limitsFor('mixed-feed', BUDGETS).maxLcpMs).toBe(4000);
    expect(limitsFor('offer-detail', BUDGETS)).toEqual({ ...BUDGETS.default, maxLcpMs: 5000 });
    expect(limitsFor('x', { default: { $comment: 'why', maxCls: 0.1 } })).toEqual({ maxCls: 0.1 });
  });

  test('a misspelt or non-numeric limit is an error, not a silent pass', () => {
    expect(() => limitsFor('x', { default: { maxLCP: 1 } })).toThrow(/unknown limit "maxLCP"/);
    expect(() => limitsFor('x', { pages: { x: { maxCls: '0.1' } } })).toThrow(/must be a number/);
  });

  test('passes when every figure is within its limits, bounds included', () => {
    const pages = [
      { name: 'mixed-feed', figures: figuresOf(lhr({ perf: 0.8, lcp: 4000 })) },
      { name: 'offer-detail', figures: figuresOf(lhr({ lcp: 4900, a11y: 0.95 })) },
    ];
    expect(checkBudgets(pages, BUDGETS)).toEqual([]);
  });

  test('fails a floor and a ceiling, per page', () => {
    const pages = [
      { name: 'mixed-feed', figures: figuresOf(lhr({ perf: 0.79, tbt: 301 })) },
      { name: 'offer-detail', figures: figuresOf(lhr({ lcp: 5100, a11y: 0.94 })) },
    ];
    const failures = checkBudgets(pages, BUDGETS);
    expect(failures.map((f) => `${f.page} ${f.limit}`)).toEqual([
      'mixed-feed minPerformance',
      'mixed-feed maxTbtMs',
      'offer-detail minAccessibility',
      'offer-detail maxLcpMs',
    ]);
    expect(describeFailure(failures[0])).toBe(
      'mixed-feed: perf 0.79 under the floor 0.80 (minPerformance)',
    );
    expect(describeFailure(failures[3])).toBe(
      'offer-detail: LCP 5.10 s over the budget 5.00 s (maxLcpMs)',
    );
  });

  test('a figure that was not measured breaks its budget', () => {
    const failures = checkBudgets([{ name: 'live-feed', figures: { lcpMs: null } }], BUDGETS);
    expect(failures.map((f) => f.limit)).toEqual([
      'minPerformance',
      'minAccessibility',
      'maxLcpMs',
      'maxTbtMs',
      null, // offer-detail has a budget and was not measured
    ]);
    expect(describeFailure(failures[2])).toBe('live-feed: LCP was not measured (maxLcpMs)');
  });

  test('a page with a budget that was not measured fails', () => {
    const failures = checkBudgets([{ name: 'mixed-feed', figures: figuresOf(lhr()) }], BUDGETS);
    expect(failures).toEqual([
      { page: 'offer-detail', limit: null, figure: null, value: null, bound: null },
    ]);
    expect(describeFailure(failures[0])).toBe('offer-detail: has a budget but was not measured');
  });

  test('formats figures and the table', () => {
    expect(formatFigure('performance', 0.934)).toBe('0.93');
    expect(formatFigure('lcpMs', 2345)).toBe('2.35 s');
    expect(formatFigure('tbtMs', 123.6)).toBe('124 ms');
    expect(formatFigure('cls', 0.0123)).toBe('0.012');
    expect(formatFigure('transferBytes', 409_600)).toBe('400 KB');
    expect(formatFigure('cls', null)).toBe('-');
    const pages = [{ name: 'mixed-feed', figures: figuresOf(lhr()) }];
    const text = formatTable(pages, [{ page: 'mixed-feed' }]);
    expect(text.split('\n')[0]).toMatch(/^page\s+perf\s+a11y/);
    expect(text.split('\n')[1]).toMatch(/^mixed-feed\s+0\.90\s+1\.00.*FAIL$/);
    const markdown = formatTable(pages, [], { markdown: true }).split('\n');
    expect(markdown[0]).toMatch(/^\| page\s+\| perf \|/);
    expect(markdown[1]).toMatch(/^\| -+ \| -+: \|/);
    expect(markdown[2]).toMatch(/\|\s+ok \|$/);
  });
});

describe('cpuMultiplierFor', () => {
  it('gives Lighthouse’s default 4x on the machine the budgets were first set on', () => {
    expect(cpuMultiplierFor(2100)).toBe(4);
    expect(TARGET_BENCHMARK_INDEX * 4).toBe(2100);
  });

  it('slows a slower or busier machine down less, and a faster one more', () => {
    expect(cpuMultiplierFor(1050)).toBe(2);
    expect(cpuMultiplierFor(1234)).toBe(2.4);
    expect(cpuMultiplierFor(3150)).toBe(6);
  });

  it('never speeds the page up', () => {
    expect(cpuMultiplierFor(300)).toBe(1);
  });

  it('refuses what is not a benchmark index', () => {
    expect(() => cpuMultiplierFor(Number.NaN)).toThrow('not a benchmark index');
    expect(() => cpuMultiplierFor(0)).toThrow('not a benchmark index');
  });
});
