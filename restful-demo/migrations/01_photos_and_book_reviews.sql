-- The tables of the first demo: photos (/photos) and book reviews (/admin/book_reviews).
-- AUTOINCREMENT: an id is never reused, so a link to a deleted row never shows another one.
CREATE TABLE photos (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    title       TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE book_reviews (
    id     INTEGER PRIMARY KEY AUTOINCREMENT,
    book   TEXT NOT NULL,
    review TEXT NOT NULL
) STRICT;
