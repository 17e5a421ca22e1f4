import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, ERROR_CODES } from '@klubb/contracts';

import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { handlePaymentEvent, paymentEventSchema } from '../services/payment-events';
import { refundOwed } from '../services/refunds';

import type { PaymentProvider } from './payment-provider';
import { verifyWebhookSignature, WebhookSignatureError } from './webhook-signature';

export interface WebhookRoutesOptions {
  database: Database;
  payments: PaymentProvider;
}

/** Stripe's events are a few KB; a session object with its metadata fits well under this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /v1/webhook/stripe: the provider's signed events. The signature is checked over the body
 * exactly as it came (so this scope reads JSON as text), before anything is parsed or written;
 * an unsigned, wrongly signed or stale event answers 400 and changes nothing.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (
  app,
  options,
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(API_PATHS.paymentWebhook, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers['stripe-signature'];
    try {
      verifyWebhookSignature(
        raw,
        Array.isArray(header) ? header[0] : header,
        options.payments.webhookSecret,
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      throw new ApiError(400, ERROR_CODES.webhookSignatureInvalid, error.message);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new ApiError(400, ERROR_CODES.badRequest, 'The event is not JSON');
    }
    const event = paymentEventSchema.safeParse(json);
    if (!event.success) {
      throw new ApiError(400, ERROR_CODES.validation, 'The event is not a Stripe event');
    }
    const outcome = await handlePaymentEvent(options.database, event.data);
    if (outcome === 'handled' && event.data.data.object.object === 'checkout.session') {
      await refundOwed(options, request.log, event.data.data.object.id);
    }
    request.log.info({ event: event.data.id, type: event.data.type, outcome }, 'payment event');
    return { received: true, outcome };
  });
};
