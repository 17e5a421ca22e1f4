import { restaurantListSchema, type Restaurant } from '@klubb/contracts';

import { runtime } from '../../../lib/runtime';

/** The persistent key of the restaurant list (spec §4 "cached with a time-to-live"). */
export const RESTAURANT_CACHE_KEY = 'restaurantDataStore';
/** The spec gives no value; restaurants change seldom, so an hour. */
export const RESTAURANT_CACHE_LIFETIME_MS = 60 * 60_000;

/** The kept list, or null when there is none, it expired or it is not a list of restaurants. */
export function readCachedRestaurants(now = Date.now()): Restaurant[] | null {
  const parsed = restaurantListSchema.safeParse(
    runtime().storage.read<unknown>(RESTAURANT_CACHE_KEY, now),
  );
  return parsed.success ? parsed.data : null;
}

export function writeCachedRestaurants(list: Restaurant[], now = Date.now()): void {
  runtime().storage.write(RESTAURANT_CACHE_KEY, list, RESTAURANT_CACHE_LIFETIME_MS, now);
}
