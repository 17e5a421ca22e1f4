import { useTranslation } from 'react-i18next';

import styles from './spinner.module.css';

/** The loading spinner, announced politely to screen readers. */
export function Spinner() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className="k-visually-hidden">{t('loading')}</span>
    </div>
  );
}
