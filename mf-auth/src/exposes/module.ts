import type { ComponentType } from 'react';

import { paths, type RemoteModule } from '@klubb/contracts';
import { registerTranslations } from '@klubb/i18n';
import { ERRORS_NAMESPACE, errorBundles } from '@klubb/sdk';

import { authBundles, AUTH_NAMESPACE } from '../i18n';

registerTranslations(AUTH_NAMESPACE, authBundles);
registerTranslations(ERRORS_NAMESPACE, errorBundles);

/**
 * What mf-auth contributes: the signed-out app (sign-in, forgot and reset password, create
 * account) and the set-up app. Unknown paths in either go to `/` after 10 ms (the host).
 */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'mf_auth',
  routes: [
    {
      path: paths.signIn.pattern,
      section: 'auth',
      load: () =>
        import('../features/sign-in/components/sign-in-page').then((m) => ({ Page: m.SignInPage })),
    },
    {
      path: paths.forgotPassword.pattern,
      section: 'auth',
      load: () =>
        import('../features/forgot-password/components/forgot-password-page').then((m) => ({
          Page: m.ForgotPasswordPage,
        })),
    },
    {
      path: paths.passwordReset.pattern,
      section: 'auth',
      load: () =>
        import('../features/password-reset/components/password-reset-page').then((m) => ({
          Page: m.PasswordResetPage,
        })),
    },
    ...[paths.createAccount.pattern, paths.createAccountWithReferral.pattern].map((path) => ({
      path,
      section: 'auth' as const,
      load: () =>
        import('../features/create-account/components/create-account-page').then((m) => ({
          Page: m.CreateAccountPage,
        })),
    })),
    {
      path: paths.signIn.pattern,
      section: 'setUp',
      load: () =>
        import('../features/set-up/components/set-up-page').then((m) => ({ Page: m.SetUpPage })),
    },
  ],
  slots: [],
};
