import type { TFunction } from 'i18next';

import type { AuditEntry } from '@klubb/contracts';

import { remoteLabel } from '../../../lib/remote-label';

/** One changed field of an entry: its name and its value before and after, in words. */
export interface AuditDifference {
  field: string;
  before: string;
  after: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Field names the console has words for; any other is shown as it is. */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  enabled: 'audit.fields.enabled',
  pinnedVersion: 'audit.fields.pinnedVersion',
  stableVersion: 'audit.fields.stableVersion',
  canary: 'audit.fields.canary',
  version: 'audit.fields.version',
  manifestUrl: 'audit.fields.manifestUrl',
  showEditorial: 'flags.showEditorial',
  showBenefit: 'flags.showBenefit',
  showLive: 'flags.showLive',
  showRestaurants: 'flags.showRestaurants',
  showBrandRoleName: 'flags.showBrandRoleName',
  state: 'tickets.state',
};

export interface AuditWords {
  t: TFunction;
  /** A brand's name by its id (the id when the operator does not know it). */
  brandName: (id: string) => string;
  /** An amount in minor units, as the operator's language writes money (a refund's). */
  money?: (minor: number, currency: string) => string;
}

/** A value as the audit says it: on/off, a version, a canary's version and who gets it. */
function valueText(field: string, value: unknown, words: AuditWords): string {
  const { t } = words;
  if (value === null || value === undefined) {
    return field === 'pinnedVersion' ? t('remotes.followsStable') : t('audit.nothing');
  }
  if (typeof value === 'boolean') return value ? t('remotes.on') : t('remotes.off');
  // A ticket's state (issue 37: a refund), in the console's words for it.
  if (field === 'state' && typeof value === 'string') return t(`tickets.states.${value}`);
  if (field === 'canary') {
    const canary = record(value);
    const share = record(canary.share);
    const who =
      typeof share.brandId === 'string'
        ? t('canary.share', { percent: share.percent, brand: words.brandName(share.brandId) })
        : t('canary.brands', {
            brands: (Array.isArray(canary.brandIds) ? canary.brandIds : [])
              .map((id) => words.brandName(String(id)))
              .join(', '),
          });
    return `${String(canary.version)} (${who})`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What an entry changed: only the fields whose value differs, each before → after. */
export function auditDifferences(entry: AuditEntry, words: AuditWords): AuditDifference[] {
  const before = record(entry.before);
  const after = record(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !SAID_IN_HEADLINE.has(field))
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: FIELD_KEYS[field] ? words.t(FIELD_KEYS[field]) : field,
      before: field in before ? valueText(field, before[field], words) : words.t('audit.nothing'),
      after: field in after ? valueText(field, after[field], words) : words.t('audit.nothing'),
    }));
}

/** The known actions, in the order the filter lists them. */
export const AUDIT_ACTIONS = [
  'brand-remote.set',
  'brand-flags.set',
  'publish',
  'rollback',
  'canary.start',
  'canary.end',
  'canary.promote',
  'canary.rollback',
  'ticket.refund',
] as const;

/** Fields the headline says in words (an automatic rollback's numbers and rules, a refund's ticket). */
const SAID_IN_HEADLINE = new Set(['numbers', 'rules', 'holder', 'event', 'amount', 'currency']);

/** A refund's amount in words: the operator's money format, or the minor units and currency. */
function amountText(after: Record<string, unknown>, words: AuditWords): string {
  const amount = typeof after.amount === 'number' ? after.amount : 0;
  const currency = typeof after.currency === 'string' ? after.currency : '';
  if (amount === 0) return words.t('tickets.notByCard');
  return words.money ? words.money(amount, currency) : `${amount / 100} ${currency}`;
}

/** An entry's headline in words: what happened, to which remote, for which brand(s). */
export function auditSummary(entry: AuditEntry, words: AuditWords): string {
  const { t } = words;
  const after = record(entry.after);
  const numbers = record(after.numbers);
  const canary = record(numbers.canary);
  const rules = record(after.rules);
  const params = {
    remote: remoteLabel(entry.target),
    brand: entry.brandId ? words.brandName(entry.brandId) : t('audit.everyBrand'),
    version:
      entry.action === 'canary.rollback'
        ? String(record(entry.before).version ?? '')
        : typeof after.version === 'string'
          ? after.version
          : String(after.stableVersion ?? ''),
    // An automatic rollback's numbers (ADR 024).
    canaryRate: canary.errorRate,
    sessions: canary.sessions,
    stableRate: record(numbers.stable).errorRate,
    margin: rules.maxErrorRateMargin,
    // A refunded ticket (issue 37): whose, to what, and what went back to the card.
    holder: after.holder,
    event: after.event,
    amount: amountText(after, words),
  };
  return (AUDIT_ACTIONS as readonly string[]).includes(entry.action)
    ? t(`audit.actions.${entry.action}`, params)
    : `${entry.action} · ${params.remote}`;
}
