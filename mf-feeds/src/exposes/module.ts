import type { ComponentType } from 'react';

import { remoteModuleFromData } from '@klubb/contracts';
import { addTranslations, type RegisterRemote } from '@klubb/runtime';

import { feedsBundles, FEEDS_NAMESPACE } from '../i18n';

import routesData from './routes.json';

/**
 * What mf-feeds contributes to the shell: the mixed feed, the type feeds and search. The routes
 * are data (routes.json, also published in klubb-contract.json); here are their pages.
 */
const remoteModule = remoteModuleFromData<ComponentType>('mf_feeds', routesData, {
  mixedFeed: () =>
    import('../features/offer-feed/components/mixed-feed-page').then((m) => ({
      Page: m.MixedFeedPage,
    })),
  typeFeed: () =>
    import('../features/offer-feed/components/type-feed-page').then((m) => ({
      Page: m.TypeFeedPage,
    })),
  search: () =>
    import('../features/search/components/search-page').then((m) => ({ Page: m.SearchPage })),
});

/**
 * Contract 2 (ADR 015): the host hands this remote a runtime; the remote's texts join its i18n,
 * and its routes and slots go back. The pages read the runtime from React (`useRuntime`), never
 * from a module variable: one server process renders many runtimes side by side (ADR 027).
 */
export const register: RegisterRemote = (pageRuntime) => {
  addTranslations(pageRuntime, FEEDS_NAMESPACE, feedsBundles);
  return remoteModule;
};
