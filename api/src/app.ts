import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

import type { AppConfig } from './config';
import { MEDIA_DIR } from './config';
import type { Database } from './db/database';
import { registerCors } from './plugins/cors';
import { registerErrorHandler, toErrorRecord } from './plugins/error-handler';
import { brandRoutes } from './routes/brand';
import { categoryRoutes } from './routes/categories';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { offerRoutes } from './routes/offers';
import type { RouteDeps } from './routes/route-deps';
import { searchRoutes } from './routes/search';
import { createBrandDirectory } from './services/brand-directory';

/** The API takes JSON bodies of a few fields; nothing near this size is legitimate. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Pick<AppConfig, 'publicUrl' | 'production' | 'brandCacheTtlMs'> &
    Partial<Pick<AppConfig, 'logLevel'>>;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: Database;
  /** Pino logging; off unless asked for (tests keep quiet). */
  logger?: boolean;
  mediaDir?: string;
}

/** Builds the API on an open database, without listening: main.ts listens, tests use `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel ?? 'info' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Nothing hangs: a slow client gets 408 after 15 s, a slow handler 503 after 10 s.
    requestTimeout: 15_000,
    connectionTimeout: 30_000,
    handlerTimeout: 10_000,
    forceCloseConnections: 'idle',
    // Fastify's own 503 while closing is not an error record; finishing those few calls is fine.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // A URL Fastify cannot decode never reaches the error handler; answer it as a record too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const record = toErrorRecord(error);
      void reply.status(record.status).type('application/json; charset=utf-8').send(record);
    },
  });

  const brands = createBrandDirectory({
    database,
    publicUrl: config.publicUrl,
    ttlMs: config.brandCacheTtlMs,
    onStaleRead: (error) =>
      app.log.warn({ err: error }, 'brand refresh failed; using the cached brands'),
  });

  registerErrorHandler(app);
  await registerCors(app, { production: config.production, brands });
  app.addHook('onRequest', async (_request, reply) => {
    // API answers are per user and per brand; media routes replace this with a long cache.
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  });

  const deps: RouteDeps = { database, brands, publicUrl: config.publicUrl };
  await app.register(healthRoutes, deps);
  await app.register(brandRoutes, deps);
  await app.register(categoryRoutes, deps);
  await app.register(offerRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(mediaRoutes, { dir: options.mediaDir ?? MEDIA_DIR });
  return app;
}
