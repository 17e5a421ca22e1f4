import { and, eq, inArray } from 'drizzle-orm';

import {
  withSafeLinks,
  type CompanionOffer,
  type ContentBlock,
  type Offer,
} from '@klubb/contracts';

import type { Orm } from '../db/database';
import { orders } from '../db/schema-commerce';
import { absoluteImage, absoluteUrl } from '../http/absolute-url';

import { feesOf, pricePartsOf, toItemVariant, variantsOfOffers } from './item-variants';
import { toOfferBase } from './offer-mappers';
import { findOffer, type OfferRow } from './offer-queries';
import { NO_PROMO, promoFieldsOf } from './promo-status';

export interface DetailOptions {
  publicUrl: string;
  /** The signed-in caller, or null for an anonymous visitor. */
  userId: string | null;
  getVoucher: boolean;
  getCompanionOffer: boolean;
  getAvailability: boolean;
}

const EMPTY_DETAIL = {
  ...NO_PROMO,
  itemVariantType: null,
  itemVariantList: [],
  itemVariantCustomFeeBuildRecord: {},
  itemVariantAvailability: null,
  waitingList: false,
  callToAction: null,
  companionOffer: null,
  contentBlocks: [],
} satisfies Omit<Offer, keyof ReturnType<typeof toOfferBase>>;

async function companionOf(orm: Orm, offer: OfferRow, publicUrl: string) {
  if (!offer.companionOfferId) return null;
  const companion = await findOffer(orm, offer.brandId, offer.companionOfferId);
  const now = Date.now();
  const visible =
    companion &&
    companion.publishedAt.getTime() <= now &&
    (!companion.endsAt || companion.endsAt.getTime() > now);
  if (!visible) return null;
  return {
    id: companion.id,
    type: companion.type,
    title: companion.title,
    teaserLine: companion.teaserLine,
    companionOfferHeader: offer.companionOfferHeader ?? '',
    puffImage: absoluteImage(companion.puffImage, publicUrl),
  } satisfies CompanionOffer;
}

/**
 * Image blocks keep their picture relative in the database, like every other picture; rich text
 * goes out with only http, https, mailto and tel links (spec §5), whatever was stored.
 */
function withAbsoluteImages(blocks: ContentBlock[], publicUrl: string): ContentBlock[] {
  return blocks.map((block) => {
    if (block.type === 'image') {
      return { ...block, imageSrc: absoluteUrl(block.imageSrc, publicUrl) };
    }
    return block.type === 'richText'
      ? { ...block, rawState: withSafeLinks(block.rawState) }
      : block;
  });
}

/** The tickets of these the member is on the waiting list for, so the page opens in that state. */
export async function waitingListJoinedOf(orm: Orm, userId: string, variantIds: string[]) {
  if (variantIds.length === 0) return [];
  const rows = await orm
    .select({ id: orders.interestItemVariantId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'interest_registration'),
        inArray(orders.interestItemVariantId, variantIds),
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * GET /v1/get/offer's answer (spec §3 Offer detail). An offer that needs sign-in shows an
 * anonymous visitor its teaser only.
 */
export async function offerDetail(
  orm: Orm,
  offer: OfferRow,
  options: DetailOptions,
): Promise<Offer> {
  const base = toOfferBase(offer, options.publicUrl);
  if (offer.requiresSignIn && !options.userId) return { ...base, ...EMPTY_DETAIL };
  const variants = await variantsOfOffers(orm, [offer.id]);
  const soldOut = variants.length > 0 && variants.every((variant) => variant.available === 0);
  const soldOutTickets =
    offer.itemVariantType === 'ticket'
      ? variants.filter((variant) => variant.available === 0).map((variant) => variant.id)
      : [];
  const [parts, promo, companion, joined] = await Promise.all([
    pricePartsOf(orm, offer.brandId, variants),
    options.getVoucher ? promoFieldsOf(orm, offer, options.userId) : NO_PROMO,
    options.getCompanionOffer ? companionOf(orm, offer, options.publicUrl) : null,
    options.userId ? waitingListJoinedOf(orm, options.userId, soldOutTickets) : [],
  ]);
  return {
    ...base,
    ...promo,
    itemVariantType: offer.itemVariantType,
    itemVariantList: variants.map((variant) => toItemVariant(variant, parts, options.publicUrl)),
    itemVariantCustomFeeBuildRecord: feesOf(variants, parts),
    itemVariantAvailability: options.getAvailability
      ? Object.fromEntries(variants.map((variant) => [variant.id, variant.available]))
      : null,
    waitingList: offer.waitingList && soldOut,
    waitingListJoined: joined,
    callToAction: offer.callToAction,
    companionOffer: companion,
    contentBlocks: withAbsoluteImages(offer.contentBlocks, options.publicUrl),
  };
}
