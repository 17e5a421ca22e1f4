import { randomBytes } from 'node:crypto';

import Fastify, { type FastifyInstance } from 'fastify';

import { API_PATHS, PAYMENT_STAND_IN_PREFIX } from '@klubb/contracts';

import type { Database } from '../db/database';
import { fetchWithin } from '../http/fetch-within';

import { standInProvider, unavailableProvider, type PaymentProvider } from './payment-provider';
import { createPaymentStandIn, type PaymentStandIn } from './stand-in';
import { paymentStandInRoutes } from './stand-in-routes';
import type { WebhookDeliverer } from './stand-in-types';
import { paymentWebhookRoutes } from './webhook-routes';

/** How often the stand-in expires sessions whose time is up, as Stripe does on its own. */
export const STAND_IN_SWEEP_MS = 30_000;

export interface PaymentsConfig {
  production: boolean;
  publishableKey: string;
  /** A provider made elsewhere (Stripe with STRIPE_SECRET_KEY); otherwise the stand-in. */
  provider?: PaymentProvider;
  /** A stand-in shared by several API instances (tests), as they would share one Stripe. */
  standIn?: PaymentStandIn;
  /** Where the stand-in delivers webhooks; by default into this API's own endpoint. */
  webhookUrl?: string;
  /**
   * PAYMENT_STAND_IN_PORT: the stand-in also on a port of its own (loopback), Stripe's paths at the
   * root, as Stripe is another origin: stripe-node's `{host, port, protocol}` reach it there.
   */
  standInPort?: number;
}

/** The stand-in on its own loopback port, beside the API's `/api.stripe.com` paths. */
async function serveOnOwnPort(app: FastifyInstance, standIn: PaymentStandIn, port: number) {
  const own = Fastify({ logger: false });
  await own.register(paymentStandInRoutes, { standIn });
  await own.listen({ host: '127.0.0.1', port });
  app.log.info({ address: own.server.address() }, 'payment stand-in on its own port');
  app.addHook('onClose', async () => {
    await own.close();
  });
}

/** Posts to a webhook URL over HTTP, as Stripe would. */
export const httpDeliverer =
  (url: string): WebhookDeliverer =>
  async (rawBody, signature) => {
    return fetchWithin(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: rawBody,
      },
      10_000,
      (response) => response.status,
    );
  };

/** Delivers through Fastify's inject: the same route, parser and signature check as over HTTP. */
export const injectDeliverer =
  (app: FastifyInstance): WebhookDeliverer =>
  async (rawBody, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.paymentWebhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: rawBody,
    });
    return response.statusCode;
  };

/**
 * The card payment side of the API: the provider the checkout talks to, the webhook endpoint,
 * and outside production (without Stripe keys) the stand-in with its Stripe REST paths.
 */
export async function setUpPayments(
  app: FastifyInstance,
  database: Database,
  config: PaymentsConfig,
): Promise<PaymentProvider> {
  let provider = config.provider;
  if (!provider) {
    if (config.production) {
      // No stand-in in production: without Stripe's keys checkout answers that it cannot pay.
      provider = unavailableProvider();
      await app.register(paymentWebhookRoutes, { database, payments: provider });
      return provider;
    }
    const ownStandIn = !config.standIn;
    const standIn =
      config.standIn ??
      createPaymentStandIn({
        webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
        publishableKey: config.publishableKey,
        onGiveUp: (event, reason) =>
          app.log.error({ event: event.id, type: event.type, reason }, 'webhook given up'),
      });
    provider = standInProvider(standIn, standIn.webhookSecret);
    if (ownStandIn || !config.standIn?.connected()) {
      standIn.connect(config.webhookUrl ? httpDeliverer(config.webhookUrl) : injectDeliverer(app));
    }
    await app.register(paymentStandInRoutes, { standIn, prefix: PAYMENT_STAND_IN_PREFIX });
    if (config.standInPort !== undefined) await serveOnOwnPort(app, standIn, config.standInPort);
    const sweep = setInterval(() => standIn.sweep(), STAND_IN_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      if (ownStandIn) standIn.close();
    });
  }
  await app.register(paymentWebhookRoutes, { database, payments: provider });
  return provider;
}
