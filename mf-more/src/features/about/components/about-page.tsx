import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useRuntime } from '@klubb/runtime';
import { externalLinkProps } from '@klubb/sdk';

import { siteConfigQueryOptions } from '../../../api/site-content-queries';
import { LoadState } from '../../../components/load-state';
import { Page } from '../../../components/page';
import { MORE_NAMESPACE } from '../../../i18n';
import { paragraphsOf } from '../../../lib/paragraphs';

import styles from './about.module.css';
import { ContactSection } from './contact-section';
import { VersionSection } from './version-section';

/**
 * About (spec §2): the about text, terms and privacy links, customer service with contact and
 * support hours, and the app version (7 taps reveal the push token and the testing page).
 */
export function AboutPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const runtime = useRuntime();
  const query = useQuery(siteConfigQueryOptions(runtime));
  if (!query.data) {
    return (
      <Page title={t('about.title')}>
        <LoadState query={query} label={t('about.loading')} />
      </Page>
    );
  }
  const config = query.data;
  return (
    <Page title={config.about.header}>
      {paragraphsOf(config.about.body).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ul className={styles.links} aria-label={t('about.documents')}>
        <li>
          <a href={config.terms.url} {...externalLinkProps(runtime.native.container().inContainer)}>
            {config.terms.label}
          </a>
        </li>
        <li>
          <a href={config.gdpr.url} {...externalLinkProps(runtime.native.container().inContainer)}>
            {config.gdpr.label}
          </a>
        </li>
      </ul>
      <ContactSection contact={config.contact} />
      <VersionSection />
    </Page>
  );
}
