-- Secrets made on first start and kept with the data, so that a restart does not expire
-- every open form: the key that encrypts the CSRF cookie, and the salt of its form tokens.
CREATE TABLE secrets (
    name  TEXT PRIMARY KEY,
    value BLOB NOT NULL
) STRICT, WITHOUT ROWID;
