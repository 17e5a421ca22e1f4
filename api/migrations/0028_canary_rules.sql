-- Issue 34, ADR 024: a canary's rules, set by its operator (defaults: DEFAULT_CANARY_RULES). It is
-- rolled back when its error rate exceeds the stable version's by more than the margin (percentage
-- points) over at least min_sessions sessions; promoted when it held promote_after_minutes (null: never).
ALTER TABLE remote_canaries ADD COLUMN max_error_rate_margin real NOT NULL DEFAULT 5;
ALTER TABLE remote_canaries ADD COLUMN min_sessions integer NOT NULL DEFAULT 100;
ALTER TABLE remote_canaries ADD COLUMN promote_after_minutes integer;
