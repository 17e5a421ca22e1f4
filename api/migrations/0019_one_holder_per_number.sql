-- ADR 017: a personal number has at most one account in a brand, typed or proven.
--
-- Until now only proven numbers were unique (0010), so any number of accounts could hold the same
-- typed number (eight registrations at once made six). A typed number is now unique too; it still
-- never opens BankID sign-in, and it yields to the holder: a registration or a link that proves
-- the number clears the typed copy (src/services/users/ssn-holder.ts).
--
-- Copies that would break the index lose their number: a typed copy of a proven number, and of
-- several typed copies all but the earliest. None of them was ever proven, so nothing is lost
-- that proved anything.
UPDATE users AS copy SET ssn = NULL
 WHERE copy.ssn IS NOT NULL
   AND copy.ssn_verified_at IS NULL
   AND EXISTS (
     SELECT 1 FROM users AS other
      WHERE other.brand_id = copy.brand_id
        AND other.ssn = copy.ssn
        AND other.id <> copy.id
        AND (other.ssn_verified_at IS NOT NULL
             OR other.created_at < copy.created_at
             OR (other.created_at = copy.created_at AND other.id < copy.id)));

DROP INDEX users_brand_ssn_idx;
CREATE UNIQUE INDEX users_brand_ssn_idx ON users (brand_id, ssn);
