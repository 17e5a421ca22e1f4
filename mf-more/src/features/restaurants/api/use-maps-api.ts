import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import type { RestaurantMapsSettings } from '@klubb/contracts';
import { useCurrentUser, useRuntime } from '@klubb/runtime';
import { useOnBackOnline } from '@klubb/ui';

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
 *
 * Without a network the map waits (issue 32): the settings' query pauses until the network
 * returns, and a script that would not load while the device was offline is not a failure but
 * a wait, tried again by itself when the network returns (the v2 loader inserts a new script).
 */
export function useMapsApi(language: string): MapsState {
  const user = useCurrentUser();
  const runtime = useRuntime();
  const settings = useQuery({
    ...mapSettingsQueryOptions(runtime, user?.id ?? ''),
    enabled: !!user,
  });
  const key = settings.data?.apiKey;
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'offline' | MapLoadFailure>('loading');
  // Each return of the network after a load that failed offline is one more attempt (a ref:
  // the network may return before the failure's state has rendered).
  const [attempt, setAttempt] = useState(0);
  const waitsForNetwork = useRef(false);
  useOnBackOnline(() => {
    if (settings.isError) void settings.refetch();
    if (!waitsForNetwork.current) return;
    waitsForNetwork.current = false;
    setLoaded('loading');
    setAttempt((n) => n + 1);
  });

  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    // Whether the device was offline at any moment of this attempt: then a failure is the
    // network's, not the map's.
    let wentOffline = !navigator.onLine;
    const markOffline = () => {
      wentOffline = true;
    };
    window.addEventListener('offline', markOffline);
    const stop = onMapsAuthFailure(() => live && setLoaded('authFailure'));
    import('@googlemaps/js-api-loader')
      .then((loader) => loadMapsLibrary(loader, { key, language }))
      .then(
        () => live && setLoaded((now) => (now === 'authFailure' ? now : 'ready')),
        (error: unknown) => {
          if (!live) return;
          if (!wentOffline) setLoaded(error instanceof MapLoadError ? error.reason : 'failed');
          // The script (or the loader's own code) could not come without a network: it waits
          // for the network, or, back already, is tried again at once.
          else if (navigator.onLine) setAttempt((n) => n + 1);
          else {
            waitsForNetwork.current = true;
            setLoaded('offline');
          }
        },
      );
    return () => {
      live = false;
      window.removeEventListener('offline', markOffline);
      stop();
    };
  }, [key, language, attempt]);

  if (!user || settings.isError) return { status: 'failed', reason: 'noKey' };
  if (!settings.data || loaded === 'loading' || loaded === 'offline') return { status: 'loading' };
  if (loaded === 'ready') return { status: 'ready', settings: settings.data };
  return { status: 'failed', reason: loaded };
}
