-- The tables of docs/product.md §3, plus users and sessions for admin sign-in
-- (docs/product.md §11). STRICT tables; CHECK constraints where a column has fixed values.
-- Times are ISO 8601 UTC text ('2025-04-07T09:30:00.000Z') unless named *_at_s (unix seconds).

CREATE TABLE contact_submissions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 320),
  subject TEXT NOT NULL CHECK (subject IN ('general', 'calculator', 'benefits', 'technical', 'feedback')),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 10000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1))
) STRICT;
CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at DESC);

CREATE TABLE benefit_rates (
  id TEXT PRIMARY KEY,
  benefit_type TEXT NOT NULL,
  rate_name TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount >= 0),
  region TEXT NOT NULL,
  effective_date TEXT NOT NULL,
  updated_at TEXT
) STRICT;

CREATE TABLE admin_settings (
  setting_key TEXT PRIMARY KEY,
  setting_value TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE admin_users (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'admin' CHECK (role IN ('admin')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- Lucia session design: the id is public, only a SHA-256 hash of the secret is kept.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  secret_hash BLOB NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at_s INTEGER NOT NULL,
  last_used_at_s INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE calculator_usage (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  calculator_type TEXT NOT NULL CHECK (calculator_type IN ('universal-credit', 'housing-benefit', 'pip', 'council-tax-support', 'benefits-checker')),
  is_mobile INTEGER NOT NULL CHECK (is_mobile IN (0, 1)),
  completed INTEGER NOT NULL CHECK (completed IN (0, 1))
) STRICT;
CREATE INDEX calculator_usage_created_at ON calculator_usage (created_at);
