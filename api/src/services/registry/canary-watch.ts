import { eq } from 'drizzle-orm';

import type { CanaryHealthList, HealthNumbers, RemoteContract, RemoteName } from '@klubb/contracts';

import type { Database, Orm } from '../../db/database';
import { remoteCanaries } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { OperatorContext } from '../../http/operator-context';

import type { AuditChange } from './audit';
import { judgeCanary, versionNumbers, type CanaryVerdict } from './canary-health';
import { REGISTRY_ERRORS, runChange, type ChangeScope } from './registry-change';
import {
  canaryRulesOf,
  canaryTargets,
  findVersion,
  loadRegistry,
  toCanary,
  type CanaryRow,
  type RegistrySnapshot,
} from './registry-state';
import { promoteCanary } from './version-changes';

/**
 * The self-watching canary (ADR 024): after health reports arrive for a remote, and on a timer,
 * each running canary is judged by its rules against the stable version; a broken rule rolls it
 * back (its brands load the stable version again), audited as automatic with the numbers.
 */

/** Who the audit names for the registry's own changes. */
const CANARY_RULES: OperatorContext = {
  uid: 'registry',
  email: 'canary-rules',
  role: 'platform',
  brandId: null,
  authTime: 0,
  actor: { uid: 'registry', email: 'canary-rules', kind: 'automatic' },
};

const canaryBrands = (canary: CanaryRow) =>
  canary.brandIds ?? (canary.shareBrandId ? [canary.shareBrandId] : []);

/** The canary's numbers on its brands, and the stable version's on every brand, since it started. */
export async function canaryNumbers(
  orm: Orm,
  registry: RegistrySnapshot,
  canary: CanaryRow,
): Promise<{ canary: HealthNumbers; stable: HealthNumbers }> {
  const stableVersion = registry.stable.get(canary.remote) ?? null;
  return {
    canary: await versionNumbers(
      orm,
      canary.remote,
      canary.version,
      canary.startedAt,
      canaryBrands(canary),
    ),
    stable: await versionNumbers(orm, canary.remote, stableVersion, canary.startedAt, null),
  };
}

/** Each running canary an operator sees (a brand operator: those reaching their brand). */
export async function canaryHealthList(
  orm: Orm,
  operator: OperatorContext,
): Promise<CanaryHealthList> {
  const registry = await loadRegistry(orm);
  const canaries = [...registry.canaries.values()].filter((row) =>
    operator.tokenRemote
      ? row.remote === operator.tokenRemote
      : operator.role === 'platform' || canaryTargets(row, operator.brandId ?? ''),
  );
  const list: CanaryHealthList['canaries'] = [];
  for (const row of canaries) {
    list.push({
      remote: row.remote as RemoteName,
      startedAt: row.startedAt.toISOString(),
      rules: canaryRulesOf(row),
      ...(await canaryNumbers(orm, registry, row)),
    });
  }
  return { canaries: list };
}

const heldMinutes = (canary: CanaryRow, now: Date) =>
  Math.floor((now.getTime() - canary.startedAt.getTime()) / 60_000);

const changedMeanwhile = () =>
  new ApiError(409, REGISTRY_ERRORS.noChange, 'the canary changed or holds now');

/** The same canary as judged outside the change (not ended and started again meanwhile). */
function sameCanary(scope: ChangeScope, seen: CanaryRow): CanaryRow {
  const canary = scope.registry.canaries.get(seen.remote);
  if (
    !canary ||
    canary.version !== seen.version ||
    canary.startedAt.getTime() !== seen.startedAt.getTime()
  ) {
    throw changedMeanwhile();
  }
  return canary;
}

/** Ends a canary whose rule is broken, judged again inside the change; the audit keeps the numbers. */
async function autoRollback(scope: ChangeScope, seen: CanaryRow, now: Date): Promise<AuditChange> {
  const canary = sameCanary(scope, seen);
  const numbers = await canaryNumbers(scope.tx, scope.registry, canary);
  const rules = canaryRulesOf(canary);
  if (judgeCanary(numbers, rules, heldMinutes(canary, now)) !== 'rollback') {
    throw changedMeanwhile();
  }
  await scope.tx.delete(remoteCanaries).where(eq(remoteCanaries.remote, canary.remote));
  const brandIds = canaryBrands(canary);
  return {
    brandId: brandIds.length === 1 ? (brandIds[0] ?? null) : null,
    action: 'canary.rollback',
    target: canary.remote,
    before: toCanary(canary),
    after: {
      canary: null,
      stableVersion: scope.registry.stable.get(canary.remote) ?? null,
      numbers,
      rules,
    },
  };
}

export interface CanaryWatchOptions {
  database: Database;
  /** Forgets cached public answers of a brand (or all) on every instance. */
  invalidate: (brandId?: string) => void;
  /** The contract check against the live host, before an automatic promotion. */
  check: (remote: RemoteName, version: string, manifestUrl: string) => Promise<RemoteContract>;
  log: (message: string, error?: unknown) => void;
  now?: () => Date;
}

export interface CanaryWatch {
  /** Judges the running canaries of these remotes (after their health reports were counted). */
  judge(remotes?: readonly string[]): Promise<Array<{ remote: string; verdict: CanaryVerdict }>>;
}

export function createCanaryWatch(options: CanaryWatchOptions): CanaryWatch {
  const { database } = options;
  const now = options.now ?? (() => new Date());

  async function act(canary: CanaryRow, verdict: CanaryVerdict): Promise<boolean> {
    try {
      if (verdict === 'rollback') {
        const entry = await runChange(database, CANARY_RULES, (scope) =>
          autoRollback(scope, canary, now()),
        );
        options.invalidate(entry.brandId ?? undefined);
        return true;
      }
      const remote = canary.remote as RemoteName;
      const row = findVersion(await loadRegistry(database.orm), remote, canary.version);
      const contract = await options.check(remote, canary.version, row?.manifestUrl ?? '');
      await runChange(database, CANARY_RULES, (scope) => {
        sameCanary(scope, canary);
        return promoteCanary(scope, remote, { version: canary.version, contract });
      });
      options.invalidate();
      return true;
    } catch (error) {
      // Another instance acted first, the canary changed, or the check refused it: it stays.
      if (!(error instanceof ApiError && error.code === REGISTRY_ERRORS.noChange)) {
        options.log(`the canary rules could not ${verdict} ${canary.remote}`, error);
      }
      return false;
    }
  }

  return {
    async judge(remotes) {
      // Most reports are of remotes without a canary: one small read, and nothing to judge.
      const running = await database.orm.select().from(remoteCanaries);
      if (!running.some((row) => !remotes || remotes.includes(row.remote))) return [];
      const registry = await loadRegistry(database.orm);
      const verdicts: Array<{ remote: string; verdict: CanaryVerdict }> = [];
      for (const canary of registry.canaries.values()) {
        if (remotes && !remotes.includes(canary.remote)) continue;
        const numbers = await canaryNumbers(database.orm, registry, canary);
        const verdict = judgeCanary(numbers, canaryRulesOf(canary), heldMinutes(canary, now()));
        const acted = verdict !== 'hold' && (await act(canary, verdict));
        verdicts.push({ remote: canary.remote, verdict: acted ? verdict : 'hold' });
      }
      return verdicts;
    },
  };
}
