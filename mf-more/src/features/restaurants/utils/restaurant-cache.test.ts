import type { Restaurant } from '@klubb/contracts';
import { testRuntime } from '@klubb/runtime/testing';

import {
  readCachedRestaurants,
  RESTAURANT_CACHE_LIFETIME_MS,
  writeCachedRestaurants,
} from './restaurant-cache';

const bistro: Restaurant = {
  id: 'r1',
  name: 'Bistro Norr',
  address: 'Odengatan 41',
  lat: 59.3,
  lng: 18.05,
  mapsUrl: 'https://maps.example/r1',
  phone: null,
  shortDescription: 'Bistro',
  restaurantUrl: null,
  restaurantWidgetUrl: null,
};

// The cache is kept in the runtime's storage (the host's, ADR 015).
const { storage } = testRuntime();
beforeEach(() => window.localStorage.clear());

it('keeps the list until its time-to-live has passed', () => {
  writeCachedRestaurants(storage, [bistro], 1000);
  expect(readCachedRestaurants(storage, 1000 + RESTAURANT_CACHE_LIFETIME_MS - 1)).toEqual([bistro]);
  expect(readCachedRestaurants(storage, 1000 + RESTAURANT_CACHE_LIFETIME_MS)).toBeNull();
});

it('ignores a kept value that is not a restaurant list', () => {
  window.localStorage.setItem(
    'klubb:restaurantDataStore',
    JSON.stringify({ value: [{ id: 1 }], expiresAt: null }),
  );
  expect(readCachedRestaurants(storage)).toBeNull();
});
