-- Members (issue 3): brand roles (the partner binding of spec §6), the product's user records and
-- their password-reset tokens. A user's id is the identity provider's uid.

CREATE TABLE brand_roles (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- The referral or bank-card code that puts a member in this role at set-up; null: none.
  referral_code text,
  -- New registrations get the brand's default role until set-up says otherwise.
  is_default boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (brand_id, referral_code)
);
CREATE UNIQUE INDEX brand_roles_default_idx ON brand_roles (brand_id) WHERE is_default;

CREATE TABLE users (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone_number text,
  -- Swedish personal number (brands that register with it); unique within the brand.
  ssn text CHECK (ssn ~ '^\d{12}$'),
  -- No role, or another brand's role, means the account is not bound to this brand (spec §6).
  brand_role_id text REFERENCES brand_roles (id) ON DELETE SET NULL,
  legacy_id integer,
  push_notification_token text,
  completed_onboarding boolean NOT NULL DEFAULT false,
  address_list jsonb NOT NULL DEFAULT '[]',
  company jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_brand_email_idx ON users (brand_id, lower(email));
CREATE UNIQUE INDEX users_brand_ssn_idx ON users (brand_id, ssn) WHERE ssn IS NOT NULL;

-- The app's own reset links (/password_reset/{token}); only a SHA-256 of the token is kept.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at);
