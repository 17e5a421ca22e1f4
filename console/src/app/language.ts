import { LANGUAGES, languageSchema, type Language } from '@klubb/contracts';
import { ERRORS_NAMESPACE, errorBundles, i18n, initI18n, registerTranslations } from '@klubb/i18n';

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

export async function initConsoleI18n(language: Language): Promise<void> {
  await initI18n(language);
  registerTranslations(CONSOLE_NAMESPACE, consoleBundles);
  registerTranslations(ERRORS_NAMESPACE, errorBundles);
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not kept: this page still speaks it.
  }
}
