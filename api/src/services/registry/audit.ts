import { desc, eq, lt, and, isNull, or, type SQL } from 'drizzle-orm';

import type { AuditEntry } from '@klubb/contracts';

import type { Orm, SqlRunner } from '../../db/database';
import { registryAuditLog } from '../../db/schema';

export interface AuditActor {
  uid: string;
  /** A person's e-mail, or a token's name. */
  email: string;
  kind?: 'operator' | 'token' | 'automatic';
}

export interface AuditChange {
  brandId: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  /** Why, in the operator's words. */
  reason?: string | null;
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
  reason: row.reason ?? null,
  actor: row.actor,
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
      reason: change.reason || null,
      actor: actor.kind ?? 'operator',
    })
    .returning();
  if (!row) throw new Error('audit entry not written');
  return toEntry(row);
}

/**
 * The same entry written through a plain-SQL transaction (the tickets' services run on one): for
 * a change made outside the registry (issue 37: a refunded ticket), in that change's transaction.
 */
export async function writeAuditSql(
  sql: SqlRunner,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await sql.query(
    `INSERT INTO registry_audit_log (operator_uid, operator_email, brand_id, action, target,
       before, after, reason, actor)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      actor.uid,
      actor.email,
      change.brandId,
      change.action,
      change.target,
      change.before == null ? null : JSON.stringify(change.before),
      change.after == null ? null : JSON.stringify(change.after),
      change.reason || null,
      actor.kind ?? 'operator',
    ],
  );
}

export const AUDIT_PAGE_SIZE = 100;

export interface AuditFilter {
  /** One brand's entries and the changes made for every brand (they changed it too). */
  brandId?: string;
  beforeId?: number;
  /** The remote (an entry's target). */
  remote?: string;
  /** An operator's e-mail or a token's name. */
  operator?: string;
  action?: string;
}

/** Newest first; filtered (every entry when no filter is given); before an id to page. */
export async function listAudit(orm: Orm, filter: AuditFilter): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) {
    const brandOrAll = or(
      eq(registryAuditLog.brandId, filter.brandId),
      isNull(registryAuditLog.brandId),
    );
    if (brandOrAll) conditions.push(brandOrAll);
  }
  if (filter.beforeId !== undefined) conditions.push(lt(registryAuditLog.id, filter.beforeId));
  if (filter.remote !== undefined) conditions.push(eq(registryAuditLog.target, filter.remote));
  if (filter.operator !== undefined) {
    conditions.push(eq(registryAuditLog.operatorEmail, filter.operator));
  }
  if (filter.action !== undefined) conditions.push(eq(registryAuditLog.action, filter.action));
  const rows = await orm
    .select()
    .from(registryAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(registryAuditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map(toEntry);
}
