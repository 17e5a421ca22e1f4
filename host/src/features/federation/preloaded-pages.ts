import type { ComponentType } from 'react';

import type { RemoteRoute } from '@klubb/contracts';

type PageLoad = RemoteRoute<ComponentType>['load'];

/** Pages whose code boot loaded before the first render, by their route's loader. */
const loaded = new WeakMap<PageLoad, ComponentType>();

/**
 * Loads a route's page before the first render (route-first boot), so RemotePage renders it at
 * once: no Suspense fallback, no retry throttle. A page that fails here is left to RemotePage,
 * which loads it again behind its boundary.
 */
export async function preloadPage(load: PageLoad): Promise<void> {
  try {
    const { Page } = await load();
    loaded.set(load, Page);
  } catch {
    // RemotePage shows the could-not-load view with its retry.
  }
}

/** The page a route's loader already gave, or null. */
export function preloadedPage(load: PageLoad): ComponentType | null {
  return loaded.get(load) ?? null;
}
