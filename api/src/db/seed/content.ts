import type { OfferType } from '@klubb/contracts';

/** The words one category lends to generated offers. */
export interface CategoryContent {
  id: string;
  name: string;
  offerTypes: OfferType[];
  /** Noun phrases for articles ("surdegsbak"). */
  topics: string[];
  /** Noun phrases for benefits ("en middag för två"). */
  products: string[];
  partners: string[];
  /** Events and where they happen, for live offers. */
  events: string[];
  venues: string[];
}

/** Templates with `{placeholders}`; a capitalised placeholder (`{Topic}`) is filled capitalised. */
export interface TypeTemplates {
  titles: string[];
  teasers: string[];
  preambles: string[];
  tags: string[];
}

/** Everything a brand's offers are generated from, in the brand's language. */
export interface ContentPack {
  categories: CategoryContent[];
  templates: Partial<Record<OfferType, TypeTemplates>>;
  cities: string[];
  /** One per seeded picture (puff-01 … puff-12), in order. */
  imageDescriptions: string[];
}
