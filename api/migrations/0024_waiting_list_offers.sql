-- Issue 37: the waiting list that works. A freed ticket (a refund, an expired checkout, an offer
-- that ran out) is held for the first member in line for a while (a brand setting, by default
-- 30 minutes), who buys it through the normal checkout; if the time passes, the next in line
-- gets it. A registration (an interest registration order) gets at most one offer, ever.

-- The brand's hold in minutes; a brand without a row holds for 30.
CREATE TABLE waiting_list_settings (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  hold_minutes integer NOT NULL CHECK (hold_minutes BETWEEN 1 AND 1440)
);

-- 'open': the unit is held (taken from item_variants.available) until expires_at; 'taken': the
-- member's checkout took it; 'expired': the time passed and the unit went on to the next.
CREATE TABLE waiting_list_offers (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  item_variant_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('open', 'taken', 'expired')),
  offered_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX waiting_list_offers_open_idx ON waiting_list_offers (expires_at)
  WHERE state = 'open';
CREATE INDEX waiting_list_offers_member_idx ON waiting_list_offers (user_id, item_variant_id);

-- The line of a variant, in the order members joined it.
CREATE INDEX orders_waiting_line_idx ON orders (interest_item_variant_id, created_at, id)
  WHERE payment_method = 'interest_registration';
