-- The site's settings (/settings, a singular resource): one row, always there. The CHECK on
-- the id keeps it at one; the INSERT makes it, for new databases and for those migrated from
-- an older demo alike, so that no code path has to handle "no settings yet".
-- `revision` goes up by one on each update, so that the copy the server keeps in memory can
-- tell which of two updates committed last.
CREATE TABLE settings (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    title        TEXT NOT NULL,
    search_limit INTEGER NOT NULL CHECK (search_limit BETWEEN 1 AND 100),
    revision     INTEGER NOT NULL DEFAULT 0
) STRICT;

INSERT INTO settings (id, title, search_limit) VALUES (1, 'restful demo', 50);
