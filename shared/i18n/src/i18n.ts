import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Language } from '@klubb/contracts';

import en from './locales/en.json';
import nb from './locales/nb.json';
import sv from './locales/sv.json';

/** The translations of one namespace, in every language the app speaks. */
export type Bundles<T extends object = object> = Readonly<Record<Language, T>>;

export const commonBundles: Bundles<typeof sv> = { sv, nb, en };

/**
 * The one i18next instance of the page (a Module Federation singleton with @klubb/i18n). Swedish
 * is the source language and the fallback; the brand picks the language.
 */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;
let ready = false;
const pending: Array<[string, Bundles]> = [];

export function initI18n(language: Language): Promise<unknown> {
  if (!initialised) {
    initialised = i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'sv',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      resources: {},
      returnNull: false,
    });
    ready = true;
    registerTranslations('common', commonBundles);
    for (const [namespace, bundles] of pending.splice(0)) registerTranslations(namespace, bundles);
  }
  return initialised.then(() => i18n.changeLanguage(language));
}

/** Adds one app's namespace; each remote calls it when its module is loaded. */
export function registerTranslations(namespace: string, bundles: Bundles): void {
  // A remote can load before the brand (and so the language) is known: keep its texts till then.
  if (!ready) {
    pending.push([namespace, bundles]);
    return;
  }
  for (const [language, resources] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}
