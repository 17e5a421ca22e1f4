import { BANK_CARD_OPTIONS, OTHER_BANK_CARD_INDEX, type BrandConfig } from '@klubb/contracts';

/**
 * The set-up's referral fields, filled from a referral link the member came by: a known bank
 * card's code chooses that card, any other code goes in the boxes (as "another card").
 * `remembered`: the code kept from the link (`rememberedReferralCode`), or null.
 */
export function initialReferral(
  type: BrandConfig['referralCodeInputType'],
  remembered: string | null,
): { bankCardIndex: number | null; code: string } {
  if (!remembered || type === 'none') return { bankCardIndex: null, code: '' };
  if (type !== 'options') return { bankCardIndex: null, code: remembered };
  const index = BANK_CARD_OPTIONS.findIndex((card) => card.code !== '' && card.code === remembered);
  return index >= 0
    ? { bankCardIndex: index, code: '' }
    : { bankCardIndex: OTHER_BANK_CARD_INDEX, code: remembered };
}
