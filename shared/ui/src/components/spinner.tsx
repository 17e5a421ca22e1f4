import { useTranslation } from 'react-i18next';

import styles from './spinner.module.css';

export interface SpinnerProps {
  /**
   * What is on its way, shown under the spinner ("Hämtar dina rabattkoder …"); without it the
   * spinner says only "Laddar…", to screen readers.
   */
  label?: string;
}

/** The loading spinner, announced politely to screen readers. */
export function Spinner({ label }: SpinnerProps = {}) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      {label ? (
        <span className={styles.label}>{label}</span>
      ) : (
        <span className="k-visually-hidden">{t('loading')}</span>
      )}
    </div>
  );
}
