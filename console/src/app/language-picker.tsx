import { useTranslation } from 'react-i18next';

import { LANGUAGES, languageSchema } from '@klubb/contracts';
import { useLanguage } from '@klubb/i18n';

import { CONSOLE_NAMESPACE } from '../i18n';

import { changeLanguage } from './language';

/** The console's language, chosen anywhere: in the signed-in frame and on the sign-in page. */
export function LanguagePicker() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  return (
    <label>
      <span className="k-visually-hidden">{t('language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const chosen = languageSchema.safeParse(event.target.value);
          if (chosen.success) void changeLanguage(chosen.data);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
