import { sql } from 'drizzle-orm';
import type { z } from 'zod';

import {
  REQUIRED_REMOTES,
  type BrandFlags,
  type setBrandFlagsBodySchema,
  type setBrandRemoteBodySchema,
} from '@klubb/contracts';

import { brandRemotes, brands } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { requireBrandAccess } from '../../http/operator-context';

import type { AuditChange } from './audit';
import {
  ContractRefusalError,
  REGISTRY_ERRORS,
  requireBrand,
  versionNotFound,
  type ChangeScope,
} from './registry-change';
import { effectiveRemote, findVersion } from './registry-state';
import { routeCollisions } from './route-collisions';

type SetBrandRemote = z.output<typeof setBrandRemoteBodySchema>;

/**
 * Switches a remote on or off for a brand, and pins a version (or follows the stable one again).
 * Switching on, or pinning, is refused when the version(s) the brand would then load claim a
 * route another remote of the brand already has.
 */
export async function setBrandRemote(
  { tx, registry, operator }: ChangeScope,
  body: SetBrandRemote,
): Promise<AuditChange> {
  requireBrandAccess(operator, body.brandId);
  await requireBrand(tx, body.brandId);
  const before = effectiveRemote(registry, body.brandId, body.remote);
  if (body.pinnedVersion && !findVersion(registry, body.remote, body.pinnedVersion)) {
    throw versionNotFound(body.remote, body.pinnedVersion);
  }
  const enabled = body.enabled ?? before.enabled;
  const pinnedVersion =
    body.pinnedVersion === undefined ? before.pinnedVersion : body.pinnedVersion;
  if (!enabled && REQUIRED_REMOTES.includes(body.remote)) {
    throw new ApiError(
      409,
      REGISTRY_ERRORS.requiredRemote,
      `${body.remote} cannot be switched off: brand ${body.brandId} cannot run without it`,
    );
  }
  if (enabled === before.enabled && pinnedVersion === before.pinnedVersion) {
    throw new ApiError(
      409,
      REGISTRY_ERRORS.noChange,
      `${body.remote} on brand ${body.brandId} is like that already`,
    );
  }
  if (enabled) {
    const after = {
      ...registry,
      brandRemotes: registry.brandRemotes.filter(
        (row) => !(row.brandId === body.brandId && row.remote === body.remote),
      ),
    };
    after.brandRemotes.push({
      brandId: body.brandId,
      remote: body.remote,
      enabled,
      pinnedVersion,
      updatedAt: new Date(),
    });
    const state = effectiveRemote(after, body.brandId, body.remote);
    const versions = [state.version, state.shareCanary?.version].filter(Boolean) as string[];
    const collisions = versions.flatMap((version) =>
      routeCollisions(
        after,
        body.remote,
        findVersion(after, body.remote, version)?.contract.routes ?? [],
        [body.brandId],
      ),
    );
    if (collisions.length) {
      throw new ContractRefusalError(
        `${body.remote} on brand ${body.brandId}`,
        collisions.map((detail) => ({ rule: 'route-collision', detail })),
      );
    }
  }
  await tx
    .insert(brandRemotes)
    .values({ brandId: body.brandId, remote: body.remote, enabled, pinnedVersion })
    .onConflictDoUpdate({
      target: [brandRemotes.brandId, brandRemotes.remote],
      set: { enabled, pinnedVersion, updatedAt: sql`now()` },
    });
  return {
    brandId: body.brandId,
    action: 'brand-remote.set',
    target: body.remote,
    before: { enabled: before.enabled, pinnedVersion: before.pinnedVersion },
    after: { enabled, pinnedVersion },
    reason: body.reason ?? null,
  };
}

export const FLAG_NAMES = [
  'showEditorial',
  'showBenefit',
  'showLive',
  'showRestaurants',
  'showBrandRoleName',
] as const satisfies ReadonlyArray<keyof BrandFlags>;

export const flagsOf = (config: Record<string, unknown>): BrandFlags =>
  Object.fromEntries(FLAG_NAMES.map((name) => [name, config[name] === true])) as BrandFlags;

/** Switches a brand's feature flags (only those given); the rest of its config stays. */
export async function setBrandFlags(
  { tx, operator }: ChangeScope,
  body: z.output<typeof setBrandFlagsBodySchema>,
): Promise<AuditChange> {
  requireBrandAccess(operator, body.brandId);
  const brand = await requireBrand(tx, body.brandId);
  const before = flagsOf(brand.config);
  const after = { ...before, ...body.flags };
  await tx
    .update(brands)
    .set({
      config: sql`${brands.config} || ${JSON.stringify(body.flags)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(sql`${brands.id} = ${body.brandId}`);
  return {
    brandId: body.brandId,
    action: 'brand-flags.set',
    target: 'flags',
    before,
    after,
    reason: body.reason ?? null,
  };
}
