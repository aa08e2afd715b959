-- The notification store (issue 22): every member's notifications, their actors and read state.
-- Runs on PostgreSQL 15 (Debian's server) and on PGlite (PostgreSQL 18 in WASM): keep to what both run.

-- One row per notification. `member_id` is the persona id; `texts` holds the wording in every shipped
-- language ({"en-US": {"previewText", "buttonText", "message"}, ...}), rendered when the row is written.
CREATE TABLE notifications (
  id text PRIMARY KEY,
  member_id text NOT NULL,
  feed text NOT NULL CHECK (feed IN ('own', 'students')),
  created_at timestamptz NOT NULL,
  url text,
  image jsonb,
  texts jsonb NOT NULL,
  read_at timestamptz,
  -- Rows the seed wrote: whether the seed had them read (POST /dev/reset puts them back); NULL for the rest.
  seed_read boolean
);

-- Pages are read newest first by (created_at, id) keyset; unread counts per feed.
CREATE INDEX notifications_page ON notifications (member_id, feed, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (member_id, feed) WHERE read_at IS NULL;

-- The people a notification is about, in the order the message names them.
CREATE TABLE notification_actors (
  notification_id text NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  medium_picture_url text,
  vanity_username text,
  username text NOT NULL,
  PRIMARY KEY (notification_id, position)
);

-- Numbers the notifications added at run time (POST /dev/notifications), unique across instances.
CREATE SEQUENCE live_notification_number;

-- One row once the seed data is in. `seed_key` names the seed's content: when the API's seed changes,
-- the tables are written again from it.
CREATE TABLE seed_state (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  seed_key text NOT NULL,
  seeded_at timestamptz NOT NULL
);
