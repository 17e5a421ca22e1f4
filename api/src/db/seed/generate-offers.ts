import type { OfferType } from '@klubb/contracts';

import type { categories, offers } from '../schema';

import {
  listOf,
  offerTypesOf,
  type CategoryContent,
  type LanguageTable,
  type LiveEvent,
  type Topic,
  type TypeTemplates,
} from './content';
import { SEED_IMAGE_COUNT, seedImage } from './images';
import { ticketCitiesOf } from './price-parts';
import { createRandom, type Random } from './random';

export type NewCategory = typeof categories.$inferInsert;
export type NewOffer = typeof offers.$inferInsert;

export interface OfferPlan {
  brandId: string;
  /** Ids read `<idPrefix>-<type>-<nnn>`, numbered per type from the newest. */
  idPrefix: string;
  pack: LanguageTable;
  counts: Partial<Record<OfferType, number>>;
  seed: number;
  /** A brand that sells has goods (sized clothing) and tickets; the others neither. */
  sells: boolean;
  /** Hand-picked article topics by offer id, e.g. an article that goes with an event. */
  topics?: Record<string, Topic>;
}

/** The words an offer was written from: its detail (rich text, goods) is written from them too. */
export interface OfferWords {
  topic: Topic;
  product: string;
  partner: string;
  event: LiveEvent | null;
  /** The cities an event's tickets are sold in. */
  cities: string[];
}

/** Every sixth benefit of a brand that sells is goods: clothing, sold in sizes in the app. */
export function isMerchandise(type: OfferType, number: number, sells: boolean): boolean {
  return sells && type === 'benefit' && number % 6 === 0;
}

// Fixed dates keep the seed identical on every run; the newest offer is from 31 October 2026.
const NEWEST_MS = Date.UTC(2026, 9, 31, 8, 0);
const HOUR_MS = 3_600_000;
const LONG_RUNNING_END = new Date(Date.UTC(2030, 11, 31, 22, 59));
const PERCENTS = [10, 15, 20, 25, 30, 40, 50];

/** Fills `{name}`; `{Name}` gives the value with a capital first letter. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key.toLowerCase()] ?? '';
    return key[0] === key[0]?.toUpperCase()
      ? value.charAt(0).toUpperCase() + value.slice(1)
      : value;
  });
}

function shuffled<T>(list: T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pickTags(templates: TypeTemplates, random: Random): string[] {
  const count = random.int(0, 2);
  return shuffled(templates.tags, random).slice(0, count);
}

/**
 * The words of one offer. A product comes with its own partners, so no shop sells what it does not
 * have; goods are clothing with sizes. The two unused draws stand where a venue and a city were
 * drawn once: keeping them keeps every seeded offer's category, picture and date where tests know it.
 */
function wordsFor(
  category: CategoryContent,
  merchandise: boolean,
  cities: string[],
  random: Random,
) {
  const topicIndex = random.int(0, category.topics.length - 1);
  const products = merchandise ? category.garments : category.products;
  if (!products?.length)
    throw new Error(`No ${merchandise ? 'garments' : 'products'} in ${category.id}`);
  const product = random.pick(products);
  const partner = random.pick(product.partners);
  const event = category.live ? random.pick(category.live.events) : null;
  if (category.live) random.next();
  random.next();
  const topic = category.topics[topicIndex] ?? category.topics[0];
  if (!topic) throw new Error(`No topics in ${category.id}`);
  const words: OfferWords = { topic, product: product.name, partner, event, cities };
  return {
    words,
    topicIndex,
    percent: String(random.pick(PERCENTS)),
    n: String(random.int(3, 12)),
  };
}

/** The drawn topic if no article of the brand has it yet, else the next one that is still free. */
function freshTopic(topics: Topic[], drawn: number, used: Set<string>): Topic | undefined {
  const order = topics.map((_, step) => topics[(drawn + step) % topics.length]);
  return order.find((topic) => topic && !used.has(topic.name)) ?? topics[drawn];
}

/** A title not yet used in the brand: the drawn template, else the next one that gives a new title. */
function uniqueTitle(
  titles: string[],
  drawn: number,
  vars: Record<string, string>,
  used: Set<string>,
): string {
  const candidates = titles.map((_, step) =>
    fill(titles[(drawn + step) % titles.length] ?? '', vars),
  );
  const title = candidates.find((candidate) => !used.has(candidate)) ?? candidates[0] ?? '';
  used.add(title);
  return title;
}

/** The categories and offers of one brand, the same on every run for the same plan. */
export function generateOffers(plan: OfferPlan): {
  categories: NewCategory[];
  offers: NewOffer[];
  words: Map<string, OfferWords>;
} {
  const random = createRandom(plan.seed);
  const { pack } = plan;
  const words = new Map<string, OfferWords>();
  const usedTitles = new Set<string>();
  const usedTopics = new Set<string>();
  const slots = Object.entries(plan.counts).flatMap(([type, count]) =>
    Array.from({ length: count }, () => type as OfferType),
  );
  const perType: Partial<Record<OfferType, number>> = {};
  let publishedMs = NEWEST_MS;

  const generated = shuffled(slots, random).map((type, index): NewOffer => {
    const templates = pack.templates[type];
    if (!templates) throw new Error(`No ${type} templates for ${plan.brandId}`);
    const number = (perType[type] = (perType[type] ?? 0) + 1);
    const choices = pack.categories.filter((category) => offerTypesOf(category).includes(type));
    const category = random.pick(choices);
    const merchandise = isMerchandise(type, number, plan.sells);
    const cities = type === 'live' && plan.sells ? ticketCitiesOf(number) : [];
    const id = `${plan.idPrefix}-${type}-${String(number).padStart(3, '0')}`;
    const drawn = wordsFor(category, merchandise, cities, random);
    if (type === 'editorial') {
      const topic = plan.topics?.[id] ?? freshTopic(category.topics, drawn.topicIndex, usedTopics);
      if (topic) drawn.words.topic = topic;
      usedTopics.add(drawn.words.topic.name);
    }
    const vars = {
      topic: drawn.words.topic.name,
      product: drawn.words.product,
      partner: drawn.words.partner,
      event: drawn.words.event?.name ?? '',
      cities: listOf(cities, pack.and),
      percent: drawn.percent,
      n: drawn.n,
    };
    // Every tenth offer shares its predecessor's time, so the feed's tiebreak is exercised.
    if (index > 0 && index % 10 !== 0) publishedMs -= random.int(20, 60) * HOUR_MS;
    const imageIndex = random.int(1, SEED_IMAGE_COUNT);
    const uncategorised = type === 'editorial' && number % 13 === 0;
    const titles = (merchandise && templates.goodsTitles) || templates.titles;
    words.set(id, drawn.words);
    return {
      id,
      brandId: plan.brandId,
      type,
      categoryId: uncategorised ? null : category.id,
      title: uniqueTitle(titles, random.int(0, titles.length - 1), vars, usedTitles),
      teaserLine: fill(random.pick(templates.teasers), vars),
      preamble: fill(random.pick(templates.preambles), vars),
      // Every ninth picture lacks a description, so the client's fallback text shows.
      puffImage: seedImage(
        imageIndex,
        index % 9 === 4 ? null : (pack.imageDescriptions[imageIndex - 1] ?? null),
      ),
      readingTime: type === 'editorial' ? (number % 7 === 1 ? 1 : random.int(2, 12)) : null,
      tags: pickTags(templates, random),
      requiresSignIn: false,
      publishedAt: new Date(publishedMs),
      endsAt: type === 'benefit' && number % 4 === 0 ? LONG_RUNNING_END : null,
    };
  });

  const categoryRows = pack.categories.map((category, sortOrder) => ({
    id: category.id,
    brandId: plan.brandId,
    name: category.name,
    offerTypes: offerTypesOf(category),
    sortOrder,
  }));
  return { categories: categoryRows, offers: generated, words };
}

/** Applies hand-picked changes (sign-in only, ended, scheduled) to generated offers by id. */
export function withChanges(
  list: NewOffer[],
  changes: Record<string, Partial<NewOffer>>,
): NewOffer[] {
  for (const id of Object.keys(changes)) {
    if (!list.some((offer) => offer.id === id)) throw new Error(`No seeded offer ${id}`);
  }
  return list.map((offer) => ({ ...offer, ...changes[offer.id] }));
}
