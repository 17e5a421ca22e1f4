import { useTranslation } from 'react-i18next';

import { ERRORS_NAMESPACE, errorMessageKey } from '@klubb/i18n';
import { useBrand } from '@klubb/runtime';
import { errorCodeOf } from '@klubb/sdk';
import { Dialog } from '@klubb/ui';

import { AUTH_NAMESPACE } from '../i18n';

import styles from './form.module.css';

export interface ErrorDialogProps {
  /** An error, or the code of a broken form rule; nothing shows while null. */
  error: unknown;
  onClose: () => void;
}

/**
 * An error in a dialog, in the member's language (spec §8: sign-in, registration and set-up
 * errors are converted to a message and shown in a dialog). Partner-binding errors carry the
 * brand's customer-service contact.
 */
export function ErrorDialog({ error, onClose }: ErrorDialogProps) {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  const { t: tAuth } = useTranslation(AUTH_NAMESPACE);
  const brand = useBrand();
  if (error === null || error === undefined) return null;
  const key = errorMessageKey(errorCodeOf(error));
  const email = brand.contact.email;
  return (
    <Dialog message={t(key, { email })} onClose={onClose}>
      {key === 'partnerBinding' ? (
        <p>
          <a className={styles.link} href={`mailto:${email}`}>
            {tAuth('contactCustomerService')}
          </a>
        </p>
      ) : undefined}
    </Dialog>
  );
}
