-- Issue 14: who an address and a personal number belong to.
--
-- 1. An identity account made through the open accounts:signUp is marked, so one that never became
--    a member (no users row) cannot keep its address from the real owner: the product's
--    registration takes such an address over (src/identity/identity-admin.ts). Accounts the API
--    makes itself (registration) are never taken over.
ALTER TABLE auth_users ADD COLUMN self_signed_up boolean NOT NULL DEFAULT false;

-- 2. A personal number is proven only by a completed BankID order for it (ADR 006). A typed number
--    stays unverified: it does not keep the holder from registering, and BankID never signs into
--    an account whose number is unverified. Only proven numbers are unique within a brand.
ALTER TABLE users ADD COLUMN ssn_verified_at timestamptz;
DROP INDEX users_brand_ssn_idx;
CREATE UNIQUE INDEX users_brand_ssn_idx ON users (brand_id, ssn) WHERE ssn_verified_at IS NOT NULL;
