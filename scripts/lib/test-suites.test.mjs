import { mapLimit } from './proc.mjs';
import { single } from './test-suites.mjs';

describe('test suites', () => {
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
});
