import { z } from 'zod';

import { LOCAL_PUBLISHABLE_KEY } from './config';
import { buildStandInServer } from './payments/stand-in-server';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
  HOST: z.string().default('127.0.0.1'),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_test_\w+$/)
    .default(LOCAL_PUBLISHABLE_KEY),
  PAYMENT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }),
  /** Comma-separated retry delays in ms (Stripe retries for days; a test wants seconds). */
  PAYMENT_WEBHOOK_RETRY_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional(),
});

/**
 * `npm run payment-stand-in` in api/: the payment stand-in alone, for several API instances
 * started with STRIPE_SECRET_KEY=sk_test_local_klubb, STRIPE_API_BASE=http://HOST:PORT and the
 * same STRIPE_WEBHOOK_SECRET (api/README.md). Never in production, loopback only.
 */
async function main(): Promise<void> {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;
  if (vars.NODE_ENV === 'production')
    throw new Error('The payment stand-in never runs in production');
  if (!LOOPBACK_HOSTS.has(vars.HOST)) throw new Error(`HOST must be loopback (got ${vars.HOST})`);
  const app = await buildStandInServer({
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
    webhookUrl: vars.PAYMENT_WEBHOOK_URL,
    ...(vars.PAYMENT_WEBHOOK_RETRY_MS
      ? { retryDelaysMs: vars.PAYMENT_WEBHOOK_RETRY_MS.split(',').map(Number) }
      : {}),
    logger: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: vars.PORT, host: vars.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
