import type { CallToAction, ContentBlock, RichTextNode } from '@klubb/contracts';

import type { SeedLanguage } from './content';
import { fill, type NewOffer, type OfferWords } from './generate-offers';
import { SEED_LANGUAGES } from './languages';
import type { SeedContact } from './site-content';

const text = (value: string): RichTextNode => ({ text: value });
const paragraph = (value: string): RichTextNode => ({ type: 'paragraph', children: [text(value)] });
const heading = (value: string): RichTextNode => ({ type: 'heading-two', children: [text(value)] });
const list = (items: string[]): RichTextNode => ({
  type: 'bulleted-list',
  children: items.map((item) => ({ type: 'list-item', children: [text(item)] })),
});

/** What an offer's rich text is written from besides the offer row itself. */
export interface BlockContext {
  language: SeedLanguage;
  words: OfferWords;
  callToAction: CallToAction | null;
}

const numberOf = (offer: NewOffer) => Number(offer.id.split('-').at(-1));

/**
 * The body of an offer (Slate raw state), which goes on where the preamble stops and never repeats
 * it: an article gives advice and nothing about using an offer; a benefit says how to use it, by its
 * call to action, and its terms; an event says what the evening is and what to know.
 */
function bodyOf(offer: NewOffer, { language, words, callToAction }: BlockContext): RichTextNode[] {
  const { body, labels } = SEED_LANGUAGES[language];
  const number = numberOf(offer);
  const vars = { topic: words.topic.name, partner: words.partner, ...labels };
  if (offer.type === 'editorial') {
    const { openings, closings } = body.editorial;
    return [
      paragraph(fill(openings[number % openings.length] ?? '', vars)),
      heading(body.editorial.heading),
      paragraph(words.topic.advice),
      paragraph(closings[(number + 1) % closings.length] ?? ''),
    ];
  }
  if (offer.type === 'live') {
    return [paragraph(words.event?.about ?? ''), heading(body.live.heading), list(body.live.facts)];
  }
  const steps = { claim: body.benefit.claim, url: body.benefit.url, payment: body.benefit.buy };
  const how =
    callToAction && callToAction.type in steps
      ? steps[callToAction.type as keyof typeof steps]
      : [];
  return [
    ...(how.length
      ? [heading(body.benefit.heading), list(how.map((step) => fill(step, vars)))]
      : []),
    {
      type: 'paragraph',
      children: [
        text(`${body.benefit.terms} `),
        {
          type: 'link',
          url: `https://partner.example/${offer.id}`,
          children: [{ text: fill(body.benefit.partnerLink, vars), bold: true }],
        },
        text('.'),
      ],
    },
  ];
}

/** The rich-text block of a generated offer. */
export function richTextFor(offer: NewOffer, context: BlockContext): ContentBlock {
  return { type: 'richText', rawState: bodyOf(offer, context) };
}

/**
 * The content blocks of a generated offer: always rich text; a picture every third offer, a video
 * every fifth and a playlist every seventh, so each block type appears in both brands.
 */
export function contentBlocksFor(
  offer: NewOffer,
  index: number,
  context: BlockContext,
): ContentBlock[] {
  const blocks: ContentBlock[] = [richTextFor(offer, context)];
  if (index % 3 === 0) {
    const { jpeg, width, height } = offer.puffImage;
    const largest = jpeg.at(-1);
    blocks.push({
      type: 'image',
      imageSrc: largest?.url ?? '',
      imageText: offer.puffImage.imageDescription ?? '',
      ...(largest
        ? { imageWidth: largest.width, imageHeight: Math.round((largest.width * height) / width) }
        : {}),
    });
  }
  if (index % 5 === 0) {
    blocks.push({ type: 'youTube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' });
  }
  if (index % 7 === 0) {
    blocks.push({
      type: 'spotify',
      src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    });
  }
  return blocks;
}

/**
 * The brand's contact paragraph, in its language and with its own mail, phone and site, whose
 * links include one the client must drop (spec §5: http, https, mailto, tel only).
 */
export function richTextWithUnsafeLink(language: SeedLanguage, contact: SeedContact): ContentBlock {
  const words = SEED_LANGUAGES[language].contact;
  const links: Record<string, RichTextNode> = {
    mail: { type: 'link', url: `mailto:${contact.email}`, children: [text(words.mail)] },
    phone: {
      type: 'link',
      url: `tel:${contact.phone.replace(/\s/g, '')}`,
      children: [text(contact.localPhone)],
    },
    more: { type: 'link', url: `${contact.site}/kontakt`, children: [text(words.more)] },
    click: {
      type: 'link',
      url: 'javascript:alert(document.cookie)',
      children: [text(words.click)],
    },
  };
  // "…via {mail}, ring {phone}…" splits into text, link name, text, link name, …
  const children = words.sentence
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? (links[part] ?? text(part)) : text(part)))
    .filter((node) => !('text' in node) || node.text !== '');
  return { type: 'richText', rawState: [{ type: 'paragraph', children }] };
}
