import { eq, sql } from 'drizzle-orm';
import semver from 'semver';
import type { z } from 'zod';

import {
  DEFAULT_CANARY_RULES,
  type RemoteContract,
  type RemoteName,
  type publishBodySchema,
  type rollbackBodySchema,
  type startCanaryBodySchema,
} from '@klubb/contracts';

import { remoteCanaries, remoteStableVersions, remoteVersions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { forbidden, requireBrandAccess, requirePlatform } from '../../http/operator-context';

import type { AuditChange } from './audit';
import {
  ContractRefusalError,
  REGISTRY_ERRORS,
  requireBrand,
  versionNotFound,
  type ChangeScope,
} from './registry-change';
import { findVersion, toCanary, type CanaryRow, type RegistrySnapshot } from './registry-state';
import { brandsWithRemoteOn, routeCollisions } from './route-collisions';

async function setStable(scope: ChangeScope, remote: string, version: string) {
  await scope.tx
    .insert(remoteStableVersions)
    .values({ remote, version })
    .onConflictDoUpdate({
      target: remoteStableVersions.remote,
      set: { version, updatedAt: sql`now()` },
    });
}

/** Refuses a version whose routes meet another remote's on any of `brandIds`. */
function refuseCollisions(
  registry: RegistrySnapshot,
  remote: RemoteName,
  contract: RemoteContract,
  brandIds: readonly string[],
  what: string,
) {
  const collisions = routeCollisions(registry, remote, contract.routes, brandIds);
  if (collisions.length) {
    throw new ContractRefusalError(
      what,
      collisions.map((detail) => ({ rule: 'route-collision' as const, detail })),
    );
  }
}

/**
 * Records a checked version (`contract` from contract-check.ts). It goes live only where nothing
 * else is: as the stable version of a remote that has none. Otherwise a canary, then promote.
 */
export async function publishVersion(
  scope: ChangeScope,
  body: z.output<typeof publishBodySchema>,
  contract: RemoteContract,
): Promise<AuditChange> {
  const { tx, registry, operator } = scope;
  requirePlatform(operator, 'publish versions');
  if (findVersion(registry, body.remote, body.version)) {
    throw new ApiError(
      409,
      REGISTRY_ERRORS.versionExists,
      `${body.remote} ${body.version} is published already; a version is never replaced`,
    );
  }
  const what = `${body.remote} ${body.version}`;
  refuseCollisions(
    registry,
    body.remote,
    contract,
    brandsWithRemoteOn(registry, body.remote),
    what,
  );
  const row = { ...body, contract, publishedBy: operator.email };
  await tx.insert(remoteVersions).values(row);
  const stable = registry.stable.get(body.remote) ?? null;
  if (stable === null) await setStable(scope, body.remote, body.version);
  return {
    brandId: null,
    action: 'publish',
    target: body.remote,
    before: { stableVersion: stable },
    after: {
      version: body.version,
      manifestUrl: body.manifestUrl,
      stableVersion: stable ?? body.version,
    },
    reason: body.reason ?? null,
  };
}

/**
 * Makes an earlier version stable again (`to`, else the newest published one below the current),
 * and ends the remote's canary: after a rollback every brand that follows stable loads one version.
 */
export async function rollback(
  scope: ChangeScope,
  body: z.output<typeof rollbackBodySchema>,
): Promise<AuditChange> {
  const { tx, registry, operator } = scope;
  requirePlatform(operator, 'roll back');
  const current = registry.stable.get(body.remote);
  if (!current) {
    throw new ApiError(404, REGISTRY_ERRORS.noStable, `${body.remote} has no stable version`);
  }
  const canary = registry.canaries.get(body.remote) ?? null;
  let target = body.to;
  if (target === undefined) {
    target = registry.versions.find(
      (row) => row.remote === body.remote && semver.lt(row.version, current),
    )?.version;
    if (!target) {
      throw new ApiError(
        409,
        REGISTRY_ERRORS.nothingToRollBackTo,
        `${body.remote} has no published version below ${current}`,
      );
    }
  } else if (!findVersion(registry, body.remote, target)) {
    throw versionNotFound(body.remote, target);
  } else if (!semver.lt(target, current) && !(target === current && canary)) {
    // Back to the stable version itself is a rollback only of a running canary (it ends it).
    throw new ApiError(
      409,
      REGISTRY_ERRORS.notARollback,
      `${body.remote} ${target} is not below the stable ${current}: take it live with a canary and a promotion`,
    );
  }
  await setStable(scope, body.remote, target);
  if (canary) await tx.delete(remoteCanaries).where(eq(remoteCanaries.remote, body.remote));
  return {
    brandId: null,
    action: 'rollback',
    target: body.remote,
    before: { stableVersion: current, canary: canary ? toCanary(canary) : null },
    after: { stableVersion: target, canary: null },
    reason: body.reason ?? null,
  };
}

type StartCanary = z.output<typeof startCanaryBodySchema>;

/** The brands a canary reaches. */
const canaryBrands = (canary: Pick<CanaryRow, 'brandIds' | 'shareBrandId'>) =>
  canary.brandIds ?? (canary.shareBrandId ? [canary.shareBrandId] : []);

/**
 * Starts a canary: a published version for a list of brands, or for a share of one brand's
 * sessions. A brand operator may start one for their own brand only; one canary per remote.
 */
export async function startCanary(scope: ChangeScope, body: StartCanary): Promise<AuditChange> {
  const { tx, registry, operator } = scope;
  const brandIds = body.brandIds ?? (body.share ? [body.share.brandId] : []);
  for (const brandId of brandIds) requireBrandAccess(operator, brandId);
  for (const brandId of brandIds) await requireBrand(tx, brandId);
  const row = findVersion(registry, body.remote, body.version);
  if (!row) throw versionNotFound(body.remote, body.version);
  if (registry.stable.get(body.remote) === body.version) {
    throw new ApiError(409, REGISTRY_ERRORS.alreadyStable, `${body.version} is already stable`);
  }
  const running = registry.canaries.get(body.remote);
  if (running) {
    throw new ApiError(
      409,
      REGISTRY_ERRORS.canaryRunning,
      `${body.remote} ${running.version} is on canary already; end or promote it first`,
    );
  }
  const on = brandsWithRemoteOn(registry, body.remote).filter((id) => brandIds.includes(id));
  refuseCollisions(registry, body.remote, row.contract, on, `${body.remote} ${body.version}`);
  const [created] = await tx
    .insert(remoteCanaries)
    .values({
      remote: body.remote,
      version: body.version,
      brandIds: body.brandIds ? [...new Set(body.brandIds)] : null,
      shareBrandId: body.share?.brandId ?? null,
      sharePercent: body.share?.percent ?? null,
      startedBy: operator.email,
      maxErrorRateMargin: body.rules?.maxErrorRateMargin ?? DEFAULT_CANARY_RULES.maxErrorRateMargin,
      minSessions: body.rules?.minSessions ?? DEFAULT_CANARY_RULES.minSessions,
      promoteAfterMinutes:
        body.rules?.promoteAfterMinutes ?? DEFAULT_CANARY_RULES.promoteAfterMinutes,
    })
    .returning();
  return {
    brandId: brandIds.length === 1 ? (brandIds[0] ?? null) : null,
    action: 'canary.start',
    target: body.remote,
    before: null,
    after: created ? toCanary(created) : null,
    reason: body.reason ?? null,
  };
}

function requireCanary(scope: ChangeScope, remote: string): CanaryRow {
  const canary = scope.registry.canaries.get(remote);
  if (!canary) throw new ApiError(404, REGISTRY_ERRORS.noCanary, `${remote} has no canary`);
  return canary;
}

/** Ends a canary without promoting it; a brand operator may end one that reaches only their brand. */
export async function endCanary(
  scope: ChangeScope,
  remote: string,
  reason?: string,
): Promise<AuditChange> {
  const canary = requireCanary(scope, remote);
  const brandIds = canaryBrands(canary);
  if (scope.operator.role !== 'platform') {
    if (brandIds.some((id) => id !== scope.operator.brandId)) {
      throw forbidden('This canary reaches other brands: only a platform operator ends it');
    }
  }
  await scope.tx.delete(remoteCanaries).where(eq(remoteCanaries.remote, remote));
  return {
    brandId: brandIds.length === 1 ? (brandIds[0] ?? null) : null,
    action: 'canary.end',
    target: remote,
    before: toCanary(canary),
    after: null,
    reason: reason ?? null,
  };
}

/**
 * Promotes the canary's version to stable for every brand (after the caller has run the contract
 * check on it again, `contract`), and ends the canary.
 */
export async function promoteCanary(
  scope: ChangeScope,
  remote: RemoteName,
  checked: { version: string; contract: RemoteContract; reason?: string },
): Promise<AuditChange> {
  requirePlatform(scope.operator, 'promote canaries');
  const canary = requireCanary(scope, remote);
  if (canary.version !== checked.version) {
    throw new ApiError(409, REGISTRY_ERRORS.canaryRunning, `${remote}'s canary changed meanwhile`);
  }
  const { contract } = checked;
  const what = `${remote} ${canary.version}`;
  refuseCollisions(
    scope.registry,
    remote,
    contract,
    brandsWithRemoteOn(scope.registry, remote),
    what,
  );
  const before = scope.registry.stable.get(remote) ?? null;
  await setStable(scope, remote, canary.version);
  await scope.tx.delete(remoteCanaries).where(eq(remoteCanaries.remote, remote));
  return {
    brandId: null,
    action: 'canary.promote',
    target: remote,
    before: { stableVersion: before, canary: toCanary(canary) },
    after: { stableVersion: canary.version, canary: null },
    reason: checked.reason ?? null,
  };
}
