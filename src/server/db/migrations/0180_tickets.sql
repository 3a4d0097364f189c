-- Support tickets (docs/api.md "Support tickets"): a user's tickets, their conversation and the
-- images sent with it. Images are kept in the database (not in DATA_DIR): every instance serving
-- the same database sees them, the account export and deletion reach them in one transaction,
-- and a backup of the database holds them. `number` is the case number people quote.
CREATE TABLE tickets (
  number INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  category TEXT NOT NULL,
  status TEXT NOT NULL,
  assignee_id TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX tickets_user ON tickets (user_id, status);

CREATE INDEX tickets_queue ON tickets (status, updated_at);

-- seq is the message's place in the conversation (written under the ticket's lock).
-- author_id is NULL once the author's account is gone (an admin's replies stay on the ticket).
CREATE TABLE ticket_messages (
  id TEXT PRIMARY KEY,
  ticket_id TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  author_id TEXT,
  author_role TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE UNIQUE INDEX ticket_messages_ticket ON ticket_messages (ticket_id, seq);

CREATE INDEX ticket_messages_author ON ticket_messages (author_id, created_at);

CREATE TABLE ticket_images (
  id TEXT PRIMARY KEY,
  ticket_id TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  message_id TEXT NOT NULL REFERENCES ticket_messages (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE INDEX ticket_images_message ON ticket_images (message_id, position);
