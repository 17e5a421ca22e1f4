import { matchPath } from 'react-router-dom';

import { paths, type Language, type RemoteName } from '@klubb/contracts';
import { initI18n } from '@klubb/i18n';
import { addTranslations, type KlubbRuntime } from '@klubb/runtime';
import { configureIdentity, tabSessionId } from '@klubb/sdk';
import { readKeptMember, type RestoreResult } from '@klubb/session';
import { applyTheme } from '@klubb/ui';

import { withFontFallbacks } from '../features/brand/brand-font-faces';
import { takeFirstViewState } from '../features/brand/first-view-state';
import { identitySettings } from '../features/brand/identity-settings';
import { keepBrand, readKeptBrand } from '../features/brand/kept-brand';
import { provideInlinedManifests } from '../features/federation/inlined-manifests';
import { watchUncaughtErrors } from '../features/federation/remote-health';
import { fetchRemotesDocument } from '../features/federation/remote-registry';
import {
  loadRemotesPlan,
  remotesToLoad,
  sessionStorageOrNull,
} from '../features/federation/remotes-plan';
import { loadRouteFirst } from '../features/federation/route-first';
import { mustUpdate } from '../features/screens/version';
import { hostBundles, HOST_NAMESPACE } from '../i18n';
import { bootFailureOf } from '../lib/boot-failure';
import { yieldToMain } from '../lib/yield-to-main';

import type { HostApp } from './host-app';

const enabledRemotesKey = (appUrl: string) => `enabledRemotes:${appUrl}`;

/** The browser's language among ours, for the screens shown before a brand is known. */
export function browserLanguage(languages: ReadonlyArray<string>): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'sv') return 'sv';
    if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
    if (primary === 'en') return 'en';
  }
  return 'sv';
}

async function setLanguage(runtime: KlubbRuntime, language: Language) {
  await initI18n(runtime.i18n, language);
  addTranslations(runtime, HOST_NAMESPACE, hostBundles);
  document.documentElement.lang = language;
}

/** Links into the signed-out app (a reset link from an e-mail, a referral link). */
const SIGNED_OUT_LINKS = [
  paths.forgotPassword.pattern,
  paths.passwordReset.pattern,
  paths.createAccount.pattern,
  paths.createAccountWithReferral.pattern,
];
const isSignedOutLink = (pathname: string) =>
  SIGNED_OUT_LINKS.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * Starts the host's app (host-app.ts: its runtime, its remotes, its native set-up): the brand and its remotes document (from the registry, else the last good one,
 * else remotes.json) in parallel, then the brand's remotes in parallel. A registry document names
 * only the brand's switched-on remotes, so they start loading as soon as it arrives; with
 * remotes.json, the remotes the brand had on at the last visit do.
 */
export async function boot(app: HostApp): Promise<void> {
  const { runtime, remotes } = app;
  const { appUrl, apiUrl } = runtime.config;
  const { store: sessionStore } = runtime.session;
  const store = sessionStore.getState();
  // Boot's steps each take a task of their own on a phone (bootstrap.tsx): the runtime's creation
  // before this, reading the inlined first view, the language's set-up.
  await yieldToMain();
  watchUncaughtErrors(window);
  // The container's version is read at once, in parallel with the brand (a browser: null at once).
  const native = app.setUpNative();
  // What the page's server already knew (ADR 014 step 1): not asked again.
  const firstView = takeFirstViewState(appUrl);
  if (firstView) provideInlinedManifests(firstView.manifests);
  await yieldToMain();
  const remotesPlan = loadRemotesPlan({
    appUrl,
    storage: runtime.storage,
    getBrandRemotes: () =>
      firstView ? Promise.resolve(firstView.remotes) : runtime.api.getBrandRemotes(),
    checkedDocument: firstView?.checked ? firstView.remotes : undefined,
    fetchStatic: () => fetchRemotesDocument(),
    // The analytics session's id (sessionStorage): a reload stays on its side of a canary, and
    // the canary's sessions are the analytics sessions that can be compared (remotes-plan.ts).
    sessionId: tabSessionId(sessionStorageOrNull()),
  });
  const known = runtime.storage.read<RemoteName[]>(enabledRemotesKey(appUrl));
  // Route first (ADR 014 step 2): the remote owning the URL and its page before the first render.
  const { pathname } = window.location;
  // A visitor's reset or referral link opens in the signed-out app (below), so its route is
  // looked for among the signed-out app's routes.
  const section = isSignedOutLink(pathname) ? 'auth' : 'content';
  const early = remotesPlan.then((plan) =>
    plan.source !== 'static' || known
      ? loadRouteFirst(
          remotes,
          remotesToLoad(plan, known ?? []),
          pathname,
          firstView?.brand.config ?? null,
          section,
        )
      : null,
  );
  early.catch(() => undefined);
  try {
    const brand = firstView?.brand ?? (await runtime.api.getBrand(appUrl));
    runtime.storage.write(enabledRemotesKey(appUrl), brand.config.remotes);
    keepBrand(runtime.storage, appUrl, brand);
    applyTheme(withFontFallbacks(brand.theme.light));
    document.title = brand.name;
    await yieldToMain();
    await setLanguage(runtime, brand.language);
    await yieldToMain();
    store.setBrand(brand);
    configureIdentity(
      identitySettings({
        apiUrl,
        apiKey: __KLUBB_IDENTITY_API_KEY__,
        tenantId: brand.authTenantId,
        language: brand.language,
      }),
    );
    // The kept session (it survives reload) is restored while the remotes load.
    const [restored, later, containerVersion] = await Promise.all([
      runtime.session.restoreSession().catch((): RestoreResult => ({ status: 'anonymous' })),
      remotesPlan.then((plan) =>
        loadRouteFirst(
          remotes,
          remotesToLoad(plan, brand.config.remotes),
          pathname,
          brand.config,
          section,
        ),
      ),
      native.version,
    ]);
    const member = restored.status === 'signedIn' ? restored.user : null;
    store.dispatch({
      type: 'booted',
      member,
      mustUpdate: mustUpdate(containerVersion?.version ?? null, brand.minimumContainerVersion),
    });
    // An ended session says so on the sign-in screen; a visitor who follows a reset or
    // referral link lands in the signed-out app, where those pages are.
    if (restored.status === 'expired') {
      store.dispatch({ type: 'sessionExpired' });
    } else if (!member && isSignedOutLink(window.location.pathname)) {
      store.dispatch({ type: 'signInRequested' });
    }
    // The other remotes once the route is up (at once on leaving the content section).
    remotes.deferred.loadAtIdle(later, sessionStore);
  } catch (error) {
    const failure = bootFailureOf(error, navigator.onLine);
    console.error('[klubb] boot failed:', error instanceof Error ? error.message : error, error);
    // A passing failure wears the brand and names the member of the last visit, where kept, so
    // the error screen can offer the brand's support; an unknown app URL has neither.
    if (!sessionStore.getState().brand) {
      const kept = failure === 'unknownBrand' ? null : readKeptBrand(runtime.storage, appUrl);
      if (kept) {
        applyTheme(withFontFallbacks(kept.theme.light));
        document.title = kept.name;
        store.setBrand(kept);
        const member = kept.authTenantId
          ? readKeptMember(runtime.storage, kept.authTenantId)
          : null;
        if (member && !sessionStore.getState().user) store.setUser(member);
      }
      await setLanguage(runtime, kept ? kept.language : browserLanguage(navigator.languages));
    }
    store.fail(failure);
  }
}
