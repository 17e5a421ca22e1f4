import Fastify, { type FastifyInstance } from 'fastify';

import { httpDeliverer, STAND_IN_SWEEP_MS } from './payments-setup';
import { createPaymentStandIn } from './stand-in';
import { paymentStandInRoutes } from './stand-in-routes';

/** Where the stand-in's own state is read (not Stripe's API: a test's window into "Stripe"). */
export const STAND_IN_WEBHOOKS_PATH = '/_stand-in/webhooks';

export interface StandInServerOptions {
  webhookSecret: string;
  publishableKey: string;
  /** The product API's webhook endpoint, e.g. through nginx: `http://127.0.0.1:18500/v1/webhook/stripe`. */
  webhookUrl: string;
  retryDelaysMs?: number[];
  logger?: boolean;
}

/**
 * The payment stand-in as a server of its own, one for several API instances as Stripe is one for
 * all of them: Stripe's REST paths at the root (`/v1/checkout/sessions`, …), where the `stripe`
 * package's client finds them with STRIPE_API_BASE (config.ts), and the payment page's confirm.
 * Its events go, signed, to one webhook URL (the load balancer), retried on failure as Stripe
 * retries: an event an instance dies on is delivered again, most likely to another one.
 */
export async function buildStandInServer(options: StandInServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ? { level: 'warn' } : false });
  const standIn = createPaymentStandIn({
    webhookSecret: options.webhookSecret,
    publishableKey: options.publishableKey,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    onGiveUp: (event, reason) =>
      app.log.error({ event: event.id, type: event.type, reason }, 'webhook given up'),
  });
  standIn.connect(httpDeliverer(options.webhookUrl));
  await app.register(paymentStandInRoutes, { standIn });
  // In flight now, delivered, retried and given up: a test waits for `inFlight: 0` before it
  // reads the database, so every event has had its chance.
  app.get(STAND_IN_WEBHOOKS_PATH, async () => standIn.webhookStats());
  const sweep = setInterval(() => standIn.sweep(), STAND_IN_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    standIn.close();
  });
  return app;
}
