//! The database: SQLite through rusqlite, one connection shared by every request.
//!
//! - **Where:** a file (`restful-demo.sqlite3` in the working directory by default), or
//!   `:memory:` for a database that lives as long as the process ([`Location`]).
//! - **Schema:** the SQL files of `restful-demo/migrations/`, applied in order on open by
//!   rusqlite_migration, which records the version in SQLite's `user_version`. A database
//!   made by a newer demo is refused rather than guessed at.
//! - **Seeds:** a few photos, comments and reviews, written only when the schema was just
//!   created: a database its user emptied stays empty. The photos and comments are the
//!   placeholder account's (`legacy@localhost`, which nobody can sign in to), as is whatever
//!   an older database held when `06_users_and_sessions.sql` gave every row an owner. The site's settings are not a seed:
//!   their one row comes with their migration, in every database, new or migrated.
//! - **Writes** run in an `IMMEDIATE` transaction, committed before the answer is sent, with
//!   `synchronous = FULL` in WAL mode: what was answered 2xx or 303 survives a crash of the
//!   process and of the machine.
//!
//! One connection, behind a mutex, used from tokio's blocking threads: SQLite lets one writer
//! in at a time whatever the number of connections, `:memory:` must be one connection to be one
//! database, and the statements of the demo take microseconds. docs/benchmarks.md §5 measures
//! what this gives under load.

use std::error::Error as StdError;
use std::ffi::OsStr;
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

use axum::http::StatusCode;
use axum::response::Response;
use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior};
use rusqlite_migration::{M, Migrations, SchemaVersion};
use serde::Serialize;

use crate::negotiate::{Format, failure};

/// Where the data lives: `--db PATH`, `RESTFUL_DEMO_DB`, or the default file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A database file, created with its schema when missing.
    File(PathBuf),
    /// A database in memory, gone when the process ends.
    Memory,
}

impl Location {
    /// The default: `restful-demo.sqlite3` in the working directory.
    pub const DEFAULT_FILE: &'static str = "restful-demo.sqlite3";

    /// What a `--db` value names: `:memory:` (SQLite's own name for it) or a path.
    pub fn parse(value: &OsStr) -> Location {
        if value == ":memory:" {
            Location::Memory
        } else {
            Location::File(PathBuf::from(value))
        }
    }
}

impl Default for Location {
    fn default() -> Self {
        Location::File(PathBuf::from(Location::DEFAULT_FILE))
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Memory => f.write_str(":memory:"),
        }
    }
}

/// The migrations, oldest first. The files are the schema's history: never edit one that has
/// shipped, add the next.
const MIGRATION_FILES: [&str; 7] = [
    include_str!("../migrations/01_photos_and_book_reviews.sql"),
    include_str!("../migrations/02_comments.sql"),
    include_str!("../migrations/03_secrets.sql"),
    include_str!("../migrations/04_featured_photos.sql"),
    include_str!("../migrations/05_settings.sql"),
    include_str!("../migrations/06_users_and_sessions.sql"),
    include_str!("../migrations/07_usernames.sql"),
];

static MIGRATIONS: LazyLock<Migrations<'static>> =
    LazyLock::new(|| Migrations::new(MIGRATION_FILES.iter().map(|sql| M::up(sql)).collect()));

/// The database of the app: cheap to clone, every clone uses the same connection.
#[derive(Clone)]
pub struct Db {
    connection: Arc<Mutex<Connection>>,
    location: Arc<Location>,
}

impl fmt::Debug for Db {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Db")
            .field("location", &self.location)
            .finish_non_exhaustive()
    }
}

impl Db {
    /// Opens the database at `location`, creating it and its schema when needed, migrating an
    /// older schema, and seeding a new one with examples.
    ///
    /// # Errors
    ///
    /// When the file cannot be opened or is not a SQLite database, when a migration fails, or
    /// when the schema is newer than this program knows.
    pub fn open(location: &Location) -> Result<Db, DbError> {
        let failed = |what: &'static str| {
            move |err: rusqlite::Error| DbError::open(location, what, err.into())
        };
        let mut connection = match location {
            Location::File(path) => Connection::open(path),
            Location::Memory => Connection::open_in_memory(),
        }
        .map_err(failed("cannot open it"))?;
        configure(&mut connection, location).map_err(failed("cannot configure it"))?;
        let fresh = migrate(&mut connection, location)?;
        if fresh {
            seed(&mut connection).map_err(failed("cannot write the examples"))?;
        }
        Ok(Db {
            connection: Arc::new(Mutex::new(connection)),
            location: Arc::new(location.clone()),
        })
    }

    /// Where the data lives.
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// Runs `read` on the connection, on a blocking thread.
    pub(crate) async fn read<T, F>(&self, read: F) -> Result<T, DbError>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
    {
        self.run(move |connection| read(connection)).await
    }

    /// Runs `write` in an `IMMEDIATE` transaction, on a blocking thread, and commits when it
    /// returns `Ok`; an `Err` (or a panic) rolls everything back.
    pub(crate) async fn write<T, F>(&self, write: F) -> Result<T, DbError>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction<'_>) -> rusqlite::Result<T> + Send + 'static,
    {
        self.run(move |connection| {
            let transaction =
                connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let done = write(&transaction)?;
            transaction.commit()?;
            Ok(done)
        })
        .await
    }

    /// Deletes the row of `table` (one of the schema's, never user input) whose id is `id`;
    /// whether there was one. The rows that reference it go with it, as the schema's
    /// `ON DELETE` says.
    pub(crate) async fn delete(&self, table: &'static str, id: i64) -> Result<bool, DbError> {
        self.write(move |db| {
            db.prepare_cached(&format!("DELETE FROM {table} WHERE id = ?1"))?
                .execute([id])
                .map(|deleted| deleted > 0)
        })
        .await
    }

    /// The secret called `name`: made by `make` and stored on first use, read afterwards.
    /// Blocking: for start-up, not for requests.
    pub(crate) fn secret(
        &self,
        name: &str,
        make: impl FnOnce() -> Vec<u8>,
    ) -> Result<Vec<u8>, DbError> {
        let mut connection = self.lock();
        let transaction = connection
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(DbError::query)?;
        let stored: Option<Vec<u8>> = transaction
            .query_row("SELECT value FROM secrets WHERE name = ?1", [name], |row| {
                row.get(0)
            })
            .optional()
            .map_err(DbError::query)?;
        let value = match stored {
            Some(value) => value,
            None => {
                let value = make();
                transaction
                    .execute(
                        "INSERT INTO secrets (name, value) VALUES (?1, ?2)",
                        (name, &value),
                    )
                    .map_err(DbError::query)?;
                value
            }
        };
        transaction.commit().map_err(DbError::query)?;
        Ok(value)
    }

    /// Runs `read` on the connection at once, on this thread. Blocking: for start-up, not for
    /// requests.
    pub(crate) fn read_now<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Result<T, DbError> {
        read(&self.lock()).map_err(DbError::query)
    }

    async fn run<T, F>(&self, work: F) -> Result<T, DbError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> rusqlite::Result<T> + Send + 'static,
    {
        let db = self.clone();
        tokio::task::spawn_blocking(move || work(&mut db.lock()))
            .await
            .map_err(|err| DbError::Query(Box::new(err)))?
            .map_err(DbError::query)
    }

    // A panic while the lock is held (a bug in a handler's closure) happens inside a
    // transaction, which rusqlite rolls back when it drops: the connection is consistent, so
    // carry on rather than fail every later request.
    fn lock(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.connection
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

/// The settings every connection needs, before anything else runs on it.
fn configure(connection: &mut Connection, location: &Location) -> rusqlite::Result<()> {
    // SQLite leaves foreign keys off unless asked, per connection: the cascade needs them.
    connection.pragma_update(None, "foreign_keys", true)?;
    if let Location::File(_) = location {
        // WAL: readers do not wait for the writer. FULL: a commit is on disk before it returns.
        let mode: String =
            connection.pragma_update_and_check(None, "journal_mode", "wal", |row| row.get(0))?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(rusqlite::Error::InvalidParameterName(format!(
                "journal_mode stayed {mode}"
            )));
        }
    }
    connection.pragma_update(None, "synchronous", "full")?;
    // Another process (the `sqlite3` shell, a backup) may hold a lock for a moment.
    connection.busy_timeout(std::time::Duration::from_secs(5))?;
    Ok(())
}

/// Applies the migrations the database lacks; `true` when it had no schema at all.
fn migrate(connection: &mut Connection, location: &Location) -> Result<bool, DbError> {
    let failed =
        |err: rusqlite_migration::Error| DbError::open(location, "cannot migrate it", err.into());
    let fresh = match MIGRATIONS.current_version(connection).map_err(failed)? {
        SchemaVersion::NoneSet => true,
        SchemaVersion::Inside(_) => false,
        SchemaVersion::Outside(version) => {
            return Err(DbError::Open {
                location: location.to_string(),
                what: "its schema is newer than this program",
                source: format!(
                    "version {version}, and this restful-demo knows {}; run a newer restful-demo, or choose another file with --db",
                    MIGRATION_FILES.len()
                )
                .into(),
            });
        }
    };
    MIGRATIONS.to_latest(connection).map_err(failed)?;
    Ok(fresh)
}

/// The placeholder account of `06_users_and_sessions.sql`: it owns what was written before
/// there were accounts, and the examples; nobody can sign in to it.
pub const LEGACY_USER: &str = "legacy@localhost";

/// Examples for a new database, so that the first page is not empty.
fn seed(connection: &mut Connection) -> rusqlite::Result<()> {
    let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let photos = [
        (
            "Harbour at dawn",
            "Fishing boats coming in, taken from the north pier.",
            &[("Ana", "The light on the water!")][..],
        ),
        (
            "Lighthouse",
            "The old lighthouse after the storm.",
            &[
                ("Ben", "Is this the one at the end of the breakwater?"),
                ("Chloé", "It is. They repainted it last spring."),
            ][..],
        ),
    ];
    for (title, description, comments) in photos {
        transaction.execute(
            "INSERT INTO photos (title, description, user_id) \
             VALUES (?1, ?2, (SELECT id FROM users WHERE email_address = ?3))",
            (title, description, LEGACY_USER),
        )?;
        let photo_id = transaction.last_insert_rowid();
        for (author, body) in comments {
            transaction.execute(
                "INSERT INTO comments (photo_id, author, body, user_id) \
                 VALUES (?1, ?2, ?3, (SELECT id FROM users WHERE email_address = ?4))",
                (photo_id, author, body, LEGACY_USER),
            )?;
        }
    }
    transaction.execute(
        "INSERT INTO book_reviews (book, review) VALUES (?1, ?2)",
        (
            "The Rust Programming Language",
            "Clear, patient, and the chapter on ownership is worth the price alone.",
        ),
    )?;
    transaction.commit()
}

/// A row with its id, as handlers show it and as JSON sends it: `{"id": "1", ...fields}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Record<T> {
    /// The row's id, the `i64` of the paths (`#[restful(id = i64)]`). JSON writes it as text,
    /// `"1"`: a JSON number past 2^53 loses digits in JavaScript, which reads every number as
    /// a double, so an id stays exact only as a string.
    #[serde(serialize_with = "as_text")]
    pub id: i64,
    /// The row.
    #[serde(flatten)]
    pub fields: T,
}

impl<T> Record<T> {
    pub(crate) fn new(id: i64, fields: T) -> Record<T> {
        Record { id, fields }
    }
}

/// An id as JSON text: `"42"`.
fn as_text<S: serde::Serializer>(id: &i64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(id)
}

/// A failed statement while answering: logged, and answered with a 500 that says nothing
/// was changed (every write is one transaction, rolled back on failure).
pub(crate) fn failed(format: Format) -> impl FnOnce(DbError) -> Response {
    move |err| {
        eprintln!("restful-demo: {err}");
        let message = "The database failed to answer; nothing was changed. Try again in a moment.";
        failure(
            format,
            StatusCode::INTERNAL_SERVER_ERROR,
            vec![message.to_owned()],
        )
    }
}

/// Why the database failed.
#[derive(Debug)]
pub enum DbError {
    /// It could not be opened, configured, migrated or seeded.
    Open {
        /// Where it is.
        location: String,
        /// What failed, in words.
        what: &'static str,
        /// The underlying error.
        source: Box<dyn StdError + Send + Sync>,
    },
    /// A statement failed while serving a request.
    Query(Box<dyn StdError + Send + Sync>),
}

impl DbError {
    fn open(
        location: &Location,
        what: &'static str,
        source: Box<dyn StdError + Send + Sync>,
    ) -> DbError {
        DbError::Open {
            location: location.to_string(),
            what,
            source,
        }
    }

    fn query(err: rusqlite::Error) -> DbError {
        DbError::Query(Box::new(err))
    }
}

impl fmt::Display for DbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbError::Open {
                location,
                what,
                source,
            } => write!(f, "the database `{location}`: {what}: {source}"),
            DbError::Query(source) => write!(f, "a database statement failed: {source}"),
        }
    }
}

impl StdError for DbError {
    fn source(&self) -> Option<&(dyn StdError + 'static)> {
        match self {
            DbError::Open { source, .. } | DbError::Query(source) => Some(&**source),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_write_their_id_as_text() {
        let record = Record::new(i64::MAX, serde_json::json!({"title": "x"}));
        assert_eq!(
            serde_json::to_value(&record).unwrap(),
            serde_json::json!({"id": "9223372036854775807", "title": "x"})
        );
    }

    #[test]
    fn the_migrations_are_valid() {
        MIGRATIONS.validate().unwrap();
    }

    #[test]
    fn a_new_database_is_seeded_once() {
        let dir = tempfile::tempdir().unwrap();
        let location = Location::File(dir.path().join("demo.sqlite3"));
        let count = |db: &Db| -> i64 {
            db.lock()
                .query_row("SELECT count(*) FROM photos", [], |row| row.get(0))
                .unwrap()
        };
        let db = Db::open(&location).unwrap();
        assert_eq!(count(&db), 2);
        db.lock().execute("DELETE FROM photos", []).unwrap();
        drop(db);
        // Emptied by its user: reopening does not seed it again.
        assert_eq!(count(&Db::open(&location).unwrap()), 0);
    }

    #[test]
    fn deleting_a_photo_deletes_its_comments() {
        let db = Db::open(&Location::Memory).unwrap();
        let comments = |db: &Db| -> i64 {
            db.lock()
                .query_row("SELECT count(*) FROM comments", [], |row| row.get(0))
                .unwrap()
        };
        assert_eq!(comments(&db), 3);
        db.lock()
            .execute("DELETE FROM photos WHERE id = 2", [])
            .unwrap();
        assert_eq!(comments(&db), 1);
    }

    #[test]
    fn an_older_database_is_migrated_with_its_rows() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("demo.sqlite3");
        // As the demo of three migrations left it, with a photo of its user.
        let mut old = Connection::open(&path).unwrap();
        let first_three = MIGRATION_FILES[..3].iter().map(|sql| M::up(sql)).collect();
        Migrations::new(first_three).to_latest(&mut old).unwrap();
        old.execute("INSERT INTO photos (title) VALUES ('Kept')", [])
            .unwrap();
        drop(old);

        let db = Db::open(&Location::File(path)).unwrap();
        let photos: Vec<(String, bool)> = db
            .lock()
            .prepare("SELECT title, featured FROM photos")
            .unwrap()
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(photos, [("Kept".to_owned(), false)], "not seeded: not new");
        let settings: (String, i64) = db
            .lock()
            .query_row("SELECT title, search_limit FROM settings", [], |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .unwrap();
        assert_eq!(settings, ("restful demo".to_owned(), 50));
    }

    #[test]
    fn accounts_of_an_older_database_get_unique_usernames() {
        let mut old = Connection::open_in_memory().unwrap();
        let first_six = MIGRATION_FILES[..6].iter().map(|sql| M::up(sql)).collect();
        Migrations::new(first_six).to_latest(&mut old).unwrap();
        old.execute_batch(
            "INSERT INTO users (email_address, password_digest) VALUES \
             ('Ada@example.com', '!'), ('ada@example.org', '!'), ('bob@example.com', '!');",
        )
        .unwrap();
        MIGRATIONS.to_latest(&mut old).unwrap();
        let usernames: Vec<String> = old
            .prepare("SELECT username FROM users ORDER BY id")
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(usernames, ["legacy", "ada", "ada-3", "bob"]);
        let nameless = old.execute(
            "INSERT INTO users (email_address, password_digest) VALUES ('c@d.e', '!')",
            [],
        );
        assert!(nameless.is_err(), "a username is required");
    }

    #[test]
    fn the_settings_stay_one_row_within_their_bounds() {
        let db = Db::open(&Location::Memory).unwrap();
        let db = db.lock();
        for refused in [
            "INSERT INTO settings (id, title, search_limit) VALUES (2, 'x', 10)",
            "UPDATE settings SET search_limit = 0",
            "UPDATE settings SET search_limit = 101",
            "UPDATE photos SET featured = 2",
        ] {
            assert!(db.execute(refused, []).is_err(), "{refused}");
        }
    }

    #[test]
    fn a_newer_schema_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let location = Location::File(dir.path().join("demo.sqlite3"));
        drop(Db::open(&location).unwrap());
        Connection::open(dir.path().join("demo.sqlite3"))
            .unwrap()
            .pragma_update(None, "user_version", 99)
            .unwrap();
        let err = Db::open(&location).unwrap_err().to_string();
        assert!(
            err.contains("its schema is newer than this program"),
            "{err}"
        );
    }

    #[test]
    fn a_file_that_is_not_a_database_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notes.txt");
        std::fs::write(&path, "not a database, but some text that is long enough").unwrap();
        let err = Db::open(&Location::File(path)).unwrap_err().to_string();
        assert!(err.starts_with("the database `"), "{err}");
    }

    #[test]
    fn secrets_are_made_once() {
        let db = Db::open(&Location::Memory).unwrap();
        let first = db.secret("k", || vec![1, 2, 3]).unwrap();
        let second = db.secret("k", || vec![4]).unwrap();
        assert_eq!((first, second), (vec![1, 2, 3], vec![1, 2, 3]));
    }
}
