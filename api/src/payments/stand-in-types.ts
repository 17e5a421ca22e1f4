/** The parts of Stripe's Checkout Session object (PROTOCOLS.md §4.2) the stand-in keeps. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: 'payment';
  ui_mode: 'embedded';
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
  status: 'succeeded';
  created: number;
}

export interface LineItemInput {
  name: string;
  unitAmount: number;
  quantity: number;
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
