-- Carts, checkout sessions with their stock reservations, and orders (issue 3).

-- The stored cart (spec §3): one row per variant; quantities are clamped when they change.
CREATE TABLE cart_items (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_variant_id text NOT NULL REFERENCES item_variants (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_variant_id)
);

-- A checkout session of the (local stand-in for the) card payment provider: id and client secret.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  client_secret text NOT NULL,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  test_mode boolean NOT NULL,
  amount_total integer NOT NULL CHECK (amount_total >= 0),
  currency text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_sessions_open_idx ON checkout_sessions (expires_at) WHERE status = 'open';
CREATE INDEX checkout_sessions_user_idx ON checkout_sessions (user_id, status);

-- What an open session holds back from item_variants.available until it completes or expires.
CREATE TABLE stock_reservations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  checkout_session_id text NOT NULL REFERENCES checkout_sessions (id) ON DELETE CASCADE,
  item_variant_id text NOT NULL REFERENCES item_variants (id) ON DELETE CASCADE,
  user_id text,
  quantity integer NOT NULL CHECK (quantity > 0),
  released_at timestamptz
);
CREATE INDEX stock_reservations_session_idx ON stock_reservations (checkout_session_id);
CREATE INDEX stock_reservations_user_idx ON stock_reservations (user_id, item_variant_id);

-- Orders keep what was sold as it was then (variant, fees, VAT), whatever changes later.
CREATE TABLE orders (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  checkout_session_id text,
  payment_method text NOT NULL
    CHECK (payment_method IN ('card', 'invoice', 'interest_registration', 'bank_transaction')),
  amount_total integer NOT NULL CHECK (amount_total >= 0),
  currency text NOT NULL,
  custom_fee_build_record jsonb NOT NULL DEFAULT '{}',
  tax_rate_build_record jsonb NOT NULL DEFAULT '{}',
  additional_info text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  item_variant_id text NOT NULL,
  offer_id text NOT NULL,
  offer_type text NOT NULL,
  offer_title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  item_variant jsonb NOT NULL,
  PRIMARY KEY (order_id, item_variant_id)
);
CREATE INDEX order_items_variant_idx ON order_items (item_variant_id);
