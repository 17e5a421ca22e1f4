import { API_PATHS, paymentStandInConfirmPath } from '@klubb/contracts';

import { LOCAL_PUBLISHABLE_KEY } from '../../src/config';
import { createPaymentStandIn, type PaymentStandIn } from '../../src/payments/stand-in';

import type { TestApp } from './test-app';

export const TEST_WEBHOOK_SECRET = 'whsec_test_payments';

/** A payment stand-in for tests: quick retries, and the given webhook secret. */
export function testStandIn(): PaymentStandIn {
  return createPaymentStandIn({
    webhookSecret: TEST_WEBHOOK_SECRET,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    retryDelaysMs: [20, 50, 100],
  });
}

export interface CardInput {
  number: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
}

/** Pays a session as the local card form does: form-encoded to the stand-in's confirm path. */
export function payWithCard(
  t: Pick<TestApp, 'app'>,
  session: { id: string; clientSecret: string },
  card: CardInput,
  key = LOCAL_PUBLISHABLE_KEY,
) {
  const form = new URLSearchParams({
    key,
    client_secret: session.clientSecret,
    'payment_method_data[billing_details][name]': 'Erik Test',
    'payment_method_data[billing_details][email]': 'erik@klubb.example',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': card.expMonth ?? '12',
    'payment_method_data[card][exp_year]': card.expYear ?? '34',
    'payment_method_data[card][cvc]': card.cvc ?? '123',
  });
  return t.app.inject({
    method: 'POST',
    url: paymentStandInConfirmPath(session.id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** Posts a raw webhook body with the given signature header to the API's endpoint. */
export function postWebhook(t: Pick<TestApp, 'app'>, rawBody: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.paymentWebhook,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: rawBody,
  });
}
