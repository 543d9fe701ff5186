-- Benefit rates by tax year (docs/rules.md "Tax years"): one row per rate and tax year, keyed by
-- (id, tax_year), effective_date = the year's 6 April. amount is NULL where a figure did not
-- apply that year (no limit, not yet in force). built_in_amount is the release's figure the
-- row was last seeded with: while amount equals it the row follows each release's figures;
-- once an admin saves a different amount, that amount is kept (server/db/seed.ts).
CREATE TABLE benefit_rates_by_year (
  id TEXT NOT NULL,
  tax_year TEXT NOT NULL CHECK (tax_year GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
  benefit_type TEXT NOT NULL,
  rate_name TEXT NOT NULL,
  amount REAL CHECK (amount >= 0),
  built_in_amount REAL CHECK (built_in_amount >= 0),
  region TEXT NOT NULL,
  effective_date TEXT NOT NULL,
  updated_at TEXT,
  PRIMARY KEY (id, tax_year)
) STRICT;

-- The previous release kept one figure per rate, dated 2025-04-01: the 2025/26 figures.
-- Rows no admin edited (updated_at IS NULL) were built-in figures and are dropped; seeding
-- writes this release's figures for every year in their place. An admin's edit is kept as
-- that admin's 2025/26 amount. Its built-in figure is unknown (NULL), so seeding treats it as
-- an admin's own figure and logs it next to this release's figure.
INSERT INTO benefit_rates_by_year (id, tax_year, benefit_type, rate_name, amount, built_in_amount, region, effective_date, updated_at)
SELECT id, '2025-26', benefit_type, rate_name, amount, NULL, region, '2025-04-06', updated_at
FROM benefit_rates
WHERE updated_at IS NOT NULL;

DROP TABLE benefit_rates;
ALTER TABLE benefit_rates_by_year RENAME TO benefit_rates;

-- A counter every change to benefit_rates moves on, whoever makes it (an admin's edit,
-- seeding, an operator with the sqlite3 shell): the server rebuilds GET /api/rates and the
-- figures on pages when it changes, and reads one integer per request otherwise.
CREATE TABLE benefit_rates_version (
  only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
  version INTEGER NOT NULL
) STRICT;
INSERT INTO benefit_rates_version (only_row, version) VALUES (1, 0);

CREATE TRIGGER benefit_rates_after_insert AFTER INSERT ON benefit_rates
BEGIN UPDATE benefit_rates_version SET version = version + 1; END;
CREATE TRIGGER benefit_rates_after_update AFTER UPDATE ON benefit_rates
BEGIN UPDATE benefit_rates_version SET version = version + 1; END;
CREATE TRIGGER benefit_rates_after_delete AFTER DELETE ON benefit_rates
BEGIN UPDATE benefit_rates_version SET version = version + 1; END;
