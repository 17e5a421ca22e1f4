import { useTranslation } from 'react-i18next';

import { DEFAULT_CANARY_RULES, type CanaryRules } from '@klubb/contracts';
import { TextField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import ui from '../../../lib/ui.module.css';

/** The rules as typed: text, so a half-typed number stays what the operator typed. */
export interface RulesInput {
  margin: string;
  minSessions: string;
  promoteAfter: string;
}

export const DEFAULT_RULES_INPUT: RulesInput = {
  margin: String(DEFAULT_CANARY_RULES.maxErrorRateMargin),
  minSessions: String(DEFAULT_CANARY_RULES.minSessions),
  promoteAfter: '',
};

/** The typed rules as the API takes them, or null when one is not a valid number. */
export function rulesOf(input: RulesInput): CanaryRules | null {
  const margin = Number(input.margin);
  const minSessions = Number(input.minSessions);
  const promote = input.promoteAfter.trim() === '' ? null : Number(input.promoteAfter);
  const valid =
    input.margin.trim() !== '' &&
    Number.isFinite(margin) &&
    margin >= 0 &&
    margin <= 100 &&
    Number.isInteger(minSessions) &&
    minSessions >= 1 &&
    minSessions <= 1_000_000 &&
    (promote === null || (Number.isInteger(promote) && promote >= 1 && promote <= 10_080));
  return valid ? { maxErrorRateMargin: margin, minSessions, promoteAfterMinutes: promote } : null;
}

/**
 * The canary's rules (ADR 024): the error-rate margin over the stable version, the sessions
 * before it is judged, and an optional automatic promotion. What is wrong is said beside them.
 */
export function CanaryRulesFields({
  remote,
  value,
  onChange,
}: {
  remote: string;
  value: RulesInput;
  onChange: (value: RulesInput) => void;
}) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const hintId = `canary-rules-hint-${remote}`;
  const invalid = rulesOf(value) === null;
  const described = invalid ? { 'aria-describedby': hintId } : {};
  return (
    <fieldset className={ui.fieldset}>
      <legend className={ui.legend}>{t('canary.rulesLegend')}</legend>
      <TextField
        label={t('canary.margin')}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step="any"
        value={value.margin}
        onChange={(event) => onChange({ ...value, margin: event.target.value })}
        {...described}
      />
      <TextField
        label={t('canary.minSessions')}
        type="number"
        inputMode="numeric"
        min={1}
        value={value.minSessions}
        onChange={(event) => onChange({ ...value, minSessions: event.target.value })}
        {...described}
      />
      <TextField
        label={t('canary.promoteAfter')}
        type="number"
        inputMode="numeric"
        min={1}
        max={10_080}
        value={value.promoteAfter}
        onChange={(event) => onChange({ ...value, promoteAfter: event.target.value })}
        {...described}
      />
      {invalid ? (
        <p id={hintId} className={ui.error}>
          {t('canary.rulesInvalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
