import { buildApp } from './app';
import { loadConfig } from './config';
import { stripeProvider } from './payments/stripe-provider';
import { startDatabase } from './start-database';

/** `npm start` in api/: migrate (and seed a fresh database), then listen on HOST:PORT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const { database, migrated, seeded } = await startDatabase(config.database, (error) =>
    console.error('database pool error', error),
  );
  const app = await buildApp({
    config,
    database,
    logger: true,
    // With Stripe's keys the API talks to Stripe; otherwise the payment stand-in plays it.
    ...(config.stripe ? { paymentProvider: stripeProvider(config.stripe) } : {}),
    ...(process.env.PAYMENT_WEBHOOK_URL
      ? { paymentWebhookUrl: process.env.PAYMENT_WEBHOOK_URL }
      : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
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
