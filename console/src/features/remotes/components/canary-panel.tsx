import { useTranslation } from 'react-i18next';

import type { BrandRemoteState, Canary } from '@klubb/contracts';
import { formatDateTime, useLanguage } from '@klubb/i18n';
import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { CANARY_WATCH_INTERVAL_MS } from '../../../lib/config';
import { ErrorText } from '../../../lib/error-text';
import { registryChanges } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

import { CanaryForm } from './canary-form';

export interface CanaryPanelProps {
  brand: { id: string; name: string };
  state: BrandRemoteState;
  versions: string[];
  platform: boolean;
}

/**
 * The remote's canary: while one runs, who gets it (watched: the page asks again every 10 s),
 * ending it, and for platform operators promoting it; otherwise the form that starts one.
 */
export function CanaryPanel({ brand, state, versions, platform }: CanaryPanelProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const titleId = `canary-${state.remote}`;
  return (
    <section className={ui.fieldset} aria-labelledby={titleId}>
      <h4 id={titleId} className={ui.legend}>
        {t('canary.title')}
      </h4>
      {state.canary ? (
        <RunningCanary canary={state.canary} brand={brand} remote={remote} platform={platform} />
      ) : (
        <CanaryForm brand={brand} state={state} versions={versions} />
      )}
    </section>
  );
}

interface RunningCanaryProps {
  canary: Canary;
  brand: { id: string; name: string };
  remote: string;
  platform: boolean;
}

function RunningCanary({ canary, brand, remote, platform }: RunningCanaryProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const end = useChange<void>({
    change: () => registryChanges.endCanary({ remote: canary.remote }),
    describe: () => t('done.canaryEnded', { remote }),
  });
  const promote = useChange<void>({
    change: () => registryChanges.promoteCanary({ remote: canary.remote }),
    describe: () => t('done.canaryPromoted', { remote }),
  });
  const scope = canary.share
    ? t('canary.share', {
        percent: canary.share.percent,
        brand: canary.share.brandId === brand.id ? brand.name : canary.share.brandId,
      })
    : t('canary.brands', { brands: (canary.brandIds ?? []).join(', ') });
  return (
    <>
      <dl className={ui.facts}>
        <dt>{t('canary.version')}</dt>
        <dd>{canary.version}</dd>
        <dt>{t('canary.scope')}</dt>
        <dd>{scope}</dd>
      </dl>
      <p className={ui.muted}>
        {t('canary.startedBy', {
          email: canary.startedBy,
          at: formatDateTime(Date.parse(canary.startedAt), language),
        })}{' '}
        {t('canary.watching', { seconds: CANARY_WATCH_INTERVAL_MS / 1000 })}
      </p>
      <div className={ui.row}>
        <Button variant="secondary" disabled={end.isPending} onClick={() => end.mutate()}>
          {t('canary.end')}
        </Button>
        {platform ? (
          <Button disabled={promote.isPending} onClick={() => promote.mutate()}>
            {t('canary.promote')}
          </Button>
        ) : null}
      </div>
      <ErrorText error={end.error ?? promote.error} />
    </>
  );
}
