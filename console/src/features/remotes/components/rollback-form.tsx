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

export interface RollbackFormProps {
  state: BrandRemoteState;
  versions: string[];
}

const PREVIOUS = '';

/** Rolls the remote's stable version back, for every brand (platform operators only). */
export function RollbackForm({ state, versions }: RollbackFormProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const [to, setTo] = useState(PREVIOUS);
  const rollback = useChange<string>({
    change: (target) =>
      registryChanges.rollback({
        remote: state.remote,
        ...(target === PREVIOUS ? {} : { to: target }),
      }),
    describe: () => t('done.rolledBack', { remote }),
  });
  const id = `rollback-${state.remote}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    rollback.mutate(to);
  };
  const older = versions.filter((version) => version !== state.stableVersion);
  return (
    <form className={ui.row} onSubmit={onSubmit}>
      <div className={ui.field}>
        <label htmlFor={id}>{t('remotes.rollbackLabel', { remote })}</label>
        <select
          id={id}
          className={ui.select}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        >
          <option value={PREVIOUS}>{t('remotes.rollbackPrevious')}</option>
          {older.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={rollback.isPending}>
        {t('remotes.rollback')}
      </Button>
      <ErrorText error={rollback.error} />
    </form>
  );
}
