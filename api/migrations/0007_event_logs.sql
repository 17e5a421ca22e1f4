-- The analytics events (POST /v1/a) and the interaction log (issue 3). No foreign key to users:
-- the logs outlive accounts. user_id is the verified caller, never a claim of the payload.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text,
  event_name text NOT NULL,
  event jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_brand_idx ON analytics_events (brand_id, received_at);

CREATE TABLE interaction_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text,
  event text NOT NULL,
  params jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interaction_events_brand_idx ON interaction_events (brand_id, received_at);
