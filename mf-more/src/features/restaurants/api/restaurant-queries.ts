import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useRuntime, type KlubbRuntime } from '@klubb/runtime';
import { isApiError } from '@klubb/sdk';

import {
  readCachedRestaurants,
  RESTAURANT_CACHE_LIFETIME_MS,
  writeCachedRestaurants,
} from '../utils/restaurant-cache';

export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: () => [...restaurantKeys.all, 'list'] as const,
  detail: (id: string) => [...restaurantKeys.all, 'detail', id] as const,
  mapSettings: (memberId: string) => [...restaurantKeys.all, 'mapSettings', memberId] as const,
};

type ApiRuntime = Pick<KlubbRuntime, 'api'>;

/**
 * The restaurant list. The list kept on the device (restaurant-cache.ts) is the query's data from
 * the start, as old as it is: within its time-to-live the API is not asked, after it the API is
 * asked while the kept list shows, and without a network the kept list is what there is (issue
 * 32). `useRestaurantList` keeps each list the query gets.
 */
export const restaurantListQueryOptions = (runtime: Pick<KlubbRuntime, 'api' | 'storage'>) => {
  // The kept list is read and parsed once, when the query is made, for its data and its age.
  let kept: ReturnType<typeof readCachedRestaurants> | undefined;
  const keptList = () =>
    kept === undefined ? (kept = readCachedRestaurants(runtime.storage)) : kept;
  return queryOptions({
    queryKey: restaurantKeys.list(),
    queryFn: ({ signal }) => runtime.api.getRestaurantList(signal),
    initialData: () => keptList()?.restaurants,
    initialDataUpdatedAt: () => keptList()?.savedAt,
    staleTime: RESTAURANT_CACHE_LIFETIME_MS,
  });
};

/**
 * The restaurant list's query, and each list it gets kept on the device: fetched here, or put in
 * by the server's render (a hydrated query never runs its function in the page).
 */
export function useRestaurantList() {
  const runtime = useRuntime();
  const list = useQuery(restaurantListQueryOptions(runtime));
  const { data, dataUpdatedAt } = list;
  useEffect(() => {
    if (!data) return;
    const keptAt = readCachedRestaurants(runtime.storage)?.savedAt ?? 0;
    if (dataUpdatedAt > keptAt) writeCachedRestaurants(runtime.storage, data, dataUpdatedAt);
  }, [data, dataUpdatedAt, runtime]);
  return list;
}

export const restaurantQueryOptions = (runtime: ApiRuntime, id: string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(id),
    queryFn: ({ signal }) => runtime.api.getRestaurant(id, signal),
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status < 500),
  });

/** The map's settings and key (members only): without them the map cannot load. */
export const mapSettingsQueryOptions = (runtime: ApiRuntime, memberId: string) =>
  queryOptions({
    queryKey: restaurantKeys.mapSettings(memberId),
    queryFn: ({ signal }) => runtime.api.getRestaurantMapsSettings(signal),
    staleTime: 30 * 60_000,
    retry: false,
  });
