import type { Language } from '@klubb/contracts';

import { LOCALES } from './format-price';

/** Spec §9 "Month names: Swedish": written here so no browser's locale data can change them. */
export const SWEDISH_MONTH_NAMES = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The clock time of a moment in the device's time zone, `19:30`. */
export function formatTime(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The day of a moment in the device's time zone: `5 februari 2027` in Swedish (with the spec's
 * month names), the locale's own long date in Norwegian and English.
 */
export function formatDay(ms: number, language: Language): string {
  const date = new Date(ms);
  if (language === 'sv') {
    return `${date.getDate()} ${SWEDISH_MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
  }
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** Day and time of an event's start: `5 februari 2027, 18:00`. */
export function formatDateTime(ms: number, language: Language): string {
  return `${formatDay(ms, language)}, ${formatTime(ms)}`;
}
