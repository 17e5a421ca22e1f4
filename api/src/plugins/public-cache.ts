import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';

import { API_PATHS, FEED_CACHE_LIFETIME_MS, type Brand } from '@klubb/contracts';

import type { Database } from '../db/database';
import { appUrlOf } from '../http/app-url';
import type { BrandDirectory } from '../services/brand-directory';
import { nextOfferChange } from '../services/next-offer-change';
import {
  buildAnswer,
  createPublicAnswerCache,
  type CachedAnswer,
} from '../services/public-answer-cache';

import { mediaOriginOf } from './app-origin-media';
import { corsAllows, corsAllowsNow, type CorsOptions } from './cors';
import { answerHeadersOf, firstHeader, writeHit } from './public-answer-reply';
import { createDoors, doorKeyOf } from './public-cache-doors';

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
  [API_PATHS.searchOffer, { appUrlInQuery: false }],
]);

/**
 * How long an entry is served at most: the client's own feed cache lifetime. Stock counts and
 * sold-out states change with other members' purchases, which no time bound predicts.
 */
export const PUBLIC_ANSWER_MAX_AGE_MS = FEED_CACHE_LIFETIME_MS;
const MAX_ENTRIES = 5000;

export interface PublicCacheOptions {
  database: Database;
  brands: BrandDirectory;
  compressFrom: number;
  /** The API's CORS rules: a hit names the origin exactly when the CORS plugin would. */
  cors: CorsOptions;
  /** Whether the server is draining: then every answer closes its connection. */
  closing: () => boolean;
  now?: () => number;
}

/** What the rest of the process (and, later, a cross-instance signal) may do with the cache. */
export interface PublicCacheControl {
  /**
   * The first `onRequest` hook of the whole app: a hit is written to the socket from here, before
   * any other hook (CORS, the no-store default) or the route runs; a miss is marked for `onSend`.
   */
  onRequest: onRequestHookHandler;
  /**
   * The server's front door (app.ts's `serverFactory`), before Fastify sees the request: answers a
   * hit that needs no I/O — the same request (URL, X-App-Url, Origin) the first hook has already
   * matched to a brand and an entry, that brand still current in the directory's snapshot, the
   * entry still fresh — with the same bytes and headers `onRequest` would. Returns false, having
   * written nothing, for everything else, which Fastify then serves as before.
   */
  frontDoor(request: IncomingMessage, response: ServerResponse): boolean;
  /** How many hits the front door has answered (the rest of the hits went through Fastify). */
  readonly frontDoorHits: number;
  /** The product scope's `onSend` hook: keeps a missed answer once the route has made it. */
  onSend: onSendHookHandler;
  /** The product scope's `onResponse` (and `onRequestAbort`) hook: frees a miss's waiters. */
  onResponse: (request: FastifyRequest) => Promise<void>;
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

/** A request making a missing answer; `settle` when it is the one the others wait for. */
interface Miss {
  key: string;
  brandId: string;
  generation: number;
  settle?: (answer: CachedAnswer | null) => void;
}

/**
 * The in-process response cache of the public routes (ADR 014): a visitor's GET (no Authorization
 * header) is answered from memory — the JSON, its brotli and gzip variants, a strong ETag per
 * variant, 304 on `If-None-Match` — until the brand's next offer publish/end time or
 * `PUBLIC_ANSWER_MAX_AGE_MS`, whichever comes first. Member calls and error answers pass through
 * untouched and keep `no-store`. A hit costs what a bare route costs plus its headers: it is
 * written as raw bytes from the first hook (the bar: ≥ 50 % of a bare route's req/s).
 */
export function createPublicCache(options: PublicCacheOptions): PublicCacheControl {
  const now = options.now ?? Date.now;
  const cache = createPublicAnswerCache({ maxEntries: MAX_ENTRIES, now });
  const pending = new WeakMap<FastifyRequest, Miss>();
  // One request makes a missing answer; the others asking for it meanwhile wait for that one
  // (an entry's expiry would otherwise send every open connection to the database at once).
  const inflight = new Map<string, Promise<CachedAnswer | null>>();
  // Request shapes the first hook has matched, as many as the answers kept.
  const doors = createDoors(MAX_ENTRIES);
  let frontDoorHits = 0;
  // Bumped by `invalidate`: an answer made before it is handed to its waiters but not kept.
  let generation = 0;
  const changes = new Map<string, { at: number | null; validUntil: number }>();

  async function changesAt(brandId: string): Promise<number | null> {
    const known = changes.get(brandId);
    const at = now();
    if (known && known.validUntil > at && (known.at === null || known.at > at)) return known.at;
    const next = await nextOfferChange(options.database.orm, brandId);
    changes.set(brandId, { at: next, validUntil: at + PUBLIC_ANSWER_MAX_AGE_MS });
    return next;
  }

  async function hookHit(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
    const origin = firstHeader(request.headers.origin);
    const allowOrigin = origin ? await corsAllows(options.cors, origin, request.url) : false;
    reply.hijack();
    writeHit(request.headers, reply.raw, answer, {
      allowOrigin,
      closing: options.closing(),
      now: now(),
    });
  }

  function frontDoor(request: IncomingMessage, response: ServerResponse): boolean {
    const { url, headers } = request;
    if (request.method !== 'GET' || headers.authorization !== undefined || url === undefined) {
      return false;
    }
    const door = doors.get(doorKeyOf(url, headers));
    if (!door || options.brands.peekByAppUrl(door.appUrl) !== door.brand) return false;
    const answer = cache.get(door.key);
    if (!answer) return false;
    const allowOrigin = corsAllowsNow(options.cors, firstHeader(headers.origin), url);
    if (allowOrigin === undefined) return false;
    writeHit(headers, response, answer, { allowOrigin, closing: options.closing(), now: now() });
    frontDoorHits += 1;
    return true;
  }

  const onRequest: onRequestHookHandler = async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
    const route = PUBLIC_ROUTES.get(request.routeOptions.url ?? '');
    if (!route) return;
    const query = request.query as Record<string, unknown>;
    const fromQuery =
      route.appUrlInQuery && typeof query.appUrl === 'string' ? query.appUrl : undefined;
    const appUrl = appUrlOf(request, fromQuery);
    // No or an unknown app URL: the route answers its own error record, uncached.
    if (appUrl === undefined) return;
    const brand = await options.brands.findByAppUrl(appUrl);
    if (!brand) return;
    // The media URLs differ by the origin they are named on (app-origin-media.ts).
    const key = `${brand.id}\n${versionOf(brand)}\n${mediaOriginOf(request) ?? ''}\n${request.url}`;
    doors.remember(doorKeyOf(request.url, request.headers), { appUrl, brand, key });
    const kept = cache.get(key);
    if (kept) return hookHit(request, reply, kept);
    // Looked up and joined without an await in between: no two requests both lead.
    const making = inflight.get(key);
    const made = making && (await making);
    if (made) return hookHit(request, reply, made);
    const miss: Miss = { key, brandId: brand.id, generation };
    if (!making) {
      const promise = new Promise<CachedAnswer | null>((resolve) => (miss.settle = resolve));
      inflight.set(key, promise);
      void promise.then(() => inflight.get(key) === promise && inflight.delete(key));
    }
    pending.set(request, miss);
    reply.header('x-cache', 'miss');
  };

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    pending.delete(request);
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      miss.settle?.(null);
      return payload;
    }
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
    const fresh = expiresAt > now();
    if (fresh && miss.generation === generation) cache.set(miss.key, answer);
    miss.settle?.(fresh ? answer : null);
    const { encoding, headers } = answerHeadersOf(
      request.headers['accept-encoding'],
      answer,
      now(),
    );
    reply.headers(headers);
    return answer.bodies[encoding];
  };

  /** A request that ends without its answer passing onSend (aborted, hijacked): its waiters go on. */
  const onResponse = async (request: FastifyRequest) => {
    pending.get(request)?.settle?.(null);
    pending.delete(request);
  };

  return {
    onRequest,
    frontDoor,
    get frontDoorHits() {
      return frontDoorHits;
    },
    onSend,
    onResponse,
    invalidate(brandId) {
      generation += 1;
      cache.invalidate(brandId);
      doors.clear();
      if (brandId === undefined) changes.clear();
      else changes.delete(brandId);
      options.brands.clear();
    },
  };
}
