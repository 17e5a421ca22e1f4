import { Bone, Skeleton } from '@klubb/ui';

import styles from './offer-card.module.css';

/**
 * Offer cards in their loading shape: the grid's own columns and gap, each card's picture, tag,
 * title and a line of meta, so the cards that arrive take exactly their place (issue 13 item 9).
 */
export function OfferGridSkeleton({ count }: { count: number }) {
  return (
    <Skeleton className={styles.list} shape="offer-grid">
      <div className={styles.grid} role="none">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.item}>
            <div className={styles.card}>
              <Bone className={styles.image} height="auto" />
              <div className={styles.body}>
                <Bone width="40%" height="0.7rem" />
                <Bone width="90%" height="1rem" />
                <Bone width="65%" height="1rem" />
                <Bone width="50%" height="0.85rem" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
