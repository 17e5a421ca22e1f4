import type { ContentBlock, RichTextNode } from '@klubb/contracts';

import type { NewOffer } from './generate-offers';

/** The few words the generated blocks need, per language. */
const WORDS = {
  sv: {
    how: 'Så fungerar det',
    steps: ['Öppna erbjudandet', 'Följ instruktionerna', 'Njut!'],
    more: 'Läs mer',
  },
  nb: {
    how: 'Slik fungerer det',
    steps: ['Åpne tilbudet', 'Følg instruksjonene', 'Kos deg!'],
    more: 'Les mer',
  },
} as const;

const text = (value: string): RichTextNode => ({ text: value });

/** A rich-text raw state (Slate) from the offer's own words: paragraph, heading, list, link. */
function richText(offer: NewOffer, language: 'sv' | 'nb'): RichTextNode[] {
  const words = WORDS[language];
  return [
    { type: 'paragraph', children: [text(offer.preamble ?? '')] },
    { type: 'heading-two', children: [text(words.how)] },
    {
      type: 'bulleted-list',
      children: words.steps.map((step) => ({ type: 'list-item', children: [text(step)] })),
    },
    {
      type: 'paragraph',
      children: [
        text(`${offer.teaserLine ?? ''} `),
        {
          type: 'link',
          url: `https://klubb.example/${offer.id}`,
          children: [{ text: words.more, bold: true }],
        },
        text('.'),
      ],
    },
  ];
}

/**
 * The content blocks of a generated offer: always rich text; a picture every third offer, a video
 * every fifth and a playlist every seventh, so each block type appears in both brands.
 */
export function contentBlocksFor(
  offer: NewOffer,
  index: number,
  language: 'sv' | 'nb',
): ContentBlock[] {
  const blocks: ContentBlock[] = [{ type: 'richText', rawState: richText(offer, language) }];
  if (index % 3 === 0) {
    const jpeg = offer.puffImage.jpeg.at(-1)?.url ?? '';
    blocks.push({
      type: 'image',
      imageSrc: jpeg,
      imageText: offer.puffImage.imageDescription ?? '',
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

/** Rich text whose links include one the client must drop (spec §5: http, https, mailto, tel only). */
export function richTextWithUnsafeLink(language: 'sv' | 'nb'): ContentBlock {
  const words = WORDS[language];
  return {
    type: 'richText',
    rawState: [
      {
        type: 'paragraph',
        children: [
          text('Kontakt: '),
          { type: 'link', url: 'mailto:medlem@klubb.example', children: [text('e-post')] },
          text(', '),
          { type: 'link', url: 'tel:+46812345678', children: [text('08-123 456 78')] },
          text(', '),
          { type: 'link', url: 'https://klubb.example/kontakt', children: [text(words.more)] },
          text(' och '),
          {
            type: 'link',
            url: 'javascript:alert(document.cookie)',
            children: [text('klicka här')],
          },
          text('.'),
        ],
      },
    ],
  };
}
