import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useBrand, useRuntime } from '@klubb/runtime';
import { externalLinkProps } from '@klubb/sdk';

import styles from '../../../components/form.module.css';
import { AUTH_NAMESPACE } from '../../../i18n';

export interface TermsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The terms checkbox (spec §5) with the brand's terms and privacy (GDPR) links. */
export function TermsField({ checked, onChange }: TermsFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const brand = useBrand();
  const linkProps = externalLinkProps(useRuntime().native.container().inContainer);
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          name="termsAccepted"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{t('create.terms')}</label>
      </div>
      <p className={styles.links}>
        <a className={styles.link} href={brand.config.terms.url} {...linkProps}>
          {t('create.readTerms')}
        </a>
        <a className={styles.link} href={brand.config.gdpr.url} {...linkProps}>
          {t('create.readPrivacy')}
        </a>
      </p>
    </div>
  );
}
