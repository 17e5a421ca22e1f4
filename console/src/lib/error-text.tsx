import { useTranslation } from 'react-i18next';

import { ERRORS_NAMESPACE, errorMessageKey } from '@klubb/i18n';
import { errorCodeOf, isApiError } from '@klubb/sdk';

import { CONSOLE_NAMESPACE } from '../i18n';

import styles from './ui.module.css';

/** Console codes with their own text; anything else reads as the member app's errors do. */
const CONSOLE_ERROR_KEYS: Readonly<Record<string, string>> = {
  'operator/forbidden': 'errors.forbidden',
  'console/reauthentication-cancelled': 'errors.reauthCancelled',
};

/** The text of an error, in the console's language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const { t: tErrors } = useTranslation(ERRORS_NAMESPACE);
  return (error) => {
    const code = (error as { code?: unknown } | null)?.code;
    const own = typeof code === 'string' ? CONSOLE_ERROR_KEYS[code] : undefined;
    if (own) return t(own);
    const key = errorMessageKey(errorCodeOf(error));
    // An API refusal the member app has no text for: its own message says why.
    if (key === 'unknown' && isApiError(error) && error.status < 500 && error.status !== 401) {
      return t('errors.changeFailed', { message: error.message });
    }
    return tErrors(key);
  };
}

export interface ErrorTextProps {
  error: unknown;
}

/** An error said at once (an alert), beside what failed; nothing while there is none. */
export function ErrorText({ error }: ErrorTextProps) {
  const text = useErrorText();
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={styles.error}>
      {text(error)}
    </p>
  );
}
