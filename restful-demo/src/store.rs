//! The in-memory store: one table per resource, shared by every request.

use std::collections::BTreeMap;
use std::sync::{Arc, PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

use axum::extract::FromRef;
use serde::Serialize;

use crate::photos::Photo;
use crate::reviews::BookReview;

/// Everything the app keeps: cheap to clone, every clone sees the same data. Handlers take
/// the table they need with `State<Table<Photo>>` (see the `FromRef` impls below).
#[derive(Clone, Debug, Default)]
pub struct Store {
    /// The photos of `/photos`.
    pub photos: Table<Photo>,
    /// The reviews of `/admin/book_reviews`.
    pub reviews: Table<BookReview>,
}

impl Store {
    /// A store with a few photos and reviews, so that the first page is not empty.
    pub fn with_examples() -> Store {
        let store = Store::default();
        store.photos.insert(Photo {
            title: "Harbour at dawn".into(),
            description: "Fishing boats coming in, taken from the north pier.".into(),
        });
        store.photos.insert(Photo {
            title: "Lighthouse".into(),
            description: "The old lighthouse after the storm.".into(),
        });
        store.reviews.insert(BookReview {
            book: "The Rust Programming Language".into(),
            review: "Clear, patient, and the chapter on ownership is worth the price alone.".into(),
        });
        store
    }
}

impl FromRef<Store> for Table<Photo> {
    fn from_ref(store: &Store) -> Self {
        store.photos.clone()
    }
}

impl FromRef<Store> for Table<BookReview> {
    fn from_ref(store: &Store) -> Self {
        store.reviews.clone()
    }
}

/// A table of `T`s under generated ids: 1, 2, 3, ... in creation order, never reused.
#[derive(Debug)]
pub struct Table<T> {
    rows: Arc<RwLock<Rows<T>>>,
}

// By hand: a derive would require `T: Clone`, and cloning a table never clones its rows.
impl<T> Clone for Table<T> {
    fn clone(&self) -> Self {
        Table {
            rows: Arc::clone(&self.rows),
        }
    }
}

impl<T> Default for Table<T> {
    fn default() -> Self {
        Table {
            rows: Arc::new(RwLock::new(Rows {
                last_id: 0,
                by_id: BTreeMap::new(),
            })),
        }
    }
}

#[derive(Debug)]
struct Rows<T> {
    last_id: u64,
    by_id: BTreeMap<u64, T>,
}

/// A row with its id, as handlers show it and as JSON sends it: `{"id": "1", ...fields}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Record<T> {
    /// The id as it appears in paths: a decimal integer without leading zeros.
    pub id: String,
    /// The row.
    #[serde(flatten)]
    pub fields: T,
}

impl<T: Clone> Table<T> {
    /// Every row, oldest first.
    pub fn all(&self) -> Vec<Record<T>> {
        self.read()
            .by_id
            .iter()
            .map(|(&id, fields)| record(id, fields.clone()))
            .collect()
    }

    /// The row with this id, if there is one. Any string is a valid question: `"abc"`,
    /// `"007"` and `"-1"` are simply not ids of this table.
    pub fn get(&self, id: &str) -> Option<Record<T>> {
        let id = parse_id(id)?;
        self.read()
            .by_id
            .get(&id)
            .map(|fields| record(id, fields.clone()))
    }

    /// Adds a row under the next id.
    pub fn insert(&self, fields: T) -> Record<T> {
        let mut rows = self.write();
        rows.last_id += 1;
        let id = rows.last_id;
        rows.by_id.insert(id, fields.clone());
        record(id, fields)
    }

    /// Replaces the row with this id; `None` when there is none.
    pub fn update(&self, id: &str, fields: T) -> Option<Record<T>> {
        let id = parse_id(id)?;
        let mut rows = self.write();
        let row = rows.by_id.get_mut(&id)?;
        *row = fields.clone();
        Some(record(id, fields))
    }

    /// Removes the row with this id, returning it; `None` when there is none.
    pub fn remove(&self, id: &str) -> Option<Record<T>> {
        let id = parse_id(id)?;
        self.write()
            .by_id
            .remove(&id)
            .map(|fields| record(id, fields))
    }

    // No code holds the lock across anything that can panic, so a poisoned lock still guards
    // consistent rows: carry on rather than fail every later request.
    fn read(&self) -> RwLockReadGuard<'_, Rows<T>> {
        self.rows.read().unwrap_or_else(PoisonError::into_inner)
    }

    fn write(&self) -> RwLockWriteGuard<'_, Rows<T>> {
        self.rows.write().unwrap_or_else(PoisonError::into_inner)
    }
}

fn record<T>(id: u64, fields: T) -> Record<T> {
    Record {
        id: id.to_string(),
        fields,
    }
}

/// The id that `id.to_string()` would print, and nothing else: one path per row.
fn parse_id(id: &str) -> Option<u64> {
    let canonical = !id.is_empty()
        && id.bytes().all(|b| b.is_ascii_digit())
        && (id == "0" || !id.starts_with('0'));
    if canonical { id.parse().ok() } else { None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_sequential_and_never_reused() {
        let table = Table::default();
        assert_eq!(table.insert("a").id, "1");
        assert_eq!(table.insert("b").id, "2");
        assert_eq!(table.remove("2").map(|r| r.fields), Some("b"));
        assert_eq!(table.insert("c").id, "3");
        let ids: Vec<String> = table.all().into_iter().map(|r| r.id).collect();
        assert_eq!(ids, ["1", "3"]);
    }

    #[test]
    fn only_canonical_decimal_strings_are_ids() {
        let table = Table::default();
        table.insert("seven");
        assert!(table.get("1").is_some());
        for not_an_id in [
            "",
            "01",
            "+1",
            "-1",
            " 1",
            "1 ",
            "1.0",
            "x",
            "99999999999999999999",
        ] {
            assert_eq!(table.get(not_an_id), None, "{not_an_id:?}");
        }
    }

    #[test]
    fn update_and_remove_answer_none_for_unknown_ids() {
        let table = Table::default();
        assert_eq!(table.update("1", "x"), None);
        assert_eq!(table.remove("1"), None);
        table.insert("x");
        assert_eq!(table.update("1", "y").map(|r| r.fields), Some("y"));
        assert_eq!(table.get("1").map(|r| r.fields), Some("y"));
    }

    #[test]
    fn clones_share_rows() {
        let table = Table::default();
        table.clone().insert(1);
        assert_eq!(table.all().len(), 1);
    }
}
