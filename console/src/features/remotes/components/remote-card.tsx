import { useTranslation } from 'react-i18next';

import type { BrandRemoteState } from '@klubb/contracts';

import { CONSOLE_NAMESPACE } from '../../../i18n';
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

/** One remote of a brand: its versions, the on/off switch, the pin, the canary and rollback. */
export function RemoteCard({ brand, state, versions, platform }: RemoteCardProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const toggle = useChange<boolean>({
    change: (enabled) =>
      registryChanges.setBrandRemote({ brandId: brand.id, remote: state.remote, enabled }),
    describe: (enabled) =>
      t(enabled ? 'done.enabled' : 'done.disabled', { remote, brand: brand.name }),
  });
  const none = t('remotes.noVersion');
  return (
    <article className={ui.stack} aria-labelledby={`remote-${state.remote}`}>
      <h3 id={`remote-${state.remote}`}>{remote}</h3>
      <label className={ui.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={state.enabled}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.target.checked)}
        />
        {t('remotes.enabled', { remote })}
      </label>
      <ErrorText error={toggle.error} />
      <dl className={ui.facts}>
        <dt>{t('remotes.version')}</dt>
        <dd>{state.version ?? none}</dd>
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
