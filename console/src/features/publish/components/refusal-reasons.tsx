import { useTranslation } from 'react-i18next';

import { contractRefusalSchema, type ContractRefusal } from '@klubb/contracts';
import { isApiError } from '@klubb/sdk';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import ui from '../../../lib/ui.module.css';

/** The contract refusal an error carries (422 `registry/contract-refused`), or null. */
export function refusalOf(error: unknown): ContractRefusal | null {
  if (!isApiError(error)) return null;
  const parsed = contractRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

export interface RefusalReasonsProps {
  refusal: ContractRefusal;
}

/** Why the API refused a version: one line per failed rule, said at once. */
export function RefusalReasons({ refusal }: RefusalReasonsProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (
    <div role="alert" aria-labelledby="refusal-title">
      <h2 id="refusal-title" className={ui.error}>
        {t('publish.refused')}
      </h2>
      <p>{refusal.message}</p>
      <ul>
        {refusal.reasons.map((reason, index) => (
          <li key={`${reason.rule}-${index}`}>
            <strong>{t(`publish.rules.${reason.rule}`)}</strong>
            {': '}
            {reason.detail}
          </li>
        ))}
      </ul>
    </div>
  );
}
