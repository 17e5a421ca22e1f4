import { queryOptions } from '@tanstack/react-query';

import type { KlubbRuntime } from '@klubb/runtime';
import { isApiError } from '@klubb/sdk';

import { readCachedRestaurants, writeCachedRestaurants } from '../utils/restaurant-cache';

export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: () => [...restaurantKeys.all, 'list'] as const,
  detail: (id: string) => [...restaurantKeys.all, 'detail', id] as const,
  mapSettings: (memberId: string) => [...restaurantKeys.all, 'mapSettings', memberId] as const,
};

type ApiRuntime = Pick<KlubbRuntime, 'api'>;

/** The restaurant list: from the runtime's storage while its time-to-live lasts, else the API. */
export const restaurantListQueryOptions = (runtime: Pick<KlubbRuntime, 'api' | 'storage'>) =>
  queryOptions({
    queryKey: restaurantKeys.list(),
    queryFn: async ({ signal }) => {
      const cached = readCachedRestaurants(runtime.storage);
      if (cached) return cached;
      const list = await runtime.api.getRestaurantList(signal);
      writeCachedRestaurants(runtime.storage, list);
      return list;
    },
    staleTime: 5 * 60_000,
    // The list kept on the device serves offline too: the function runs without a network, and
    // only a fetch it cannot make waits for the network (issue 32: offline, the page said nothing).
    networkMode: 'offlineFirst',
  });

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
