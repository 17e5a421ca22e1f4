-- Card payments (issue 10): what the payment provider said about a checkout session, what it
-- sold, and the webhook events already handled. Orders are made from a paid session exactly once.

-- `payment_status` as the provider reports it; `snapshot` is the cart as priced when the session
-- was made (items, fees, VAT rates), so the order keeps what was sold at that price.
ALTER TABLE checkout_sessions
  ADD COLUMN payment_status text NOT NULL DEFAULT 'unpaid'
    CHECK (payment_status IN ('paid', 'unpaid', 'no_payment_required')),
  ADD COLUMN snapshot jsonb,
  ADD COLUMN completed_at timestamptz;

-- The last guard of "exactly once": one order per checkout session, whoever writes it.
CREATE UNIQUE INDEX orders_checkout_session_once_idx ON orders (checkout_session_id)
  WHERE checkout_session_id IS NOT NULL;

-- Webhook events seen (Stripe delivers at least once): a replayed event id changes nothing.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  checkout_session_id text,
  received_at timestamptz NOT NULL DEFAULT now()
);
