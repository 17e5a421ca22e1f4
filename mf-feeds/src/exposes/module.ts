import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { feedsBundles, FEEDS_NAMESPACE } from '../i18n';

registerTranslations(FEEDS_NAMESPACE, feedsBundles);

const FLAG_OF = { editorial: 'showEditorial', benefit: 'showBenefit', live: 'showLive' } as const;

const loadTypeFeed = () =>
  import('../features/offer-feed/components/type-feed-page').then((m) => ({
    Page: m.TypeFeedPage,
  }));

/** What mf-feeds contributes to the shell: the mixed feed, the type feeds and search. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_feeds',
  routes: [
    {
      path: paths.mixedFeed.pattern,
      section: 'content',
      load: () =>
        import('../features/offer-feed/components/mixed-feed-page').then((m) => ({
          Page: m.MixedFeedPage,
        })),
    },
    ...(['editorial', 'benefit', 'live'] as const).map((type) => ({
      path: paths.typeFeed.build(type),
      section: 'content' as const,
      flag: FLAG_OF[type],
      load: loadTypeFeed,
    })),
    {
      path: paths.search.pattern,
      section: 'content',
      load: () =>
        import('../features/search/components/search-page').then((m) => ({ Page: m.SearchPage })),
    },
  ],
  slots: [],
};
