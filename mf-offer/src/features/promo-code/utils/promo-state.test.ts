import { ERROR_CODES } from '@klubb/contracts';

import {
  claimButtonOf,
  claimFailureOf,
  claimOutcomeOf,
  promoStateOf,
  type PromoState,
} from './promo-state';

const unique = (claimed: number, cap: number, soldOut = false) => ({
  promoExists: true,
  promoType: 'unique' as const,
  isVoucherCodeSoldOut: soldOut,
  voucherClaimCap: cap,
  userVoucherCodeClaimCount: claimed,
});

describe('promoStateOf', () => {
  it('is none without a promo', () => {
    expect(
      promoStateOf({
        promoExists: false,
        promoType: null,
        isVoucherCodeSoldOut: false,
        voucherClaimCap: null,
        userVoucherCodeClaimCount: 0,
      }),
    ).toEqual({ kind: 'none' });
  });

  it('is claimable below the cap with nothing claimed, and claimed with some', () => {
    expect(promoStateOf(unique(0, 2))).toEqual({
      kind: 'claimable',
      promoType: 'unique',
      claimed: 0,
      cap: 2,
    });
    expect(promoStateOf(unique(1, 2))).toEqual({ kind: 'claimed', claimed: 1, cap: 2 });
  });

  it('is capReached at the cap, even when the codes are gone too', () => {
    expect(promoStateOf(unique(2, 2))).toEqual({ kind: 'capReached', claimed: 2, cap: 2 });
    expect(promoStateOf(unique(3, 3, true))).toEqual({ kind: 'capReached', claimed: 3, cap: 3 });
  });

  it('is noCodesRemaining when sold out below the cap', () => {
    expect(promoStateOf(unique(2, 3, true))).toEqual({ kind: 'noCodesRemaining' });
    expect(promoStateOf(unique(0, 3, true))).toEqual({ kind: 'noCodesRemaining' });
  });

  it('makes a common code always claimable', () => {
    expect(
      promoStateOf({
        promoExists: true,
        promoType: 'common',
        isVoucherCodeSoldOut: false,
        voucherClaimCap: null,
        userVoucherCodeClaimCount: 0,
      }),
    ).toEqual({ kind: 'claimable', promoType: 'common', claimed: 0, cap: null });
  });
});

describe('claimButtonOf', () => {
  it('hides the button without a promo or when sold out, disables it at the cap', () => {
    const cases: Array<[PromoState, string]> = [
      [{ kind: 'none' }, 'hidden'],
      [{ kind: 'noCodesRemaining' }, 'hidden'],
      [{ kind: 'capReached', claimed: 2, cap: 2 }, 'disabled'],
      [{ kind: 'claimable', promoType: 'unique', claimed: 0, cap: 2 }, 'enabled'],
      [{ kind: 'claimed', claimed: 1, cap: 2 }, 'enabled'],
    ];
    for (const [state, button] of cases) expect(claimButtonOf(state)).toBe(button);
  });
});

describe('claim outcomes', () => {
  it('reads a unique code, and a common claim’s status', () => {
    const result = { code: 'KLUBB001-002', userClaimedCount: 1, claimCap: 2 };
    expect(claimOutcomeOf(result)).toEqual({ kind: 'unique', result });
    expect(claimOutcomeOf({ status: true })).toEqual({ kind: 'common' });
    expect(claimOutcomeOf({ status: false })).toEqual({
      kind: 'failed',
      message: 'somethingWrong',
    });
  });

  it('names the failure by the API’s code', () => {
    expect(claimFailureOf(ERROR_CODES.voucherCapReached).message).toBe('capReached');
    expect(claimFailureOf(ERROR_CODES.voucherSoldOut).message).toBe('noCodesRemaining');
    expect(claimFailureOf('internal').message).toBe('somethingWrong');
    expect(claimFailureOf(null).message).toBe('somethingWrong');
  });
});
