-- Issue 37: a refunded ticket gives its money back to the card. `refund_amount` is what is owed
-- (minor units, the order's currency; 0 for a ticket not paid by card: an invoice, a seeded
-- order); `refund_id` is the provider's Refund once it is made. A refunded ticket with an amount
-- and no refund id is owed: asking to refund it again asks the provider again, with the same
-- Idempotency-Key, so the money goes back once.
ALTER TABLE tickets
  ADD COLUMN refund_amount integer CHECK (refund_amount >= 0),
  ADD COLUMN refund_id text;
