import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { BrandRemoteState, Canary } from '@klubb/contracts';
import { useLanguage } from '@klubb/i18n';
import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { CANARY_WATCH_INTERVAL_MS } from '../../../lib/config';
import { useConfirmChange } from '../../../lib/confirm-change';
import { ErrorText } from '../../../lib/error-text';
import { formatClock, formatToSecond } from '../../../lib/format-time';
import {
  brandQueryOptions,
  brandsFollowingStable,
  meQueryOptions,
  registryChanges,
  statusQueryOptions,
} from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

import { CanaryForm } from './canary-form';
import { CanaryNumbers } from './canary-numbers';

export interface CanaryPanelProps {
  brand: { id: string; name: string };
  state: BrandRemoteState;
  versions: string[];
  platform: boolean;
}

/**
 * The remote's canary: while one runs, who gets it (watched: the page asks again every 10 s),
 * ending it, and for platform operators promoting it; otherwise the form that starts one. After
 * a change the panel's heading takes focus when the control that acted has gone.
 */
export function CanaryPanel({ brand, state, versions, platform }: CanaryPanelProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const titleId = `canary-${state.remote}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current;
  return (
    <section className={ui.fieldset} aria-labelledby={titleId}>
      <h4 id={titleId} ref={heading} tabIndex={-1} className={ui.legend}>
        {t('canary.title')}
      </h4>
      {state.canary ? (
        <RunningCanary
          canary={state.canary}
          brand={brand}
          remote={remote}
          platform={platform}
          focusAfter={focusHeading}
        />
      ) : (
        <CanaryForm brand={brand} state={state} versions={versions} focusAfter={focusHeading} />
      )}
    </section>
  );
}

interface RunningCanaryProps {
  canary: Canary;
  brand: { id: string; name: string };
  remote: string;
  platform: boolean;
  focusAfter: () => HTMLElement | null;
}

function RunningCanary({ canary, brand, remote, platform, focusAfter }: RunningCanaryProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const me = useQuery(meQueryOptions());
  const watched = useQuery(brandQueryOptions(brand.id));
  const status = useQuery({ ...statusQueryOptions(), enabled: platform });
  const [confirmDialog, confirm] = useConfirmChange();
  const nameOf = (id: string) =>
    id === brand.id ? brand.name : (me.data?.brands.find((row) => row.id === id)?.name ?? id);
  const end = useChange<void>({
    change: () => registryChanges.endCanary({ remote: canary.remote }),
    describe: () => t('done.canaryEnded', { remote }),
    focusAfter,
  });
  const promote = useChange<string | undefined>({
    change: (reason) =>
      registryChanges.promoteCanary({ remote: canary.remote, ...(reason ? { reason } : {}) }),
    describe: () => t('done.canaryPromoted', { remote, version: canary.version }),
    focusAfter,
  });
  const onPromote = () => {
    if (promote.isPending) return;
    confirm({
      title: t('confirm.promoteTitle', { remote, version: canary.version }),
      message: t('confirm.promoteMessage', { remote, version: canary.version }),
      brands: brandsFollowingStable(status.data, canary.remote),
      confirmLabel: t('confirm.promote'),
      run: (reason) => promote.mutate(reason),
    });
  };
  const scope = canary.share
    ? t('canary.share', { percent: canary.share.percent, brand: nameOf(canary.share.brandId) })
    : t('canary.brands', { brands: (canary.brandIds ?? []).map(nameOf).join(', ') });
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
          at: formatToSecond(Date.parse(canary.startedAt), language),
        })}
      </p>
      <CanaryNumbers remote={canary.remote} />
      <p className={ui.muted}>
        {t('canary.watching', {
          seconds: CANARY_WATCH_INTERVAL_MS / 1000,
          at: formatClock(watched.dataUpdatedAt || Date.now(), language),
        })}
      </p>
      <div className={ui.row}>
        <Button
          variant="secondary"
          aria-disabled={end.isPending}
          onClick={() => {
            if (!end.isPending) end.mutate();
          }}
        >
          {t('canary.end')}
        </Button>
        {platform ? (
          <Button aria-disabled={promote.isPending} onClick={onPromote}>
            {t('canary.promote')}
          </Button>
        ) : null}
      </div>
      <ErrorText error={end.error ?? promote.error} params={{ remote, version: canary.version }} />
      {confirmDialog}
    </>
  );
}
