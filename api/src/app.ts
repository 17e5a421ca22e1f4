import zlib from 'node:zlib';

import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';

import { bankIdPlugin } from './bankid/bankid-plugin';
import type { OrderBook } from './bankid/order-book';
import type { AppConfig, IdentityConfig } from './config';
import { LOCAL_PUBLISHABLE_KEY, MEDIA_DIR } from './config';
import type { Database } from './db/database';
import { createOutbox, type Outbox } from './dev/outbox';
import { frontDoorServer, type FrontDoor } from './http/front-door-server';
import { identityConfigOf, setUpIdentity } from './identity/setup-identity';
import { createReadiness, type Readiness } from './lifecycle/readiness';
import type { PaymentProvider } from './payments/payment-provider';
import { setUpPayments } from './payments/payments-setup';
import type { PaymentStandIn } from './payments/stand-in';
import { compressWholeAnswers } from './plugins/answer-compression';
import { registerAppOriginMedia } from './plugins/app-origin-media';
import { decoratePublicAnswers } from './plugins/cache-signal';
import { answerClientError } from './plugins/client-error';
import { registerCors, type CorsOptions } from './plugins/cors';
import { registerErrorHandler, toErrorRecord } from './plugins/error-handler';
import { registerHandlerTimeout } from './plugins/handler-timeout';
import { registerInputGuard } from './plugins/input-guard';
import { createPublicCache } from './plugins/public-cache';
import { createRateLimitStore, type RateLimitStore } from './plugins/rate-limit-store';
import type { FcmStandIn } from './push/fcm-stand-in';
import { setUpPush } from './push/push-setup';
import { brandRoutes } from './routes/brand';
import { brandRoleRoutes } from './routes/brand-role';
import { cartRoutes } from './routes/cart';
import { categoryRoutes } from './routes/categories';
import { checkoutRoutes } from './routes/checkout';
import { claimRoutes } from './routes/claims';
import { devAnalyticsRoutes } from './routes/dev-analytics';
import { devOutboxRoutes } from './routes/dev-outbox';
import { devPushRoutes } from './routes/dev-pushes';
import { eventLogRoutes } from './routes/event-logs';
import { healthRoutes } from './routes/health';
import { identityPlugin } from './routes/identity/identity-plugin';
import { interestRoutes } from './routes/interest';
import { mediaRoutes } from './routes/media';
import { offerRoutes } from './routes/offers';
import { orderRoutes } from './routes/orders';
import { passwordResetRoutes } from './routes/password-reset';
import { probeRoutes } from './routes/probes';
import { referralRoutes } from './routes/referrals';
import {
  registerRegistryRoutes,
  setUpRegistry,
  type RegistryOptions,
} from './routes/registry/registry-plugin';
import { restaurantRoutes } from './routes/restaurants';
import type { RouteDeps } from './routes/route-deps';
import { searchRoutes } from './routes/search';
import { siteContentRoutes } from './routes/site-content';
import { ssnLinkRoutes } from './routes/ssn-link';
import { ticketRoutes } from './routes/tickets';
import { userRoutes } from './routes/users';
import { createBrandDirectory } from './services/brand-directory';

/** Answers smaller than this go out as they are: compressing them saves too little. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The routes of the product API (spec §7), in one compressing scope. */
const PRODUCT_ROUTES = [
  healthRoutes,
  brandRoutes,
  categoryRoutes,
  offerRoutes,
  searchRoutes,
  userRoutes,
  ssnLinkRoutes,
  passwordResetRoutes,
  brandRoleRoutes,
  restaurantRoutes,
  claimRoutes,
  cartRoutes,
  orderRoutes,
  interestRoutes,
  ticketRoutes,
  checkoutRoutes,
  eventLogRoutes,
  referralRoutes,
  siteContentRoutes,
];

export const STAND_IN_IN_PRODUCTION =
  'Refusing to start: NODE_ENV=production with the identity stand-in on (IDENTITY_STAND_IN=true). ' +
  'In production the API uses Google Identity Platform; unset IDENTITY_STAND_IN or set it to false.';

/** The API takes JSON bodies of a few fields; nothing near this size is legitimate. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Pick<AppConfig, 'publicUrl' | 'production' | 'brandCacheTtlMs'> &
    Partial<
      Pick<
        AppConfig,
        | 'logLevel'
        | 'mapsApiKey'
        | 'publishableKey'
        | 'redisUrl'
        | 'redisKeyPrefix'
        | 'trustProxy'
        | 'consoleOrigin'
        | 'bankIdMtls'
        | 'paymentStandInPort'
        | 'fcmServiceAccount'
      >
    > & {
      identity?: Partial<IdentityConfig>;
    };
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: Database;
  /** Pino logging; off unless asked for (tests keep quiet). */
  logger?: boolean;
  mediaDir?: string;
  /** Where "sent" e-mails go; tests pass their own to read them. */
  outbox?: Outbox;
  /** The BankID stand-in's orders (BankID's side); tests share one between two instances. */
  bankIdOrderBook?: OrderBook;
  /** Rate-limit counters; by default Redis at `config.redisUrl`, else this process's memory. */
  rateLimits?: RateLimitStore;
  /** The card payment provider: Stripe (main.ts with STRIPE_SECRET_KEY); else the stand-in. */
  paymentProvider?: PaymentProvider;
  /** The payment stand-in (Stripe's side); tests share one between two instances. */
  paymentStandIn?: PaymentStandIn;
  /** Where the payment stand-in delivers webhooks; by default into this app's own endpoint. */
  paymentWebhookUrl?: string;
  /** The readiness probe's state; main.ts keeps it to mark the instance draining on SIGTERM. */
  readiness?: Readiness;
  /**
   * The remote registry's contract check: the live host's contract, the allowed remote origins
   * (both by default from the env) and the module probe's limits.
   */
  registry?: RegistryOptions;
  /** How often running canaries are judged besides after their reports (ADR 024); 0: only then. */
  canaryWatchIntervalMs?: number;
  /** The FCM stand-in (Google's side); tests hold it to read the pushes sent. */
  fcmStandIn?: FcmStandIn;
  /** How often the push outbox is looked at besides after offers are made (ADR 031); 0: only then. */
  pushIntervalMs?: number;
  /** A handler's time-out (503 `timeout`); plugins/handler-timeout.ts's 10 s unless a test wants it short. */
  handlerTimeoutMs?: number;
}

/** Builds the API on an open database, without listening: main.ts listens, tests use `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const identityConfig = identityConfigOf(config);
  // The stand-ins mint tokens with keys of their own and serve development routes (e-mailed
  // codes, the BankID test control): never in production.
  if (config.production && identityConfig.standIn) throw new Error(STAND_IN_IN_PRODUCTION);
  // A hit of the public answers is served before Fastify sees the request (plugins/public-cache.ts).
  const frontDoor: { current?: FrontDoor } = {};
  const app = Fastify({
    serverFactory: frontDoorServer(() => frontDoor.current),
    logger: options.logger ? { level: config.logLevel ?? 'info' } : false,
    // Two log lines per request cost more than a cached answer (ADR 014); errors are still logged.
    logController: new LogController({ disableRequestLogging: config.production }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a proxy (TRUST_PROXY), request.ip is the client's: the sign-in throttles count it.
    trustProxy: config.trustProxy ?? false,
    // Nothing hangs: a slow client gets 408 after 15 s, a slow handler 503 after 10 s (the
    // handler's time-out is ours, below: Fastify's costs an AbortController a request).
    requestTimeout: 15_000,
    connectionTimeout: 30_000,
    forceCloseConnections: 'idle',
    // Fastify's own 503 while closing is not an error record; finishing those few calls is fine.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    // A URL Fastify cannot decode never reaches the error handler; answer it as a record too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const record = toErrorRecord(error);
      void reply.status(record.status).type('application/json; charset=utf-8').send(record);
    },
    // What Node's HTTP parser refuses (over-long URL or headers, bytes that are not HTTP) never
    // becomes a request; it is answered on the socket, as a record too.
    clientErrorHandler: answerClientError,
  });

  const brands = createBrandDirectory({
    database,
    publicUrl: config.publicUrl,
    ttlMs: config.brandCacheTtlMs,
    onStaleRead: (error) =>
      app.log.warn({ err: error }, 'brand refresh failed; using the cached brands'),
  });

  const outbox =
    options.outbox ??
    createOutbox((mail) => app.log.info({ to: mail.to, link: mail.link }, 'e-mail (not sent)'));
  const rateLimits =
    options.rateLimits ?? createRateLimitStore(config.redisUrl, config.redisKeyPrefix);
  // A store the app made is the app's to close; one passed in belongs to the caller.
  if (!options.rateLimits) app.addHook('onClose', () => rateLimits.close());
  const identity = await setUpIdentity({
    config: identityConfig,
    database,
    brands,
    outbox,
    rateLimits,
    onStoreError: (error) => app.log.warn({ err: error }, 'rate-limit store failed; not limiting'),
  });

  // Before any route is registered, so that every route has the hook.
  const readiness = options.readiness ?? createReadiness({ database });
  // Once draining, every answer closes its connection: a request in flight when the listener
  // closes would otherwise leave a kept-alive connection (nginx's upstream pool, a browser)
  // holding the server open until the client drops it, and the drain would end in a time-out.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });

  const corsOptions: CorsOptions = {
    production: config.production,
    brands,
    ...(config.consoleOrigin ? { consoleOrigin: config.consoleOrigin } : {}),
  };
  // The public answers of the first view (ADR 014): a hit is answered by the first hook of all.
  const publicCache = createPublicCache({
    database,
    brands,
    compressFrom: COMPRESS_THRESHOLD_BYTES,
    cors: corsOptions,
    closing: () => readiness.draining,
  });
  app.addHook('onRequest', publicCache.onRequest);
  frontDoor.current = publicCache.frontDoor;
  registerHandlerTimeout(app, options.handlerTimeoutMs);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerCors(app, corsOptions);
  app.addHook('onRequest', async (_request, reply) => {
    // API answers are per user and per brand; media routes replace this with a long cache.
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  });

  const publishableKey = config.publishableKey ?? LOCAL_PUBLISHABLE_KEY;
  const payments = await setUpPayments(app, database, {
    production: config.production,
    publishableKey,
    ...(options.paymentProvider ? { provider: options.paymentProvider } : {}),
    ...(options.paymentStandIn ? { standIn: options.paymentStandIn } : {}),
    ...(options.paymentWebhookUrl ? { webhookUrl: options.paymentWebhookUrl } : {}),
    ...(config.paymentStandInPort !== undefined ? { standInPort: config.paymentStandInPort } : {}),
  });
  const push = await setUpPush(app, database, {
    production: config.production,
    publicUrl: config.publicUrl,
    ...(config.fcmServiceAccount ? { serviceAccount: config.fcmServiceAccount } : {}),
    ...(options.fcmStandIn ? { standIn: options.fcmStandIn } : {}),
    intervalMs: options.pushIntervalMs ?? 5_000,
  });
  const registry = setUpRegistry(app, database, {
    ...options.registry,
    production: config.production,
    watchIntervalMs: options.canaryWatchIntervalMs ?? 15_000,
  });
  const deps: RouteDeps = {
    canaryWatch: registry.canaryWatch,
    database,
    brands,
    publicUrl: config.publicUrl,
    auth: identity.authenticator,
    standIn: identity.standIn,
    outbox,
    rateLimits,
    settings: {
      mapsApiKey: config.mapsApiKey ?? '',
      publishableKey,
    },
    payments,
    push: push.sender,
  };
  // The product's answers are compressed (a feed page: 18 KB of JSON, about 2 KB as brotli). The
  // identity and BankID stand-ins stay outside this scope: their answers carry tokens beside what
  // the caller sent, the shape a compression side channel (BREACH) needs.
  await app.register(async (product) => {
    await product.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      // Quality 4: most of brotli's gain on JSON for a fraction of its default's CPU time.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // Media named on the app's origin for calls made through it (ADR 014 decision 3).
    registerAppOriginMedia(product, config.publicUrl);
    product.addHook('onSend', publicCache.onSend);
    product.addHook('onSend', compressWholeAnswers(COMPRESS_THRESHOLD_BYTES));
    product.addHook('onResponse', publicCache.onResponse);
    product.addHook('onRequestAbort', publicCache.onResponse);
    for (const routes of PRODUCT_ROUTES) await product.register(routes, deps);
    await registerRegistryRoutes(product, deps, registry);
  });
  decoratePublicAnswers(app, publicCache, config);
  if (!config.production && identity.standIn) {
    await app.register(devOutboxRoutes, deps);
    await app.register(devAnalyticsRoutes, deps);
    if (push.standIn) await app.register(devPushRoutes, { standIn: push.standIn });
  }
  await app.register(bankIdPlugin, {
    deps,
    production: config.production,
    ...(options.bankIdOrderBook ? { book: options.bankIdOrderBook } : {}),
    ...(config.bankIdMtls ? { mtls: config.bankIdMtls } : {}),
  });
  await app.register(mediaRoutes, { dir: options.mediaDir ?? MEDIA_DIR });
  await app.register(probeRoutes, { readiness });
  if (identity.standIn) {
    await app.register(identityPlugin, { standIn: identity.standIn, publicUrl: config.publicUrl });
  }
  return app;
}
