import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';
import type { ComponentType } from 'react';
import { feedsBundles, FEEDS_NAMESPACE } from '../i18n';

registerTranslations(FEEDS_NAMESPACE, feedsBundles);

/** What mf-feeds contributes to the shell: the mixed feed. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_feeds',
  routes: [
    {
      path: paths.mixedFeed.pattern,
      section: 'content',
      load: () => import('../features/mixed-feed/components/mixed-feed-page').then((m) => ({ Page: m.MixedFeedPage })),
    },
  ],
  slots: [],
};
