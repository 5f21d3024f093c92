//! `/photos`: a controller with all seven actions, answering HTML pages and JSON. A photo's
//! page lists its comments (`crate::comments`).

use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Redirect, Response};
use restful_axum::{Actions, Id};
use restful_core::{Action, Restful};
use rusqlite::{Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};

use crate::comments::{self, Comment, CommentItem};
use crate::csrf::FormToken;
use crate::db::{self, Db, Record, row_id};
use crate::negotiate::{self, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::validate::{self, Presence};

/// The photo album: `/photos`, with every action.
#[derive(Restful)]
pub struct PhotosController;

/// A photo, as stored and as submitted: a form's fields, or a JSON object. A field left out
/// is empty, so that a missing title reads "Title is required." like an empty one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default)]
pub struct Photo {
    /// Required, at most 100 characters.
    pub title: String,
    /// At most 2000 characters.
    pub description: String,
}

impl Photo {
    /// The photo to save, trimmed, or what is wrong with this one.
    fn validate(&self) -> Result<Photo, Vec<String>> {
        let title = validate::text("Title", &self.title, Presence::Required, 100);
        let description =
            validate::text("Description", &self.description, Presence::Optional, 2000);
        match (title, description) {
            (Ok(title), Ok(description)) => Ok(Photo { title, description }),
            (title, description) => Err(title.err().into_iter().chain(description.err()).collect()),
        }
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<Record<Photo>> {
        let photo = Photo {
            title: row.get("title")?,
            description: row.get("description")?,
        };
        Ok(Record::new(row.get("id")?, photo))
    }

    /// The photo `id`, if there is one.
    pub(crate) fn find(db: &Connection, id: i64) -> rusqlite::Result<Option<Record<Photo>>> {
        db.prepare_cached("SELECT id, title, description FROM photos WHERE id = ?1")?
            .query_row([id], Photo::from_row)
            .optional()
    }
}

/// A photo in the list: the photo and how many comments it has.
#[derive(Debug, Serialize)]
struct Listed {
    #[serde(flatten)]
    photo: Record<Photo>,
    comments_count: i64,
}

/// A photo on its own: the photo and its comments, oldest first.
#[derive(Debug, Serialize)]
struct WithComments {
    #[serde(flatten)]
    photo: Record<Photo>,
    comments: Vec<Record<Comment>>,
}

/// The handlers of `PhotosController`'s actions.
pub(crate) fn actions() -> Actions<Db> {
    Actions::new()
        .index(index)
        .new_form(new_form)
        .create(create)
        .show(show)
        .edit_form(edit_form)
        .update(update)
        .destroy(destroy)
}

type Answer = Result<Response, Response>;

async fn index(State(db): State<Db>, format: Format) -> Answer {
    let photos = db
        .read(|db| {
            db.prepare_cached(
                "SELECT id, title, description, \
                 (SELECT count(*) FROM comments WHERE photo_id = photos.id) AS comments_count \
                 FROM photos ORDER BY id",
            )?
            .query_map([], |row| {
                Ok(Listed {
                    photo: Photo::from_row(row)?,
                    comments_count: row.get("comments_count")?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()
        })
        .await
        .map_err(db::failed(format))?;
    if format == Format::Json {
        return Ok(Json(photos).into_response());
    }
    Ok(render(&IndexPage {
        page: page("Photos"),
        new_href: path(Action::NewForm, None),
        photos: photos
            .into_iter()
            .map(|listed| ListItem {
                href: path(Action::Show, Some(&listed.photo.id)),
                title: listed.photo.fields.title,
                comments: listed.comments_count,
            })
            .collect(),
    }))
}

#[derive(Template)]
#[template(path = "photos/index.html")]
struct IndexPage {
    page: Page,
    new_href: String,
    photos: Vec<ListItem>,
}

struct ListItem {
    href: String,
    title: String,
    comments: i64,
}

async fn new_form(token: FormToken) -> Response {
    form_page(None, &Photo::default(), &[], token)
}

async fn create(
    State(db): State<Db>,
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
            db.prepare_cached("INSERT INTO photos (title, description) VALUES (?1, ?2)")?
                .execute((&photo.title, &photo.description))?;
            Ok(Record::new(db.last_insert_rowid(), photo))
        })
        .await
        .map_err(db::failed(format))?;
    let shown_at = path(Action::Show, Some(&created.id));
    Ok(negotiate::created(format, shown_at, created))
}

async fn show(State(db): State<Db>, Id(id): Id, format: Format, token: FormToken) -> Answer {
    let Some(row) = row_id(&id) else {
        return Err(not_found(format, &id));
    };
    let found = db
        .read(move |db| {
            let Some(photo) = Photo::find(db, row)? else {
                return Ok(None);
            };
            Ok(Some((photo, Comment::of_photo(db, row)?)))
        })
        .await
        .map_err(db::failed(format))?;
    let Some((photo, comments)) = found else {
        return Err(not_found(format, &id));
    };
    if format == Format::Json {
        return Ok(Json(WithComments { photo, comments }).into_response());
    }
    Ok(render(&ShowPage {
        page: page(&photo.fields.title),
        links: ShowLinks {
            edit: path(Action::EditForm, Some(&id)),
            destroy: path(Action::Destroy, Some(&id)),
            index: path(Action::Index, None),
            comments: comments::path(Action::Index, &[&id]),
            new_comment: comments::path(Action::NewForm, &[&id]),
        },
        comments: comments
            .into_iter()
            .map(|comment| CommentItem::of(&id, comment))
            .collect(),
        photo: photo.fields,
        token: token.value(),
    }))
}

#[derive(Template)]
#[template(path = "photos/show.html")]
struct ShowPage {
    page: Page,
    photo: Photo,
    links: ShowLinks,
    comments: Vec<CommentItem>,
    token: String,
}

struct ShowLinks {
    edit: String,
    destroy: String,
    index: String,
    comments: String,
    new_comment: String,
}

async fn edit_form(State(db): State<Db>, Id(id): Id, format: Format, token: FormToken) -> Answer {
    let found = match row_id(&id) {
        Some(row) => db
            .read(move |db| Photo::find(db, row))
            .await
            .map_err(db::failed(format))?,
        None => None,
    };
    match found {
        Some(photo) => Ok(form_page(Some(&id), &photo.fields, &[], token)),
        None => Err(not_found(format, &id)),
    }
}

async fn update(
    State(db): State<Db>,
    Id(id): Id,
    format: Format,
    token: FormToken,
    Submitted(input): Submitted<Photo>,
) -> Answer {
    let Some(row) = row_id(&id) else {
        return Err(not_found(format, &id));
    };
    let validated = input.validate();
    // One transaction: 404 before 422 (no form to fix for a photo that is not there), and
    // nothing written unless both pass.
    let saved = db
        .write(move |db| {
            if Photo::find(db, row)?.is_none() {
                return Ok(None);
            }
            let Ok(photo) = validated else {
                return Ok(Some(validated));
            };
            db.prepare_cached("UPDATE photos SET title = ?1, description = ?2 WHERE id = ?3")?
                .execute((&photo.title, &photo.description, row))?;
            Ok(Some(Ok(photo)))
        })
        .await
        .map_err(db::failed(format))?;
    match saved {
        None => Err(not_found(format, &id)),
        Some(Err(problems)) => Ok(refused(format, Some(&id), &input, problems, token)),
        Some(Ok(photo)) if format == Format::Json => {
            Ok(Json(Record::new(row, photo)).into_response())
        }
        Some(Ok(_)) => Ok(Redirect::to(&path(Action::Show, Some(&id))).into_response()),
    }
}

async fn destroy(State(db): State<Db>, Id(id): Id, format: Format) -> Answer {
    // The comments go with it: `ON DELETE CASCADE`.
    let deleted = db.delete("photos", &id).await;
    if !deleted.map_err(db::failed(format))? {
        return Err(not_found(format, &id));
    }
    Ok(negotiate::deleted(format, &path(Action::Index, None)))
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
fn form_page(id: Option<&str>, photo: &Photo, problems: &[String], token: FormToken) -> Response {
    let (title, action, submit, cancel) = match id {
        None => (
            "New photo",
            path(Action::Create, None),
            "Create photo",
            path(Action::Index, None),
        ),
        Some(id) => (
            "Edit photo",
            path(Action::Update, Some(id)),
            "Save changes",
            path(Action::Show, Some(id)),
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
    id: Option<&str>,
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

pub(crate) fn not_found(format: Format, id: &str) -> Response {
    let message = format!("There is no photo with the id {id}.");
    failure(format, StatusCode::NOT_FOUND, vec![message])
}

fn page(title: &str) -> Page {
    Page::new(Some(PhotosController::CONTROLLER), title)
}

/// Where `action` is, for the photo `id` when the action has one. Every link and form of this
/// file goes through here: no path is written by hand.
pub(crate) fn path(action: Action, id: Option<&str>) -> String {
    PhotosController::CONTROLLER
        .path_for(action, id)
        .expect("`PhotosController` serves every action, and ids are never empty")
}
