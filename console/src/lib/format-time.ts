import type { Language } from '@klubb/contracts';

const LOCALES: Record<Language, string> = { sv: 'sv-SE', nb: 'nb-NO', en: 'en-GB' };

/** A moment to the second, with its date, in the operator's language (the audit, a canary). */
export function formatToSecond(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(ms);
}

/** A time of today to the second (when a screen was last asked). */
export function formatClock(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(ms);
}
