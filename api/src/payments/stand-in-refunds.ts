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
 * The stand-in's refunds. POST /v1/refunds with `payment_intent` and, as Stripe, an optional
 * `amount` (minor units; without it, what is left): a payment can be refunded in parts until
 * nothing is left, then Stripe answers `charge_already_refunded`; a part larger than what is left
 * is refused with `amount_too_large`. A replayed Idempotency-Key answers the first refund.
 */
export function createRefundBook(nowS: () => number, paidPayment: PaidPayment) {
  const refunds = new Map<string, StandInRefund[]>();
  const refundKeys = new Map<string, StandInRefund>();
  return {
    refund(paymentIntent: string, idempotencyKey?: string, amount?: number): StandInRefund {
      const earlier = idempotencyKey ? refundKeys.get(idempotencyKey) : undefined;
      if (earlier) return { ...earlier };
      const paid = paidPayment(paymentIntent);
      if (!paid) {
        throw invalidRequest(`No such payment_intent: '${paymentIntent}'`, 'payment_intent');
      }
      const made = refunds.get(paymentIntent) ?? [];
      const left = paid.amount - made.reduce((sum, refund) => sum + refund.amount, 0);
      if (left <= 0) {
        throw new StripeError(400, 'invalid_request_error', 'Charge has already been refunded.', {
          code: 'charge_already_refunded',
        });
      }
      if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) {
        throw new StripeError(400, 'invalid_request_error', 'Invalid positive integer', {
          code: 'parameter_invalid_integer',
          param: 'amount',
        });
      }
      if (amount !== undefined && amount > left) {
        throw new StripeError(
          400,
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          { code: 'amount_too_large', param: 'amount' },
        );
      }
      const refund: StandInRefund = {
        id: `re_test_${randomBytes(18).toString('base64url')}`,
        object: 'refund',
        amount: amount ?? left,
        currency: paid.currency,
        payment_intent: paymentIntent,
        charge: paid.charge,
        status: 'succeeded',
        created: nowS(),
      };
      refunds.set(paymentIntent, [...made, refund]);
      if (idempotencyKey) refundKeys.set(idempotencyKey, refund);
      return { ...refund };
    },
    /** The first refund of a payment, if one was made. */
    refundOf: (paymentIntent: string): StandInRefund | null =>
      refunds.get(paymentIntent)?.[0] ?? null,
    /** Every refund of a payment, newest first (as Stripe lists them). */
    refundsOf: (paymentIntent: string): StandInRefund[] =>
      [...(refunds.get(paymentIntent) ?? [])].reverse().map((refund) => ({ ...refund })),
    refundById: (id: string): StandInRefund | null =>
      [...refunds.values()].flat().find((made) => made.id === id) ?? null,
  };
}
