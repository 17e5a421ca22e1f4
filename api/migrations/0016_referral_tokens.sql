-- Referral tokens (issue 13): what a referral call to action hands the partner's page instead of
-- the member's ID token. Short-lived and single-purpose: it names one member, one brand and one
-- offer, and only the API can tell whether it is genuine (it keeps the token's hash) and fresh.
CREATE TABLE referral_tokens (
  token_hash text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  offer_id text NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX referral_tokens_expires_at_idx ON referral_tokens (expires_at);
