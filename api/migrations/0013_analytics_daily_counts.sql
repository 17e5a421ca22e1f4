-- Analytics counted per brand, event and day (issue 12): a small roll-up kept in the same
-- transaction as the events, so counting never scans analytics_events. The day is UTC.
CREATE TABLE analytics_daily_counts (
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  day date NOT NULL,
  event_name text NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (brand_id, day, event_name)
);
-- Events of one session, for the per-session caps and for following one visit.
CREATE INDEX analytics_events_session_idx ON analytics_events ((event ->> 'sessionId'));
