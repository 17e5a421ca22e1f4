import { useTranslation } from 'react-i18next';

import { SUPPORT_HOURS, type SiteConfig } from '@klubb/contracts';

import { SupportHours } from '../../../components/support-hours';
import { MORE_NAMESPACE } from '../../../i18n';

import styles from './about.module.css';

export interface ContactSectionProps {
  contact: SiteConfig['contact'];
}

/** Customer service: its text, e-mail, phone and the support hours (spec §1). */
export function ContactSection({ contact }: ContactSectionProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="about-contact">
      <h2 id="about-contact" className={styles.heading}>
        {t('about.customerService')}
      </h2>
      <p>{contact.customerServiceText}</p>
      <p>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <p>
        <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
      </p>
      <SupportHours hours={SUPPORT_HOURS} />
    </section>
  );
}
