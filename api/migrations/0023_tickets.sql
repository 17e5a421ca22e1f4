-- Issue 37: a ticket record for every sold ticket unit, signed for the door (ADR 022).

-- One Ed25519 key pair per brand signs its tickets' QR payloads. The private key never leaves the
-- server (PKCS#8 PEM here; only the raw public key is ever answered). Rotation (ADR 022): a new
-- key is made and the old one is retired, not deleted, so tickets already shown (and cached on a
-- member's phone) still verify until `retired_at` + the grace the ADR gives; one key per brand
-- is current.
CREATE TABLE ticket_signing_keys (
  kid text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  public_key text NOT NULL,
  private_key_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
CREATE UNIQUE INDEX ticket_signing_keys_current_idx ON ticket_signing_keys (brand_id)
  WHERE retired_at IS NULL;

-- One row per unit of a ticket line of an order (quantity 2: units 1 and 2). The QR payload is
-- not stored: it is signed when asked for, with the brand's current key.
CREATE TABLE tickets (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  item_variant_id text NOT NULL,
  offer_id text NOT NULL,
  unit integer NOT NULL CHECK (unit > 0),
  holder_name text NOT NULL,
  state text NOT NULL DEFAULT 'valid' CHECK (state IN ('valid', 'used', 'refunded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  used_door text,
  refunded_at timestamptz,
  UNIQUE (order_id, item_variant_id, unit),
  CHECK ((state = 'used') = (used_at IS NOT NULL))
);
CREATE INDEX tickets_user_idx ON tickets (user_id, brand_id);
CREATE INDEX tickets_variant_idx ON tickets (item_variant_id, state);

-- Door staff: an operator of one brand who may scan that brand's tickets and nothing else.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators DROP CONSTRAINT operators_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check
  CHECK (role IN ('brand', 'platform', 'door'));
ALTER TABLE operators ADD CONSTRAINT operators_brand_check
  CHECK ((role IN ('brand', 'door')) = (brand_id IS NOT NULL));

-- Every scan at a door, online or synced later. `scan_id` is the scanner's own id of the scan,
-- so a sync sent twice records it once. `conflict`: the ticket had already been let in by another
-- scan (two offline scanners both admitted it); the console lists those.
CREATE TABLE ticket_scans (
  scan_id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  item_variant_id text NOT NULL,
  ticket_id text,
  result text NOT NULL
    CHECK (result IN ('valid', 'used', 'wrong_event', 'refunded', 'forged')),
  door text NOT NULL,
  operator_uid text NOT NULL,
  scanned_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  offline boolean NOT NULL DEFAULT false,
  conflict boolean NOT NULL DEFAULT false
);
CREATE INDEX ticket_scans_event_idx ON ticket_scans (item_variant_id, scanned_at);
