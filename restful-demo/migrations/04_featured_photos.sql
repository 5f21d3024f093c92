-- Featured photos (POST /photos/{id}/feature, DELETE /photos/{id}/unfeature). Every photo
-- there was before is not featured. 0 or 1: SQLite has no boolean type, STRICT tables take
-- INTEGER, and the CHECK keeps out anything else.
ALTER TABLE photos ADD COLUMN featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1));
