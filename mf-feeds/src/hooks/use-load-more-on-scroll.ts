import { useEffect, useRef, type RefObject } from 'react';

import { isNearBottom, windowScrollMetrics } from '../lib/near-bottom';

export interface LoadMoreOnScrollOptions {
  /** Whether another page may be asked for now (there is more, and nothing is on its way). */
  enabled: boolean;
  onLoadMore: () => void;
}

/**
 * Asks for the next page when the window is scrolled within 600 px of the bottom (spec §2, §9).
 * The host keeps hidden pages of a stack mounted, so only a list that is displayed reacts: one in
 * a hidden page has no layout boxes. It checks again whenever it becomes enabled, so a page that
 * does not fill the window keeps loading until it does or the list ends.
 */
export function useLoadMoreOnScroll(
  ref: RefObject<HTMLElement | null>,
  { enabled, onLoadMore }: LoadMoreOnScrollOptions,
): void {
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element || element.getClientRects().length === 0) return;
      if (isNearBottom(windowScrollMetrics())) latest.current();
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [enabled, ref]);
}
