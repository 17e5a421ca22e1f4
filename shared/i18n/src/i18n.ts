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
 * Creates an i18next instance, owned by a runtime (ADR 027): one per page, one per server render,
 * so two brands' languages never meet. Swedish is the source language and the fallback; the
 * brand picks the language (`initI18n`).
 */
export function createI18n(): I18n {
  return i18next.createInstance();
}

// Each instance's initialisation, so a second call only changes the language.
const initialisations = new WeakMap<I18n, Promise<unknown>>();

/**
 * Initialises `i18n` in `language` with the common texts (the first call), or switches it to
 * `language` (later calls). A remote's texts join through the runtime's `addTranslations`, which
 * waits for this when it comes first.
 */
export function initI18n(i18n: I18n, language: Language): Promise<unknown> {
  let initialised = initialisations.get(i18n);
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
    initialisations.set(i18n, initialised);
    for (const [lng, resources] of Object.entries(commonBundles)) {
      i18n.addResourceBundle(lng, 'common', resources, true, true);
    }
  }
  return initialised.then(() => i18n.changeLanguage(language));
}
