import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { API_PATHS, FEED_CACHE_LIFETIME_MS, type Brand } from '@klubb/contracts';

import type { Database } from '../db/database';
import { appUrlOf } from '../http/app-url';
import type { BrandDirectory } from '../services/brand-directory';
import { nextOfferChange } from '../services/next-offer-change';
import {
  buildAnswer,
  createPublicAnswerCache,
  etagOf,
  matchesIfNoneMatch,
  pickEncoding,
  type CachedAnswer,
} from '../services/public-answer-cache';

import { mediaOriginOf } from './app-origin-media';

/**
 * The routes of the first view that answer the same to every visitor of a brand. `appUrlInQuery`:
 * the route takes its brand from `?appUrl=` first (GET brand).
 */
const PUBLIC_ROUTES = new Map<string, { appUrlInQuery: boolean }>([
  [API_PATHS.getBrand, { appUrlInQuery: true }],
  [API_PATHS.getBillboard, { appUrlInQuery: false }],
  [API_PATHS.getCategoryList, { appUrlInQuery: false }],
  [API_PATHS.getOfferList, { appUrlInQuery: false }],
  [API_PATHS.getOffer, { appUrlInQuery: false }],
]);

/**
 * How long an entry is served at most: the client's own feed cache lifetime. Stock counts and
 * sold-out states change with other members' purchases, which no time bound predicts.
 */
export const PUBLIC_ANSWER_MAX_AGE_MS = FEED_CACHE_LIFETIME_MS;
const SHARED_MAX_AGE_S = 30;
const STALE_WHILE_REVALIDATE_S = 30;
const MAX_ENTRIES = 5000;

export interface PublicCacheOptions {
  database: Database;
  brands: BrandDirectory;
  compressFrom: number;
  now?: () => number;
}

/** What the rest of the process (and, later, a cross-instance signal) may do with the cache. */
export interface PublicCacheControl {
  /**
   * Forgets the cached public answers of one brand (or of all) and the cached brands, so the next
   * request reads both from the database. Call it when a brand or its offers change outside the
   * clock — a write on this instance, or a signal from another instance.
   */
  invalidate(brandId?: string): void;
}

/** A brand's version: a changed brand (after the directory's refresh) misses every old entry. */
const brandVersions = new WeakMap<Brand, string>();
function versionOf(brand: Brand): string {
  let version = brandVersions.get(brand);
  if (version === undefined) {
    version = createHash('sha256').update(JSON.stringify(brand)).digest('base64url').slice(0, 16);
    brandVersions.set(brand, version);
  }
  return version;
}

/**
 * The in-process response cache of the public routes (ADR 014), as hooks on the scope that holds
 * those routes: a visitor's GET (no Authorization header) is answered from memory — the JSON, its
 * brotli and gzip variants, a strong ETag per variant, 304 on `If-None-Match` — until the brand's
 * next offer publish/end time or `PUBLIC_ANSWER_MAX_AGE_MS`, whichever comes first. Member calls
 * and error answers pass through untouched and keep `no-store`.
 */
export function registerPublicCache(
  scope: FastifyInstance,
  options: PublicCacheOptions,
): PublicCacheControl {
  const now = options.now ?? Date.now;
  const cache = createPublicAnswerCache({ maxEntries: MAX_ENTRIES, now });
  const pending = new WeakMap<FastifyRequest, { key: string; brandId: string }>();
  const changes = new Map<string, { at: number | null; validUntil: number }>();

  async function changesAt(brandId: string): Promise<number | null> {
    const known = changes.get(brandId);
    const at = now();
    if (known && known.validUntil > at && (known.at === null || known.at > at)) return known.at;
    const next = await nextOfferChange(options.database.orm, brandId);
    changes.set(brandId, { at: next, validUntil: at + PUBLIC_ANSWER_MAX_AGE_MS });
    return next;
  }

  function cacheControl(answer: CachedAnswer): string {
    const untilChange =
      answer.changesAt === null ? Infinity : Math.floor((answer.changesAt - now()) / 1000);
    const maxAge = Math.max(0, Math.min(Math.ceil((answer.expiresAt - now()) / 1000), untilChange));
    const shared = Math.max(0, Math.min(SHARED_MAX_AGE_S, untilChange));
    const stale = Math.max(0, Math.min(STALE_WHILE_REVALIDATE_S, untilChange - shared));
    return `public, max-age=${maxAge}, s-maxage=${shared}, stale-while-revalidate=${stale}`;
  }

  /** Headers of a public answer; the body (or 304) is the caller's. */
  function describe(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
    const encoding = pickEncoding(answer, request.headers['accept-encoding']);
    // The brand comes from Origin / X-App-Url and member calls differ: a shared cache must key on them.
    reply
      .header('cache-control', cacheControl(answer))
      .header('etag', etagOf(answer, encoding))
      .header('vary', 'Origin, X-App-Url, Authorization, Accept-Encoding')
      .header('content-type', answer.contentType);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return encoding;
  }

  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
    const route = PUBLIC_ROUTES.get(request.routeOptions.url ?? '');
    if (!route) return;
    const query = request.query as Record<string, unknown>;
    const fromQuery =
      route.appUrlInQuery && typeof query.appUrl === 'string' ? query.appUrl : undefined;
    const appUrl = appUrlOf(request, fromQuery);
    // No or an unknown app URL: the route answers its own error record, uncached.
    const brand = appUrl === undefined ? null : await options.brands.findByAppUrl(appUrl);
    if (!brand) return;
    // The media URLs differ by the origin they are named on (app-origin-media.ts).
    const key = `${brand.id}\n${versionOf(brand)}\n${mediaOriginOf(request) ?? ''}\n${request.url}`;
    const answer = cache.get(key);
    if (!answer) {
      pending.set(request, { key, brandId: brand.id });
      reply.header('x-cache', 'miss');
      return;
    }
    const encoding = describe(request, reply, answer);
    reply.header('x-cache', 'hit');
    if (matchesIfNoneMatch(answer, request.headers['if-none-match'])) {
      return reply.code(304).send();
    }
    return reply.send(answer.bodies[encoding]);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    pending.delete(request);
    const changeAt = await changesAt(miss.brandId);
    const expiresAt = Math.min(now() + PUBLIC_ANSWER_MAX_AGE_MS, changeAt ?? Infinity);
    const answer = buildAnswer({
      brandId: miss.brandId,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: payload,
      expiresAt,
      changesAt: changeAt,
      compressFrom: options.compressFrom,
    });
    if (expiresAt > now()) cache.set(miss.key, answer);
    return answer.bodies[describe(request, reply, answer)];
  });

  return {
    invalidate(brandId) {
      cache.invalidate(brandId);
      if (brandId === undefined) changes.clear();
      else changes.delete(brandId);
      options.brands.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `PublicCacheControl.invalidate` of the product routes' cache (brand id, or every brand), on
     * this instance and, with Redis, on every other (plugins/cache-signal.ts).
     */
    invalidatePublicAnswers(brandId?: string): void;
    /** Resolves once this instance hears the other instances' signals (at once without Redis). */
    publicAnswersSignalReady(): Promise<void>;
  }
}
