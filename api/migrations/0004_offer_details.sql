-- Offer detail (issue 3): item variants with prices, fees, VAT and availability; promo codes;
-- call to action, companion offer and content blocks; restaurants and the map's settings.

-- VAT rates and custom fees a brand's variants refer to by id.
CREATE TABLE tax_rates (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  display_name text NOT NULL,
  percentage numeric(5, 2) NOT NULL CHECK (percentage >= 0 AND percentage <= 100)
);

CREATE TABLE custom_fees (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Money is kept in minor units (öre, øre), VAT included; answers show major units.
  price_minor integer NOT NULL CHECK (price_minor >= 0)
);

ALTER TABLE offers
  ADD COLUMN item_variant_type text CHECK (item_variant_type IN ('ticket', 'other')),
  ADD COLUMN call_to_action jsonb,
  ADD COLUMN content_blocks jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN companion_offer_id text,
  ADD COLUMN companion_offer_header text,
  ADD COLUMN promo_type text CHECK (promo_type IN ('unique', 'common')),
  ADD COLUMN promo_code_common text,
  ADD COLUMN voucher_claim_cap integer CHECK (voucher_claim_cap > 0),
  -- Sold-out tickets offer a waiting list (spec §4 "Item availability").
  ADD COLUMN waiting_list boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT offers_companion_fk FOREIGN KEY (brand_id, companion_offer_id)
    REFERENCES offers (brand_id, id) ON DELETE SET NULL (companion_offer_id);

CREATE TABLE item_variants (
  id text PRIMARY KEY,
  brand_id text NOT NULL,
  offer_id text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  price_current integer NOT NULL CHECK (price_current >= 0),
  price_original integer CHECK (price_original >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  custom_fee_ids text[] NOT NULL DEFAULT '{}',
  tax_rate_ids text[] NOT NULL DEFAULT '{}',
  -- The most one member may buy of this variant, over all their orders.
  purchase_cap integer NOT NULL CHECK (purchase_cap > 0),
  date_start timestamptz,
  date_end timestamptz,
  location jsonb,
  -- Left to sell. Reservations take from it in one conditional UPDATE; it never goes below 0.
  available integer NOT NULL CHECK (available >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (brand_id, id),
  FOREIGN KEY (brand_id, offer_id) REFERENCES offers (brand_id, id) ON DELETE CASCADE
);
CREATE INDEX item_variants_offer_idx ON item_variants (offer_id, sort_order);

-- Unique promo codes: each goes to at most one member (claimed_at marks it taken for good).
CREATE TABLE voucher_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id text NOT NULL,
  offer_id text NOT NULL,
  code text NOT NULL,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  claimed_at timestamptz,
  UNIQUE (offer_id, code),
  FOREIGN KEY (brand_id, offer_id) REFERENCES offers (brand_id, id) ON DELETE CASCADE
);
CREATE INDEX voucher_codes_free_idx ON voucher_codes (offer_id, id) WHERE claimed_at IS NULL;
CREATE INDEX voucher_codes_user_idx ON voucher_codes (user_id, offer_id);

-- Common codes are one code for everyone; a claim only records that the member took it.
CREATE TABLE voucher_common_claims (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  offer_id text NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, offer_id)
);

CREATE TABLE restaurants (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL,
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  maps_url text NOT NULL,
  phone text,
  short_description text NOT NULL DEFAULT '',
  restaurant_url text,
  restaurant_widget_url text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX restaurants_brand_idx ON restaurants (brand_id, sort_order, name);

-- The map of the restaurant screen; the Maps API key comes from the environment, never the seed.
CREATE TABLE restaurant_map_settings (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  map_id text NOT NULL,
  center_lat double precision NOT NULL,
  center_lng double precision NOT NULL,
  zoom integer NOT NULL CHECK (zoom BETWEEN 1 AND 22),
  controls jsonb NOT NULL
);
