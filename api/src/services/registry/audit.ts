import { desc, eq, lt, and, type SQL } from 'drizzle-orm';

import type { AuditEntry } from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { registryAuditLog } from '../../db/schema';

export interface AuditActor {
  uid: string;
  email: string;
}

export interface AuditChange {
  brandId: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

type AuditRow = typeof registryAuditLog.$inferSelect;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  operatorUid: row.operatorUid,
  operatorEmail: row.operatorEmail,
  brandId: row.brandId,
  action: row.action,
  target: row.target,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** Writes who changed what; call it inside the change's transaction, so both or neither stay. */
export async function writeAudit(
  tx: Orm,
  actor: AuditActor,
  change: AuditChange,
): Promise<AuditEntry> {
  const [row] = await tx
    .insert(registryAuditLog)
    .values({
      operatorUid: actor.uid,
      operatorEmail: actor.email,
      brandId: change.brandId,
      action: change.action,
      target: change.target,
      before: change.before ?? null,
      after: change.after ?? null,
    })
    .returning();
  if (!row) throw new Error('audit entry not written');
  return toEntry(row);
}

export const AUDIT_PAGE_SIZE = 100;

/** Newest first; one brand's entries, or every entry (brandId undefined); before an id to page. */
export async function listAudit(
  orm: Orm,
  filter: { brandId?: string; beforeId?: number },
): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(registryAuditLog.brandId, filter.brandId));
  if (filter.beforeId !== undefined) conditions.push(lt(registryAuditLog.id, filter.beforeId));
  const rows = await orm
    .select()
    .from(registryAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(registryAuditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map(toEntry);
}
