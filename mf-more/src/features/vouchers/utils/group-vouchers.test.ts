import type { ClaimedVoucher } from '@klubb/contracts';

import { groupVouchers, offerIdOfGroup } from './group-vouchers';

const voucher = (code: string, offerId: string, claimedAt: number): ClaimedVoucher => ({
  code,
  claimedAt,
  groupId: `offers/${offerId}/voucherCodes`,
  offerId: 'not-read-from-here',
  offerTitle: `Offer ${offerId}`,
  promoType: 'unique',
  offerType: 'benefit',
});

it('reads the offer id from the second path segment of the group id', () => {
  expect(offerIdOfGroup('offers/klubb-benefit-003/voucherCodes')).toBe('klubb-benefit-003');
  expect(offerIdOfGroup('offers')).toBeNull();
});

it('groups codes by offer, newest group first and newest code first within it', () => {
  const groups = groupVouchers([
    voucher('A1', 'a', 10),
    voucher('B1', 'b', 30),
    voucher('A2', 'a', 20),
  ]);
  expect(groups.map((group) => group.offerId)).toEqual(['b', 'a']);
  expect(groups[1]?.codes.map((code) => code.code)).toEqual(['A2', 'A1']);
});

it('falls back to the live type for a link when the answer has no offer type', () => {
  const [group] = groupVouchers([{ ...voucher('X', 'x', 1), offerType: undefined }]);
  expect(group?.offerType).toBe('live');
});
