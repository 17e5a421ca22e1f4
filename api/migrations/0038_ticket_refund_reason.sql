-- Issue 37: a refund says why, in the operator's words (the console's confirmation asks for it;
-- optional, as every change's reason in the console is). Shown with the ticket on the console's
-- event page; the same words go to the operators' audit entry of the refund.
ALTER TABLE tickets
  ADD COLUMN refund_reason text CHECK (char_length(refund_reason) BETWEEN 1 AND 500);
