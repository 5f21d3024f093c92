-- Comments on photos (/photos/{photo_id}/comments). Deleting a photo deletes its comments:
-- the cascade is the database's, so no code path can leave an orphan behind.
CREATE TABLE comments (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    photo_id INTEGER NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
    author   TEXT NOT NULL,
    body     TEXT NOT NULL
) STRICT;

CREATE INDEX comments_by_photo ON comments (photo_id, id);
