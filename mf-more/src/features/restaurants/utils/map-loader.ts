import { MAP_LOADER_RETRIES } from '@klubb/contracts';

/** The two functions of @googlemaps/js-api-loader v2 the map needs (a seam for tests). */
export interface MapsLoaderApi {
  setOptions: (options: { key: string; v?: string; language?: string }) => void;
  importLibrary: (name: 'maps' | 'marker' | 'core') => Promise<unknown>;
}

export type MapLoadFailure = 'noKey' | 'failed' | 'authFailure';

/** Why the map is not there: no key, the script would not load (after the retries), or the key was refused. */
export class MapLoadError extends Error {
  constructor(readonly reason: MapLoadFailure) {
    super(`The map could not load: ${reason}`);
    this.name = 'MapLoadError';
  }
}

export interface MapLoadOptions {
  key: string;
  language?: string;
  /** How many times a failed load is tried again (spec §7, §9: 3). */
  retries?: number;
  /** The wait before retry n (1-based): v1's loader waited n·2ⁿ ms (2, 8, 24 ms). */
  delayMs?: (retry: number) => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let optionsSet = false;

/**
 * Loads the Maps JavaScript API's `maps` library through the v2 loader, trying a failed load up
 * to `retries` more times. v2 has no `retries` option, but after a script error its bootstrap
 * forgets the failed promise, so a new `importLibrary` call inserts a new script: that is the
 * retry. The options can be set once per page (v2 ignores later calls), so the first key stays.
 */
export async function loadMapsLibrary(
  loader: MapsLoaderApi,
  { key, language, retries = MAP_LOADER_RETRIES, delayMs = (n) => n * 2 ** n }: MapLoadOptions,
): Promise<void> {
  if (!key) throw new MapLoadError('noKey');
  if (!optionsSet) {
    loader.setOptions({ key, v: 'weekly', ...(language ? { language } : {}) });
    optionsSet = true;
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      await loader.importLibrary('maps');
      return;
    } catch {
      if (attempt >= retries) throw new MapLoadError('failed');
      await wait(delayMs(attempt + 1));
    }
  }
}

/**
 * Listens for the Maps API's refusal of the key: it does not reject the load but calls the
 * global `gm_authFailure()` (PROTOCOLS.md §5). Returns the function that stops listening.
 */
export function onMapsAuthFailure(handler: () => void): () => void {
  const target = window as Window & { gm_authFailure?: () => void };
  target.gm_authFailure = handler;
  return () => {
    if (target.gm_authFailure === handler) delete target.gm_authFailure;
  };
}

/** For tests: forget that the options were set. */
export function resetMapLoaderForTests(): void {
  optionsSet = false;
}
