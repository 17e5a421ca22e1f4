import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { meQueryOptions, tokensQueryOptions } from '../../../lib/registry-api';
import ui from '../../../lib/ui.module.css';

import { TokenForm } from './token-form';
import { TokenList } from './token-list';

/**
 * Machine tokens for remote teams' CI (platform operators, ADR 018): make one for a remote with an
 * expiry — its secret is shown this once — and see each with its last use, revoking after a
 * confirmation. Focus stays where the operator acted, or goes to the part that took its place.
 */
export function TokensPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const me = useQuery(meQueryOptions());
  const tokens = useQuery({ ...tokensQueryOptions(), enabled: me.data?.role === 'platform' });
  const listHeading = useRef<HTMLHeadingElement>(null);
  if (me.isPending) return <PageSkeleton />;
  if (me.isError) return <ErrorText error={me.error} />;
  if (me.data.role !== 'platform') return <Navigate replace to={paths.brands} />;
  return (
    <section className={ui.stack} aria-labelledby="tokens-title">
      <h1 id="tokens-title">{t('tokens.title')}</h1>
      <p className={ui.muted}>{t('tokens.intro')}</p>
      <TokenForm />
      <section className={ui.stack} aria-labelledby="tokens-list-title">
        <h2 id="tokens-list-title" ref={listHeading} tabIndex={-1}>
          {t('tokens.listTitle')}
        </h2>
        {tokens.isPending ? <PageSkeleton /> : null}
        <ErrorText error={tokens.error} />
        {tokens.data ? (
          <TokenList tokens={tokens.data.tokens} focusAfter={() => listHeading.current} />
        ) : null}
      </section>
    </section>
  );
}
