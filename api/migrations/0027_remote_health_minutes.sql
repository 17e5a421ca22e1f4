-- Issue 34, ADR 024: the self-watching canary. The app's health reports (POST /v1/a, event
-- `remoteHealth`) counted per brand, remote, version and minute: sessions, and each kind of error.
-- A small table (one row a minute per brand and live version); the events themselves are not kept.
CREATE TABLE remote_health_minutes (
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  brand_id text NOT NULL,
  sessions integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  boundary_errors integer NOT NULL DEFAULT 0,
  uncaught_errors integer NOT NULL DEFAULT 0,
  api_errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute, brand_id)
);
