import type { FastifyInstance, FastifyRequest } from 'fastify';

import { APP_URL_HEADER } from '@klubb/contracts';

import { normalizeAppUrl } from '../http/app-url';

/**
 * The origin a request's media URLs are made on: its `X-App-Url` when the request came from that
 * origin itself (no `Origin`, or the same). ADR 014 decision 3: the app origin's proxy sets the
 * header from the request's host and passes `/media` to the API too, so the page's pictures load
 * from its own origin. A browser cannot send the header cross-origin without a preflight; a
 * remote's standalone page (the SDK's X-App-Url from another origin) and every other caller keep
 * the API's public URL (null here).
 */
export function mediaOriginOf(request: FastifyRequest): string | null {
  const header = request.headers[APP_URL_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  const appOrigin = value ? normalizeAppUrl(value) : null;
  if (!appOrigin) return null;
  const origin = request.headers.origin;
  return origin === undefined || normalizeAppUrl(origin) === appOrigin ? appOrigin : null;
}

/** Every string in `value` that starts with `from` starts with `to` instead (a new value). */
export function rebaseStrings(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string')
    return value.startsWith(from) ? to + value.slice(from.length) : value;
  if (Array.isArray(value)) return value.map((item) => rebaseStrings(item, from, to));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, rebaseStrings(item, from, to)]),
    );
  }
  return value;
}

/**
 * Makes the media URLs of the scope's JSON answers (`<publicUrl>/media/…`, as absolute-url.ts
 * writes them) name the request's app origin (mediaOriginOf) instead. Before serialization, so the
 * public answers' cache (public-cache.ts, which keys on the same origin) keeps what was sent.
 */
export function registerAppOriginMedia(scope: FastifyInstance, publicUrl: string): void {
  const from = `${publicUrl}/media/`;
  scope.addHook('preSerialization', async (request, _reply, payload) => {
    const origin = mediaOriginOf(request);
    if (!origin || origin === publicUrl) return payload;
    return rebaseStrings(payload, from, `${origin}/media/`);
  });
}
