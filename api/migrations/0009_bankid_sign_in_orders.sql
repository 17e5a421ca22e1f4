-- The product's BankID sign-in orders (spec §4, PROTOCOLS.md §3): what the API keeps of an order
-- it started at BankID, in the database rather than one process's memory, so any API instance
-- serves the QR codes, collect and cancel. qr_start_secret stays server-side: it draws the
-- animated QR code here and is never answered. A row lives minutes: it is deleted when its
-- completion is handed out (once: DELETE … RETURNING) or cancelled, and rows older than the order
-- lifetime plus the completed-order TTL are ignored and swept.
CREATE TABLE bankid_sign_in_orders (
  order_ref text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  qr_start_token text NOT NULL,
  qr_start_secret text NOT NULL,
  -- When BankID's auth answer arrived: QR time 0 (PROTOCOLS.md §3.6).
  started_at timestamptz NOT NULL
);
CREATE INDEX bankid_sign_in_orders_started_at_idx ON bankid_sign_in_orders (started_at);
