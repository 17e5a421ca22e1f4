import { setTimeout as sleep } from 'node:timers/promises';

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { loadLifecycleConfig } from './lifecycle/lifecycle-config';
import { createReadiness } from './lifecycle/readiness';
import { stripeProvider } from './payments/stripe-provider';
import { startDatabase } from './start-database';

/**
 * `npm start` in api/: migrate (and seed a fresh database) unless MIGRATE_ON_START=false, then
 * listen on HOST:PORT. SIGTERM drains: readiness answers 503 for SHUTDOWN_DRAIN_MS, then the
 * listener closes, the requests in flight finish, and the pools close.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const lifecycle = loadLifecycleConfig();
  const onPoolError = (error: Error) => console.error('database pool error', error);
  const { database, migrated, seeded } = lifecycle.migrateOnStart
    ? await startDatabase(config.database, onPoolError)
    : { database: await openDatabase(config.database, onPoolError), migrated: [], seeded: null };
  const readiness = createReadiness({ database });
  const app = await buildApp({
    config,
    database,
    logger: true,
    readiness,
    // With Stripe's keys the API talks to Stripe; otherwise the payment stand-in plays it.
    ...(config.stripe ? { paymentProvider: stripeProvider(config.stripe) } : {}),
    ...(process.env.PAYMENT_WEBHOOK_URL
      ? { paymentWebhookUrl: process.env.PAYMENT_WEBHOOK_URL }
      : {}),
  });

  const shutdown = async (signal: string) => {
    readiness.draining = true;
    app.log.info({ signal, drainMs: lifecycle.drainMs }, 'draining');
    // A stuck request must not keep a stopped instance alive for ever.
    setTimeout(() => {
      console.error(`shutdown took over ${lifecycle.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, lifecycle.drainMs + lifecycle.shutdownTimeoutMs).unref();
    if (lifecycle.drainMs > 0) await sleep(lifecycle.drainMs);
    // Stops accepting connections, closes idle keep-alive ones, waits for the requests in flight.
    await app.close();
    await database.close();
    app.log.info({ signal }, 'stopped');
  };
  // `on`, not `once`: a second signal during the drain (a whole process group signalled, or a
  // runner relaying the signal it got) is ignored, instead of killing the process or ending it
  // before the requests in flight are done.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database:
        config.database.kind === 'postgres' ? 'postgres (DATABASE_URL)' : config.database.dataDir,
      migrated,
      seeded: seeded ?? false,
      startMs: Math.round(performance.now() - startedAt),
    },
    'Klubb API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
