import {
  API_PATHS,
  CLAIMED_VOUCHERS_PAGE_SIZE,
  claimedVoucherListSchema,
  ERROR_CODES,
  type ClaimedVoucher,
} from '@klubb/contracts';

import { ANNA, OLA } from './helpers/identity';
import { asMember, type Call } from './helpers/member';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// Issue 38: the claimed promo codes page by cursor, 20 at a time, newest first.
const EXTRA = 45;

describe.each(testTargets())('claimed promo codes page by cursor on %s', (target) => {
  let t: TestApp;
  let anna: Call;
  let seeded: ClaimedVoucher[];

  const page = async (call: Call, after?: string) => {
    const query = after ? `?after=${encodeURIComponent(after)}` : '';
    const response = await call('GET', `${API_PATHS.getClaimedVoucherCodes}${query}`);
    expect(response.statusCode).toBe(200);
    return claimedVoucherListSchema.parse(response.json());
  };
  const everything = async (call: Call) => {
    const all: ClaimedVoucher[] = [];
    for (let after: string | undefined, pages = 0; pages < 20; pages += 1) {
      const list = await page(call, after);
      all.push(...list);
      if (list.length < CLAIMED_VOUCHERS_PAGE_SIZE) return all;
      after = list.at(-1)?.cursor;
    }
    throw new Error('the pages never ended');
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    anna = await asMember(t, ANNA.uid);
    seeded = await page(anna);
    // Anna claimed many more codes over the years; groups of five share one claim time to the
    // microsecond (a page boundary falls inside one), the rest are a second apart.
    await t.database.sql.exec(`
      INSERT INTO voucher_codes (brand_id, offer_id, code, user_id, claimed_at)
      SELECT 'klubb', 'klubb-benefit-003', 'PAGE-' || lpad(n::text, 3, '0'), '${ANNA.uid}',
        timestamptz '2025-06-01 12:00:00.123456+00' - make_interval(secs => n / 5)
      FROM generate_series(1, ${EXTRA}) AS n`);
  });
  afterAll(() => t.close());

  it('answers every code once, newest first, in pages of the page size', async () => {
    const all = await everything(anna);
    expect(all).toHaveLength(seeded.length + EXTRA);
    expect(new Set(all.map((code) => `${code.offerId}/${code.code}`)).size).toBe(all.length);
    const times = all.map((code) => code.claimedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Codes claimed at one moment come in code order, across the page boundary too.
    const tied = all.filter((code) => code.code.startsWith('PAGE-')).map((code) => code.code);
    expect(tied.slice(0, 4)).toEqual(['PAGE-001', 'PAGE-002', 'PAGE-003', 'PAGE-004']);
    expect((await page(anna)).length).toBe(CLAIMED_VOUCHERS_PAGE_SIZE);
  });

  it('never answers another member’s codes, whatever cursor is sent', async () => {
    const annas = await page(anna);
    const ola = await asMember(t, OLA.uid);
    const olas = await page(ola, annas[3]?.cursor);
    expect(olas.every((code) => !code.code.startsWith('PAGE-'))).toBe(true);
    expect(olas.map((code) => code.offerId)).toEqual(
      olas.map(() => expect.stringMatching(/^norge-/)),
    );
  });

  it('refuses a cursor it never gave with an error record', async () => {
    for (const after of ['nonsense', Buffer.from('[1,2]').toString('base64url')]) {
      const response = await anna('GET', `${API_PATHS.getClaimedVoucherCodes}?after=${after}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe(ERROR_CODES.badRequest);
    }
  });
});
