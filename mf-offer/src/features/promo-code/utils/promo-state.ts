import {
  ERROR_CODES,
  type ClaimVoucherResult,
  type Offer,
  type UniqueClaimResult,
} from '@klubb/contracts';

/**
 * Spec §4 "Offer promo code": claimable, claimed (some codes held, more allowed), claim capacity
 * reached and no codes remaining; `none` when the offer has no promo. The claim button shows for
 * claimable and claimed (enabled below the cap) and for capReached (disabled, with count/cap); it
 * is hidden for none and noCodesRemaining.
 */
export type PromoState =
  | { kind: 'none' }
  | { kind: 'claimable'; promoType: 'unique' | 'common'; claimed: number; cap: number | null }
  | { kind: 'claimed'; claimed: number; cap: number }
  | { kind: 'capReached'; claimed: number; cap: number }
  | { kind: 'noCodesRemaining' };

type PromoFields = Pick<
  Offer,
  | 'promoExists'
  | 'promoType'
  | 'isVoucherCodeSoldOut'
  | 'voucherClaimCap'
  | 'userVoucherCodeClaimCount'
>;

export function promoStateOf(offer: PromoFields): PromoState {
  if (!offer.promoExists || offer.promoType === null) return { kind: 'none' };
  if (offer.promoType === 'common') {
    return { kind: 'claimable', promoType: 'common', claimed: 0, cap: null };
  }
  const claimed = offer.userVoucherCodeClaimCount;
  const cap = offer.voucherClaimCap;
  if (cap !== null && claimed >= cap) return { kind: 'capReached', claimed, cap };
  if (offer.isVoucherCodeSoldOut) return { kind: 'noCodesRemaining' };
  if (cap !== null && claimed > 0) return { kind: 'claimed', claimed, cap };
  return { kind: 'claimable', promoType: 'unique', claimed, cap };
}

/** Whether the claim button shows, and whether it can be pressed. */
export function claimButtonOf(state: PromoState): 'hidden' | 'enabled' | 'disabled' {
  switch (state.kind) {
    case 'none':
    case 'noCodesRemaining':
      return 'hidden';
    case 'capReached':
      return 'disabled';
    case 'claimable':
    case 'claimed':
      return 'enabled';
  }
}

/** What a claim answered: a unique code, a common claim's status, or a failure message. */
export type ClaimOutcome =
  | { kind: 'unique'; result: UniqueClaimResult }
  | { kind: 'common' }
  | { kind: 'failed'; message: 'somethingWrong' | 'capReached' | 'noCodesRemaining' };

export function claimOutcomeOf(result: ClaimVoucherResult): ClaimOutcome {
  if ('code' in result) return { kind: 'unique', result };
  // A common claim answers a status: anything falsy is the something-wrong message (spec §4).
  return result.status ? { kind: 'common' } : { kind: 'failed', message: 'somethingWrong' };
}

/** The message of a claim that failed, by the API's error code. */
export function claimFailureOf(code: string | null): ClaimOutcome & { kind: 'failed' } {
  if (code === ERROR_CODES.voucherCapReached) return { kind: 'failed', message: 'capReached' };
  if (code === ERROR_CODES.voucherSoldOut) return { kind: 'failed', message: 'noCodesRemaining' };
  return { kind: 'failed', message: 'somethingWrong' };
}
