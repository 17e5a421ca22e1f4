-- Brands, their app URLs, categories, offers and billboards (issue 2).
-- Ids are text so seeded and imported ids stay readable; later tables follow the same pattern.

CREATE TABLE brands (
  id text PRIMARY KEY,
  name text NOT NULL,
  auth_tenant_id text UNIQUE,
  language text NOT NULL CHECK (language IN ('sv', 'nb', 'en')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  logo_url text NOT NULL,
  contact_email text NOT NULL,
  store_link_ios text NOT NULL,
  store_link_android text NOT NULL,
  minimum_container_version text NOT NULL CHECK (minimum_container_version ~ '^\d+\.\d+\.\d+$'),
  theme jsonb NOT NULL,
  config jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The brand of a call is its app URL (an origin); a brand can be served from several.
CREATE TABLE brand_app_urls (
  app_url text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE
);
CREATE INDEX brand_app_urls_brand_id_idx ON brand_app_urls (brand_id);

CREATE TABLE categories (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  name text NOT NULL,
  offer_types text[] NOT NULL DEFAULT '{}'
    CHECK (offer_types <@ ARRAY['benefit', 'live', 'editorial']::text[]),
  sort_order integer NOT NULL DEFAULT 0,
  -- Lets offers reference a category of their own brand only.
  UNIQUE (brand_id, id)
);
CREATE INDEX categories_brand_order_idx ON categories (brand_id, sort_order, name);

CREATE TABLE offers (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('benefit', 'live', 'editorial')),
  category_id text,
  title text NOT NULL,
  teaser_line text NOT NULL DEFAULT '',
  preamble text NOT NULL DEFAULT '',
  puff_image jsonb NOT NULL,
  reading_time integer CHECK (reading_time >= 0),
  tags text[] NOT NULL DEFAULT '{}',
  requires_sign_in boolean NOT NULL DEFAULT false,
  -- Editors pin an offer above newer ones with a higher sort order; 0 keeps it in date order.
  sort_order integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, id),
  FOREIGN KEY (brand_id, category_id) REFERENCES categories (brand_id, id)
);
-- The feeds: one brand, optionally one type, in feed order (see offer-queries.ts).
CREATE INDEX offers_feed_idx ON offers (brand_id, sort_order DESC, published_at DESC, id DESC);
CREATE INDEX offers_type_feed_idx
  ON offers (brand_id, type, sort_order DESC, published_at DESC, id DESC);
CREATE INDEX offers_category_idx ON offers (brand_id, category_id);

-- One billboard per brand, always an offer of that brand.
CREATE TABLE billboards (
  brand_id text PRIMARY KEY REFERENCES brands (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  FOREIGN KEY (brand_id, offer_id) REFERENCES offers (brand_id, id) ON DELETE CASCADE
);
