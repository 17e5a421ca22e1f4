import type { ContentBlock, RichTextNode } from '@klubb/contracts';

import type { SeedLanguage } from './content';
import type { NewOffer } from './generate-offers';
import { SEED_LANGUAGES } from './languages';

const text = (value: string): RichTextNode => ({ text: value });

/** A rich-text raw state (Slate) from the offer's own words: paragraph, heading, list, link. */
function richText(offer: NewOffer, language: SeedLanguage): RichTextNode[] {
  const words = SEED_LANGUAGES[language].blocks;
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
  language: SeedLanguage,
): ContentBlock[] {
  const blocks: ContentBlock[] = [{ type: 'richText', rawState: richText(offer, language) }];
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

/** Rich text whose links include one the client must drop (spec §5: http, https, mailto, tel only). */
export function richTextWithUnsafeLink(language: SeedLanguage): ContentBlock {
  const words = SEED_LANGUAGES[language].blocks;
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
