import type { FastifyRequest } from 'fastify';

import { APP_URL_HEADER } from '@klubb/contracts';

import { memoizeString } from './memo';

/**
 * The app URL as an origin (`http://nordic.localhost:3000`): scheme, lower-case host, port only if
 * not the default. Anything that is not an http(s) URL gives null.
 */
export const normalizeAppUrl: (value: string) => string | null = memoizeString((value) => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
});

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** The app URL a call is made for: the query's (where a route takes one), X-App-Url, then Origin. */
export function appUrlOf(request: FastifyRequest, fromQuery?: string): string | undefined {
  return (
    fromQuery ?? firstHeader(request.headers[APP_URL_HEADER]) ?? firstHeader(request.headers.origin)
  );
}
