import { Bone, Skeleton } from '@klubb/ui';

import pageStyles from '../../../app/offer-page.module.css';

import styles from './offer-detail.module.css';

/**
 * The offer page in its loading shape (issue 13 item 9): the header's picture, category, title
 * and preamble where they will stand, and a few lines of the body below.
 */
export function OfferSkeleton() {
  return (
    <Skeleton className={pageStyles.page} shape="offer">
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
