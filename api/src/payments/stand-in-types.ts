/** The parts of Stripe's Checkout Session object (PROTOCOLS.md §4.2) the stand-in keeps. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: 'payment';
  /** As sent (`embedded_page`, or `embedded` on older API versions); `embedded_page` by default. */
  ui_mode: string;
  /** Only hosted sessions have a page URL; the stand-in serves embedded ones. */
  url: null;
  return_url: string | null;
  livemode: false;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  total_details: { amount_tax: number };
}

/** The parts of Stripe's Refund object the stand-in keeps. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  created: number;
}

export interface LineItemInput {
  name: string;
  unitAmount: number;
  quantity: number;
  /** The Price the line was made from (`line_items[i][price]`), if it was. */
  priceId?: string;
}

/** Stripe's Price object, as the stand-in keeps it. */
export interface StandInPrice {
  id: string;
  object: 'price';
  active: true;
  currency: string;
  unit_amount: number;
  product: string;
  type: 'one_time';
  livemode: false;
  created: number;
  metadata: Record<string, string>;
  nickname: string | null;
}

/** Stripe's PaymentIntent object, as the stand-in keeps it. */
export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  latest_charge: string | null;
  next_action: null | {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string | null };
  };
  last_payment_error: null | { type: 'card_error'; code: string; message: string };
  payment_method_types: ['card'];
  livemode: false;
  created: number;
  metadata: Record<string, string>;
}

/** What the product API asks for: Stripe's create parameters, already parsed. */
export interface CreateSessionParams {
  currency: string;
  lineItems: LineItemInput[];
  expiresAt: number;
  customerEmail?: string | undefined;
  clientReferenceId?: string | undefined;
  metadata?: Record<string, string>;
  amountTax?: number;
  uiMode?: string | undefined;
  returnUrl?: string | undefined;
}

/** A Stripe event as delivered to a webhook endpoint. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: StandInSession };
}

/** Posts a signed event to the product API's webhook endpoint; answers the HTTP status. */
export type WebhookDeliverer = (rawBody: string, signature: string) => Promise<number>;
