import { useEffect } from 'react';

import { useBrand, useRuntime } from '@klubb/runtime';

import { MorePage } from '../features/more-page/components/more-page';
import { readCachedRestaurants } from '../features/restaurants/utils/restaurant-cache';

import { loadRestaurantsPage } from './restaurants-page-load';

/**
 * The More page, from which the member opens the restaurants (issue 32). The restaurant list is
 * kept on the device so that page works offline; but after a fresh start of the app its code was
 * fetched only when it opened, so offline it could not open at all (a browser's cache need not
 * have it: a webview's may be cleared). For a member with a list kept, it is fetched ahead here.
 * A failure costs nothing: the route fetches it again when opened.
 */
export function MorePageWithRestaurantsAhead() {
  const { showRestaurants } = useBrand().config;
  const { storage } = useRuntime();
  useEffect(() => {
    if (showRestaurants && readCachedRestaurants(storage)) {
      loadRestaurantsPage().catch(() => undefined);
    }
  }, [showRestaurants, storage]);
  return <MorePage />;
}
