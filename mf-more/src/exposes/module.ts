import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { moreBundles, MORE_NAMESPACE } from '../i18n';

registerTranslations(MORE_NAMESPACE, moreBundles);

/** What mf-more contributes: the More page; every /more path belongs to it. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_more',
  routes: [
    {
      path: paths.more.pattern,
      section: 'content',
      load: () =>
        import('../features/more-page/components/more-page').then((m) => ({ Page: m.MorePage })),
    },
    {
      path: `${paths.more.pattern}/*`,
      section: 'content',
      load: () =>
        import('../features/more-page/components/more-not-found').then((m) => ({
          Page: m.MoreNotFound,
        })),
    },
  ],
  slots: [],
};
