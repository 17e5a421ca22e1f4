import { useCallback, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import type { ImageOptions } from '@klubb/contracts';

import { Icon } from './icon';
import styles from './image-view.module.css';

export interface ImageViewProps {
  image: ImageOptions;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** Lazy below the fold; eager for the largest image of the first screen. */
  priority?: boolean;
  className?: string;
}

const srcSet = (list: ImageOptions['jpeg']) => list.map((s) => `${s.url} ${s.width}w`).join(', ');

/**
 * A picture in webp and jpeg sizes, with a skeleton while loading and a broken-image icon on
 * error (spec §4 Images). Width and height are set so nothing shifts while it loads.
 */
export function ImageView({ image, sizes, priority = false, className }: ImageViewProps) {
  const { t } = useTranslation('common');
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  // A server-rendered image may have loaded (or failed) before the page hydrated, when React was
  // not yet listening: its state is read from the element itself once it is attached.
  const settledBeforeHydration = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setStatus(img.naturalWidth > 0 ? 'loaded' : 'error');
  }, []);
  const alt = image.imageDescription ?? t('imageMissingDescription');
  const fallback = image.jpeg[image.jpeg.length - 1];
  const style = { '--k-image-ratio': `${image.width} / ${image.height}` } as CSSProperties;
  const frameClass = [styles.frame, status === 'loading' ? styles.loading : '', className ?? ''];
  return (
    <div className={frameClass.join(' ').trim()} style={style} data-image-status={status}>
      {status === 'error' ? (
        <div className={styles.error} role="img" aria-label={`${t('imageFailed')}: ${alt}`}>
          <Icon name="brokenImage" size={40} />
        </div>
      ) : (
        <picture>
          {image.webp.length > 0 ? (
            <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
          ) : null}
          <img
            ref={settledBeforeHydration}
            className={styles.image}
            src={fallback?.url}
            srcSet={srcSet(image.jpeg)}
            sizes={sizes}
            width={image.width}
            height={image.height}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('error')}
          />
        </picture>
      )}
    </div>
  );
}
