-- Issue 34: the audit says why and who acted (a person, a CI token, the registry itself), and
-- remote teams' CI publishes with machine tokens scoped to one remote (ADR 018).
ALTER TABLE registry_audit_log ADD COLUMN reason text;
ALTER TABLE registry_audit_log ADD COLUMN actor text NOT NULL DEFAULT 'operator';

-- A token: shown once at creation, stored as a SHA-256 of its secret (the secret is 32 random
-- bytes, so a fast hash suffices); scoped to one remote's publish and canaries; expires; revocable.
CREATE TABLE registry_tokens (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  remote text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
