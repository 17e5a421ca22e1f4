-- The identity stand-in (issue 3): Identity Toolkit accounts per tenant, their refresh tokens and
-- e-mail action codes, and the signing keys of ID tokens and custom tokens. In production Google
-- Identity Platform holds all of this and these tables stay empty.

-- One key pair per purpose, made at first start; the private half never leaves the database.
CREATE TABLE auth_signing_keys (
  kid text PRIMARY KEY,
  purpose text NOT NULL UNIQUE CHECK (purpose IN ('id_token', 'custom_token')),
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- tenant_id '' is the project itself (no tenant); every brand's tenant is its auth_tenant_id.
CREATE TABLE auth_users (
  local_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  email text,
  email_verified boolean NOT NULL DEFAULT false,
  display_name text,
  photo_url text,
  password_hash text,
  password_updated_at timestamptz,
  disabled boolean NOT NULL DEFAULT false,
  -- Tokens issued (auth_time) before this second are revoked: password change, reset, revoke all.
  valid_since bigint NOT NULL,
  failed_sign_ins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses are unique per tenant, compared in lower case.
CREATE UNIQUE INDEX auth_users_tenant_email_idx ON auth_users (tenant_id, lower(email));

-- Only a SHA-256 of each refresh token is kept: a leaked table signs nobody in.
CREATE TABLE auth_refresh_tokens (
  token_hash text PRIMARY KEY,
  local_id text NOT NULL REFERENCES auth_users (local_id) ON DELETE CASCADE,
  tenant_id text NOT NULL,
  -- The sign-in this token came from; ID tokens minted from it keep this auth_time.
  auth_time bigint NOT NULL,
  sign_in_provider text NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_refresh_tokens_local_id_idx ON auth_refresh_tokens (local_id);

-- Password-reset codes (sendOobCode), hashed like refresh tokens, single use, short-lived.
CREATE TABLE auth_oob_codes (
  code_hash text PRIMARY KEY,
  local_id text NOT NULL REFERENCES auth_users (local_id) ON DELETE CASCADE,
  request_type text NOT NULL CHECK (request_type IN ('PASSWORD_RESET')),
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_oob_codes_local_id_idx ON auth_oob_codes (local_id);
