import type { Language, RemoteName } from '@klubb/contracts';
import { initI18n, registerTranslations } from '@klubb/i18n';
import { api, configureSdk, isApiError, readStored, writeStored } from '@klubb/sdk';
import { useSessionStore } from '@klubb/session';
import { applyTheme } from '@klubb/ui';

import { hostBundles, HOST_NAMESPACE } from '../../i18n';
import { fetchRemotesDocument, loadRemotes } from '../federation/remote-registry';
import { mustUpdate } from '../screens/version';

export type BootFailure = 'unknownBrand' | 'generic';

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

async function setLanguage(language: Language) {
  await initI18n(language);
  registerTranslations(HOST_NAMESPACE, hostBundles);
  document.documentElement.lang = language;
}

/**
 * Starts the app: brand and remotes.json in parallel, then the brand's remotes in parallel. The
 * remotes the brand had on at the last visit start loading as soon as remotes.json is known.
 */
export async function boot(appUrl: string): Promise<void> {
  const store = useSessionStore.getState();
  configureSdk({
    apiUrl: __KLUBB_API_URL__,
    appUrl,
    getIdToken: async () => useSessionStore.getState().session?.idToken ?? null,
  });
  const remotesDocument = fetchRemotesDocument();
  const known = readStored<RemoteName[]>(enabledRemotesKey(appUrl));
  const early = known ? remotesDocument.then((doc) => loadRemotes(doc, known)) : null;
  early?.catch(() => undefined);
  try {
    const brand = await api().getBrand(appUrl);
    writeStored(enabledRemotesKey(appUrl), brand.config.remotes);
    applyTheme(brand.theme.light);
    document.title = brand.name;
    await setLanguage(brand.language);
    store.setBrand(brand);
    await loadRemotes(await remotesDocument, brand.config.remotes);
    store.dispatch({
      type: 'booted',
      member: null,
      mustUpdate: mustUpdate(null, brand.minimumContainerVersion),
    });
  } catch (error) {
    if (!useSessionStore.getState().brand) await setLanguage(browserLanguage(navigator.languages));
    const unknownBrand = isApiError(error) && error.status === 404;
    console.error('[klubb] boot failed:', error instanceof Error ? error.message : error, error);
    store.fail(unknownBrand ? 'unknownBrand' : 'generic');
  }
}
