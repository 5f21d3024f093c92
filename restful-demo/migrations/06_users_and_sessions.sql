-- Accounts (/users) and their sign-ins (/session), in the shape of Rails 8's authentication
-- generator: a `users` table with the email address and the password's digest, and a
-- `sessions` table with one row per signed-in browser.
--
-- The email address is stored trimmed and lowercased by the app, and unique whatever its
-- case here too (NOCASE), so that two spellings of one address cannot make two accounts.
-- The digest is an Argon2id PHC string (`$argon2id$v=19$...`), never the password.
CREATE TABLE users (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    email_address   TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_digest TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

-- A session's id is the random token the browser's signed cookie holds (256 bits, in hex): it
-- is made anew at each sign-in, and deleting the row signs the browser out, whatever cookie it
-- keeps.
CREATE TABLE sessions (
    id         TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_agent TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT, WITHOUT ROWID;

CREATE INDEX sessions_by_user ON sessions (user_id);

-- Whatever was written before there were accounts belongs to a placeholder account that
-- nobody can sign in to: its digest is not a PHC string, so no password matches it, and its
-- address is taken, so nobody can sign up with it. The examples of a new database are its
-- too. It is the first user of every database, created here, before any other.
INSERT INTO users (email_address, password_digest) VALUES ('legacy@localhost', '!');

-- Photos and comments get an owner. SQLite adds a column with a REFERENCES clause only with a
-- NULL default, so the column is NULL-able, every existing row is given to the placeholder,
-- and triggers refuse a row without an owner from now on (what NOT NULL would say).
ALTER TABLE photos ADD COLUMN user_id INTEGER REFERENCES users (id);
ALTER TABLE comments ADD COLUMN user_id INTEGER REFERENCES users (id);

UPDATE photos SET user_id = (SELECT id FROM users WHERE email_address = 'legacy@localhost');
UPDATE comments SET user_id = (SELECT id FROM users WHERE email_address = 'legacy@localhost');

CREATE INDEX photos_by_user ON photos (user_id);
CREATE INDEX comments_by_user ON comments (user_id);

CREATE TRIGGER photos_have_an_owner BEFORE INSERT ON photos WHEN NEW.user_id IS NULL
BEGIN SELECT RAISE(ABORT, 'photos.user_id is required'); END;

CREATE TRIGGER photos_keep_an_owner BEFORE UPDATE OF user_id ON photos WHEN NEW.user_id IS NULL
BEGIN SELECT RAISE(ABORT, 'photos.user_id is required'); END;

CREATE TRIGGER comments_have_an_author BEFORE INSERT ON comments WHEN NEW.user_id IS NULL
BEGIN SELECT RAISE(ABORT, 'comments.user_id is required'); END;

CREATE TRIGGER comments_keep_an_author BEFORE UPDATE OF user_id ON comments WHEN NEW.user_id IS NULL
BEGIN SELECT RAISE(ABORT, 'comments.user_id is required'); END;
