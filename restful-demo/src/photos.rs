//! `/photos`: a controller with all seven actions, answering HTML pages and JSON, and three
//! custom ones:
//!
//! - `GET /photos/search?q=...` (`collection(get(search))`): the photos whose title or
//!   description holds the text of `q`, newest first, at most as many as the settings say
//!   (`crate::settings`). The text is bound as a parameter of the statement, with LIKE's
//!   wildcards escaped in it: `100%` finds "100%", not "1000". LIKE ignores case for ASCII
//!   letters only (SQLite's own LIKE): "harbour" finds "Harbour", "é" does not find "É".
//! - `POST /photos/{id}/feature` and `DELETE /photos/{id}/unfeature`
//!   (`member(post(feature), delete(unfeature))`): mark a photo as featured, or not. Both can
//!   be repeated with the same result; the photo's page has the button of the one that changes
//!   something.
//!
//! A photo's page lists its comments (`crate::comments`).
//!
//! Who may do what (`crate::auth`): `index`, `show` and `search` are for anyone; every other
//! action is behind the filter "login" (`layer_except`, so that an action added later is
//! guarded too), and creating a photo makes the signed-in user its owner. `edit_form`,
//! `update`, `destroy`, `feature` and `unfeature` are behind the filter "owner" too: anyone
//! but the photo's owner is answered 403. The photo's page shows its buttons to its owner
//! only.

use askama::Template;
use axum::Extension;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, Request, State};
use axum::http::StatusCode;
use axum::middleware::{Next, from_fn, from_fn_with_state};
use axum::response::{IntoResponse, Json, Redirect, Response};
use restful_axum::{Actions, Id};
use restful_core::Restful;
use rusqlite::{Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};

use crate::auth::{self, CurrentUser};
use crate::comments::{Comment, CommentItem, CommentsController};
use crate::csrf::FormToken;
use crate::db::{self, Db, Record};
use crate::negotiate::{self, Answer, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::settings::Settings;
use crate::users::UsersController;
use crate::validate::{Presence, TextField};

/// The photo album: `/photos`, with every action, a search, and featuring. A photo's id is its
/// SQLite rowid, an `i64`: a path whose id is not one (`/photos/abc`, `/photos/01`) is no route
/// of the registry, so it never reaches a handler, and is answered by the app's 404 (the
/// router's fallback).
#[derive(Restful)]
#[restful(
    id = i64,
    collection(get(search)),
    member(post(feature), delete(unfeature))
)]
pub struct PhotosController;

/// The custom actions' names, as `#[restful(...)]` declares them: the filters' lists of actions
/// ([`filtered`], which refuses a name the controller does not serve) and the OpenAPI document
/// (`crate::openapi`) name them with these, so a typo in one cannot pass unnoticed. Their
/// handlers are the functions of the same names, which the attribute checks at compile time.
pub(crate) const SEARCH: &str = "search";
pub(crate) const FEATURE: &str = "feature";
pub(crate) const UNFEATURE: &str = "unfeature";

/// A photo, as stored and as submitted: a form's fields, or a JSON object. A field left out
/// is empty, so that a missing title reads "Title is required." like an empty one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default)]
pub struct Photo {
    /// Required, at most 100 characters.
    pub title: String,
    /// At most 2000 characters.
    pub description: String,
    /// Whether it is featured. Only the `feature` and `unfeature` actions change it: a create
    /// or an update does not read it (a submitted `featured` is ignored) and keeps it.
    #[serde(skip_deserializing)]
    pub featured: bool,
}

/// A photo's title.
pub(crate) const TITLE: TextField = TextField {
    label: "Title",
    presence: Presence::Required,
    max_chars: 100,
};

/// A photo's description.
pub(crate) const DESCRIPTION: TextField = TextField {
    label: "Description",
    presence: Presence::Optional,
    max_chars: 2000,
};

impl Photo {
    /// The photo to save, trimmed, or what is wrong with this one.
    fn validate(&self) -> Result<Photo, Vec<String>> {
        let title = TITLE.check(&self.title);
        let description = DESCRIPTION.check(&self.description);
        match (title, description) {
            (Ok(title), Ok(description)) => Ok(Photo {
                title,
                description,
                featured: self.featured,
            }),
            (title, description) => Err(title.err().into_iter().chain(description.err()).collect()),
        }
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<Record<Photo>> {
        let photo = Photo {
            title: row.get("title")?,
            description: row.get("description")?,
            featured: row.get("featured")?,
        };
        Ok(Record::new(row.get("id")?, photo))
    }

    /// The id of the user who owns the photo `id`, if there is such a photo.
    pub(crate) fn owner(db: &Connection, id: i64) -> rusqlite::Result<Option<i64>> {
        db.prepare_cached("SELECT user_id FROM photos WHERE id = ?1")?
            .query_row([id], |row| row.get(0))
            .optional()
    }

    /// The username of the account that owns the photo `id`, if there is such a photo.
    pub(crate) fn owner_username(db: &Connection, id: i64) -> rusqlite::Result<Option<String>> {
        db.prepare_cached(
            "SELECT users.username FROM photos JOIN users ON users.id = photos.user_id \
             WHERE photos.id = ?1",
        )?
        .query_row([id], |row| row.get(0))
        .optional()
    }

    /// The photo `id`, if there is one.
    pub(crate) fn find(db: &Connection, id: i64) -> rusqlite::Result<Option<Record<Photo>>> {
        db.prepare_cached("SELECT id, title, description, featured FROM photos WHERE id = ?1")?
            .query_row([id], Photo::from_row)
            .optional()
    }
}

/// A photo in the list: the photo and how many comments it has.
#[derive(Debug, Serialize)]
pub(crate) struct Listed {
    #[serde(flatten)]
    photo: Record<Photo>,
    comments_count: i64,
}

impl Listed {
    /// A row of a statement that selects the columns of [`Photo::from_row`] and
    /// `comments_count`.
    fn from_row(row: &Row<'_>) -> rusqlite::Result<Listed> {
        Ok(Listed {
            photo: Photo::from_row(row)?,
            comments_count: row.get("comments_count")?,
        })
    }

    /// The photos of the account `user_id`, oldest first.
    pub(crate) fn of_owner(db: &Connection, user_id: i64) -> rusqlite::Result<Vec<Listed>> {
        db.prepare_cached(
            "SELECT id, title, description, featured, \
             (SELECT count(*) FROM comments WHERE photo_id = photos.id) AS comments_count \
             FROM photos WHERE user_id = ?1 ORDER BY id",
        )?
        .query_map([user_id], Listed::from_row)?
        .collect()
    }
}

/// A photo on its own: the photo and its comments, oldest first.
#[derive(Debug, Serialize)]
struct WithComments {
    #[serde(flatten)]
    photo: Record<Photo>,
    comments: Vec<Record<Comment>>,
}

/// `PhotosController`'s actions, as its `#[restful_axum::actions]` block gives them, behind
/// their filters: "login" on all but the reads, "owner" (after it) on the actions that change
/// a photo.
pub(crate) fn filtered(db: &Db) -> Actions<Db> {
    PhotosController::actions()
        .layer_except(["index", "show", SEARCH], from_fn(auth::require_login))
        .named("login")
        .layer_only(
            ["edit_form", "update", "destroy", FEATURE, UNFEATURE],
            from_fn_with_state(db.clone(), owner_only),
        )
        .named("owner")
}

/// The filter "owner", behind "login": the photo's owner goes on, anyone else is answered
/// 403. An id that names no photo goes on too, to the handler's 404.
async fn owner_only(
    State(db): State<Db>,
    Id(id): Id<i64>,
    request: Request,
    next: Next,
) -> Response {
    let owner = db.read(move |db| Photo::owner(db, id)).await;
    let refusal = "This photo is not yours: only the account that added it can change it.";
    auth::only_its_owner(request, next, owner, refusal).await
}

/// The handlers: each function is the one of the action it is named after.
#[restful_axum::actions(state = Db)]
impl PhotosController {
    async fn index(State(db): State<Db>, format: Format) -> Answer {
        let photos = db
            .read(|db| {
                db.prepare_cached(
                    "SELECT id, title, description, featured, \
                     (SELECT count(*) FROM comments WHERE photo_id = photos.id) AS comments_count \
                     FROM photos ORDER BY id",
                )?
                .query_map([], Listed::from_row)?
                .collect::<rusqlite::Result<Vec<_>>>()
            })
            .await
            .map_err(db::failed(format))?;
        if format == Format::Json {
            return Ok(Json(photos).into_response());
        }
        Ok(render(&IndexPage {
            page: page("Photos"),
            new_href: PhotosController::new_form_path(),
            search_href: PhotosController::search_path(),
            photos: photos.into_iter().map(ListItem::of).collect(),
        }))
    }

    async fn new_form(token: FormToken) -> Response {
        form_page(None, &Photo::default(), &[], token)
    }

    async fn create(
        State(db): State<Db>,
        Extension(CurrentUser(user)): Extension<CurrentUser>,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<Photo>,
    ) -> Answer {
        let photo = match input.validate() {
            Ok(photo) => photo,
            Err(problems) => return Ok(refused(format, None, &input, problems, token)),
        };
        let created = db
            .write(move |db| {
                db.prepare_cached(
                    "INSERT INTO photos (title, description, user_id) VALUES (?1, ?2, ?3)",
                )?
                .execute((&photo.title, &photo.description, user.id))?;
                Ok(Record::new(db.last_insert_rowid(), photo))
            })
            .await
            .map_err(db::failed(format))?;
        let shown_at = PhotosController::show_path(created.id);
        Ok(negotiate::created(format, shown_at, created))
    }

    async fn show(
        State(db): State<Db>,
        Id(id): Id<i64>,
        format: Format,
        token: FormToken,
    ) -> Answer {
        let found = db
            .read(move |db| {
                let Some(photo) = Photo::find(db, id)? else {
                    return Ok(None);
                };
                let owner = Photo::owner(db, id)?;
                let username = Photo::owner_username(db, id)?;
                Ok(Some((photo, owner, username, Comment::of_photo(db, id)?)))
            })
            .await
            .map_err(db::failed(format))?;
        let Some((photo, owner, username, comments)) = found else {
            return Err(not_found(format, id));
        };
        if format == Format::Json {
            return Ok(Json(WithComments { photo, comments }).into_response());
        }
        let mine = owner.is_some() && owner == auth::visitor().user_id();
        Ok(render(&ShowPage {
            page: page(&photo.fields.title),
            links: ShowLinks {
                edit: PhotosController::edit_form_path(id),
                destroy: PhotosController::destroy_path(id),
                feature: PhotosController::feature_path(id),
                unfeature: PhotosController::unfeature_path(id),
                index: PhotosController::index_path(),
                comments: CommentsController::index_path(id),
                new_comment: CommentsController::new_form_path(id),
            },
            owner: username
                .filter(|username| !username.is_empty())
                .map(|username| Owner {
                    href: UsersController::profile_path(&username),
                    username,
                }),
            comments: comments
                .into_iter()
                .map(|comment| CommentItem::of(id, comment))
                .collect(),
            photo: photo.fields,
            mine,
            // Only the buttons of the visitor's own need it: other pages set no cookie.
            token: if mine { token.value() } else { String::new() },
        }))
    }

    async fn edit_form(
        State(db): State<Db>,
        Id(id): Id<i64>,
        format: Format,
        token: FormToken,
    ) -> Answer {
        let found = db
            .read(move |db| Photo::find(db, id))
            .await
            .map_err(db::failed(format))?;
        match found {
            Some(photo) => Ok(form_page(Some(id), &photo.fields, &[], token)),
            None => Err(not_found(format, id)),
        }
    }

    async fn update(
        State(db): State<Db>,
        Id(id): Id<i64>,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<Photo>,
    ) -> Answer {
        let validated = input.validate();
        // One transaction: 404 before 422 (no form to fix for a photo that is not there), and
        // nothing written unless both pass.
        let saved = db
            .write(move |db| {
                let Some(stored) = Photo::find(db, id)? else {
                    return Ok(None);
                };
                let Ok(mut photo) = validated else {
                    return Ok(Some(validated));
                };
                // Not an update's to change: `feature` and `unfeature` are.
                photo.featured = stored.fields.featured;
                db.prepare_cached("UPDATE photos SET title = ?1, description = ?2 WHERE id = ?3")?
                    .execute((&photo.title, &photo.description, id))?;
                Ok(Some(Ok(photo)))
            })
            .await
            .map_err(db::failed(format))?;
        match saved {
            None => Err(not_found(format, id)),
            Some(Err(problems)) => Ok(refused(format, Some(id), &input, problems, token)),
            Some(Ok(photo)) if format == Format::Json => {
                Ok(Json(Record::new(id, photo)).into_response())
            }
            Some(Ok(_)) => Ok(Redirect::to(&PhotosController::show_path(id)).into_response()),
        }
    }

    async fn destroy(State(db): State<Db>, Id(id): Id<i64>, format: Format) -> Answer {
        // The comments go with it: `ON DELETE CASCADE`.
        let deleted = db.delete("photos", id).await;
        if !deleted.map_err(db::failed(format))? {
            return Err(not_found(format, id));
        }
        Ok(negotiate::deleted(format, &PhotosController::index_path()))
    }

    /// The photos whose title or description holds `q`, newest first, at most as many as the
    /// settings' `search_limit`: the list as the index shows it (JSON: the same objects), with
    /// the search form above it. An empty `q` is the form alone (JSON: no photo).
    async fn search(
        State(db): State<Db>,
        format: Format,
        query: Result<Query<SearchQuery>, QueryRejection>,
    ) -> Answer {
        // A query string serde cannot read (`?q=a&q=b`): 400, in the format asked for.
        let Query(query) =
            query.map_err(|err| failure(format, err.status(), vec![err.body_text()]))?;
        let text = match SEARCH_TEXT.check(&query.q) {
            Ok(text) => text,
            Err(problem) => {
                let status = StatusCode::UNPROCESSABLE_ENTITY;
                return Ok(match format {
                    Format::Json => failure(format, status, vec![problem]),
                    Format::Html => {
                        let limit = db
                            .read(Settings::search_limit)
                            .await
                            .map_err(db::failed(format))?;
                        let page = search_page(&query.q, limit, None, Vec::new(), &[problem]);
                        (status, page).into_response()
                    }
                });
            }
        };
        let searched = text.clone();
        let (limit, found) = db
            .read(move |db| {
                let limit = Settings::search_limit(db)?;
                if searched.is_empty() {
                    return Ok((limit, Vec::new()));
                }
                // One more than shown, to know whether there are more.
                let found = db
                    .prepare_cached(
                        "SELECT id, title, description, featured, \
                         (SELECT count(*) FROM comments WHERE photo_id = photos.id) AS comments_count \
                         FROM photos \
                         WHERE title LIKE ?1 ESCAPE '\\' OR description LIKE ?1 ESCAPE '\\' \
                         ORDER BY id DESC LIMIT ?2",
                    )?
                    .query_map(
                        (contains_pattern(&searched), i64::from(limit) + 1),
                        Listed::from_row,
                    )?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                Ok((limit, found))
            })
            .await
            .map_err(db::failed(format))?;
        let shown = usize::try_from(limit).unwrap_or(usize::MAX);
        let more = found.len() > shown;
        let found = found.into_iter().take(shown);
        if format == Format::Json {
            return Ok(Json(found.collect::<Vec<_>>()).into_response());
        }
        let summary = (!text.is_empty()).then(|| summary(&text, found.len(), limit, more));
        let photos = found.map(ListItem::of).collect();
        Ok(search_page(&text, limit, summary, photos, &[]))
    }

    async fn feature(State(db): State<Db>, Id(id): Id<i64>, format: Format) -> Answer {
        set_featured(db, id, format, true).await
    }

    async fn unfeature(State(db): State<Db>, Id(id): Id<i64>, format: Format) -> Answer {
        set_featured(db, id, format, false).await
    }
}

#[derive(Template)]
#[template(path = "photos/index.html")]
struct IndexPage {
    page: Page,
    new_href: String,
    search_href: String,
    photos: Vec<ListItem>,
}

/// A photo as the index, the search and an account's page list it.
pub(crate) struct ListItem {
    pub(crate) href: String,
    pub(crate) title: String,
    pub(crate) featured: bool,
    pub(crate) comments: i64,
}

impl ListItem {
    pub(crate) fn of(listed: Listed) -> ListItem {
        ListItem {
            href: PhotosController::show_path(listed.photo.id),
            title: listed.photo.fields.title,
            featured: listed.photo.fields.featured,
            comments: listed.comments_count,
        }
    }
}

/// What `GET /photos/search` reads from the query string: `q`, the text to look for. Left out,
/// it is empty.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
struct SearchQuery {
    q: String,
}

/// The text of a search.
pub(crate) const SEARCH_TEXT: TextField = TextField {
    label: "Search",
    presence: Presence::Optional,
    max_chars: 100,
};

/// `text` as a LIKE pattern that matches it anywhere, literally: `%`, `_` and the escape
/// character `\` itself are escaped with `\` (the statement says `ESCAPE '\'`).
fn contains_pattern(text: &str) -> String {
    let mut pattern = String::with_capacity(text.len() + 2);
    pattern.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// What a search found, in words: how many, and whether more were left out.
fn summary(text: &str, shown: usize, limit: u32, more: bool) -> String {
    match (shown, more) {
        (_, true) if limit == 1 => {
            format!("More than one photo matches “{text}”: only the newest is shown.")
        }
        (_, true) => {
            format!("More than {limit} photos match “{text}”: the {limit} newest are shown.")
        }
        (0, false) => format!("No photo matches “{text}”."),
        (1, false) => format!("1 photo matches “{text}”."),
        (n, false) => format!("{n} photos match “{text}”, newest first."),
    }
}

#[derive(Template)]
#[template(path = "photos/search.html")]
struct SearchPage<'a> {
    page: Page,
    search_href: String,
    index_href: String,
    query: &'a str,
    limit: u32,
    /// What the search found, in words; none before a search.
    summary: Option<String>,
    photos: Vec<ListItem>,
    problems: &'a [String],
}

/// The search form with `query` in it, and what the search found when there was one.
fn search_page(
    query: &str,
    limit: u32,
    summary: Option<String>,
    photos: Vec<ListItem>,
    problems: &[String],
) -> Response {
    render(&SearchPage {
        page: page("Search photos"),
        search_href: PhotosController::search_path(),
        index_href: PhotosController::index_path(),
        query,
        limit,
        summary,
        photos,
        problems,
    })
}

#[derive(Template)]
#[template(path = "photos/show.html")]
struct ShowPage {
    page: Page,
    photo: Photo,
    links: ShowLinks,
    comments: Vec<CommentItem>,
    /// Its owner's username and page.
    owner: Option<Owner>,
    /// Whether the visitor owns it: the buttons that change it are theirs.
    mine: bool,
    token: String,
}

/// The account that owns a photo: its username, and its page (`/~{username}`).
struct Owner {
    username: String,
    href: String,
}

struct ShowLinks {
    edit: String,
    destroy: String,
    feature: String,
    unfeature: String,
    index: String,
    comments: String,
    new_comment: String,
}

/// Marks the photo `id` as featured or not, whatever it was: the photo as it now is for
/// JSON, a 303 to its page for a browser; 404 when there is no such photo.
async fn set_featured(db: Db, id: i64, format: Format, featured: bool) -> Answer {
    let saved = db
        .write(move |db| {
            db.prepare_cached("UPDATE photos SET featured = ?1 WHERE id = ?2")?
                .execute((featured, id))?;
            Photo::find(db, id)
        })
        .await
        .map_err(db::failed(format))?;
    match saved {
        None => Err(not_found(format, id)),
        Some(photo) if format == Format::Json => Ok(Json(photo).into_response()),
        Some(_) => Ok(Redirect::to(&PhotosController::show_path(id)).into_response()),
    }
}

#[derive(Template)]
#[template(path = "photos/form.html")]
struct FormPage<'a> {
    page: Page,
    editing: bool,
    action: String,
    submit: &'static str,
    cancel: String,
    photo: &'a Photo,
    problems: &'a [String],
    token: String,
}

/// The form of `new_form` (no id) or of `edit_form` (the photo's id), also shown again with
/// the problems and the user's input when a create or an update is refused.
fn form_page(id: Option<i64>, photo: &Photo, problems: &[String], token: FormToken) -> Response {
    let (title, action, submit, cancel) = match id {
        None => (
            "New photo",
            PhotosController::create_path(),
            "Create photo",
            PhotosController::index_path(),
        ),
        Some(id) => (
            "Edit photo",
            PhotosController::update_path(id),
            "Save changes",
            PhotosController::show_path(id),
        ),
    };
    render(&FormPage {
        page: page(title),
        editing: id.is_some(),
        action,
        submit,
        cancel,
        photo,
        problems,
        token: token.value(),
    })
}

/// A create or an update that did not pass validation: 422, with the form again or the
/// problems as JSON.
fn refused(
    format: Format,
    id: Option<i64>,
    input: &Photo,
    problems: Vec<String>,
    token: FormToken,
) -> Response {
    let status = StatusCode::UNPROCESSABLE_ENTITY;
    match format {
        Format::Json => failure(format, status, problems),
        Format::Html => (status, form_page(id, input, &problems, token)).into_response(),
    }
}

pub(crate) fn not_found(format: Format, id: i64) -> Response {
    let message = format!("There is no photo with the id {id}.");
    failure(format, StatusCode::NOT_FOUND, vec![message])
}

fn page(title: &str) -> Page {
    Page::new(Some(PhotosController::CONTROLLER), title)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_patterns_match_the_text_literally() {
        let cases = [
            ("dawn", "%dawn%"),
            ("100%", "%100\\%%"),
            ("pier_2", "%pier\\_2%"),
            (r"C:\x", r"%C:\\x%"),
            (r"\%_", r"%\\\%\_%"),
            ("", "%%"),
        ];
        for (text, pattern) in cases {
            assert_eq!(contains_pattern(text), pattern, "{text:?}");
        }
    }

    /// The statement of `search`, on a real database: wildcards in the text are literal.
    #[test]
    fn like_with_the_escaped_pattern_finds_only_the_literal_text() {
        let db = rusqlite::Connection::open_in_memory().unwrap();
        let titles = [
            "100% cotton sails",
            "1000 boats",
            "pier_2 at noon",
            "pier 2 at noon",
            r"C:\photos",
            "Cphotos",
            "HARBOUR",
        ];
        let found = |text: &str| -> Vec<String> {
            let mut statement = db
                .prepare("SELECT t FROM titles WHERE t LIKE ?1 ESCAPE '\\' ORDER BY rowid")
                .unwrap();
            statement
                .query_map([contains_pattern(text)], |row| row.get(0))
                .unwrap()
                .collect::<rusqlite::Result<_>>()
                .unwrap()
        };
        db.execute("CREATE TABLE titles (t TEXT)", []).unwrap();
        for title in titles {
            db.execute("INSERT INTO titles (t) VALUES (?1)", [title])
                .unwrap();
        }
        assert_eq!(found("100%"), ["100% cotton sails"]);
        assert_eq!(found("100"), ["100% cotton sails", "1000 boats"]);
        assert_eq!(found("pier_2"), ["pier_2 at noon"]);
        assert_eq!(found(r"C:\"), [r"C:\photos"]);
        assert_eq!(found("%"), ["100% cotton sails"]);
        assert_eq!(found("_"), ["pier_2 at noon"]);
        assert_eq!(found("harbour"), ["HARBOUR"], "ASCII letters in any case");
        assert!(found("%_%").is_empty());
    }

    #[test]
    fn summaries_say_how_many_and_whether_some_were_left_out() {
        let cases = [
            (0, 50, false, "No photo matches “x”."),
            (1, 50, false, "1 photo matches “x”."),
            (3, 50, false, "3 photos match “x”, newest first."),
            (
                50,
                50,
                true,
                "More than 50 photos match “x”: the 50 newest are shown.",
            ),
            (
                1,
                1,
                true,
                "More than one photo matches “x”: only the newest is shown.",
            ),
        ];
        for (shown, limit, more, expected) in cases {
            assert_eq!(summary("x", shown, limit, more), expected);
        }
    }

    #[test]
    fn the_custom_actions_are_declared() {
        for name in [SEARCH, FEATURE, UNFEATURE] {
            let action = PhotosController::CONTROLLER.action(name);
            assert!(action.is_some_and(|action| action.is_custom()), "{name}");
        }
        assert_eq!(PhotosController::search_path(), "/photos/search");
        assert_eq!(PhotosController::feature_path(7), "/photos/7/feature");
        assert_eq!(PhotosController::unfeature_path(7), "/photos/7/unfeature");
    }
}
