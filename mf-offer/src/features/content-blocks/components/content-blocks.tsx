import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

import type { ContentBlock } from '@klubb/contracts';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './content-blocks.module.css';
import { EmbedFacade } from './embed-facade';
import { ImageBlock } from './image-block';

export interface ContentBlocksProps {
  blocks: ReadonlyArray<ContentBlock>;
  native: boolean;
}

// Slate is most of this remote's weight: it loads in its own chunk, asked for as soon as this
// module loads, so it arrives while the offer itself is still being fetched.
const loadRichText = () => import('./rich-text-block').then((m) => ({ default: m.RichTextBlock }));
let richTextChunk: ReturnType<typeof loadRichText> | null = loadRichText();
// A failed early load is asked for again when a block renders.
richTextChunk.catch(() => {
  richTextChunk = null;
});
const RichTextBlock = lazy(() => richTextChunk ?? loadRichText());

// A read-only Slate editor reads its value once: a changed block (a new object from the query
// cache's structural sharing) gets a new key and so a new editor.
const blockIds = new WeakMap<ContentBlock, number>();
let nextBlockId = 0;
function keyOf(block: ContentBlock): number {
  let id = blockIds.get(block);
  if (id === undefined) {
    id = nextBlockId += 1;
    blockIds.set(block, id);
  }
  return id;
}

function Block({ block, native }: { block: ContentBlock; native: boolean }) {
  switch (block.type) {
    case 'richText':
      return <RichTextBlock rawState={block.rawState} native={native} />;
    case 'image':
      return (
        <ImageBlock
          imageSrc={block.imageSrc}
          imageText={block.imageText}
          width={block.imageWidth}
          height={block.imageHeight}
        />
      );
    case 'youTube':
    case 'spotify':
      return <EmbedFacade provider={block.type} src={block.src} />;
  }
}

/**
 * The offer's content blocks in order: rich text, images, and YouTube and Spotify players. It
 * suspends until the rich-text chunk is in: render it in one Suspense boundary with what follows
 * it, so they appear together and nothing below jumps when the text arrives.
 */
export function ContentBlocks({ blocks, native }: ContentBlocksProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  if (blocks.length === 0) return null;
  return (
    <section className={styles.blocks} aria-label={t('blocks.label')}>
      {blocks.map((block) => (
        <Block key={keyOf(block)} block={block} native={native} />
      ))}
    </section>
  );
}
