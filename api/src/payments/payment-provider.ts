import { randomBytes } from 'node:crypto';

import { ERROR_CODES } from '@klubb/contracts';

import { ApiError } from '../http/api-error';

import type { PaymentStandIn } from './stand-in';
import type { CreateSessionParams } from './stand-in-types';
import { StripeError } from './stripe-error';

/** A Checkout Session as the product API needs it from the provider. */
export interface ProviderSession {
  id: string;
  clientSecret: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
}

/**
 * The card payment provider as the product API sees it: Stripe's Checkout Sessions, either the
 * stand-in in this process or Stripe itself (stripe-provider.ts). Webhooks from either are signed
 * with `webhookSecret`.
 */
export interface PaymentProvider {
  kind: 'stand-in' | 'stripe';
  webhookSecret: string;
  createSession(params: CreateSessionParams, idempotencyKey: string): Promise<ProviderSession>;
  retrieveSession(id: string): Promise<ProviderSession>;
  /** Expires an open session; a session that is no longer open is answered as it is. */
  expireSession(id: string): Promise<ProviderSession>;
  /**
   * Gives a paid session's whole amount back to the card (Stripe: a Refund of its
   * PaymentIntent). Refunding again answers the first refund.
   */
  refundSession(id: string, idempotencyKey: string): Promise<{ refundId: string }>;
  /**
   * Gives part of a paid session back to the card (one ticket of several; Stripe: a Refund of
   * its PaymentIntent with `amount`, in minor units). The same key answers the same refund.
   */
  refundPart(
    id: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string; amount: number }>;
}

interface SessionLike {
  id: string;
  client_secret: string | null;
  status: string | null;
  payment_status: string;
}

/** Stripe's object (from either side) in the product API's terms. */
export function toProviderSession(session: SessionLike): ProviderSession {
  return {
    id: session.id,
    clientSecret: session.client_secret ?? '',
    status: session.status === 'complete' || session.status === 'expired' ? session.status : 'open',
    paymentStatus:
      session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? session.payment_status
        : 'unpaid',
  };
}

/** The stand-in, called in process (as BankID's stand-in RP is): no network in between. */
export function standInProvider(standIn: PaymentStandIn, webhookSecret: string): PaymentProvider {
  return {
    kind: 'stand-in',
    webhookSecret,
    createSession: async (params, idempotencyKey) =>
      toProviderSession(standIn.create(params, idempotencyKey)),
    retrieveSession: async (id) => toProviderSession(standIn.retrieve(id)),
    expireSession: async (id) => {
      try {
        return toProviderSession(standIn.expire(id));
      } catch (error) {
        if (error instanceof StripeError && error.status === 400) {
          return toProviderSession(standIn.retrieve(id));
        }
        throw error;
      }
    },
    refundSession: async (id, idempotencyKey) => {
      const paymentIntent = standIn.retrieve(id).payment_intent;
      if (!paymentIntent) {
        throw new ApiError(409, ERROR_CODES.paymentProviderFailed, 'The session was not paid');
      }
      const earlier = standIn.refundOf(paymentIntent);
      if (earlier) return { refundId: earlier.id };
      return { refundId: standIn.refund(paymentIntent, idempotencyKey).id };
    },
    refundPart: async (id, amount, idempotencyKey) => {
      const paymentIntent = standIn.retrieve(id).payment_intent;
      if (!paymentIntent) {
        throw new ApiError(409, ERROR_CODES.paymentProviderFailed, 'The session was not paid');
      }
      try {
        const refund = standIn.refund(paymentIntent, idempotencyKey, amount);
        return { refundId: refund.id, amount: refund.amount };
      } catch (error) {
        if (error instanceof StripeError) {
          throw new ApiError(502, ERROR_CODES.paymentProviderFailed, error.message);
        }
        throw error;
      }
    },
  };
}

/** Production without Stripe's keys: every call answers 503, and no webhook verifies. */
export function unavailableProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new ApiError(503, ERROR_CODES.paymentProviderFailed, 'Card payments are not configured');
  };
  return {
    kind: 'stripe',
    webhookSecret: `whsec_unset_${randomBytes(24).toString('hex')}`,
    createSession: refuse,
    retrieveSession: refuse,
    expireSession: refuse,
    refundSession: refuse,
    refundPart: refuse,
  };
}
