import type { ComponentType } from 'react';

import { remoteModuleFromData, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { feedsBundles, FEEDS_NAMESPACE } from '../i18n';

import routesData from './routes.json';

registerTranslations(FEEDS_NAMESPACE, feedsBundles);

/**
 * What mf-feeds contributes to the shell: the mixed feed, the type feeds and search. The routes
 * are data (routes.json, also published in klubb-contract.json); here are their pages.
 */
export const remoteModule: RemoteModule<ComponentType> = remoteModuleFromData(
  'mf_feeds',
  routesData,
  {
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
  },
);
