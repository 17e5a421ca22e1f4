import { LANGUAGES, languageSchema, type Language } from '@klubb/contracts';
import { createI18n, ERRORS_NAMESPACE, errorBundles, initI18n } from '@klubb/i18n';

import { CONSOLE_NAMESPACE, consoleBundles } from '../i18n';

/** The operator's chosen language, kept on this device (not a secret, not the session). */
export const LANGUAGE_KEY = 'klubbConsoleLanguage';

/** The kept choice, else the browser's first language the console speaks, else Swedish. */
export function initialLanguage(): Language {
  try {
    const kept = languageSchema.safeParse(localStorage.getItem(LANGUAGE_KEY));
    if (kept.success) return kept.data;
  } catch {
    // Storage blocked: ask the browser.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language === (base === 'no' ? 'nb' : base));
    if (match) return match;
  }
  return 'sv';
}

/** The console's i18next instance: the console is a page of its own, and it owns this one. */
export const consoleI18n = createI18n();

export async function initConsoleI18n(language: Language): Promise<void> {
  await initI18n(consoleI18n, language);
  for (const [namespace, bundles] of [
    [CONSOLE_NAMESPACE, consoleBundles],
    [ERRORS_NAMESPACE, errorBundles],
  ] as const) {
    for (const [lng, resources] of Object.entries(bundles)) {
      consoleI18n.addResourceBundle(lng, namespace, resources, true, true);
    }
  }
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await consoleI18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not kept: this page still speaks it.
  }
}
