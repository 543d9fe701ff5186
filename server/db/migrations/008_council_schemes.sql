-- Councils' working-age Council Tax Support schemes saved by an admin (docs/product.md §7
-- "Council Tax Support schemes"; docs/rules.md "Council Tax Support" rule 2): one row per
-- English billing authority (its ONS code, src/calc/councils.ts) and tax year, holding the scheme
-- in the model's shape (src/calc/council-tax-support-local/model.ts, checked by validate.ts
-- before it is written), the scheme document read (title, https address, date as the admin gives
-- it) and who saved it and when. GET /api/rates publishes them; a row replaces the built-in
-- scheme of that council and year.
CREATE TABLE council_schemes (
  council_code TEXT NOT NULL CHECK (council_code GLOB 'E0[6-9][0-9][0-9][0-9][0-9][0-9][0-9]' AND length(council_code) = 9),
  tax_year TEXT NOT NULL CHECK (tax_year GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
  scheme TEXT NOT NULL CHECK (json_valid(scheme) AND length(scheme) <= 65536),
  source_title TEXT NOT NULL CHECK (length(source_title) BETWEEN 1 AND 300),
  source_url TEXT NOT NULL CHECK (source_url GLOB 'https://?*' AND length(source_url) <= 2000),
  source_date TEXT NOT NULL CHECK (length(source_date) BETWEEN 1 AND 100),
  saved_by TEXT NOT NULL CHECK (length(saved_by) BETWEEN 1 AND 320),
  saved_at TEXT NOT NULL,
  PRIMARY KEY (council_code, tax_year)
) STRICT;

-- GET /api/rates carries the schemes, so any change to them moves the same version counter as a
-- change of rates (migration 002): the published answer and its ETag are rebuilt at once.
CREATE TRIGGER council_schemes_after_insert AFTER INSERT ON council_schemes
BEGIN UPDATE benefit_rates_version SET version = version + 1; END;
CREATE TRIGGER council_schemes_after_update AFTER UPDATE ON council_schemes
BEGIN UPDATE benefit_rates_version SET version = version + 1; END;
CREATE TRIGGER council_schemes_after_delete AFTER DELETE ON council_schemes
BEGIN UPDATE benefit_rates_version SET version = version + 1; END;
