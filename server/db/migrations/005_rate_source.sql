-- Where an admin's figures came from (docs/product.md §7 "Import LHA rates"): an imported
-- official table names its file and the file's date, e.g. 'lha-rates-2024.csv, 23 January 2024'.
-- NULL for every other row, whose sources are the release's references (src/calc/rates/).
-- Rows of Local Housing Allowance areas whose figures are not built in are imported with
-- built_in_amount NULL; seeding keeps them (server/db/seed.ts).
ALTER TABLE benefit_rates ADD COLUMN source TEXT CHECK (source IS NULL OR length(source) BETWEEN 1 AND 300);
