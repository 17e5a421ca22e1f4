-- Issue 37 (ADR 031): a held ticket is told by push while the app is closed. The app sends its
-- device's FCM registration token (PUT /v1/update/user, as before); it is kept here per member and
-- brand. A token names one device of one app: the member who registered it last owns it, so a
-- shared phone never gets the previous member's offers. Tokens FCM answers UNREGISTERED are
-- deleted. The members' single `push_notification_token` stays what the About page shows.
CREATE TABLE push_tokens (
  token text PRIMARY KEY CHECK (char_length(token) BETWEEN 1 AND 4096),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_tokens_user_idx ON push_tokens (user_id, brand_id);

INSERT INTO push_tokens (token, user_id, brand_id, updated_at)
SELECT DISTINCT ON (push_notification_token) push_notification_token, id, brand_id, updated_at
  FROM users
 WHERE push_notification_token IS NOT NULL AND char_length(push_notification_token) <= 4096
 ORDER BY push_notification_token, updated_at DESC;

-- The pushes to send, one per waiting-list offer: written in the transaction that makes the
-- offer (a push exists exactly when the offer does; a member who leaves the list takes it with
-- them), sent after that transaction commits by the API's push sender, retried with back-off
-- until `attempts` runs out. `claimed_until`: an instance sending it holds it until then, so two
-- instances never send one row at once.
CREATE TABLE push_outbox (
  order_id text PRIMARY KEY REFERENCES waiting_list_offers (order_id) ON DELETE CASCADE,
  brand_id text NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  -- When it was done with: sent to every device, or given up (`last_error` says why).
  done_at timestamptz,
  -- Devices the push reached.
  delivered integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at) WHERE done_at IS NULL;
