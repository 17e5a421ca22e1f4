import { mapLimit } from '../../deploy/src/stack/proc.mjs';
import { ROOT } from '../../deploy/src/topology.mjs';

import { jestFailures, playwrightFailures, reportFailures, single } from './test-suites.mjs';

describe('test suites', () => {
  test('a report suite’s failed checks are named in the summary, at most ten', () => {
    const failures = Array.from({ length: 12 }, (_, i) => ({ message: `page ${i}: over` }));
    expect(reportFailures({ failures: [{ message: 'offer-detail: TBT 3120 ms over' }] })).toEqual([
      'offer-detail: TBT 3120 ms over',
    ]);
    expect(reportFailures({ failures })).toHaveLength(10);
    expect(reportFailures({ passed: 3, failed: 0 })).toEqual([]);
    expect(reportFailures(null)).toEqual([]);
  });

  test('a one-test suite passes on exit 0 and fails with its exit code otherwise', async () => {
    const [ok, failed] = await Promise.all([
      single('ok', 'sh', ['-c', 'exit 0'], { prefixed: true }),
      single('failed', 'sh', ['-c', 'exit 3'], { prefixed: true }),
    ]);
    expect(ok).toMatchObject({ name: 'ok', passed: 1, failed: 0, note: '' });
    expect(failed).toMatchObject({ name: 'failed', passed: 0, failed: 1, note: 'exit 3' });
  });

  test('suites run two at a time answer in the order given, not the order they end in', async () => {
    const rows = await mapLimit(
      [
        (o) => single('slow', 'sh', ['-c', 'sleep 0.3'], o),
        (o) => single('fast', 'sh', ['-c', 'exit 1'], o),
        (o) => single('third', 'sh', ['-c', 'exit 0'], o),
      ],
      2,
      (suite) => suite({ prefixed: true }),
    );
    expect(rows.map((row) => [row.name, row.failed])).toEqual([
      ['slow', 0],
      ['fast', 1],
      ['third', 0],
    ]);
  });

  test("a Jest report's failed tests are named by file and full name, a file that did not run too", () => {
    const report = {
      testResults: [
        {
          name: `${ROOT}/api/src/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a fails' },
          ],
        },
        { name: `${ROOT}/host/src/b.test.tsx`, status: 'failed', assertionResults: [] },
        { name: `${ROOT}/host/src/c.test.tsx`, status: 'passed', assertionResults: [] },
      ],
    };
    expect(jestFailures(report)).toEqual([
      'api/src/a.test.ts › a fails',
      'host/src/b.test.tsx (did not run)',
    ]);
    expect(jestFailures(null)).toEqual([]);
  });

  test("a Playwright report's failed tests are named by project, file and titles; flaky ones are not", () => {
    const test = (projectName, status) => ({ projectName, status });
    const report = {
      suites: [
        {
          title: 'cart.spec.ts',
          file: 'cart.spec.ts',
          specs: [
            { title: 'adds', file: 'cart.spec.ts', tests: [test('phone', 'unexpected')] },
            { title: 'removes', file: 'cart.spec.ts', tests: [test('phone', 'flaky')] },
          ],
          suites: [
            {
              title: 'promo codes',
              file: 'cart.spec.ts',
              specs: [
                {
                  title: 'refused',
                  file: 'cart.spec.ts',
                  tests: [test('phone', 'expected'), test('desktop', 'unexpected')],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      '[phone] cart.spec.ts › adds',
      '[desktop] cart.spec.ts › promo codes › refused',
    ]);
  });
});
