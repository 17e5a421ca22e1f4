import { SCROLL_BOTTOM_MARGIN_PX } from '@klubb/contracts';

export interface ScrollMetrics {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/** True when the window is scrolled within `margin` (600 px, spec §9) of the document's bottom. */
export function isNearBottom(
  { scrollY, viewportHeight, documentHeight }: ScrollMetrics,
  margin = SCROLL_BOTTOM_MARGIN_PX,
): boolean {
  return documentHeight - (scrollY + viewportHeight) <= margin;
}

/** The window's scroll metrics now. */
export function windowScrollMetrics(): ScrollMetrics {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}
