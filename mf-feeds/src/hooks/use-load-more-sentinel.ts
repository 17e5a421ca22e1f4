import { useEffect, useRef } from 'react';

import { SCROLL_BOTTOM_MARGIN_PX } from '@klubb/contracts';

export interface LoadMoreSentinelOptions {
  /** Whether another page may be asked for now (there is more, and nothing is on its way). */
  enabled: boolean;
  onLoadMore: () => void;
}

/**
 * Asks for the next page when the end of the list comes within 600 px of the viewport (spec §2,
 * §9), watched by an IntersectionObserver on a sentinel element after the cards: no scroll
 * listener, no layout read per frame. A new observer is made whenever loading is enabled again,
 * and an observer reports at once, so a list that does not fill the window keeps loading until
 * it does or ends. A hidden page's effects are cleaned up (the host's `<Activity>`), so only a
 * shown list loads.
 */
export function useLoadMoreSentinel({ enabled, onLoadMore }: LoadMoreSentinelOptions) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${SCROLL_BOTTOM_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
