import type { ComponentType } from 'react';

import { remoteModuleFromData } from '@klubb/contracts';
import { ERRORS_NAMESPACE, errorBundles } from '@klubb/i18n';
import { addTranslations, type RegisterRemote } from '@klubb/runtime';

import { authBundles, AUTH_NAMESPACE } from '../i18n';

import routesData from './routes.json';

/**
 * What mf-auth contributes: the signed-out app (sign-in, forgot and reset password, create
 * account) and the set-up app. Unknown paths in either go to `/` after 10 ms (the host). The
 * routes are data (routes.json, also published in klubb-contract.json); here are their pages.
 */
const remoteModule = remoteModuleFromData<ComponentType>('mf_auth', routesData, {
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
});

/**
 * Contract 2 (ADR 015): the host hands this remote the page's runtime, which its code reads from
 * then on; the remote's texts join the runtime's i18n, and its routes and slots go back.
 */
export const register: RegisterRemote = (pageRuntime) => {
  addTranslations(pageRuntime, AUTH_NAMESPACE, authBundles);
  addTranslations(pageRuntime, ERRORS_NAMESPACE, errorBundles);
  return remoteModule;
};
