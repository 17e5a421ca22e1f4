import type { Billboard, Offer, OfferFeedItem } from '@klubb/contracts';

import { absoluteImage } from '../http/absolute-url';

import type { FeedRow, OfferRow } from './offer-queries';

/** A feed item; an offer has at most one category, so `categoryIdSelect` lists it or is empty. */
export function toFeedItem(row: FeedRow, publicUrl: string): OfferFeedItem {
  return {
    id: row.id,
    type: row.type,
    categoryId: row.categoryId,
    categoryIdSelect: row.categoryId ? [row.categoryId] : [],
    title: row.title,
    teaserLine: row.teaserLine,
    puffImage: absoluteImage(row.puffImage, publicUrl),
    readingTime: row.readingTime,
    tags: row.tags,
  };
}

export function toBillboard(row: OfferRow, publicUrl: string): Billboard {
  return {
    offerId: row.id,
    categoryId: row.categoryId,
    teaserLine: row.teaserLine,
    title: row.title,
    type: row.type,
    puffImage: absoluteImage(row.puffImage, publicUrl),
    readingTime: row.readingTime,
  };
}

/** The fields every offer answer has, before the detail (variants, promo, blocks) is added. */
export type OfferBase = Pick<
  Offer,
  | 'id'
  | 'type'
  | 'title'
  | 'preamble'
  | 'categoryId'
  | 'puffImage'
  | 'readingTime'
  | 'requiresSignIn'
>;

export function toOfferBase(row: OfferRow, publicUrl: string): OfferBase {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    preamble: row.preamble,
    categoryId: row.categoryId,
    puffImage: absoluteImage(row.puffImage, publicUrl),
    readingTime: row.readingTime,
    requiresSignIn: row.requiresSignIn,
  };
}
