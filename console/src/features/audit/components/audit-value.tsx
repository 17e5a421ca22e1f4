import { useTranslation } from 'react-i18next';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import ui from '../../../lib/ui.module.css';

export interface AuditValueProps {
  value: unknown;
}

/** A before or after of the log: a plain value as it is, a record as indented JSON. */
export function AuditValue({ value }: AuditValueProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  if (value === null || value === undefined) return <>{t('audit.nothing')}</>;
  if (typeof value !== 'object') return <>{String(value)}</>;
  return <pre className={ui.pre}>{JSON.stringify(value, null, 2)}</pre>;
}
