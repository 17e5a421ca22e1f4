-- The remote registry (issue 15, ADR 011): every published remote version with the contract it
-- declares, the stable version per remote, per brand which remotes are on and which version is
-- pinned, canaries, the operators who change them, and an audit log of every change.
CREATE TABLE remote_versions (
  remote text NOT NULL,
  version text NOT NULL,
  manifest_url text NOT NULL,
  -- remoteContractSchema of @klubb/contracts, as checked at publish.
  contract jsonb NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

-- The version every brand loads unless it pins another (or a canary applies).
CREATE TABLE remote_stable_versions (
  remote text PRIMARY KEY,
  version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
);

-- A brand × remote: switched on or off, and an optional pinned version. The enabled rows are the
-- truth for brand.config.remotes (the brand directory reads them).
CREATE TABLE brand_remotes (
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  remote text NOT NULL,
  enabled boolean NOT NULL,
  pinned_version text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, remote),
  FOREIGN KEY (remote, pinned_version) REFERENCES remote_versions (remote, version)
);

-- At most one canary per remote: a version for a list of brands, or for a share of one brand.
CREATE TABLE remote_canaries (
  remote text PRIMARY KEY,
  version text NOT NULL,
  brand_ids text[],
  share_brand_id text REFERENCES brands (id) ON DELETE CASCADE,
  share_percent integer CHECK (share_percent BETWEEN 1 AND 99),
  started_by text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version),
  CHECK ((brand_ids IS NULL) <> (share_brand_id IS NULL)),
  CHECK ((share_brand_id IS NULL) = (share_percent IS NULL))
);

-- Operators are identity accounts in the `operators` tenant; this row gives one a role.
CREATE TABLE operators (
  uid text PRIMARY KEY REFERENCES auth_users (local_id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('brand', 'platform')),
  brand_id text REFERENCES brands (id) ON DELETE CASCADE,
  CHECK ((role = 'brand') = (brand_id IS NOT NULL))
);

-- Who changed what, before and after, when. Written in the same transaction as the change. No
-- foreign keys: the history outlives the operator or brand it names.
CREATE TABLE registry_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_uid text NOT NULL,
  operator_email text NOT NULL,
  brand_id text,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb
);

CREATE INDEX registry_audit_log_brand_idx ON registry_audit_log (brand_id, id);

-- An existing installation keeps what its brands had on: one row per brand and remote.
INSERT INTO brand_remotes (brand_id, remote, enabled)
SELECT b.id, r.name, (b.config -> 'remotes') ? r.name
  FROM brands b
 CROSS JOIN (VALUES ('mf_auth'), ('mf_feeds'), ('mf_offer'), ('mf_commerce'), ('mf_more')) AS r (name);
