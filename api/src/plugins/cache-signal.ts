import { randomUUID } from 'node:crypto';
import net from 'node:net';

import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../config';

import type { PublicCacheControl } from './public-cache';
import { connectRedis, encode, readReply } from './redis-connection';

/**
 * "Forget your cached public answers of this brand" from one API instance to every other, over
 * Redis pub/sub (ADR 009). Each instance keeps one subscriber connection on
 * `<prefix>public-answers` (pub/sub ignores Redis database numbers, hence the prefix) and
 * publishes on a command connection; its own messages come back and are ignored. After a lost
 * connection the subscriber reconnects and calls `onSignal(undefined)`: what it may have missed
 * is forgotten wholesale. Without Redis there is no signal and the caches' lifetimes are the bound.
 */
export interface CacheSignal {
  /** Tells every other instance to forget a brand's answers (or every brand's). */
  publish(brandId?: string): Promise<void>;
  /** Resolves once the subscription is confirmed (tests wait for it). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface CacheSignalOptions {
  url: string;
  prefix?: string;
  onSignal: (brandId: string | undefined) => void;
  onError?: (error: Error) => void;
  reconnectMs?: number;
}

export function createCacheSignal(options: CacheSignalOptions): CacheSignal {
  const { url, onSignal } = options;
  const channel = `${options.prefix ?? 'klubb:rl:'}public-answers`;
  const self = randomUUID();
  const target = new URL(url);
  const publisher = connectRedis(url);
  let closed = false;
  let socket: net.Socket | null = null;
  let confirm: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    confirm = resolve;
  });

  const subscribe = (reconnected: boolean) => {
    let buffer = Buffer.alloc(0);
    const created = net.connect(Number(target.port || 6379), target.hostname || '127.0.0.1');
    socket = created;
    created.on('error', (error) => options.onError?.(error));
    created.on('close', () => {
      if (closed) return;
      setTimeout(() => subscribe(true), options.reconnectMs ?? 1_000).unref();
    });
    created.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let offset = 0;
      for (;;) {
        const read = readReply(buffer, offset);
        if (!read) break;
        offset = read[1];
        const [reply] = read;
        if (reply instanceof Error) options.onError?.(reply);
        else if (Array.isArray(reply) && reply[0] === 'subscribe') {
          confirm();
          if (reconnected) onSignal(undefined);
        } else if (Array.isArray(reply) && reply[0] === 'message') {
          try {
            const message = JSON.parse(String(reply[2])) as { from?: string; brandId?: string };
            if (message.from !== self) onSignal(message.brandId);
          } catch {
            // Not ours: ignore.
          }
        }
      }
      buffer = buffer.subarray(offset);
    });
    const auth = [target.username, target.password].filter(Boolean).map(decodeURIComponent);
    created.write((auth.length ? encode(['AUTH', ...auth]) : '') + encode(['SUBSCRIBE', channel]));
  };
  subscribe(false);

  return {
    async publish(brandId) {
      await publisher.command([
        'PUBLISH',
        channel,
        JSON.stringify({ from: self, ...(brandId === undefined ? {} : { brandId }) }),
      ]);
    },
    ready,
    async close() {
      closed = true;
      socket?.destroy();
      await publisher.close();
    },
  };
}

/**
 * The app's decorators over its public answers: `invalidatePublicAnswers` forgets a brand's
 * answers here and, with Redis, on every other instance (whose signals this instance hears in
 * turn); without Redis, the answers' lifetimes bound the other instances' copies.
 */
export function decoratePublicAnswers(
  app: FastifyInstance,
  publicCache: PublicCacheControl,
  config: Partial<Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>>,
): void {
  const signal = config.redisUrl
    ? createCacheSignal({
        url: config.redisUrl,
        ...(config.redisKeyPrefix ? { prefix: config.redisKeyPrefix } : {}),
        onSignal: (brandId) => publicCache.invalidate(brandId),
        onError: (error) => app.log.warn({ err: error }, 'cache signal: Redis failed'),
      })
    : undefined;
  if (signal) app.addHook('onClose', () => signal.close());
  app.decorate('invalidatePublicAnswers', (brandId?: string) => {
    publicCache.invalidate(brandId);
    signal
      ?.publish(brandId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'cache signal not sent'));
  });
  app.decorate('publicAnswerStats', () => ({ frontDoorHits: publicCache.frontDoorHits }));
  app.decorate('publicAnswersSignalReady', () => signal?.ready ?? Promise.resolve());
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `PublicCacheControl.invalidate` of the product routes' cache (brand id, or every brand), on
     * this instance and, with Redis, on every other (decoratePublicAnswers, above).
     */
    invalidatePublicAnswers(brandId?: string): void;
    /** How the public answers are served: the hits answered at the server's front door. */
    publicAnswerStats(): { frontDoorHits: number };
    /** Resolves once this instance hears the other instances' signals (at once without Redis). */
    publicAnswersSignalReady(): Promise<void>;
  }
}
