import { Bone, Skeleton } from '@klubb/ui';

import styles from './offer-detail.module.css';

/**
 * The offer page in its loading shape (issue 13 item 9): the header's picture, category, title
 * and preamble where they will stand, and a few lines of the body below.
 */
export interface OfferSkeletonProps {
  /** The page's own layout class, so the skeleton stands where the page will. */
  className?: string;
}

export function OfferSkeleton({ className }: OfferSkeletonProps) {
  return (
    <Skeleton className={className} shape="offer">
      <div className={styles.header}>
        <Bone className={styles.skeletonImage} />
        <Bone width="30%" height="0.9rem" />
        <Bone width="85%" height="1.7rem" />
        <Bone width="100%" height="1.1rem" />
        <Bone width="75%" height="1.1rem" />
      </div>
      <div className={styles.header}>
        <Bone width="100%" />
        <Bone width="95%" />
        <Bone width="60%" />
      </div>
    </Skeleton>
  );
}
