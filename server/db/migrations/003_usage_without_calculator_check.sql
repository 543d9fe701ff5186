-- calculator_usage.calculator_type without its CHECK of migration 001, which listed the
-- calculators: the id is checked where it arrives, by POST /api/usage's schema, which takes its
-- ids from the calculator table (src/lib/calculators.ts), so a new calculator needs no migration
-- (README "Adding a calculator"). SQLite cannot drop a CHECK, so the table is built again under
-- a new name, the rows copied with their ids, the old table dropped and the new one renamed,
-- inside this migration's transaction (server/db/index.ts), and its index made again.
CREATE TABLE calculator_usage_text_type (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  calculator_type TEXT NOT NULL CHECK (calculator_type <> ''),
  is_mobile INTEGER NOT NULL CHECK (is_mobile IN (0, 1)),
  completed INTEGER NOT NULL CHECK (completed IN (0, 1))
) STRICT;

INSERT INTO calculator_usage_text_type (id, created_at, calculator_type, is_mobile, completed)
SELECT id, created_at, calculator_type, is_mobile, completed
FROM calculator_usage;

DROP TABLE calculator_usage;
ALTER TABLE calculator_usage_text_type RENAME TO calculator_usage;
CREATE INDEX calculator_usage_created_at ON calculator_usage (created_at);
