export { createI18n, initI18n, commonBundles } from './i18n';
export type { Bundles } from './i18n';
export { findMissingTranslations } from './completeness';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export { formatDateTime, formatDay, formatTime, SWEDISH_MONTH_NAMES } from './format-date';
export { formatPrice, LOCALES, vatIncluded } from './format-price';
export { useLanguage } from './use-language';
export {
  ERRORS_NAMESPACE,
  errorBundles,
  errorMessageKey,
  MESSAGE_KEY_OF_CODE,
} from './errors/error-messages';
export type { ErrorMessageKey } from './errors/error-messages';
export { SOFT_HYPHEN, softHyphenate } from './soft-hyphens';
