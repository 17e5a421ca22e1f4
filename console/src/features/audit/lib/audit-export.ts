import type { AuditEntry } from '@klubb/contracts';

const COLUMNS = [
  'id',
  'at',
  'brandId',
  'operatorEmail',
  'actor',
  'action',
  'target',
  'reason',
  'before',
  'after',
] as const;

/** A CSV cell: quoted when it holds a comma, quote or line break; a record as its JSON. */
function cell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: kept as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The entries as CSV (RFC 4180, a header line), ready for a spreadsheet. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries) lines.push(COLUMNS.map((column) => cell(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A link target that downloads `text` as a file (no server round trip, no object URL to free). */
export const downloadHref = (text: string, type: string) =>
  `data:${type};charset=utf-8,${encodeURIComponent(text)}`;
