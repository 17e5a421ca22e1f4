import { useTranslation } from 'react-i18next';

import { languageSchema, type Language } from '@klubb/contracts';

/** The language the page speaks (the brand's), for formatting prices and dates. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const parsed = languageSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  return parsed.success ? parsed.data : 'sv';
}
