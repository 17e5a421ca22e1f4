import semver from 'semver';

import {
  REMOTE_NAMES,
  type BrandRemoteState,
  type Canary,
  type CanaryRules,
  type RemoteContract,
  type RemoteName,
} from '@klubb/contracts';

import type { Orm } from '../../db/database';
import {
  brandRemotes,
  remoteCanaries,
  remoteStableVersions,
  remoteVersions,
} from '../../db/schema';

export type VersionRow = typeof remoteVersions.$inferSelect;
export type CanaryRow = typeof remoteCanaries.$inferSelect;
export type BrandRemoteRow = typeof brandRemotes.$inferSelect;

/**
 * The whole registry in memory: its tables are small (a few remotes, their versions, brands ×
 * remotes), so every read and every rule works on one consistent snapshot of them.
 */
export interface RegistrySnapshot {
  versions: VersionRow[];
  stable: Map<string, string>;
  canaries: Map<string, CanaryRow>;
  brandRemotes: BrandRemoteRow[];
}

export async function loadRegistry(orm: Orm): Promise<RegistrySnapshot> {
  // One after another: inside a transaction the four share one connection.
  const versions = await orm.select().from(remoteVersions);
  const stable = await orm.select().from(remoteStableVersions);
  const canaries = await orm.select().from(remoteCanaries);
  const rows = await orm.select().from(brandRemotes);
  versions.sort((a, b) => semver.rcompare(a.version, b.version));
  return {
    versions,
    stable: new Map(stable.map((row) => [row.remote, row.version])),
    canaries: new Map(canaries.map((row) => [row.remote, row])),
    brandRemotes: rows,
  };
}

export const findVersion = (registry: RegistrySnapshot, remote: string, version: string) =>
  registry.versions.find((row) => row.remote === remote && row.version === version);

/** A canary's rules as its row keeps them (migrations/0028). */
export const canaryRulesOf = (row: CanaryRow): CanaryRules => ({
  maxErrorRateMargin: Math.round(row.maxErrorRateMargin * 100) / 100,
  minSessions: row.minSessions,
  promoteAfterMinutes: row.promoteAfterMinutes,
});

export function toCanary(row: CanaryRow): Canary {
  return {
    remote: row.remote as RemoteName,
    version: row.version,
    ...(row.brandIds ? { brandIds: row.brandIds } : {}),
    ...(row.shareBrandId && row.sharePercent
      ? { share: { brandId: row.shareBrandId, percent: row.sharePercent } }
      : {}),
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    rules: canaryRulesOf(row),
  };
}

/** Whether a canary names this brand (in its list, or as the brand of its share). */
export const canaryTargets = (row: CanaryRow, brandId: string) =>
  (row.brandIds ?? []).includes(brandId) || row.shareBrandId === brandId;

/**
 * What one brand loads of one remote. A pin wins over everything (the brand chose it); else a
 * canary for the brand's list replaces the stable version, and a canary for a share of the
 * brand rides beside it (`shareCanary`); else the stable version.
 */
export interface EffectiveRemote {
  remote: RemoteName;
  enabled: boolean;
  pinnedVersion: string | null;
  stableVersion: string | null;
  /** The version most sessions load; null when nothing is published. */
  version: string | null;
  canary: CanaryRow | null;
  shareCanary: { version: string; percent: number } | null;
}

export function effectiveRemote(
  registry: RegistrySnapshot,
  brandId: string,
  remote: RemoteName,
): EffectiveRemote {
  const row = registry.brandRemotes.find((r) => r.brandId === brandId && r.remote === remote);
  const stableVersion = registry.stable.get(remote) ?? null;
  const pinnedVersion = row?.pinnedVersion ?? null;
  const found = registry.canaries.get(remote);
  const canary = found && canaryTargets(found, brandId) ? found : null;
  const listed = canary?.brandIds?.includes(brandId) ? canary.version : null;
  const shared =
    canary && !pinnedVersion && canary.shareBrandId === brandId && canary.sharePercent
      ? { version: canary.version, percent: canary.sharePercent }
      : null;
  return {
    remote,
    enabled: row?.enabled ?? false,
    pinnedVersion,
    stableVersion,
    version: pinnedVersion ?? listed ?? stableVersion,
    canary,
    shareCanary: shared,
  };
}

export function brandRemoteStates(registry: RegistrySnapshot, brandId: string): BrandRemoteState[] {
  return REMOTE_NAMES.map((remote) => {
    const state = effectiveRemote(registry, brandId, remote);
    return {
      remote,
      enabled: state.enabled,
      version: state.version,
      pinnedVersion: state.pinnedVersion,
      stableVersion: state.stableVersion,
      canary: state.canary ? toCanary(state.canary) : null,
    };
  });
}

/** Every version of a remote a brand may load now (what route collisions are checked against). */
export function liveContracts(
  registry: RegistrySnapshot,
  brandId: string,
  remote: RemoteName,
): Array<{ version: string; contract: RemoteContract }> {
  const state = effectiveRemote(registry, brandId, remote);
  const versions = [state.version, state.shareCanary?.version].filter(
    (version): version is string => typeof version === 'string',
  );
  return versions.flatMap((version) => {
    const row = findVersion(registry, remote, version);
    return row ? [{ version, contract: row.contract }] : [];
  });
}
