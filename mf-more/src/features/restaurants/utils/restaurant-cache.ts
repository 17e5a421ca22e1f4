import { restaurantListSchema, type Restaurant } from '@klubb/contracts';
import type { RuntimeStorage } from '@klubb/runtime';

/** The persistent key of the restaurant list (spec §4 "cached with a time-to-live"). */
export const RESTAURANT_CACHE_KEY = 'restaurantDataStore';
/** The spec gives no value; restaurants change seldom, so an hour. */
export const RESTAURANT_CACHE_LIFETIME_MS = 60 * 60_000;

/**
 * The list kept in the runtime's storage, or null when there is none, it expired or it is not a
 * list of restaurants.
 */
export function readCachedRestaurants(
  storage: RuntimeStorage,
  now = Date.now(),
): Restaurant[] | null {
  const parsed = restaurantListSchema.safeParse(storage.read<unknown>(RESTAURANT_CACHE_KEY, now));
  return parsed.success ? parsed.data : null;
}

export function writeCachedRestaurants(
  storage: RuntimeStorage,
  list: Restaurant[],
  now = Date.now(),
): void {
  storage.write(RESTAURANT_CACHE_KEY, list, RESTAURANT_CACHE_LIFETIME_MS, now);
}
