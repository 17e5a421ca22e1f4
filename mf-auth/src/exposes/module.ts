import type { ComponentType } from 'react';

import { remoteModuleFromData, type RemoteModule } from '@klubb/contracts';
import { ERRORS_NAMESPACE, errorBundles, registerTranslations } from '@klubb/i18n';

import { authBundles, AUTH_NAMESPACE } from '../i18n';

import routesData from './routes.json';

registerTranslations(AUTH_NAMESPACE, authBundles);
registerTranslations(ERRORS_NAMESPACE, errorBundles);

/**
 * What mf-auth contributes: the signed-out app (sign-in, forgot and reset password, create
 * account) and the set-up app. Unknown paths in either go to `/` after 10 ms (the host). The
 * routes are data (routes.json, also published in klubb-contract.json); here are their pages.
 */
export const remoteModule: RemoteModule<ComponentType> = remoteModuleFromData(
  'mf_auth',
  routesData,
  {
    signIn: () =>
      import('../features/sign-in/components/sign-in-page').then((m) => ({ Page: m.SignInPage })),
    forgotPassword: () =>
      import('../features/forgot-password/components/forgot-password-page').then((m) => ({
        Page: m.ForgotPasswordPage,
      })),
    passwordReset: () =>
      import('../features/password-reset/components/password-reset-page').then((m) => ({
        Page: m.PasswordResetPage,
      })),
    createAccount: () =>
      import('../features/create-account/components/create-account-page').then((m) => ({
        Page: m.CreateAccountPage,
      })),
    setUp: () =>
      import('../features/set-up/components/set-up-page').then((m) => ({ Page: m.SetUpPage })),
  },
);
