-- Refunds (issue 10): a session paid at the provider after it had expired here, whose items were
-- sold meanwhile, cannot become an order. It keeps status 'expired' with payment_status 'paid',
-- and the API refunds it at the provider; `refunded_at` and `refund_id` record that it was done,
-- so a refund is asked for once (the provider's Idempotency-Key stands behind that too).
ALTER TABLE checkout_sessions
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN refund_id text;

CREATE INDEX checkout_sessions_refund_owed_idx ON checkout_sessions (id)
  WHERE status = 'expired' AND payment_status = 'paid' AND refunded_at IS NULL;
