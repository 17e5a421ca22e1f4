export { i18n, initI18n, registerTranslations, commonBundles } from './i18n';
export type { Bundles } from './i18n';
export { findMissingTranslations } from './completeness';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
