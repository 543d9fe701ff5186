-- Account lock-outs that no flood can erase (docs/product.md §11 "Sign-in throttling"): each
-- failed sign-in to an account from an untrusted browser (a wrong password, a wrong code, a
-- check turned away as busy), by the lower-cased email typed, known account or not (so the
-- answers never tell which exist), stamped in unix milliseconds. The server reads the last
-- hour's rows for an account at each attempt and deletes older ones; none is ever dropped to
-- make room. A restart keeps them.
CREATE TABLE sign_in_account_failures (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL CHECK (length(account) BETWEEN 1 AND 320),
  at_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX sign_in_account_failures_account ON sign_in_account_failures (account, at_ms);
CREATE INDEX sign_in_account_failures_at_ms ON sign_in_account_failures (at_ms);
