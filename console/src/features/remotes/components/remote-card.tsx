import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { REQUIRED_REMOTES, type BrandRemoteState } from '@klubb/contracts';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { useConfirmChange } from '../../../lib/confirm-change';
import { ErrorText } from '../../../lib/error-text';
import { registryChanges } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

import { CanaryPanel } from './canary-panel';
import { PinForm } from './pin-form';
import { RollbackForm } from './rollback-form';

export interface RemoteCardProps {
  brand: { id: string; name: string };
  state: BrandRemoteState;
  /** The remote's published versions, newest first. */
  versions: string[];
  /** Platform operators also roll back and promote (for every brand). */
  platform: boolean;
}

interface Toggle {
  enabled: boolean;
  reason?: string | undefined;
}

/** One remote of a brand: its versions, the on/off switch, the pin, the canary and rollback. */
export function RemoteCard({ brand, state, versions, platform }: RemoteCardProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const switchRef = useRef<HTMLInputElement>(null);
  const [confirmDialog, confirm] = useConfirmChange();
  const toggle = useChange<Toggle>({
    change: ({ enabled, reason }) =>
      registryChanges.setBrandRemote({
        brandId: brand.id,
        remote: state.remote,
        enabled,
        ...(reason ? { reason } : {}),
      }),
    describe: ({ enabled }) =>
      t(enabled ? 'done.enabled' : 'done.disabled', { remote, brand: brand.name }),
    focusAfter: () => switchRef.current,
  });
  const required = REQUIRED_REMOTES.includes(state.remote);
  const onSwitch = (enabled: boolean) => {
    // Busy: the switch keeps focus (a disabled one would drop it to the page) and ignores presses.
    if (toggle.isPending) return;
    if (enabled) {
      toggle.mutate({ enabled });
      return;
    }
    confirm({
      title: t('confirm.disableTitle', { remote, brand: brand.name }),
      message: t('confirm.disableMessage', { remote, brand: brand.name }),
      brands: [brand.name],
      confirmLabel: t('confirm.disable'),
      run: (reason) => toggle.mutate({ enabled: false, reason }),
    });
  };
  const none = t('remotes.noVersion');
  const hintId = `remote-required-${state.remote}`;
  return (
    <article className={ui.stack} aria-labelledby={`remote-${state.remote}`}>
      <h3 id={`remote-${state.remote}`} tabIndex={-1}>
        {remote}
      </h3>
      <label className={ui.switch}>
        <input
          ref={switchRef}
          type="checkbox"
          role="switch"
          checked={state.enabled}
          aria-disabled={required || toggle.isPending}
          aria-describedby={required ? hintId : undefined}
          onChange={(event) => {
            if (!required) onSwitch(event.target.checked);
          }}
        />
        {t('remotes.enabled', { remote })}
      </label>
      {required ? (
        <p id={hintId} className={ui.muted}>
          {t('remotes.required', { remote })}
        </p>
      ) : null}
      <ErrorText error={toggle.error} params={{ remote, brand: brand.name }} />
      {confirmDialog}
      <dl className={ui.facts}>
        <dt>{t('remotes.version')}</dt>
        <dd>{state.enabled ? (state.version ?? none) : t('remotes.notLoaded')}</dd>
        <dt>{t('remotes.stable')}</dt>
        <dd>{state.stableVersion ?? none}</dd>
        <dt>{t('remotes.pinned')}</dt>
        <dd>{state.pinnedVersion ?? t('remotes.followsStable')}</dd>
      </dl>
      <PinForm brand={brand} state={state} versions={versions} />
      <CanaryPanel brand={brand} state={state} versions={versions} platform={platform} />
      {platform ? <RollbackForm state={state} versions={versions} /> : null}
    </article>
  );
}
