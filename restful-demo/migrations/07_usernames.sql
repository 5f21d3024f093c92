-- Each account gets a username, the name of its page (`/~{username}`), which lists its
-- photos: the part of its email address before the `@`, lowercased. Where older accounts
-- have that part too, the newer ones get it followed by `-` and their id. New accounts get
-- theirs at sign-up, by the same first rule, followed by `-2`, `-3`... where it is taken.
-- The placeholder account of migration 06 is `legacy`.
ALTER TABLE users ADD COLUMN username TEXT;

UPDATE users SET username = lower(substr(email_address, 1, instr(email_address, '@') - 1));

UPDATE users SET username = username || '-' || id
WHERE id <> (SELECT min(id) FROM users AS older WHERE older.username = users.username);

CREATE UNIQUE INDEX users_by_username ON users (username);

CREATE TRIGGER users_have_a_username BEFORE INSERT ON users WHEN NEW.username IS NULL
BEGIN SELECT RAISE(ABORT, 'users.username is required'); END;
