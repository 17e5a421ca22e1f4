import { useTranslation } from 'react-i18next';

import type { RegistryToken } from '@klubb/contracts';
import { useLanguage } from '@klubb/i18n';
import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { useConfirmChange } from '../../../lib/confirm-change';
import { ErrorText } from '../../../lib/error-text';
import { formatToSecond } from '../../../lib/format-time';
import { registryChanges } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

type TokenState = 'active' | 'revoked' | 'expired';

const stateOf = (token: RegistryToken, now: number): TokenState =>
  token.revokedAt ? 'revoked' : Date.parse(token.expiresAt) <= now ? 'expired' : 'active';

/**
 * Every token with its remote, who made it, when it expires and was last used; an active one is
 * revoked after a confirmation that says what stops working. Focus goes to the list's heading
 * when the revoked token's button is gone.
 */
export function TokenList({
  tokens,
  focusAfter,
}: {
  tokens: readonly RegistryToken[];
  focusAfter: () => HTMLElement | null;
}) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const [confirmDialog, confirm] = useConfirmChange();
  const revoke = useChange<{ token: RegistryToken; reason: string | undefined }>({
    change: ({ token, reason }) =>
      registryChanges.revokeToken({ id: token.id, ...(reason ? { reason } : {}) }),
    describe: ({ token }) => t('done.tokenRevoked', { name: token.name }),
    focusAfter,
  });
  if (!tokens.length) return <p className={ui.muted}>{t('tokens.none')}</p>;
  const now = Date.now();
  const when = (at: string | null) =>
    at ? formatToSecond(Date.parse(at), language) : t('tokens.never');
  const onRevoke = (token: RegistryToken) => {
    if (revoke.isPending) return;
    confirm({
      title: t('tokens.revokeTitle', { name: token.name }),
      message: t('tokens.revokeMessage', { remote: remoteLabel(token.remote) }),
      brands: [],
      detail: t('tokens.revokeDetail'),
      confirmLabel: t('tokens.revoke'),
      run: (reason) => revoke.mutate({ token, reason }),
    });
  };
  return (
    <>
      <ul className={ui.stack} aria-labelledby="tokens-list-title">
        {tokens.map((token) => {
          const state = stateOf(token, now);
          return (
            <li key={token.id} className={ui.card} aria-labelledby={`token-${token.id}`}>
              <h3 id={`token-${token.id}`}>{token.name}</h3>
              <dl className={ui.facts}>
                <dt>{t('tokens.remote')}</dt>
                <dd>{remoteLabel(token.remote)}</dd>
                <dt>{t('tokens.state')}</dt>
                <dd>{t(`tokens.states.${state}`)}</dd>
                <dt>{t('tokens.createdBy')}</dt>
                <dd>
                  {t('tokens.createdByAt', { email: token.createdBy, at: when(token.createdAt) })}
                </dd>
                <dt>{t('tokens.expires')}</dt>
                <dd>{when(token.expiresAt)}</dd>
                <dt>{t('tokens.lastUsed')}</dt>
                <dd>{when(token.lastUsedAt)}</dd>
              </dl>
              {state === 'active' ? (
                <Button
                  variant="secondary"
                  aria-disabled={revoke.isPending}
                  aria-label={t('tokens.revokeNamed', { name: token.name })}
                  onClick={() => onRevoke(token)}
                >
                  {t('tokens.revoke')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ErrorText error={revoke.error} />
      {confirmDialog}
    </>
  );
}
