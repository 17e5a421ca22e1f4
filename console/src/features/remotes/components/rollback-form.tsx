import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { BrandRemoteState } from '@klubb/contracts';
import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { useConfirmChange } from '../../../lib/confirm-change';
import { ErrorText } from '../../../lib/error-text';
import {
  brandsFollowingStable,
  registryChanges,
  statusQueryOptions,
} from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

export interface RollbackFormProps {
  state: BrandRemoteState;
  /** Published versions, newest first. */
  versions: string[];
}

interface Rollback {
  to: string;
  reason?: string | undefined;
}

/**
 * Rolls the remote's stable version back, for every brand (platform operators only), after
 * asking: to a version below the stable one only (a newer one goes live by canary and promotion),
 * and not at all when there is none.
 */
export function RollbackForm({ state, versions }: RollbackFormProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const stableAt = state.stableVersion ? versions.indexOf(state.stableVersion) : -1;
  const older = stableAt >= 0 ? versions.slice(stableAt + 1) : [];
  const [to, setTo] = useState('');
  const status = useQuery({ ...statusQueryOptions(), enabled: older.length > 0 });
  const [confirmDialog, confirm] = useConfirmChange();
  const rollback = useChange<Rollback>({
    change: ({ to: target, reason }) =>
      registryChanges.rollback({
        remote: state.remote,
        ...(target === older[0] ? {} : { to: target }),
        ...(reason ? { reason } : {}),
      }),
    describe: ({ to: target }) => t('done.rolledBack', { remote, version: target }),
  });
  if (!older.length) return null;
  const target = older.includes(to) ? to : (older[0] ?? '');
  const id = `rollback-${state.remote}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rollback.isPending) return;
    const brands = brandsFollowingStable(status.data, state.remote);
    confirm({
      title: t('confirm.rollbackTitle', { remote, version: target }),
      message: state.canary
        ? t('confirm.rollbackMessageCanary', {
            remote,
            version: target,
            canary: state.canary.version,
          })
        : t('confirm.rollbackMessage', { remote, version: target }),
      brands,
      confirmLabel: t('confirm.rollback'),
      run: (reason) => rollback.mutate({ to: target, reason }),
    });
  };
  return (
    <>
      <form className={ui.row} onSubmit={onSubmit}>
        <div className={ui.field}>
          <label htmlFor={id}>{t('remotes.rollbackLabel', { remote })}</label>
          <select
            id={id}
            className={ui.select}
            value={target}
            onChange={(event) => setTo(event.target.value)}
          >
            {older.map((version) => (
              <option key={version} value={version}>
                {version}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" aria-disabled={rollback.isPending}>
          {t('remotes.rollback')}
        </Button>
        <ErrorText error={rollback.error} params={{ remote, version: target }} />
      </form>
      {confirmDialog}
    </>
  );
}
