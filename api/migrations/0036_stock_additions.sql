-- Issue 37: an operator adds stock to a ticket, and what is added goes to the waiting list first.
-- One row per addition, keyed by the console's own id of the request, so an addition sent twice
-- (a retry after a lost answer, a double press) adds once.
CREATE TABLE stock_additions (
  request_id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  item_variant_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  operator_uid text NOT NULL,
  offered integer NOT NULL CHECK (offered >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_additions_variant_idx ON stock_additions (item_variant_id, created_at);
