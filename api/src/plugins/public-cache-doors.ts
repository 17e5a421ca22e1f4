import type { IncomingHttpHeaders } from 'node:http';

import { APP_URL_HEADER, type Brand } from '@klubb/contracts';

/**
 * What the first hook found for one request shape (the URL and the two headers that name the
 * brand and the media origin): the front door answers that shape again without parsing either.
 */
export interface Door {
  appUrl: string;
  brand: Brand;
  key: string;
}

/** The shape of a request, for the front door: a header sent twice gives none (the hook decides). */
export function doorKeyOf(url: string, headers: IncomingHttpHeaders): string | undefined {
  const appUrl = headers[APP_URL_HEADER];
  const origin = headers.origin;
  if (typeof appUrl === 'object' || typeof origin === 'object') return undefined;
  return `${url}\n${appUrl ?? ''}\n${origin ?? ''}`;
}

/**
 * The request shapes the first hook has matched, oldest first, at most `maxEntries`: the shapes
 * come from clients, so they are bounded.
 */
export function createDoors(maxEntries: number) {
  const doors = new Map<string, Door>();
  return {
    get: (shape: string | undefined) => (shape === undefined ? undefined : doors.get(shape)),
    remember(shape: string | undefined, door: Door) {
      if (shape === undefined) return;
      const known = doors.get(shape);
      // The same entry of the same snapshot's brand (a refreshed snapshot makes new brand objects).
      if (known?.key === door.key && known.brand === door.brand) return;
      doors.delete(shape);
      doors.set(shape, door);
      if (doors.size > maxEntries) doors.delete(doors.keys().next().value as string);
    },
    clear: () => doors.clear(),
  };
}
