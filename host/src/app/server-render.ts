import { hydrate, type DehydratedState } from '@tanstack/react-query';

import { FEED_CACHE_STORES, isRecord } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';

/** Written by the render service (render/src/page-template.mjs). */
export const RENDERED_QUERIES_ELEMENT_ID = 'klubb-rendered-queries';
export const RENDERED_ATTRIBUTE = 'data-klubb-rendered';

/**
 * A reload within the feeds' cache lifetime starts from what the member saw (spec §4: the pages
 * scrolled, kept in this browser), which the server cannot know: that page renders on the client.
 */
const keptFeedIsFresh = ({ feedCache }: Pick<KlubbRuntime, 'feedCache'>) =>
  FEED_CACHE_STORES.some((store) => feedCache.read(store) !== null);

/** Whether `#root` holds the server's render of the route (ADR 014 step 6). */
export const isServerRendered = (container: HTMLElement): boolean =>
  container.hasAttribute(RENDERED_ATTRIBUTE) && container.firstChild !== null;

/**
 * Whether the client is to hydrate the server's render; if so, its queries go into the runtime's
 * query client first, so the first client render reads what the server rendered.
 */
export function takeServerRender(
  container: HTMLElement,
  runtime: Pick<KlubbRuntime, 'feedCache' | 'queryClient'>,
  doc: Document = document,
): boolean {
  if (!isServerRendered(container) || keptFeedIsFresh(runtime)) return false;
  const element = doc.getElementById(RENDERED_QUERIES_ELEMENT_ID);
  try {
    const state: unknown = JSON.parse(element?.textContent ?? 'null');
    if (!isRecord(state) || !Array.isArray(state.queries)) return false;
    hydrate(runtime.queryClient, state as unknown as DehydratedState);
    return true;
  } catch {
    return false;
  }
}
