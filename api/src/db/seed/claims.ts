import type { voucherCodes, voucherCommonClaims } from '../schema';

import type { NewVoucherCode } from './offer-details';

/** Who holds which seeded code: makes "cap reached" and "no codes left" visible at once. */
const CLAIMS: Array<[offerId: string, codeIndexes: number[], userId: string]> = [
  ['klubb-benefit-001', [0], 'seed-klubb-erik'],
  ['klubb-benefit-002', [0], 'seed-klubb-anna'],
  ['klubb-benefit-003', [0, 1], 'seed-klubb-anna'],
  ['klubb-benefit-003', [2, 3, 4], 'seed-klubb-erik'],
  ['norge-benefit-002', [0], 'seed-norge-ola'],
];

const CLAIMED_FROM_MS = Date.UTC(2026, 9, 15, 10, 0);

/** Marks the claimed codes (in place) before they are written. */
export function withSeedClaims(codes: NewVoucherCode[]): Array<typeof voucherCodes.$inferInsert> {
  let hour = 0;
  for (const [offerId, indexes, userId] of CLAIMS) {
    const ofOffer = codes.filter((code) => code.offerId === offerId);
    for (const index of indexes) {
      const code = ofOffer[index];
      if (!code) throw new Error(`No seeded code ${index} for ${offerId}`);
      code.userId = userId;
      code.claimedAt = new Date(CLAIMED_FROM_MS + (hour += 1) * 3_600_000);
    }
  }
  return codes;
}

export const SEED_COMMON_CLAIMS: Array<typeof voucherCommonClaims.$inferInsert> = [
  { userId: 'seed-klubb-anna', offerId: 'klubb-benefit-005', claimedAt: new Date(CLAIMED_FROM_MS) },
];
