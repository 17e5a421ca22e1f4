import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@klubb/ui';

import styles from './content-blocks.module.css';

export interface ImageBlockProps {
  imageSrc: string;
  imageText: string;
  /** The picture's size when known: set on the image, so the text below does not shift. */
  width?: number;
  height?: number;
}

const isWebUrl = (src: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(src).protocol);
  } catch {
    return false;
  }
};

/** An image block (spec §3): the picture with its text as caption, or the broken-image icon. */
export function ImageBlock({ imageSrc, imageText, width, height }: ImageBlockProps) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  if (!isWebUrl(imageSrc)) return null;
  const alt = imageText || t('imageMissingDescription');
  return (
    <figure className={styles.figure}>
      {failed ? (
        <div className={styles.broken} role="img" aria-label={`${t('imageFailed')}: ${alt}`}>
          <Icon name="brokenImage" size={40} />
        </div>
      ) : (
        <img
          className={styles.image}
          src={imageSrc}
          alt={alt}
          width={width && height ? width : undefined}
          height={width && height ? height : undefined}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
      {/* The caption repeats the alt text: read once, by the image. */}
      {imageText ? <figcaption aria-hidden="true">{imageText}</figcaption> : null}
    </figure>
  );
}
