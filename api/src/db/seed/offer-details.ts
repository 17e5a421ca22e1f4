import type { CallToAction } from '@klubb/contracts';

import type { itemVariants, voucherCodes } from '../schema';

import type { SeedLanguage } from './content';
import { contentBlocksFor } from './content-blocks';
import { fill, isMerchandise, type NewOffer, type OfferWords } from './generate-offers';
import { seedImage } from './images';
import { SEED_LANGUAGES } from './languages';
import { mapUrlOf, SEED_VENUES, ticketCitiesOf } from './price-parts';
import { createRandom } from './random';

export type NewVariant = typeof itemVariants.$inferInsert;
export type NewVoucherCode = typeof voucherCodes.$inferInsert;

export interface OfferDetails {
  offers: NewOffer[];
  variants: NewVariant[];
  codes: NewVoucherCode[];
}

export interface DetailPlan {
  brandId: string;
  idPrefix: string;
  language: SeedLanguage;
  currency: 'SEK' | 'NOK';
  seed: number;
  /** Brands without the commerce remote sell nothing: no variants. */
  sells: boolean;
}

const HOUR_MS = 3_600_000;
// The seeded events take place from February 2027: well after the seed's newest offer.
const FIRST_EVENT_MS = Date.UTC(2027, 1, 1, 17, 0);
const TICKET_TAX = { klubb: 'klubb-vat-6', 'klubb-norge': 'norge-mva-12' } as const;
const GOODS_TAX = { klubb: 'klubb-vat-25', 'klubb-norge': 'norge-mva-25' } as const;
/** Clothing sizes and the chest measure (cm) each fits. */
const SIZES = [
  ['S', '88–96'],
  ['M', '96–104'],
  ['L', '104–112'],
] as const;
/** Unique promo codes of an offer: `<PREFIX>-<offer number>-<n>`, readable and distinct. */
export function codesFor(plan: DetailPlan, offer: NewOffer, count: number): NewVoucherCode[] {
  const number = offer.id.split('-').at(-1) ?? '0';
  return Array.from({ length: count }, (_, index) => ({
    brandId: plan.brandId,
    offerId: offer.id,
    code: `${plan.idPrefix.toUpperCase()}${number}-${String(index + 1).padStart(3, '0')}`,
  }));
}

function ticketsFor(
  plan: DetailPlan,
  offer: NewOffer,
  number: number,
  random = createRandom(plan.seed + number),
) {
  const cities = ticketCitiesOf(number);
  const withVip = number % 4 === 0;
  const variants: NewVariant[] = [];
  cities.forEach((city, cityIndex) => {
    const venue = SEED_VENUES[city];
    if (!venue) return;
    for (const [slot, hour] of [0, 3.5].entries()) {
      const start = FIRST_EVENT_MS + (number * 3 + cityIndex) * 24 * HOUR_MS + hour * HOUR_MS;
      const options = withVip ? (['standard', 'vip'] as const) : (['standard'] as const);
      for (const option of options) {
        variants.push({
          id: `${offer.id}-${cityIndex}${slot}${option === 'vip' ? 'v' : 's'}`,
          brandId: plan.brandId,
          offerId: offer.id,
          title: `${SEED_LANGUAGES[plan.language].labels[option]}, ${city}`,
          priceCurrent: (option === 'vip' ? 995 : random.int(25, 70) * 10 - 5) * 100,
          priceOriginal: null,
          currency: plan.currency,
          customFeeIds: [`${plan.idPrefix}-fee-service`],
          taxRateIds: [TICKET_TAX[plan.brandId as keyof typeof TICKET_TAX]],
          purchaseCap: option === 'vip' ? 2 : 6,
          dateStart: new Date(start),
          dateEnd: new Date(start + 3 * HOUR_MS),
          location: {
            address: venue.address,
            zipCode: venue.zipCode,
            city,
            mapUrl: mapUrlOf(venue.lat, venue.lng),
          },
          available: random.int(20, 300),
          sortOrder: variants.length,
        });
      }
    }
  });
  return variants;
}

function goodsFor(
  plan: DetailPlan,
  offer: NewOffer,
  number: number,
  random = createRandom(plan.seed + number),
) {
  const { labels } = SEED_LANGUAGES[plan.language];
  return SIZES.slice(0, 2 + (number % 2)).map(([size, range], index): NewVariant => {
    const price = random.int(20, 90) * 10 - 1;
    return {
      id: `${offer.id}-${size.toLowerCase()}`,
      brandId: plan.brandId,
      offerId: offer.id,
      title: `${labels.size} ${size}`,
      description: fill(labels.fits, { range }),
      images: [
        seedImage(((number + index) % 12) + 1, null),
        seedImage(((number + index + 5) % 12) + 1, null),
      ],
      priceCurrent: price * 100,
      priceOriginal: index === 0 ? Math.round(price * 1.3) * 100 : null,
      currency: plan.currency,
      customFeeIds: [`${plan.idPrefix}-fee-shipping`],
      taxRateIds: [GOODS_TAX[plan.brandId as keyof typeof GOODS_TAX]],
      purchaseCap: 5,
      available: random.int(10, 100),
      sortOrder: index,
    };
  });
}

/**
 * The detail of generated offers: tickets for every live offer and goods (clothing in sizes) for
 * every sixth benefit (brands that sell); unique codes for benefits numbered 1, 6, 11… and a
 * common code for 3, 8, 13…; a call to action that fits; content blocks written from the offer's
 * words and its call to action.
 */
export function generateDetails(
  plan: DetailPlan,
  list: NewOffer[],
  words: Map<string, OfferWords>,
): OfferDetails {
  const { labels } = SEED_LANGUAGES[plan.language];
  const result: OfferDetails = { offers: [], variants: [], codes: [] };
  list.forEach((offer, index) => {
    const number = Number(offer.id.split('-').at(-1));
    const offerWords = words.get(offer.id);
    if (!offerWords) throw new Error(`No words for ${offer.id}`);
    const detailed: NewOffer = { ...offer };
    let cta: CallToAction | null = null;
    if (offer.type === 'live' && plan.sells) {
      result.variants.push(...ticketsFor(plan, offer, number));
      Object.assign(detailed, { itemVariantType: 'ticket' });
      cta = { type: 'payment', label: labels.tickets, url: null, message: null };
    } else if (isMerchandise(offer.type, number, plan.sells)) {
      result.variants.push(...goodsFor(plan, offer, number));
      Object.assign(detailed, { itemVariantType: 'other' });
      cta = { type: 'payment', label: labels.buy, url: null, message: null };
    } else if (offer.type === 'benefit' && number % 5 === 1) {
      result.codes.push(...codesFor(plan, offer, 15));
      Object.assign(detailed, { promoType: 'unique', voucherClaimCap: 1 });
      cta = { type: 'claim', label: labels.claim, url: null, message: null };
    } else if (offer.type === 'benefit' && number % 5 === 3) {
      const code = `${plan.idPrefix.toUpperCase()}${number}`;
      Object.assign(detailed, { promoType: 'common', promoCodeCommon: code });
      cta = { type: 'claim', label: labels.claim, url: null, message: null };
    } else if (offer.type === 'benefit') {
      cta = {
        type: 'url',
        label: labels.go,
        url: `https://partner.example/${offer.id}`,
        message: null,
      };
    }
    const context = { language: plan.language, words: offerWords, callToAction: cta };
    result.offers.push({
      ...detailed,
      callToAction: cta,
      contentBlocks: contentBlocksFor(offer, index, context),
    });
  });
  return result;
}
