import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the page is the one on screen. The host's stack router keeps every page of a stack
 * mounted and hides the ones not on top (`hidden` on the page's wrapper), so leaving a page by a
 * route change does not unmount it: this watches that wrapper. Outside the host (the standalone
 * page, tests) there is no wrapper and the page is always visible.
 */
export function usePageVisible(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const page = ref.current?.closest<HTMLElement>('[data-stack]');
    if (!page) return;
    const update = () => setVisible(!page.hidden);
    update();
    const observer = new MutationObserver(update);
    observer.observe(page, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
