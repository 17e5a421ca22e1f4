import { testRuntime } from '@klubb/runtime/testing';

import { bistro } from '../testing/restaurant-fixture';

import {
  readCachedRestaurants,
  RESTAURANT_CACHE_LIFETIME_MS,
  RESTAURANT_KEEP_MS,
  writeCachedRestaurants,
} from './restaurant-cache';

// The cache is kept in the runtime's storage (the host's, ADR 015).
const { storage } = testRuntime();
beforeEach(() => window.localStorage.clear());

it('keeps the list with the time it was fetched, until it is dropped', () => {
  writeCachedRestaurants(storage, [bistro], 1000);
  // Past the time-to-live it is still there, for use offline (issue 32): the query asks again.
  const later = 1000 + RESTAURANT_CACHE_LIFETIME_MS + 1;
  expect(readCachedRestaurants(storage, later)).toEqual({ restaurants: [bistro], savedAt: 1000 });
  expect(readCachedRestaurants(storage, 1000 + RESTAURANT_KEEP_MS - 1)).not.toBeNull();
  expect(readCachedRestaurants(storage, 1000 + RESTAURANT_KEEP_MS)).toBeNull();
});

it('ignores a kept value that is not a restaurant list, or has no time', () => {
  const keep = (value: unknown) =>
    window.localStorage.setItem(
      'klubb:restaurantDataStore',
      JSON.stringify({ value, expiresAt: null }),
    );
  keep({ restaurants: [{ id: 1 }], savedAt: 1000 });
  expect(readCachedRestaurants(storage)).toBeNull();
  // The list as an earlier version kept it, without the time it was fetched.
  keep([bistro]);
  expect(readCachedRestaurants(storage)).toBeNull();
});
