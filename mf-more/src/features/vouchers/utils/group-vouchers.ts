import { DEFAULT_OFFER_TYPE, type ClaimedVoucher, type OfferType } from '@klubb/contracts';

export interface VoucherGroup {
  offerId: string;
  offerTitle: string;
  offerType: OfferType;
  codes: ClaimedVoucher[];
}

/** The offer id of a claim group: the second path segment of `offers/{offerId}/voucherCodes`. */
export function offerIdOfGroup(groupId: string): string | null {
  const segment = groupId.split('/')[1];
  return segment ? segment : null;
}

/**
 * Claimed codes grouped by offer (spec §2, §3): the offer is read from the group id; groups keep
 * the order of their newest code, codes stay newest first within a group.
 */
export function groupVouchers(vouchers: readonly ClaimedVoucher[]): VoucherGroup[] {
  const groups = new Map<string, VoucherGroup>();
  const sorted = [...vouchers].sort((a, b) => b.claimedAt - a.claimedAt);
  for (const voucher of sorted) {
    const offerId = offerIdOfGroup(voucher.groupId) ?? voucher.offerId;
    let group = groups.get(offerId);
    if (!group) {
      group = {
        offerId,
        offerTitle: voucher.offerTitle,
        offerType: voucher.offerType ?? DEFAULT_OFFER_TYPE,
        codes: [],
      };
      groups.set(offerId, group);
    }
    group.codes.push(voucher);
  }
  return [...groups.values()];
}
