import { randomBytes } from 'node:crypto';

import type { StandInRefund } from './stand-in-types';
import { invalidRequest, StripeError } from './stripe-error';

/** What a paid payment's refund is made of; null when the payment is unknown or not paid. */
type PaidPayment = (paymentIntent: string) => {
  amount: number;
  currency: string;
  charge: string;
} | null;

/**
 * The stand-in's refunds. POST /v1/refunds with `payment_intent`: the whole amount back to the
 * card. Only a paid payment can be refunded, and only once (Stripe answers
 * `charge_already_refunded`); a replayed Idempotency-Key answers the first refund.
 */
export function createRefundBook(nowS: () => number, paidPayment: PaidPayment) {
  const refunds = new Map<string, StandInRefund>();
  const refundKeys = new Map<string, StandInRefund>();
  return {
    refund(paymentIntent: string, idempotencyKey?: string): StandInRefund {
      const earlier = idempotencyKey ? refundKeys.get(idempotencyKey) : undefined;
      if (earlier) return { ...earlier };
      const paid = paidPayment(paymentIntent);
      if (!paid) {
        throw invalidRequest(`No such payment_intent: '${paymentIntent}'`, 'payment_intent');
      }
      if (refunds.has(paymentIntent)) {
        throw new StripeError(400, 'invalid_request_error', 'Charge has already been refunded.', {
          code: 'charge_already_refunded',
        });
      }
      const made: StandInRefund = {
        id: `re_test_${randomBytes(18).toString('base64url')}`,
        object: 'refund',
        amount: paid.amount,
        currency: paid.currency,
        payment_intent: paymentIntent,
        charge: paid.charge,
        status: 'succeeded',
        created: nowS(),
      };
      refunds.set(paymentIntent, made);
      if (idempotencyKey) refundKeys.set(idempotencyKey, made);
      return { ...made };
    },
    refundOf: (paymentIntent: string): StandInRefund | null => refunds.get(paymentIntent) ?? null,
    refundById: (id: string): StandInRefund | null =>
      [...refunds.values()].find((made) => made.id === id) ?? null,
  };
}
