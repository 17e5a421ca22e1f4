import { eq, sql } from 'drizzle-orm';

import { ERROR_CODES, type AuditEntry, type ContractRefusal } from '@klubb/contracts';

import type { Database, Orm } from '../../db/database';
import { brands } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { OperatorContext } from '../../http/operator-context';

import { writeAudit, type AuditChange } from './audit';
import { loadRegistry, type RegistrySnapshot } from './registry-state';

export const REGISTRY_ERRORS = {
  contractRefused: 'registry/contract-refused',
  versionNotFound: 'registry/version-not-found',
  versionExists: 'registry/version-exists',
  noStable: 'registry/no-stable-version',
  nothingToRollBackTo: 'registry/nothing-to-roll-back-to',
  noCanary: 'registry/no-canary',
  canaryRunning: 'registry/canary-running',
  alreadyStable: 'registry/already-stable',
  /** Switching off a remote a brand cannot run without (REQUIRED_REMOTES). */
  requiredRemote: 'registry/remote-required',
  /** A rollback to a version at or above the stable one (that is a canary, then a promotion). */
  notARollback: 'registry/not-a-rollback',
  /** The change asks for what is already so: nothing to do, nothing audited. */
  noChange: 'registry/no-change',
} as const;

/** 422 with the reasons (contractRefusalSchema): the record carries them beside the message. */
export class ContractRefusalError extends ApiError {
  readonly reasons: ContractRefusal['reasons'];

  constructor(what: string, reasons: ContractRefusal['reasons']) {
    super(422, REGISTRY_ERRORS.contractRefused, `${what} was refused by the contract check`);
    this.reasons = reasons;
  }

  override toRecord(): ContractRefusal {
    return {
      status: 422,
      code: REGISTRY_ERRORS.contractRefused,
      message: this.message,
      reasons: this.reasons,
    };
  }
}

/** What a change gets: the transaction, the registry as it is inside it, and who is asking. */
export interface ChangeScope {
  tx: Orm;
  registry: RegistrySnapshot;
  operator: OperatorContext;
}

/**
 * Runs one registry change: in one transaction, after every other change (an advisory lock: two
 * operators never judge the same registry and both write), and writes its audit entry in that
 * same transaction. `work` answers the audit change, or throws an ApiError and nothing is kept.
 */
export async function runChange(
  database: Database,
  operator: OperatorContext,
  work: (scope: ChangeScope) => Promise<AuditChange>,
): Promise<AuditEntry> {
  return database.orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('klubb:remote-registry'))`);
    const registry = await loadRegistry(tx);
    const change = await work({ tx, registry, operator });
    return writeAudit(tx, operator.actor ?? { uid: operator.uid, email: operator.email }, change);
  });
}

export async function requireBrand(orm: Orm, brandId: string) {
  const [row] = await orm.select().from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!row) throw new ApiError(404, ERROR_CODES.unknownBrand, `No brand ${brandId}`);
  return row;
}

export const versionNotFound = (remote: string, version: string) =>
  new ApiError(404, REGISTRY_ERRORS.versionNotFound, `${remote} ${version} is not published`);
