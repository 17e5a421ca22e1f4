import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { BrandRemoteState } from '@klubb/contracts';
import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { registryChanges } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

export interface PinFormProps {
  brand: { id: string; name: string };
  state: BrandRemoteState;
  versions: string[];
}

// The select's value for "follow the stable version" (no published version is empty).
const FOLLOW_STABLE = '';

/** Pins the brand to one published version of the remote, or lets it follow the stable one. */
export function PinForm({ brand, state, versions }: PinFormProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const [chosen, setChosen] = useState(state.pinnedVersion ?? FOLLOW_STABLE);
  const pin = useChange<string | null>({
    change: (pinnedVersion) =>
      registryChanges.setBrandRemote({ brandId: brand.id, remote: state.remote, pinnedVersion }),
    describe: (version) =>
      version
        ? t('done.pinned', { remote, version, brand: brand.name })
        : t('done.unpinned', { remote, brand: brand.name }),
  });
  const id = `pin-${state.remote}`;
  const hintId = `pin-hint-${state.remote}`;
  // Pinning to what is already so would change nothing (the API refuses it): said, not sent.
  const unchanged = chosen === (state.pinnedVersion ?? FOLLOW_STABLE);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || pin.isPending) return;
    pin.mutate(chosen === FOLLOW_STABLE ? null : chosen);
  };
  return (
    <form className={ui.row} onSubmit={onSubmit}>
      <div className={ui.field}>
        <label htmlFor={id}>{t('remotes.pinLabel', { remote })}</label>
        <select
          id={id}
          className={ui.select}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value={FOLLOW_STABLE}>{t('remotes.followStableOption')}</option>
          {versions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="secondary"
        aria-disabled={unchanged || pin.isPending}
        aria-describedby={unchanged ? hintId : undefined}
      >
        {t('remotes.pin')}
      </Button>
      {unchanged ? (
        <p id={hintId} className={ui.muted}>
          {state.pinnedVersion
            ? t('remotes.pinnedAlready', { version: state.pinnedVersion })
            : t('remotes.followingAlready')}
        </p>
      ) : null}
      <ErrorText error={pin.error} params={{ remote, brand: brand.name }} />
    </form>
  );
}
