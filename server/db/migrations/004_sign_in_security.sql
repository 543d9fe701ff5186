-- Sign-in security (docs/product.md §11 "Sign-in throttling", "Second factor").
--
-- server_keys: secrets the server makes for itself, such as the key that signs device
-- cookies (server/auth/device-cookie.ts); written once, on the first start that needs one.
CREATE TABLE server_keys (
  name TEXT PRIMARY KEY,
  secret BLOB NOT NULL CHECK (length(secret) >= 32),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- An account's TOTP key (RFC 6238), and the last time step a code was accepted for, so
-- no code is accepted twice.
CREATE TABLE user_totp (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret BLOB NOT NULL CHECK (length(secret) = 20),
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- One-time recovery codes: only a SHA-256 hash of each (they are 80 random bits), and
-- when it was used.
CREATE TABLE user_recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash BLOB NOT NULL CHECK (length(code_hash) = 32),
  used_at TEXT
) STRICT;
CREATE INDEX user_recovery_codes_user_id ON user_recovery_codes (user_id);

-- Site-wide sign-in settings, apart from admin_settings (which pages read): for now
-- 'two_factor_required', 'true' or 'false'.
CREATE TABLE security_settings (
  setting_key TEXT PRIMARY KEY,
  setting_value TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT
) STRICT;
