import type { Language } from '@klubb/contracts';

/** The locale each app language formats numbers and dates in. */
export const LOCALES: Readonly<Record<Language, string>> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  en: 'en-GB',
};

/**
 * A price in major units (VAT included, as the API sends it) in the brand's currency, formatted for
 * the language: `495 kr` in Swedish and Norwegian, `SEK 495` in English. Whole amounts show no
 * decimals; any öre or øre show two.
 */
export function formatPrice(amount: number, currency: string, language: Language): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    // Both Swedish and Norwegian write their krona as "kr"; Intl would write NOK as "Nkr" in sv.
    currencyDisplay: language === 'en' ? 'code' : 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/** The VAT inside a price that includes it, at a rate in percent, rounded to öre. */
export function vatIncluded(amount: number, percentage: number): number {
  return Math.round((amount * percentage * 100) / (100 + percentage)) / 100;
}
