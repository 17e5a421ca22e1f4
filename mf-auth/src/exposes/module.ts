import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';

import { authBundles, AUTH_NAMESPACE } from '../i18n';

registerTranslations(AUTH_NAMESPACE, authBundles);

/** What mf-auth contributes: the signed-out app. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_auth',
  routes: [
    {
      path: paths.signIn.pattern,
      section: 'auth',
      load: () =>
        import('../features/sign-in/components/sign-in-page').then((m) => ({ Page: m.SignInPage })),
    },
  ],
  slots: [],
};
