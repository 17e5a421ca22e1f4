import type { ContentBlock, RichTextNode } from '@klubb/contracts';

import { SEED_BRANDS, seedRowsOf } from '../seed';

import type { NewOffer } from './generate-offers';
import { SEED_LANGUAGES } from './languages';
import { SEED_VENUES } from './price-parts';
import { SEED_FAQS, SEED_SITE_CONFIGS } from './site-content';

/** Rules that keep the seed reading as real content (issue 13, item 17), on the rows it writes. */
const BRANDS = SEED_BRANDS.map((seed) => ({ seed, ...seedRowsOf(seed) }));
const brandA = BRANDS.find(({ seed }) => seed.brand.language === 'sv');
const brandB = BRANDS.find(({ seed }) => seed.brand.language === 'nb');
const allOffers = BRANDS.flatMap(({ offers }) => offers);

/** Cities a Swedish or Norwegian text could name: the event cities and the large others. */
const CITIES = [
  ...Object.keys(SEED_VENUES),
  ...['Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Lund', 'Luleå'],
  ...['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Kristiansand', 'Drammen'],
];

/** Swedish words that are not Norwegian (bokmål), with the letters Norwegian does not use. */
const SWEDISH_ONLY =
  /[äöÄÖ]|\b(och|inte|också|även|hur|här|klicka|köp|läs|hälsning|hälsningar|erbjudande\w*|medlemmar|vänliga)\b/i;
/** Norwegian words that are not Swedish, with the letters Swedish does not use. */
const NORWEGIAN_ONLY = /[æøÆØ]|\b(og|ikke|deg|også|hvordan|tilbudet|medlemmer|kjøp)\b/i;

function textOf(nodes: RichTextNode[]): string[] {
  return nodes.flatMap((node) =>
    'text' in node ? [node.text] : [[...textOf(node.children)].join('')],
  );
}

/** Each paragraph, heading and list item of an offer's rich text, as plain text. */
function blocksText(blocks: ContentBlock[] | null | undefined): string[] {
  return (blocks ?? []).flatMap((block) =>
    block.type === 'richText'
      ? block.rawState.flatMap((node) =>
          'text' in node
            ? [node.text]
            : node.type === 'bulleted-list'
              ? node.children.flatMap((item) =>
                  'text' in item ? [item.text] : textOf(item.children),
                )
              : [textOf(node.children).join('')],
        )
      : [],
  );
}

function linksOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksOf);
  if (value === null || typeof value !== 'object') return [];
  const node = value as { type?: unknown; url?: unknown };
  const own = node.type === 'link' && typeof node.url === 'string' ? [node.url] : [];
  return [...own, ...Object.values(value).flatMap(linksOf)];
}

/** Every visible word an offer carries, and every address it links to. */
function everything(offer: NewOffer): string {
  return [
    offer.title,
    offer.teaserLine,
    offer.preamble,
    offer.companionOfferHeader,
    offer.callToAction?.label,
    offer.callToAction?.message,
    offer.callToAction?.url,
    ...blocksText(offer.contentBlocks),
    ...linksOf(offer.contentBlocks),
  ]
    .filter(Boolean)
    .join('\n');
}

const citiesIn = (text: string) =>
  CITIES.filter((city) => new RegExp(`(^|[^\\p{L}])${city}($|[^\\p{L}])`, 'u').test(text));

describe('the seed reads as real content', () => {
  it('names no city in an event other than the cities its tickets are sold in', () => {
    const events = allOffers.filter((offer) => offer.type === 'live');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const sold = new Set(
        BRANDS.flatMap(({ variants }) => variants)
          .filter((variant) => variant.offerId === event.id)
          .map((variant) => variant.location?.city),
      );
      const named = citiesIn(everything(event));
      expect({ id: event.id, named: named.filter((city) => !sold.has(city)) }).toEqual({
        id: event.id,
        named: [],
      });
    }
  });

  it('never opens an offer with its preamble, nor repeats the preamble or teaser in the body', () => {
    for (const offer of allOffers) {
      const body = blocksText(offer.contentBlocks);
      expect(body.length).toBeGreaterThan(0);
      for (const repeated of [offer.preamble, offer.teaserLine]) {
        if (!repeated) continue;
        expect({ id: offer.id, repeats: body.some((part) => part.includes(repeated)) }).toEqual({
          id: offer.id,
          repeats: false,
        });
      }
    }
  });

  it('keeps "how to use the offer" out of articles, and gives it to benefits', () => {
    for (const { seed, offers } of BRANDS) {
      const words = SEED_LANGUAGES[seed.brand.language === 'nb' ? 'nb' : 'sv'];
      const offerWords = new RegExp(
        `${words.body.benefit.heading}|${words.labels.claim}|${words.labels.go}|erbjudande|tilbud`,
        'i',
      );
      for (const article of offers.filter((offer) => offer.type === 'editorial')) {
        const body = blocksText(article.contentBlocks).join('\n');
        expect({ id: article.id, how: offerWords.test(body) }).toEqual({
          id: article.id,
          how: false,
        });
      }
      for (const benefit of offers.filter((offer) => offer.type === 'benefit')) {
        expect(blocksText(benefit.contentBlocks)).toContain(words.body.benefit.heading);
      }
    }
  });

  it('sells sizes only on clothing, and never on trips, tickets or experiences', () => {
    const garments = new Set(
      BRANDS.flatMap(({ seed }) =>
        seed.offerPlan.pack.categories.flatMap((category) =>
          (category.garments ?? []).map((garment) => garment.name.toLowerCase()),
        ),
      ),
    );
    const sized = BRANDS.flatMap(({ variants }) => variants).filter((variant) =>
      /\b(XXS|XS|S|M|L|XL|XXL)$/.test(variant.title),
    );
    expect(sized.length).toBeGreaterThan(0);
    for (const variant of sized) {
      const offer = allOffers.find((candidate) => candidate.id === variant.offerId);
      expect(offer?.type).toBe('benefit');
      const title = offer?.title.toLowerCase() ?? '';
      expect({
        id: offer?.id,
        clothing: [...garments].some((name) => title.includes(name)),
      }).toEqual({ id: offer?.id, clothing: true });
    }
    const tickets = BRANDS.flatMap(({ variants }) => variants).filter(
      (variant) => variant.dateStart,
    );
    for (const ticket of tickets) expect(ticket.title).not.toMatch(/\b(S|M|L)$/);
  });

  it('writes each title once per brand', () => {
    for (const { offers } of BRANDS) {
      const titles = offers.map((offer) => offer.title);
      expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    }
  });

  it("speaks Norwegian in brand B, with brand B's own mail, phone and site", () => {
    expect(brandB).toBeDefined();
    const brandId = brandB?.seed.brand.id;
    const texts = [
      ...(brandB?.offers ?? []).map((offer) => ({ id: offer.id, text: everything(offer) })),
      ...SEED_SITE_CONFIGS.filter((config) => config.brandId === brandId).map((config) => ({
        id: 'site config',
        text: Object.values(config).join('\n'),
      })),
      ...SEED_FAQS.filter((faq) => faq.brandId === brandId).map((faq) => ({
        id: faq.question,
        text: `${faq.question}\n${faq.answer}`,
      })),
    ];
    expect(texts.length).toBeGreaterThan(0);
    for (const { id, text } of texts) {
      expect({ id, swedish: text.match(SWEDISH_ONLY)?.[0] ?? null }).toEqual({ id, swedish: null });
      expect({ id, brandA: /\/\/klubb\.example|@klubb\.example|\+46/.test(text) }).toEqual({
        id,
        brandA: false,
      });
    }
    const links = (brandB?.offers ?? []).flatMap((offer) => linksOf(offer.contentBlocks));
    expect(links).toEqual(expect.arrayContaining(['mailto:medlem@klubbnorge.example']));
    expect(
      links.filter((link) => link.startsWith('tel:')).every((link) => link.startsWith('tel:+47')),
    ).toBe(true);
  });

  it("speaks Swedish in brand A, with brand A's own mail and phone", () => {
    for (const offer of brandA?.offers ?? []) {
      const text = everything(offer);
      expect({ id: offer.id, norwegian: text.match(NORWEGIAN_ONLY)?.[0] ?? null }).toEqual({
        id: offer.id,
        norwegian: null,
      });
      expect(text).not.toMatch(/klubbnorge|\+47/);
    }
  });
});
