import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { useBrand } from '@klubb/runtime';

import styles from './shell.module.css';

/** The desktop footer: About, FAQ and a copyright line. */
export function Footer() {
  const { t } = useTranslation('host');
  const brand = useBrand();
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <Link to={paths.about.build()}>{t('footer.about')}</Link>
      <Link to={paths.faq.build()}>{t('footer.faq')}</Link>
      <span>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</span>
    </footer>
  );
}
