import { useTranslation } from 'react-i18next';

import type { ContentBlock } from '@klubb/contracts';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './content-blocks.module.css';
import { EmbedFacade } from './embed-facade';
import { ImageBlock } from './image-block';
import { RichTextBlock } from './rich-text-block';

export interface ContentBlocksProps {
  blocks: ReadonlyArray<ContentBlock>;
  native: boolean;
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
 * The offer's content blocks in order: rich text, images, and YouTube and Spotify players, all
 * rendered at once (no chunk to wait for, so nothing below jumps).
 */
export function ContentBlocks({ blocks, native }: ContentBlocksProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  if (blocks.length === 0) return null;
  return (
    <section className={styles.blocks} aria-label={t('blocks.label')}>
      {blocks.map((block, index) => (
        // The blocks are the offer's fixed document: their position is their identity.
        <Block key={index} block={block} native={native} />
      ))}
    </section>
  );
}
