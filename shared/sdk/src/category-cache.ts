import { categoryListSchema, type Category, isRecord } from '@klubb/contracts';

import type { StoredValues } from './storage';

/** The persistent-storage key of the brand's categories (spec §4 "Cached data"). */
export const CATEGORY_CACHE_KEY = 'categoryDataStore';

/**
 * How long stored categories are used (spec §4 gives a time-to-live but not its value). A brand
 * edits its categories rarely; a new one shows within a quarter of an hour.
 */
export const CATEGORY_CACHE_LIFETIME_MS = 15 * 60_000;

export interface CachedCategories {
  categories: Category[];
  /** When they were fetched (ms since the epoch), so a query can tell how fresh they are. */
  savedAt: number;
}

/**
 * The brand's categories as stored at most CATEGORY_CACHE_LIFETIME_MS ago, or null. They are kept
 * per app URL (one origin can serve several brands in development), and anything malformed —
 * stored data outlives a release — reads as nothing stored. `storage`: the runtime's.
 */
export function readCachedCategories(
  storage: StoredValues,
  appUrl: string,
  now = Date.now(),
): CachedCategories | null {
  const value = storage.read<unknown>(CATEGORY_CACHE_KEY, now);
  if (!isRecord(value) || value.appUrl !== appUrl || typeof value.savedAt !== 'number') return null;
  const parsed = categoryListSchema.safeParse(value.categories);
  return parsed.success ? { categories: parsed.data, savedAt: value.savedAt } : null;
}

export function writeCachedCategories(
  storage: StoredValues,
  appUrl: string,
  categories: Category[],
  now = Date.now(),
): void {
  storage.write(
    CATEGORY_CACHE_KEY,
    { appUrl, savedAt: now, categories },
    CATEGORY_CACHE_LIFETIME_MS,
    now,
  );
}
