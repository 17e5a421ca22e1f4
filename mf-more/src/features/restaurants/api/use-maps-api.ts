import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { RestaurantMapsSettings } from '@klubb/contracts';
import { useCurrentUser, useRuntime } from '@klubb/runtime';

import {
  loadMapsLibrary,
  MapLoadError,
  onMapsAuthFailure,
  type MapLoadFailure,
} from '../utils/map-loader';

import { mapSettingsQueryOptions } from './restaurant-queries';

export type MapsState =
  | { status: 'loading' }
  | { status: 'ready'; settings: RestaurantMapsSettings }
  | { status: 'failed'; reason: MapLoadFailure };

/**
 * The map's settings and the Maps JavaScript API, loaded with the retries: ready, loading, or
 * failed (no settings or key, the script would not load, or the key was refused). The loader
 * package is imported here, on first use, so only the map pages carry it.
 */
export function useMapsApi(language: string): MapsState {
  const user = useCurrentUser();
  const runtime = useRuntime();
  const settings = useQuery({
    ...mapSettingsQueryOptions(runtime, user?.id ?? ''),
    enabled: !!user,
  });
  const key = settings.data?.apiKey;
  const [loaded, setLoaded] = useState<'loading' | 'ready' | MapLoadFailure>('loading');

  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    const stop = onMapsAuthFailure(() => live && setLoaded('authFailure'));
    import('@googlemaps/js-api-loader')
      .then((loader) => loadMapsLibrary(loader, { key, language }))
      .then(
        () => live && setLoaded((now) => (now === 'authFailure' ? now : 'ready')),
        (error: unknown) =>
          live && setLoaded(error instanceof MapLoadError ? error.reason : 'failed'),
      );
    return () => {
      live = false;
      stop();
    };
  }, [key, language]);

  if (!user || settings.isError) return { status: 'failed', reason: 'noKey' };
  if (!settings.data || loaded === 'loading') return { status: 'loading' };
  if (loaded === 'ready') return { status: 'ready', settings: settings.data };
  return { status: 'failed', reason: loaded };
}
