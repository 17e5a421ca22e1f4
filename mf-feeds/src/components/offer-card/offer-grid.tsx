import { useMemo, type CSSProperties } from 'react';

import type { OfferFeedItem } from '@klubb/contracts';

import { OfferCard } from './offer-card';
import styles from './offer-card.module.css';

export interface OfferGridProps {
  offers: ReadonlyArray<OfferFeedItem>;
  /** The list's accessible name. */
  label: string;
  /** Where a card leads; keep it stable (module level) so cards already shown do not re-render. */
  hrefOf: (offer: OfferFeedItem) => string;
  categoryNames: ReadonlyMap<string, string>;
  /** How many cards at the top load their image eagerly. */
  eagerImages?: number;
}

/**
 * Cards per chunk of the grid: divisible by every column count up to 6, so the chunks tile into
 * one seamless grid whatever the brand's offerTheme.
 */
export const GRID_CHUNK_SIZE = 60;

function chunksOf<T>(items: ReadonlyArray<T>, size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/**
 * The grid of offer cards: 2, 3 and 4 columns at xs, sm and lg with the brand's gap (offerTheme).
 * It is one list to assistive technology, drawn in chunks that skip layout and paint while off
 * screen, so a thousand cards scroll freely.
 */
export function OfferGrid({
  offers,
  label,
  hrefOf,
  categoryNames,
  eagerImages = 2,
}: OfferGridProps) {
  const chunks = useMemo(() => chunksOf(offers, GRID_CHUNK_SIZE), [offers]);
  return (
    <div className={styles.list} role="list" aria-label={label}>
      {chunks.map((chunk, chunkIndex) => (
        <div
          key={chunkIndex}
          className={styles.grid}
          role="none"
          style={{ '--k-chunk-count': chunk.length } as CSSProperties}
        >
          {chunk.map((offer, index) => (
            <div key={offer.id} className={styles.item} role="listitem">
              <OfferCard
                offer={offer}
                href={hrefOf(offer)}
                categoryName={offer.categoryId ? categoryNames.get(offer.categoryId) : undefined}
                priority={chunkIndex * GRID_CHUNK_SIZE + index < eagerImages}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
