import { restaurantListSchema, type Restaurant } from '@klubb/contracts';
import type { RuntimeStorage } from '@klubb/runtime';

/** The persistent key of the restaurant list (spec §4 "cached with a time-to-live"). */
export const RESTAURANT_CACHE_KEY = 'restaurantDataStore';
/**
 * How long the kept list stands for the API's (the spec's time-to-live; it gives no value):
 * restaurants change seldom, so an hour. Older, it is still shown at once, and offline, while
 * the API is asked again.
 */
export const RESTAURANT_CACHE_LIFETIME_MS = 60 * 60_000;
/** How long the list stays on the device at most, for use offline: then it is dropped. */
export const RESTAURANT_KEEP_MS = 30 * 24 * 60 * 60_000;

/** The list as last fetched, and when. */
export interface KeptRestaurants {
  restaurants: Restaurant[];
  savedAt: number;
}

/**
 * The list kept in the runtime's storage, or null when there is none, it was dropped or it is
 * not a list of restaurants.
 */
export function readCachedRestaurants(
  storage: RuntimeStorage,
  now = Date.now(),
): KeptRestaurants | null {
  const kept = storage.read<{ restaurants?: unknown; savedAt?: unknown }>(
    RESTAURANT_CACHE_KEY,
    now,
  );
  if (typeof kept?.savedAt !== 'number') return null;
  const parsed = restaurantListSchema.safeParse(kept.restaurants);
  return parsed.success ? { restaurants: parsed.data, savedAt: kept.savedAt } : null;
}

/** Keeps the list as fetched at `savedAt`. */
export function writeCachedRestaurants(
  storage: RuntimeStorage,
  restaurants: Restaurant[],
  savedAt = Date.now(),
): void {
  const kept: KeptRestaurants = { restaurants, savedAt };
  storage.write(RESTAURANT_CACHE_KEY, kept, RESTAURANT_KEEP_MS, savedAt);
}
