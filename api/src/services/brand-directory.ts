import { eq } from 'drizzle-orm';

import { REMOTE_NAMES, type Brand } from '@klubb/contracts';

import type { Database } from '../db/database';
import { brandAppUrls, brandRemotes, brands } from '../db/schema';
import { absoluteUrl } from '../http/absolute-url';
import { normalizeAppUrl } from '../http/app-url';

/** Which brand answers for which app URL, read from the database and kept briefly in memory. */
export interface BrandDirectory {
  /** The brand of an app URL (any form `normalizeAppUrl` accepts), or null if none. */
  findByAppUrl(appUrl: string): Promise<Brand | null>;
  /** The brand whose identity tenant this is, or null. */
  findByTenant(tenantId: string): Promise<Brand | null>;
  /** Whether an origin is one of the brands' app URLs (for CORS). */
  isBrandOrigin(origin: string): Promise<boolean>;
  /**
   * `findByAppUrl` without waiting: the brand of an app URL (or null) from a snapshot still within
   * its lifetime, `undefined` when there is none (then ask `findByAppUrl`, which loads one). For the
   * public answers' front door, which answers only what needs no I/O.
   */
  peekByAppUrl(appUrl: string): Brand | null | undefined;
  /** Forgets the cached brands, e.g. after a re-seed. */
  clear(): void;
}

export interface BrandDirectoryOptions {
  database: Database;
  publicUrl: string;
  ttlMs: number;
  onStaleRead?: (error: unknown) => void;
  now?: () => number;
}

interface Snapshot {
  byAppUrl: Map<string, Brand>;
  byTenant: Map<string, Brand>;
}

/**
 * A brand's switched-on remotes come from the registry (brand_remotes, ADR 011), so the brand
 * answer and the remotes document agree; a brand the registry has no rows for keeps its config's.
 */
function toBrand(
  row: typeof brands.$inferSelect,
  publicUrl: string,
  enabledRemotes: Map<string, Set<string>>,
): Brand {
  const enabled = enabledRemotes.get(row.id);
  return {
    id: row.id,
    name: row.name,
    authTenantId: row.authTenantId,
    language: row.language,
    currency: row.currency,
    logoUrl: absoluteUrl(row.logoUrl, publicUrl),
    contact: { email: row.contactEmail },
    storeLinks: { ios: row.storeLinkIos, android: row.storeLinkAndroid },
    minimumContainerVersion: row.minimumContainerVersion,
    theme: row.theme,
    config: enabled
      ? { ...row.config, remotes: REMOTE_NAMES.filter((name) => enabled.has(name)) }
      : row.config,
  };
}

/**
 * Every brand is on every request's path, and brands are few: the directory loads all of them with
 * their app URLs in one query and reuses that snapshot for `ttlMs`. Unknown app URLs therefore cost
 * no query and no memory. If a refresh fails, the previous snapshot keeps serving.
 */
export function createBrandDirectory(options: BrandDirectoryOptions): BrandDirectory {
  const now = options.now ?? Date.now;
  let snapshot: { value: Snapshot; expiresAt: number } | undefined;
  let refreshing: Promise<Snapshot> | undefined;

  async function load(): Promise<Snapshot> {
    const { orm } = options.database;
    const [rows, remoteRows] = await Promise.all([
      orm
        .select({ appUrl: brandAppUrls.appUrl, brand: brands })
        .from(brandAppUrls)
        .innerJoin(brands, eq(brands.id, brandAppUrls.brandId)),
      orm
        .select({
          brandId: brandRemotes.brandId,
          remote: brandRemotes.remote,
          on: brandRemotes.enabled,
        })
        .from(brandRemotes),
    ]);
    const enabledRemotes = new Map<string, Set<string>>();
    for (const { brandId, remote, on } of remoteRows) {
      const set = enabledRemotes.get(brandId) ?? new Set<string>();
      if (on) set.add(remote);
      enabledRemotes.set(brandId, set);
    }
    const loaded: Snapshot = { byAppUrl: new Map(), byTenant: new Map() };
    // One Brand object per brand, whatever its number of app URLs (the answer cache keys on it).
    const made = new Map<string, Brand>();
    for (const row of rows) {
      const brand = made.get(row.brand.id) ?? toBrand(row.brand, options.publicUrl, enabledRemotes);
      made.set(brand.id, brand);
      const key = normalizeAppUrl(row.appUrl);
      if (key) loaded.byAppUrl.set(key, brand);
      if (brand.authTenantId) loaded.byTenant.set(brand.authTenantId, brand);
    }
    return loaded;
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && snapshot.expiresAt > now()) return snapshot.value;
    refreshing ??= load()
      .then((value) => {
        snapshot = { value, expiresAt: now() + options.ttlMs };
        return value;
      })
      .catch((error: unknown) => {
        if (!snapshot) throw error;
        options.onStaleRead?.(error);
        return snapshot.value;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  async function findByAppUrl(appUrl: string): Promise<Brand | null> {
    const key = normalizeAppUrl(appUrl);
    if (!key) return null;
    return (await current()).byAppUrl.get(key) ?? null;
  }

  function peekByAppUrl(appUrl: string): Brand | null | undefined {
    if (!snapshot || snapshot.expiresAt <= now()) return undefined;
    const key = normalizeAppUrl(appUrl);
    return key ? (snapshot.value.byAppUrl.get(key) ?? null) : null;
  }

  return {
    findByAppUrl,
    peekByAppUrl,
    findByTenant: async (tenantId) => (await current()).byTenant.get(tenantId) ?? null,
    isBrandOrigin: async (origin) => (await findByAppUrl(origin)) !== null,
    clear: () => {
      snapshot = undefined;
    },
  };
}
