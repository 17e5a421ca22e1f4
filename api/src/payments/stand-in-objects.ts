import { randomBytes } from 'node:crypto';

import type { LineItemInput, StandInPaymentIntent, StandInPrice } from './stand-in-types';
import { StripeError } from './stripe-error';

const token = (prefix: string, bytes = 18) =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;

/** Stripe's 404 for an object it does not have (`resource_missing`, the id's parameter named). */
export const noSuch = (kind: string, id: string, param: string) =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });

/**
 * The stand-in's Prices, PaymentIntents and Checkout line items: the objects a fulfilment handler
 * written against Stripe's documentation reads besides the session (stand-in.ts).
 */
export function createStandInObjects(nowS: () => number) {
  const prices = new Map<string, StandInPrice>();
  const intents = new Map<string, StandInPaymentIntent>();
  const lines = new Map<string, { currency: string; items: LineItemInput[] }>();

  function price(id: string): StandInPrice {
    const found = prices.get(id);
    if (!found) throw noSuch('price', id, 'price');
    return { ...found };
  }

  function priceOfLine(line: LineItemInput, currency: string, sessionId: string, index: number) {
    if (line.priceId) return price(line.priceId);
    return {
      id: `price_${sessionId.slice(8, 20)}${index}`,
      object: 'price' as const,
      active: true as const,
      currency,
      unit_amount: line.unitAmount,
      product: `prod_${sessionId.slice(8, 20)}${index}`,
      type: 'one_time' as const,
      livemode: false as const,
      created: nowS(),
      metadata: {},
      nickname: null,
    };
  }

  return {
    createPrice(input: { currency: string; unitAmount: number; productName: string }) {
      const made: StandInPrice = {
        id: token('price_'),
        object: 'price',
        active: true,
        currency: input.currency.toLowerCase(),
        unit_amount: input.unitAmount,
        product: token('prod_', 9),
        type: 'one_time',
        livemode: false,
        created: nowS(),
        metadata: {},
        nickname: input.productName || null,
      };
      prices.set(made.id, made);
      return { ...made };
    },
    price,
    /** A Price's amount and name for a `line_items[i][price]` line. */
    resolveLine(line: LineItemInput): LineItemInput {
      if (!line.priceId) return line;
      const found = price(line.priceId);
      return { ...line, unitAmount: found.unit_amount, name: line.name || found.nickname || '' };
    },
    createIntent(input: { amount: number; currency: string; metadata?: Record<string, string> }) {
      const id = token('pi_test_');
      const made: StandInPaymentIntent = {
        id,
        object: 'payment_intent',
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
        status: 'requires_payment_method',
        latest_charge: null,
        next_action: null,
        last_payment_error: null,
        payment_method_types: ['card'],
        livemode: false,
        created: nowS(),
        metadata: { ...input.metadata },
      };
      intents.set(id, made);
      return made;
    },
    /** The live object (the stand-in changes it); routes answer copies. */
    intent(id: string): StandInPaymentIntent {
      const found = intents.get(id);
      if (!found) throw noSuch('payment_intent', id, 'intent');
      return found;
    },
    /** Newest first, as Stripe lists. */
    intents: () => [...intents.values()].reverse().map((intent) => ({ ...intent })),
    succeed(intent: StandInPaymentIntent) {
      intent.status = 'succeeded';
      intent.latest_charge = token('ch_test_');
      intent.next_action = null;
      intent.last_payment_error = null;
    },
    setLines(sessionId: string, currency: string, items: LineItemInput[]) {
      lines.set(sessionId, { currency, items });
    },
    /** Stripe's `item` objects of a session's line items. */
    lineItemsOf(sessionId: string) {
      const found = lines.get(sessionId);
      if (!found) return [];
      return found.items.map((line, index) => {
        const amount = line.unitAmount * line.quantity;
        return {
          id: `li_${sessionId.slice(8, 24)}${index}`,
          object: 'item' as const,
          amount_discount: 0,
          amount_subtotal: amount,
          amount_tax: 0,
          amount_total: amount,
          currency: found.currency,
          description: line.name,
          quantity: line.quantity,
          price: priceOfLine(line, found.currency, sessionId, index),
        };
      });
    },
  };
}
