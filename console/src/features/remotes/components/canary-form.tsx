import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { BrandRemoteState, CanaryRules } from '@klubb/contracts';
import { Button, TextField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { registryChanges } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

import { CanaryRulesFields, DEFAULT_RULES_INPUT, rulesOf } from './canary-rules-fields';

export interface CanaryFormProps {
  brand: { id: string; name: string };
  state: BrandRemoteState;
  versions: string[];
  /** Where focus goes once the form has given way to the running canary. */
  focusAfter?: () => HTMLElement | null;
}

interface CanaryStart {
  version: string;
  rules: CanaryRules;
  /** A share of the brand's sessions, or null for the whole brand. */
  percent: number | null;
}

const DEFAULT_PERCENT = '10';

/** Starts a canary of another published version, for the whole brand or a share of its sessions. */
export function CanaryForm({ brand, state, versions, focusAfter }: CanaryFormProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const remote = remoteLabel(state.remote);
  const candidates = versions.filter((version) => version !== state.version);
  const [version, setVersion] = useState(candidates[0] ?? '');
  const [scope, setScope] = useState<'brand' | 'share'>('brand');
  const [percent, setPercent] = useState(DEFAULT_PERCENT);
  const [rulesInput, setRulesInput] = useState(DEFAULT_RULES_INPUT);
  const rules = rulesOf(rulesInput);
  const start = useChange<CanaryStart>({
    change: ({ version: chosen, percent: share, rules: chosenRules }) =>
      registryChanges.startCanary({
        remote: state.remote,
        version: chosen,
        rules: chosenRules,
        ...(share === null
          ? { brandIds: [brand.id] }
          : { share: { brandId: brand.id, percent: share } }),
      }),
    describe: ({ version: chosen }) => t('done.canaryStarted', { remote, version: chosen }),
    ...(focusAfter ? { focusAfter } : {}),
  });
  if (!candidates.length) return <p className={ui.muted}>{t('canary.noOtherVersion')}</p>;

  const share = Number(percent);
  const shareValid = Number.isInteger(share) && share >= 1 && share <= 99;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending || (scope === 'share' && !shareValid) || !rules) return;
    start.mutate({
      version: version || (candidates[0] ?? ''),
      rules,
      percent: scope === 'share' ? share : null,
    });
  };
  const id = `canary-version-${state.remote}`;
  const scopeName = `canary-scope-${state.remote}`;
  const shareHintId = `canary-share-hint-${state.remote}`;
  return (
    <form className={ui.stack} onSubmit={onSubmit}>
      <p className={ui.muted}>{t('canary.none')}</p>
      <div className={ui.field}>
        <label htmlFor={id}>{t('canary.versionLabel', { remote })}</label>
        <select
          id={id}
          className={ui.select}
          value={version}
          onChange={(event) => setVersion(event.target.value)}
        >
          {candidates.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={ui.fieldset}>
        <legend className={ui.legend}>{t('canary.scopeLegend')}</legend>
        <label className={ui.choice}>
          <input
            type="radio"
            name={scopeName}
            checked={scope === 'brand'}
            onChange={() => setScope('brand')}
          />
          {t('canary.wholeBrand')}
        </label>
        <label className={ui.choice}>
          <input
            type="radio"
            name={scopeName}
            checked={scope === 'share'}
            onChange={() => setScope('share')}
          />
          {t('canary.shareOfSessions')}
        </label>
        {scope === 'share' ? (
          <TextField
            label={t('canary.percent')}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={percent}
            invalid={!shareValid}
            aria-describedby={shareValid ? undefined : shareHintId}
            onChange={(event) => setPercent(event.target.value)}
          />
        ) : null}
        {scope === 'share' && !shareValid ? (
          <p id={shareHintId} className={ui.error}>
            {t('canary.shareInvalid')}
          </p>
        ) : null}
      </fieldset>
      <CanaryRulesFields remote={state.remote} value={rulesInput} onChange={setRulesInput} />
      <Button
        type="submit"
        aria-disabled={start.isPending || (scope === 'share' && !shareValid) || !rules}
        aria-describedby={scope === 'share' && !shareValid ? shareHintId : undefined}
      >
        {t('canary.start')}
      </Button>
      <ErrorText error={start.error} params={{ remote, brand: brand.name, version }} />
    </form>
  );
}
