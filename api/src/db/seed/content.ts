import type { OfferType } from '@klubb/contracts';

/** The languages the seeded brands speak. */
export type SeedLanguage = 'sv' | 'nb';

/** An article topic ("surdegsbak") and one concrete piece of advice about it. */
export interface Topic {
  name: string;
  advice: string;
}

/** Something a benefit gives a better price on ("en hotellnatt"), and the partners that sell it. */
export interface Product {
  name: string;
  partners: string[];
}

/** An event that tours the brand's cities, with a sentence about what the member gets. */
export interface LiveEvent {
  name: string;
  about: string;
}

/** The words one category lends to generated offers. */
export interface CategoryContent {
  id: string;
  name: string;
  topics: Topic[];
  products: Product[];
  /** Clothing in sizes S–L that a selling brand sells in the app: the only goods with sizes. */
  garments?: Product[];
  /** Events: a category with these takes live offers too. */
  live?: { events: LiveEvent[] };
}

/** Every category takes benefits and articles; live offers only where it has events to offer. */
export function offerTypesOf(category: CategoryContent): OfferType[] {
  return category.live ? ['benefit', 'editorial', 'live'] : ['benefit', 'editorial'];
}

/**
 * Templates with `{placeholders}`; a capitalised placeholder (`{Topic}`) is filled capitalised.
 * `{cities}` names the cities an event is sold in ("Göteborg, Malmö och Uppsala").
 */
export interface TypeTemplates {
  titles: string[];
  /** Titles for goods sold in the app (a price of its own, so no "half price"); else `titles`. */
  goodsTitles?: string[];
  teasers: string[];
  preambles: string[];
  tags: string[];
}

/** The rich text of generated offers, by type; none of it repeats the offer's preamble. */
export interface BodyTemplates {
  /** Articles: an opening and a closing paragraph around the topic's advice. */
  editorial: { openings: string[]; heading: string; closings: string[] };
  /** Benefits: how to use the offer, by call to action, and its terms. */
  benefit: {
    heading: string;
    claim: string[];
    url: string[];
    buy: string[];
    terms: string;
    partnerLink: string;
  };
  /** Events: what the evening is, then practical details. */
  live: { heading: string; facts: string[] };
}

/** Every word of a brand's seed in the brand's language: its offers, their blocks and buttons. */
export interface LanguageTable {
  categories: CategoryContent[];
  templates: Partial<Record<OfferType, TypeTemplates>>;
  /** Joins the last two of a list ("och", "og"). */
  and: string;
  /** One per seeded picture (puff-01 … puff-12), in order. */
  imageDescriptions: string[];
  body: BodyTemplates;
  /** Call-to-action labels, and the names of the ticket options and sizes. */
  labels: {
    claim: string;
    buy: string;
    tickets: string;
    go: string;
    standard: string;
    vip: string;
    size: string;
    /** `{range}` is the chest measure in centimetres. */
    fits: string;
  };
  /**
   * A contact paragraph with `{mail}`, `{phone}`, `{more}` and `{click}` links: the rich text that
   * shows the client's link rules (the `{click}` link is a `javascript:` one the client must drop).
   */
  contact: { sentence: string; mail: string; more: string; click: string };
}

/** "A, B och C". */
export function listOf(items: string[], and: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
