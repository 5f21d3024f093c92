//! `/photos/{photo_id}/comments`: comments nested under photos, with all seven actions. Every
//! action answers 404 when the photo is not there, and a comment is only found under its own
//! photo: `/photos/1/comments/5` is a 404 when comment 5 is on photo 2.
//!
//! Who may do what (`crate::auth`): anyone reads (`index`, `show`); writing, forms included,
//! is behind the filter "login" (`layer_except`), on any photo, whoever owns it; a comment
//! belongs to the account that wrote it, and only that account edits or deletes it (the
//! filter "author": 403 for anyone else, the photo's owner too). The name shown with a
//! comment is the one its writer typed.

use askama::Template;
use axum::Extension;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{Next, from_fn, from_fn_with_state};
use axum::response::{IntoResponse, Json, Redirect, Response};
use restful_axum::{Actions, Params};
use restful_core::Restful;
use rusqlite::{Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};

use crate::auth::{self, CurrentUser};
use crate::csrf::FormToken;
use crate::db::{self, Db, Record, row_id};
use crate::negotiate::{self, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::photos::{self, Photo, PhotosController};
use crate::validate::{Presence, TextField};

/// Comments on a photo: `/photos/{photo_id}/comments`, with every action.
#[derive(Restful)]
#[restful(parent = PhotosController)]
pub struct CommentsController;

/// A comment, as stored and as submitted. A field left out is empty.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default)]
pub struct Comment {
    /// Who wrote it: required, at most 50 characters.
    pub author: String,
    /// What they wrote: required, at most 2000 characters.
    pub body: String,
}

/// Who wrote a comment.
pub(crate) const AUTHOR: TextField = TextField {
    label: "Your name",
    presence: Presence::Required,
    max_chars: 50,
};

/// What a comment says.
pub(crate) const BODY: TextField = TextField {
    label: "Comment",
    presence: Presence::Required,
    max_chars: 2000,
};

impl Comment {
    /// The comment to save, trimmed, or what is wrong with this one.
    fn validate(&self) -> Result<Comment, Vec<String>> {
        let author = AUTHOR.check(&self.author);
        let body = BODY.check(&self.body);
        match (author, body) {
            (Ok(author), Ok(body)) => Ok(Comment { author, body }),
            (author, body) => Err(author.err().into_iter().chain(body.err()).collect()),
        }
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<Record<Comment>> {
        let comment = Comment {
            author: row.get("author")?,
            body: row.get("body")?,
        };
        Ok(Record::new(row.get("id")?, comment))
    }

    /// The comments of the photo `photo`, oldest first.
    pub(crate) fn of_photo(db: &Connection, photo: i64) -> rusqlite::Result<Vec<Record<Comment>>> {
        db.prepare_cached("SELECT id, author, body FROM comments WHERE photo_id = ?1 ORDER BY id")?
            .query_map([photo], Comment::from_row)?
            .collect()
    }

    /// The id of the user who wrote the comment `id` of the photo `photo`, if it is there.
    fn author(db: &Connection, photo: i64, id: i64) -> rusqlite::Result<Option<i64>> {
        db.prepare_cached("SELECT user_id FROM comments WHERE photo_id = ?1 AND id = ?2")?
            .query_row([photo, id], |row| row.get(0))
            .optional()
    }

    fn find(db: &Connection, photo: i64, id: i64) -> rusqlite::Result<Option<Record<Comment>>> {
        db.prepare_cached("SELECT id, author, body FROM comments WHERE photo_id = ?1 AND id = ?2")?
            .query_row([photo, id], Comment::from_row)
            .optional()
    }
}

/// A comment in a list: what it says, and the link to its page.
pub(crate) struct CommentItem {
    pub(crate) href: String,
    pub(crate) author: String,
    pub(crate) body: String,
}

impl CommentItem {
    pub(crate) fn of(photo_id: &str, comment: Record<Comment>) -> CommentItem {
        CommentItem {
            href: CommentsController::show_path(photo_id, &comment.id),
            author: comment.fields.author,
            body: comment.fields.body,
        }
    }
}

/// The handlers of `CommentsController`'s actions, and their filters: "login" on all but the
/// reads, "author" on the actions that change a comment.
pub(crate) fn actions(db: &Db) -> Actions<Db> {
    Actions::new()
        .index(index)
        .new_form(new_form)
        .create(create)
        .show(show)
        .edit_form(edit_form)
        .update(update)
        .destroy(destroy)
        .layer_except(["index", "show"], from_fn(auth::require_login))
        .named("login")
        .layer_only(
            ["edit_form", "update", "destroy"],
            from_fn_with_state(db.clone(), author_only),
        )
        .named("author")
}

/// The filter "author", behind "login": the comment's author goes on, anyone else is
/// answered 403. Ids that name no comment go on too, to the handler's 404.
async fn author_only(
    State(db): State<Db>,
    params: Params,
    request: Request,
    next: Next,
) -> Response {
    let rows = params
        .get("photo_id")
        .and_then(row_id)
        .zip(params.get("id").and_then(row_id));
    let Some((photo, id)) = rows else {
        return next.run(request).await;
    };
    let author = db.read(move |db| Comment::author(db, photo, id)).await;
    let refusal = "This comment is not yours: only the account that wrote it can change it.";
    auth::only_its_owner(request, next, author, refusal).await
}

type Answer = Result<Response, Response>;

/// The ids of the request as the path writes them (for messages and links) and as rows, or
/// the 404 of an id that names no row.
struct Ids<'a> {
    photo: &'a str,
    photo_row: i64,
    /// The comment's, for the routes with `{id}`.
    own: Option<(&'a str, i64)>,
}

impl<'a> Ids<'a> {
    // The error is the 404 a handler answers at once: boxing it would gain nothing.
    #[allow(clippy::result_large_err)]
    fn of(params: &'a Params, format: Format) -> Result<Ids<'a>, Response> {
        let photo = params.get("photo_id").unwrap_or_default();
        let photo_row = row_id(photo).ok_or_else(|| photos::not_found(format, photo))?;
        let own = match params.get("id") {
            Some(id) => {
                let row = row_id(id).ok_or_else(|| not_found(format, photo, id))?;
                Some((id, row))
            }
            None => None,
        };
        Ok(Ids {
            photo,
            photo_row,
            own,
        })
    }

    fn own(&self) -> (&'a str, i64) {
        self.own.expect("the routes with `{id}` have an id")
    }
}

/// What a lookup under a photo found.
enum Lookup<T> {
    NoPhoto,
    NoComment,
    Found(T),
}

impl<T> Lookup<T> {
    #[allow(clippy::result_large_err)] // As `Ids::of`.
    fn or_not_found(self, format: Format, ids: &Ids<'_>) -> Result<T, Response> {
        match self {
            Lookup::NoPhoto => Err(photos::not_found(format, ids.photo)),
            Lookup::NoComment => Err(not_found(format, ids.photo, ids.own().0)),
            Lookup::Found(found) => Ok(found),
        }
    }
}

async fn index(State(db): State<Db>, params: Params, format: Format) -> Answer {
    let ids = Ids::of(&params, format)?;
    let photo_row = ids.photo_row;
    let (photo, comments) = db
        .read(move |db| {
            let Some(photo) = Photo::find(db, photo_row)? else {
                return Ok(Lookup::NoPhoto);
            };
            Ok(Lookup::Found((photo, Comment::of_photo(db, photo_row)?)))
        })
        .await
        .map_err(db::failed(format))?
        .or_not_found(format, &ids)?;
    if format == Format::Json {
        return Ok(Json(comments).into_response());
    }
    Ok(render(&IndexPage {
        page: page(&format!("Comments on {}", photo.fields.title)),
        new_href: CommentsController::new_form_path(ids.photo),
        photo_href: PhotosController::show_path(ids.photo),
        photo_title: photo.fields.title,
        comments: comments
            .into_iter()
            .map(|comment| CommentItem::of(ids.photo, comment))
            .collect(),
    }))
}

#[derive(Template)]
#[template(path = "comments/index.html")]
struct IndexPage {
    page: Page,
    new_href: String,
    photo_href: String,
    photo_title: String,
    comments: Vec<CommentItem>,
}

async fn new_form(
    State(db): State<Db>,
    params: Params,
    format: Format,
    token: FormToken,
) -> Answer {
    let ids = Ids::of(&params, format)?;
    let photo = find_photo(&db, &ids, format).await?;
    Ok(form_page(&ids, &photo, &Comment::default(), &[], token))
}

async fn create(
    State(db): State<Db>,
    Extension(CurrentUser(user)): Extension<CurrentUser>,
    params: Params,
    format: Format,
    token: FormToken,
    Submitted(input): Submitted<Comment>,
) -> Answer {
    let ids = Ids::of(&params, format)?;
    let photo_row = ids.photo_row;
    let validated = input.validate();
    // One transaction: the photo is there when the comment is written (404 before 422).
    let saved = db
        .write(move |db| {
            let Some(photo) = Photo::find(db, photo_row)? else {
                return Ok(Lookup::NoPhoto);
            };
            let comment = match validated {
                Ok(comment) => comment,
                Err(problems) => return Ok(Lookup::Found(Err((photo, problems)))),
            };
            db.prepare_cached(
                "INSERT INTO comments (photo_id, author, body, user_id) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute((photo_row, &comment.author, &comment.body, user.id))?;
            Ok(Lookup::Found(Ok(Record::new(
                db.last_insert_rowid(),
                comment,
            ))))
        })
        .await
        .map_err(db::failed(format))?
        .or_not_found(format, &ids)?;
    match saved {
        Ok(created) => {
            let shown_at = CommentsController::show_path(ids.photo, &created.id);
            Ok(negotiate::created(format, shown_at, created))
        }
        Err((photo, problems)) => Ok(refused(format, &ids, &photo, &input, problems, token)),
    }
}

async fn show(State(db): State<Db>, params: Params, format: Format, token: FormToken) -> Answer {
    let ids = Ids::of(&params, format)?;
    let (photo, comment) = find_comment(&db, &ids, format).await?;
    if format == Format::Json {
        return Ok(Json(comment).into_response());
    }
    let (id, row) = ids.own();
    let photo_row = ids.photo_row;
    let author = db
        .read(move |db| Comment::author(db, photo_row, row))
        .await
        .map_err(db::failed(format))?;
    let mine = author.is_some() && author == auth::visitor().user_id();
    Ok(render(&ShowPage {
        page: page(&format!("Comment by {}", comment.fields.author)),
        edit_href: CommentsController::edit_form_path(ids.photo, id),
        destroy_href: CommentsController::destroy_path(ids.photo, id),
        photo_href: PhotosController::show_path(ids.photo),
        photo_title: photo.fields.title,
        comment: comment.fields,
        mine,
        // Only the buttons of the visitor's own need it: other pages set no cookie.
        token: if mine { token.value() } else { String::new() },
    }))
}

#[derive(Template)]
#[template(path = "comments/show.html")]
struct ShowPage {
    page: Page,
    comment: Comment,
    edit_href: String,
    destroy_href: String,
    photo_href: String,
    photo_title: String,
    /// Whether the visitor wrote it: the buttons that change it are theirs.
    mine: bool,
    token: String,
}

async fn edit_form(
    State(db): State<Db>,
    params: Params,
    format: Format,
    token: FormToken,
) -> Answer {
    let ids = Ids::of(&params, format)?;
    let (photo, comment) = find_comment(&db, &ids, format).await?;
    Ok(form_page(&ids, &photo, &comment.fields, &[], token))
}

async fn update(
    State(db): State<Db>,
    params: Params,
    format: Format,
    token: FormToken,
    Submitted(input): Submitted<Comment>,
) -> Answer {
    let ids = Ids::of(&params, format)?;
    let (photo_row, (_, row)) = (ids.photo_row, ids.own());
    let validated = input.validate();
    let saved = db
        .write(move |db| {
            let Some(photo) = Photo::find(db, photo_row)? else {
                return Ok(Lookup::NoPhoto);
            };
            if Comment::find(db, photo_row, row)?.is_none() {
                return Ok(Lookup::NoComment);
            }
            let comment = match validated {
                Ok(comment) => comment,
                Err(problems) => return Ok(Lookup::Found(Err((photo, problems)))),
            };
            db.prepare_cached("UPDATE comments SET author = ?1, body = ?2 WHERE id = ?3")?
                .execute((&comment.author, &comment.body, row))?;
            Ok(Lookup::Found(Ok(Record::new(row, comment))))
        })
        .await
        .map_err(db::failed(format))?
        .or_not_found(format, &ids)?;
    match saved {
        Ok(updated) if format == Format::Json => Ok(Json(updated).into_response()),
        Ok(updated) => Ok(
            Redirect::to(&CommentsController::show_path(ids.photo, &updated.id)).into_response(),
        ),
        Err((photo, problems)) => Ok(refused(format, &ids, &photo, &input, problems, token)),
    }
}

async fn destroy(State(db): State<Db>, params: Params, format: Format) -> Answer {
    let ids = Ids::of(&params, format)?;
    let (photo_row, (_, row)) = (ids.photo_row, ids.own());
    db.write(move |db| {
        if Photo::find(db, photo_row)?.is_none() {
            return Ok(Lookup::NoPhoto);
        }
        let deleted = db
            .prepare_cached("DELETE FROM comments WHERE photo_id = ?1 AND id = ?2")?
            .execute([photo_row, row])?;
        Ok(if deleted == 0 {
            Lookup::NoComment
        } else {
            Lookup::Found(())
        })
    })
    .await
    .map_err(db::failed(format))?
    .or_not_found(format, &ids)?;
    // Back to the photo, where the comment was listed.
    Ok(negotiate::deleted(
        format,
        &PhotosController::show_path(ids.photo),
    ))
}

async fn find_photo(db: &Db, ids: &Ids<'_>, format: Format) -> Result<Record<Photo>, Response> {
    let photo_row = ids.photo_row;
    db.read(move |db| {
        Ok(match Photo::find(db, photo_row)? {
            Some(photo) => Lookup::Found(photo),
            None => Lookup::NoPhoto,
        })
    })
    .await
    .map_err(db::failed(format))?
    .or_not_found(format, ids)
}

async fn find_comment(
    db: &Db,
    ids: &Ids<'_>,
    format: Format,
) -> Result<(Record<Photo>, Record<Comment>), Response> {
    let (photo_row, (_, row)) = (ids.photo_row, ids.own());
    db.read(move |db| {
        let Some(photo) = Photo::find(db, photo_row)? else {
            return Ok(Lookup::NoPhoto);
        };
        Ok(match Comment::find(db, photo_row, row)? {
            Some(comment) => Lookup::Found((photo, comment)),
            None => Lookup::NoComment,
        })
    })
    .await
    .map_err(db::failed(format))?
    .or_not_found(format, ids)
}

#[derive(Template)]
#[template(path = "comments/form.html")]
struct FormPage<'a> {
    page: Page,
    editing: bool,
    action: String,
    submit: &'static str,
    cancel: String,
    photo_href: String,
    photo_title: &'a str,
    comment: &'a Comment,
    problems: &'a [String],
    token: String,
}

/// The form of `new_form` (no own id) or of `edit_form`, also shown again with the problems
/// and the user's input when a create or an update is refused.
fn form_page(
    ids: &Ids<'_>,
    photo: &Record<Photo>,
    comment: &Comment,
    problems: &[String],
    token: FormToken,
) -> Response {
    let photo_href = PhotosController::show_path(ids.photo);
    let (title, action, submit, cancel) = match ids.own {
        None => (
            "New comment",
            CommentsController::create_path(ids.photo),
            "Add comment",
            photo_href.clone(),
        ),
        Some((id, _)) => (
            "Edit comment",
            CommentsController::update_path(ids.photo, id),
            "Save changes",
            CommentsController::show_path(ids.photo, id),
        ),
    };
    render(&FormPage {
        page: page(title),
        editing: ids.own.is_some(),
        action,
        submit,
        cancel,
        photo_href,
        photo_title: &photo.fields.title,
        comment,
        problems,
        token: token.value(),
    })
}

/// A create or an update that did not pass validation: 422, with the form again or the
/// problems as JSON.
fn refused(
    format: Format,
    ids: &Ids<'_>,
    photo: &Record<Photo>,
    input: &Comment,
    problems: Vec<String>,
    token: FormToken,
) -> Response {
    let status = StatusCode::UNPROCESSABLE_ENTITY;
    match format {
        Format::Json => failure(format, status, problems),
        Format::Html => (status, form_page(ids, photo, input, &problems, token)).into_response(),
    }
}

fn not_found(format: Format, photo_id: &str, id: &str) -> Response {
    let message = format!("The photo {photo_id} has no comment with the id {id}.");
    failure(format, StatusCode::NOT_FOUND, vec![message])
}

fn page(title: &str) -> Page {
    // Comments are part of the photos section.
    Page::new(Some(PhotosController::CONTROLLER), title)
}
