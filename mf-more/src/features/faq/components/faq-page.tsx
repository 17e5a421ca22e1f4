import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useRuntime } from '@klubb/runtime';

import { faqListQueryOptions } from '../../../api/site-content-queries';
import { LoadState } from '../../../components/load-state';
import { Page } from '../../../components/page';
import pageStyles from '../../../components/page.module.css';
import { MORE_NAMESPACE } from '../../../i18n';

import { FaqAccordion } from './faq-accordion';

/** FAQ (spec §2): an accordion of the brand's questions and answers, or the empty-state label. */
export function FaqPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const runtime = useRuntime();
  const query = useQuery(faqListQueryOptions(runtime));
  return (
    <Page title={t('faq.title')}>
      {!query.data ? (
        <LoadState query={query} label={t('faq.loading')} />
      ) : query.data.length === 0 ? (
        <p className={pageStyles.empty}>{t('faq.empty')}</p>
      ) : (
        <FaqAccordion faqs={query.data} />
      )}
    </Page>
  );
}
