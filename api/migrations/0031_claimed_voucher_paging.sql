-- The claimed promo codes page by (claimed_at, offer_id, code), newest first (issue 38): each
-- member's claims from an index, however many codes the brand has handed out.
CREATE INDEX voucher_codes_claimed_idx ON voucher_codes (user_id, claimed_at DESC, offer_id, code)
  WHERE claimed_at IS NOT NULL;
CREATE INDEX voucher_common_claims_claimed_idx
  ON voucher_common_claims (user_id, claimed_at DESC, offer_id);
