import { richTextFor, richTextWithUnsafeLink } from './content-blocks';
import type { NewOffer, OfferWords } from './generate-offers';
import { SEED_LANGUAGES } from './languages';
import { codesFor, type DetailPlan, type NewVariant, type OfferDetails } from './offer-details';
import { seedContactOf } from './site-content';

type Change =
  | { promo: 'unique'; cap: number; codes: number }
  | { promo: 'common'; code: string }
  | { soldOut: true }
  | { lastTickets: number }
  | { purchaseCap: number }
  | { companion: string; header: string }
  | { unsafeLink: true }
  | { offer: Partial<NewOffer> };

const claim = (label: string) => ({ type: 'claim' as const, label, url: null, message: null });

/**
 * The hand-picked states of api/README.md "Offer states": which offer is sold out, has its cap
 * reached, offers a waiting list, a common code, a companion, a link the client must drop.
 */
export const SPECIAL_OFFERS: Record<string, Change[]> = {
  'klubb-benefit-001': [{ promo: 'unique', cap: 2, codes: 40 }],
  'klubb-benefit-002': [{ promo: 'unique', cap: 1, codes: 30 }],
  'klubb-benefit-003': [{ promo: 'unique', cap: 3, codes: 5 }],
  'klubb-benefit-004': [{ promo: 'common', code: 'MEDLEM50' }],
  'klubb-benefit-005': [{ promo: 'common', code: 'KLUBB2026' }],
  'klubb-live-001': [{ companion: 'klubb-editorial-003', header: 'Läs mer inför kvällen' }],
  'klubb-live-002': [{ soldOut: true }, { offer: { waitingList: true } }],
  'klubb-live-004': [{ lastTickets: 10 }],
  'klubb-live-005': [{ purchaseCap: 2 }],
  'klubb-editorial-002': [
    { unsafeLink: true },
    {
      offer: {
        callToAction: {
          type: 'mailTo',
          label: 'Mejla oss',
          url: null,
          message: 'Hej! Jag har en fråga om artikeln.',
        },
      },
    },
  ],
  'klubb-editorial-003': [
    { companion: 'klubb-live-001', header: 'Missa inte' },
    {
      offer: {
        callToAction: {
          type: 'referralUrl',
          label: 'Tipsa en vän',
          url: 'https://partner.example/referral',
          message: null,
        },
      },
    },
  ],
  'norge-benefit-002': [{ promo: 'unique', cap: 1, codes: 20 }],
  'norge-benefit-004': [{ promo: 'common', code: 'NORGE2026' }],
  'norge-benefit-005': [{ companion: 'norge-editorial-001', header: 'Les også' }],
  'norge-editorial-002': [{ unsafeLink: true }],
};

function applyChange(
  plan: DetailPlan,
  details: OfferDetails,
  offer: NewOffer,
  change: Change,
  words: OfferWords | undefined,
) {
  const variants = details.variants.filter((variant) => variant.offerId === offer.id);
  const setAll = (values: Partial<NewVariant>) => variants.forEach((v) => Object.assign(v, values));
  if ('promo' in change) {
    details.codes = details.codes.filter((code) => code.offerId !== offer.id);
    if (change.promo === 'unique') {
      details.codes.push(...codesFor(plan, offer, change.codes));
      Object.assign(offer, {
        promoType: 'unique',
        voucherClaimCap: change.cap,
        promoCodeCommon: null,
      });
    } else {
      Object.assign(offer, {
        promoType: 'common',
        promoCodeCommon: change.code,
        voucherClaimCap: null,
      });
    }
    offer.callToAction = claim(SEED_LANGUAGES[plan.language].labels.claim);
    // The body says how to use the offer, so it follows the new call to action.
    if (words) {
      const context = { language: plan.language, words, callToAction: offer.callToAction };
      offer.contentBlocks = [richTextFor(offer, context), ...(offer.contentBlocks ?? []).slice(1)];
    }
  } else if ('soldOut' in change) setAll({ available: 0 });
  else if ('lastTickets' in change) {
    const [first] = variants;
    if (first) first.available = change.lastTickets;
  } else if ('purchaseCap' in change) setAll({ purchaseCap: change.purchaseCap });
  else if ('companion' in change) {
    Object.assign(offer, {
      companionOfferId: change.companion,
      companionOfferHeader: change.header,
    });
  } else if ('unsafeLink' in change) {
    offer.contentBlocks = [
      ...(offer.contentBlocks ?? []),
      richTextWithUnsafeLink(plan.language, seedContactOf(plan.brandId)),
    ];
  } else Object.assign(offer, change.offer);
}

export function applySpecialOffers(
  plan: DetailPlan,
  details: OfferDetails,
  words: Map<string, OfferWords>,
): OfferDetails {
  for (const offer of details.offers) {
    for (const change of SPECIAL_OFFERS[offer.id] ?? []) {
      applyChange(plan, details, offer, change, words.get(offer.id));
    }
  }
  return details;
}
