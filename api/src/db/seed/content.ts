import type { OfferType } from '@klubb/contracts';

/** The languages the seeded brands speak. */
export type SeedLanguage = 'sv' | 'nb';

/** The words one category lends to generated offers. */
export interface CategoryContent {
  id: string;
  name: string;
  /** Noun phrases for articles ("surdegsbak"). */
  topics: string[];
  /** Noun phrases for benefits ("en middag för två"). */
  products: string[];
  partners: string[];
  /** Events and where they happen: a category with these takes live offers too. */
  live?: { events: string[]; venues: string[] };
}

/** Every category takes benefits and articles; live offers only where it has events to offer. */
export function offerTypesOf(category: CategoryContent): OfferType[] {
  return category.live ? ['benefit', 'editorial', 'live'] : ['benefit', 'editorial'];
}

/** Templates with `{placeholders}`; a capitalised placeholder (`{Topic}`) is filled capitalised. */
export interface TypeTemplates {
  titles: string[];
  teasers: string[];
  preambles: string[];
  tags: string[];
}

/** Every word of a brand's seed in the brand's language: its offers, their blocks and buttons. */
export interface LanguageTable {
  categories: CategoryContent[];
  templates: Partial<Record<OfferType, TypeTemplates>>;
  cities: string[];
  /** One per seeded picture (puff-01 … puff-12), in order. */
  imageDescriptions: string[];
  /** The rich text of every generated offer: a "how it works" heading, its steps, a link. */
  blocks: { how: string; steps: string[]; more: string };
  /** Call-to-action labels, and the names of the ticket options. */
  labels: {
    claim: string;
    buy: string;
    tickets: string;
    go: string;
    standard: string;
    vip: string;
  };
}
