import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the device says it has a network connection (`navigator.onLine`, kept current by the
 * `online` and `offline` events). `false` is reliable; `true` only means "not known to be offline".
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Calls `onBackOnline` once each time the device comes back online, so a view that failed for
 * want of a network recovers by itself (spec §8: network error / no network connection).
 */
export function useOnBackOnline(onBackOnline: () => void): void {
  const latest = useRef(onBackOnline);
  useEffect(() => {
    latest.current = onBackOnline;
  });
  useEffect(() => {
    const handle = () => latest.current();
    window.addEventListener('online', handle);
    return () => window.removeEventListener('online', handle);
  }, []);
}
