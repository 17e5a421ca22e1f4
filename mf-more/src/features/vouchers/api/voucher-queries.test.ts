import { CLAIMED_VOUCHERS_PAGE_SIZE, type ClaimedVoucher } from '@klubb/contracts';

import { nextVoucherCursor } from './voucher-queries';

const code = (n: number): ClaimedVoucher => ({
  code: `CODE-${n}`,
  claimedAt: 1_790_000_000_000 - n * 1000,
  groupId: 'offers/klubb-benefit-003/voucherCodes',
  offerId: 'klubb-benefit-003',
  offerTitle: 'Rabatt',
  promoType: 'unique',
  cursor: `cursor-${n}`,
});

describe('nextVoucherCursor', () => {
  it('asks for the page after the last code of a full page', () => {
    const page = Array.from({ length: CLAIMED_VOUCHERS_PAGE_SIZE }, (_, i) => code(i));
    expect(nextVoucherCursor(page)).toBe(`cursor-${CLAIMED_VOUCHERS_PAGE_SIZE - 1}`);
  });

  it('ends after a short page, and with an API that gives no cursor', () => {
    expect(nextVoucherCursor([code(1), code(2)])).toBeUndefined();
    expect(nextVoucherCursor([])).toBeUndefined();
    const old = Array.from({ length: CLAIMED_VOUCHERS_PAGE_SIZE }, (_, i) => {
      const { cursor: _cursor, ...rest } = code(i);
      return rest;
    });
    expect(nextVoucherCursor(old)).toBeUndefined();
  });
});
