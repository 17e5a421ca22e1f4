import { createHash, randomBytes } from 'node:crypto';

import type { CardForm } from '@klubb/contracts';

import { createStandInObjects } from './stand-in-objects';
import { createRefundBook } from './stand-in-refunds';
import type {
  CreateSessionParams,
  StandInPaymentIntent,
  StandInSession,
  StripeEvent,
} from './stand-in-types';
import { invalidRequest, noSuchSession, StripeError } from './stripe-error';
import { chargeOutcome, needsAuthentication } from './test-cards';
import { createWebhookDispatch, type WebhookDispatchOptions } from './webhook-dispatch';

/** The API version the stand-in's objects and events follow (the one the API pins for Stripe). */
export const STAND_IN_API_VERSION = '2026-07-29.dahlia';

const token = (prefix: string, bytes = 24) =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;

interface IdempotentResult {
  fingerprint: string;
  session: StandInSession;
}

export interface PaymentStandInOptions extends Partial<Pick<WebhookDispatchOptions, 'onGiveUp'>> {
  /** The endpoint secret (`whsec_…`) events are signed with. */
  webhookSecret: string;
  /** The stand-in's publishable key; the card form must present it. */
  publishableKey: string;
  now?: () => number;
  retryDelaysMs?: number[];
}

/**
 * The card payment provider's stand-in (PROTOCOLS.md §4): Stripe's Checkout Sessions in this
 * process's memory, as Stripe keeps them on its side. Sessions are created, retrieved and expired
 * as Stripe's API does (with `Idempotency-Key` replays); the card form confirms them with Stripe's
 * test cards; every change of state goes to the product API as a signed webhook event, at least
 * once. Several API instances share one stand-in, as they would share one Stripe account.
 */
export function createPaymentStandIn(options: PaymentStandInOptions) {
  const now = options.now ?? Date.now;
  const nowS = () => Math.floor(now() / 1000);
  const sessions = new Map<string, StandInSession>();
  const idempotency = new Map<string, IdempotentResult>();
  const sent: StripeEvent[] = [];
  const objects = createStandInObjects(nowS);
  const dispatch = createWebhookDispatch({
    secret: options.webhookSecret,
    now,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.onGiveUp ? { onGiveUp: options.onGiveUp } : {}),
  });

  function emit(type: string, session: StandInSession): void {
    const event: StripeEvent = {
      id: token('evt_test_', 18),
      object: 'event',
      api_version: STAND_IN_API_VERSION,
      created: nowS(),
      livemode: false,
      type,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...session, metadata: { ...session.metadata } } },
    };
    sent.push(event);
    dispatch.send(event);
  }

  /** Sessions past their time expire when next looked at, and by the sweep. */
  function settle(session: StandInSession): StandInSession {
    if (session.status === 'open' && nowS() >= session.expires_at) {
      session.status = 'expired';
      emit('checkout.session.expired', session);
    }
    return session;
  }

  function find(id: string): StandInSession {
    const session = sessions.get(id);
    if (!session) throw noSuchSession(id);
    return settle(session);
  }

  let replayed = false;
  /** Creates a session; `replayed` tells whether the Idempotency-Key answered an earlier one. */
  function createAnswer(params: CreateSessionParams, idempotencyKey?: string) {
    replayed = false;
    const session = create(params, idempotencyKey);
    return { session, replayed };
  }

  function create(params: CreateSessionParams, idempotencyKey?: string): StandInSession {
    const fingerprint = createHash('sha256').update(JSON.stringify(params)).digest('hex');
    if (idempotencyKey) {
      const earlier = idempotency.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new StripeError(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      if (earlier) {
        replayed = true;
        return { ...earlier.session };
      }
    }
    if (params.lineItems.length === 0) throw invalidRequest('Missing line_items', 'line_items');
    const lineItems = params.lineItems.map((line) => objects.resolveLine(line));
    const minimum = nowS() + 30 * 60 - 60;
    if (params.expiresAt < minimum || params.expiresAt > nowS() + 24 * 3600) {
      throw invalidRequest('expires_at must be 30 minutes to 24 hours from now', 'expires_at');
    }
    const amount = lineItems.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    const id = token('cs_test_');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      ui_mode: params.uiMode ?? 'embedded_page',
      url: null,
      return_url: params.returnUrl ?? null,
      livemode: false,
      amount_subtotal: amount,
      amount_total: amount,
      currency: params.currency.toLowerCase(),
      created: nowS(),
      expires_at: params.expiresAt,
      customer_email: params.customerEmail ?? null,
      client_reference_id: params.clientReferenceId ?? null,
      metadata: { ...params.metadata },
      payment_intent: null,
      total_details: { amount_tax: params.amountTax ?? 0 },
    };
    sessions.set(id, session);
    objects.setLines(id, session.currency, lineItems);
    if (idempotencyKey) idempotency.set(idempotencyKey, { fingerprint, session: { ...session } });
    return { ...session };
  }

  /** POST /v1/checkout/sessions/{id}/expire: only an open session can expire. */
  function expire(id: string): StandInSession {
    const session = find(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = 'expired';
    emit('checkout.session.expired', session);
    return { ...session };
  }

  /**
   * What Stripe's payment page does when the customer pays: the card is charged (test-card
   * outcomes, PROTOCOLS.md §4.4). A declined card leaves the session open for another try.
   */
  function confirm(
    id: string,
    input: { clientSecret: string; publishableKey: string; card: CardForm; authBase: string },
  ): { session: StandInSession; intent: StandInPaymentIntent | null } {
    if (input.publishableKey !== options.publishableKey) {
      throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const session = sessions.get(id);
    if (!session || session.client_secret !== input.clientSecret) throw noSuchSession(id);
    settle(session);
    if (session.status !== 'open') {
      throw invalidRequest(`This Checkout Session is no longer active (${session.status}).`);
    }
    const failure = chargeOutcome(input.card, new Date(now()));
    if (failure) {
      throw new StripeError(402, 'card_error', failure.message, {
        code: failure.code,
        declineCode: failure.declineCode,
        ...(failure.param ? { param: failure.param } : {}),
      });
    }
    const intent = session.payment_intent
      ? objects.intent(session.payment_intent)
      : objects.createIntent({
          amount: session.amount_total,
          currency: session.currency,
          metadata: session.metadata,
        });
    session.payment_intent = intent.id;
    session.customer_email = input.card.email.trim() || session.customer_email;
    // 3-D Secure: the bank's page must be passed before the card is charged (docs.stripe.com/testing).
    if (needsAuthentication(input.card)) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${input.authBase}/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret)}`,
          // No merchant return_url (embedded Checkout): back to Stripe's own page (Stripe.js's modal).
          return_url: session.return_url ?? `${input.authBase}/${intent.id}/complete`,
        },
      };
      return { session: { ...session }, intent: { ...intent } };
    }
    pay(session, intent);
    return { session: { ...session }, intent: { ...intent } };
  }

  function pay(session: StandInSession, intent: StandInPaymentIntent) {
    objects.succeed(intent);
    session.status = 'complete';
    session.payment_status = 'paid';
    emit('checkout.session.completed', session);
  }

  /**
   * The customer's answer on the 3-D Secure page: `complete` charges the card, `fail` and
   * `abandon` leave the payment without a method and the session open for another try.
   */
  function authenticate(
    intentId: string,
    clientSecret: string,
    outcome: 'complete' | 'fail' | 'abandon',
  ): { session: StandInSession; returnUrl: string | null } {
    const intent = objects.intent(intentId);
    const session = [...sessions.values()].find((s) => s.payment_intent === intentId);
    if (!session || intent.client_secret !== clientSecret) throw noSuchSession(intentId);
    if (intent.status !== 'requires_action') {
      throw invalidRequest(`This PaymentIntent's status is ${intent.status}.`);
    }
    const returnUrl = intent.next_action?.redirect_to_url.return_url ?? null;
    settle(session);
    if (outcome === 'complete' && session.status === 'open') {
      pay(session, intent);
      return { session: { ...session }, returnUrl };
    }
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error =
      outcome === 'fail'
        ? {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          }
        : null;
    return { session: { ...session }, returnUrl };
  }

  const refunds = createRefundBook(nowS, (paymentIntent) => {
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session || session.payment_status !== 'paid') return null;
    const charge = objects.intent(paymentIntent).latest_charge ?? '';
    return { amount: session.amount_total, currency: session.currency, charge };
  });

  let connected = false;
  return {
    publishableKey: options.publishableKey,
    webhookSecret: options.webhookSecret,
    create,
    createAnswer,
    objects,
    authenticate,
    retrieve: (id: string) => ({ ...find(id) }),
    /** Every session, newest first (Stripe's `GET /v1/checkout/sessions` lists them so). */
    list: (): StandInSession[] => [...sessions.values()].reverse().map((s) => ({ ...settle(s) })),
    expire,
    confirm,
    refund: refunds.refund,
    /** The refund of a payment, if one was made. */
    refundOf: refunds.refundOf,
    refundsOf: refunds.refundsOf,
    refundById: refunds.refundById,
    /** Expires every session whose time is up (Stripe does this on its own). */
    sweep(): void {
      for (const session of sessions.values()) settle(session);
    },
    /** Every event sent so far, oldest first (tests resend them, as Stripe's dashboard can). */
    events: (): readonly StripeEvent[] => sent,
    resend(event: StripeEvent): void {
      dispatch.send(event);
    },
    connect(deliverer: Parameters<typeof dispatch.connect>[0]): void {
      connected = true;
      dispatch.connect(deliverer);
    },
    connected: () => connected,
    idle: dispatch.idle,
    webhookStats: dispatch.stats,
    close: dispatch.close,
  };
}

export type PaymentStandIn = ReturnType<typeof createPaymentStandIn>;
