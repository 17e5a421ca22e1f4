import { cpuSummary, lighthouseReport } from './lighthouse-report.mjs';

describe('cpuSummary', () => {
  test('gives the range of the runs’ slowdowns and benchmark indexes', () => {
    const runs = [
      { cpuMultiplier: 2.41, calibrationIndex: 1260.2 },
      { cpuMultiplier: 3.99, calibrationIndex: 2097 },
      { cpuMultiplier: 2.9, calibrationIndex: 1511 },
    ];
    expect(cpuSummary(runs)).toBe('2.4-4.0x (benchmark index 1260-2097)');
  });

  test('gives one figure for a fixed slowdown, with no index', () => {
    const runs = [
      { cpuMultiplier: 4, calibrationIndex: null },
      { cpuMultiplier: 4, calibrationIndex: null },
    ];
    expect(cpuSummary(runs)).toBe('4.0x');
  });
});

describe('lighthouseReport', () => {
  const page = (name) => ({ name, figures: { performance: 0.9, lcpMs: 1100 }, runs: [] });
  const common = {
    environment: null,
    runs: 3,
    cpu: '4.0x',
    durationMs: 1000,
    budgets: {},
    repeatVisits: [],
  };

  test('counts a test per page and per monolith page, and fails the pages over budget', () => {
    const report = lighthouseReport({
      ...common,
      measured: [page('mixed-feed'), page('offer-detail')],
      failures: [
        { page: 'offer-detail', limit: 'maxLcpMs', figure: 'lcpMs', value: 1900, bound: 1800 },
      ],
      monolith: [{ name: 'mixed-feed' }, { name: 'offer-detail' }],
      monolithFailures: [{ page: 'mixed-feed', limit: 'maxLcpRatio', message: 'over' }],
    });
    expect(report.pages.map((p) => [p.name, p.passed])).toEqual([
      ['mixed-feed', true],
      ['offer-detail', false],
    ]);
    expect(report.pages[0].table).toEqual({ performance: '0.90', lcpMs: '1.10 s' });
    expect(report.failures.map((f) => f.message)).toEqual([
      expect.stringMatching(/^offer-detail: .*1\.90 s.*1\.80 s \(maxLcpMs\)$/),
      'over',
    ]);
    expect([report.passed, report.failed]).toEqual([2, 2]);
  });

  test('passes every page when nothing failed and no monolith was measured', () => {
    const report = lighthouseReport({
      ...common,
      measured: [page('mixed-feed')],
      failures: [],
      monolith: null,
      monolithFailures: [],
    });
    expect([report.passed, report.failed]).toEqual([1, 0]);
  });
});
