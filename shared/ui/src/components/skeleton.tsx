import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './skeleton.module.css';

export interface BoneProps {
  /** CSS width; a text line's by default. */
  width?: string;
  /** CSS height; one line of body text by default. */
  height?: string;
  /** Its own shape, for a picture (`aspect-ratio`) and the like. */
  className?: string;
  style?: CSSProperties;
}

/**
 * One still placeholder shape of what is coming (issue 13 item 9): a tint, no pulse. The kit's
 * pulse, on every card of a long list, filled the main thread with long tasks (docs/perf.md).
 */
export function Bone({ width, height, className, style }: BoneProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.bone} ${className}` : styles.bone}
      style={{ ...(width ? { width } : {}), ...(height ? { height } : {}), ...style }}
    />
  );
}

export interface SkeletonProps {
  children: ReactNode;
  className?: string;
  /** What is loading (`data-skeleton`): which shape this is, for styles and tests. */
  shape: string;
}

/**
 * A page or list in its loading shape: the bones are hidden from assistive technology, which
 * hears "Loading" once, politely, as it does from the spinner.
 */
export function Skeleton({ children, className, shape }: SkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div
      className={className}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-skeleton={shape}
    >
      <span className="k-visually-hidden">{t('loading')}</span>
      {children}
    </div>
  );
}

/** A page whose shape is not known yet (a remote page on its first open): a heading and text. */
export function PageSkeleton() {
  return (
    <Skeleton className={styles.page} shape="page">
      <Bone className={styles.picture} />
      <Bone width="70%" height="1.6rem" />
      <Bone width="100%" />
      <Bone width="90%" />
      <Bone width="60%" />
    </Skeleton>
  );
}
