//! `/photos/{photo_id}/comments`: comments nested under photos, with all seven actions. Every
//! action answers 404 when the photo is not there, and a comment is only found under its own
//! photo: `/photos/1/comments/5` is a 404 when comment 5 is on photo 2.
//!
//! Who may do what (`crate::auth`): anyone reads (`index`, `show`); writing, forms included,
//! is behind the filter "login" (`layer_except`), on any photo, whoever owns it; a comment
//! belongs to the account that wrote it, and only that account edits or deletes it (the
//! filter "author": 403 for anyone else, the photo's owner too). The name shown with a
//! comment is the one its writer typed.
//!
//! The ids are SQLite rowids, `i64`s: the comment's (`id = i64`) and the photo's, typed by
//! `PhotosController`'s own `id = i64`. Each handler reads them at once, in path order, with
//! restful-axum's `Ids`: `Ids((photo_id, id)): Ids<(i64, i64)>` below a comment,
//! `Ids(photo_id): Ids<i64>` on the routes of the list. A path whose ids are not `i64`s
//! (`/photos/abc/comments`) is no route: the app's 404 answers it before any handler.

use askama::Template;
use axum::Extension;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{Next, from_fn, from_fn_with_state};
use axum::response::{IntoResponse, Json, Redirect, Response};
use restful_axum::{Actions, Ids};
use restful_core::Restful;
use rusqlite::{Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};

use crate::auth::{self, CurrentUser};
use crate::csrf::FormToken;
use crate::db::{self, Db, Record};
use crate::negotiate::{self, Answer, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::photos::{self, Photo, PhotosController};
use crate::validate::{Presence, TextField};

/// Comments on a photo: `/photos/{photo_id}/comments`, with every action.
#[derive(Restful)]
#[restful(parent = PhotosController, id = i64)]
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
    pub(crate) fn of(photo_id: i64, comment: Record<Comment>) -> CommentItem {
        CommentItem {
            href: CommentsController::show_path(photo_id, comment.id),
            author: comment.fields.author,
            body: comment.fields.body,
        }
    }
}

/// `CommentsController`'s actions, as its `#[restful_axum::actions]` block gives them, behind
/// their filters: "login" on all but the reads, "author" (after it) on the actions that change
/// a comment.
pub(crate) fn filtered(db: &Db) -> Actions<Db> {
    CommentsController::actions()
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
    Ids((photo_id, id)): Ids<(i64, i64)>,
    request: Request,
    next: Next,
) -> Response {
    let author = db.read(move |db| Comment::author(db, photo_id, id)).await;
    let refusal = "This comment is not yours: only the account that wrote it can change it.";
    auth::only_its_owner(request, next, author, refusal).await
}

/// The handlers: each function is the one of the action it is named after.
#[restful_axum::actions(state = Db)]
impl CommentsController {
    async fn index(State(db): State<Db>, Ids(photo_id): Ids<i64>, format: Format) -> Answer {
        let (photo, comments) = db
            .read(move |db| {
                let Some(photo) = Photo::find(db, photo_id)? else {
                    return Ok(Lookup::NoPhoto(photo_id));
                };
                Ok(Lookup::Found((photo, Comment::of_photo(db, photo_id)?)))
            })
            .await
            .map_err(db::failed(format))?
            .or_not_found(format)?;
        if format == Format::Json {
            return Ok(Json(comments).into_response());
        }
        Ok(render(&IndexPage {
            page: page(&format!("Comments on {}", photo.fields.title)),
            new_href: CommentsController::new_form_path(photo_id),
            photo_href: PhotosController::show_path(photo_id),
            photo_title: photo.fields.title,
            comments: comments
                .into_iter()
                .map(|comment| CommentItem::of(photo_id, comment))
                .collect(),
        }))
    }

    async fn new_form(
        State(db): State<Db>,
        Ids(photo_id): Ids<i64>,
        format: Format,
        token: FormToken,
    ) -> Answer {
        let photo = find_photo(&db, photo_id, format).await?;
        Ok(form_page(
            photo_id,
            None,
            &photo,
            &Comment::default(),
            &[],
            token,
        ))
    }

    async fn create(
        State(db): State<Db>,
        Extension(CurrentUser(user)): Extension<CurrentUser>,
        Ids(photo_id): Ids<i64>,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<Comment>,
    ) -> Answer {
        let validated = input.validate();
        // One transaction: the photo is there when the comment is written (404 before 422).
        let saved = db
            .write(move |db| {
                let Some(photo) = Photo::find(db, photo_id)? else {
                    return Ok(Lookup::NoPhoto(photo_id));
                };
                let comment = match validated {
                    Ok(comment) => comment,
                    Err(problems) => return Ok(Lookup::Found(Err((photo, problems)))),
                };
                db.prepare_cached(
                    "INSERT INTO comments (photo_id, author, body, user_id) VALUES (?1, ?2, ?3, ?4)",
                )?
                .execute((photo_id, &comment.author, &comment.body, user.id))?;
                Ok(Lookup::Found(Ok(Record::new(
                    db.last_insert_rowid(),
                    comment,
                ))))
            })
            .await
            .map_err(db::failed(format))?
            .or_not_found(format)?;
        match saved {
            Ok(created) => {
                let shown_at = CommentsController::show_path(photo_id, created.id);
                Ok(negotiate::created(format, shown_at, created))
            }
            Err((photo, problems)) => Ok(refused(
                format, photo_id, None, &photo, &input, problems, token,
            )),
        }
    }

    async fn show(
        State(db): State<Db>,
        Ids((photo_id, id)): Ids<(i64, i64)>,
        format: Format,
        token: FormToken,
    ) -> Answer {
        let (photo, comment) = find_comment(&db, photo_id, id, format).await?;
        if format == Format::Json {
            return Ok(Json(comment).into_response());
        }
        let author = db
            .read(move |db| Comment::author(db, photo_id, id))
            .await
            .map_err(db::failed(format))?;
        let mine = author.is_some() && author == auth::visitor().user_id();
        Ok(render(&ShowPage {
            page: page(&format!("Comment by {}", comment.fields.author)),
            edit_href: CommentsController::edit_form_path(photo_id, id),
            destroy_href: CommentsController::destroy_path(photo_id, id),
            photo_href: PhotosController::show_path(photo_id),
            photo_title: photo.fields.title,
            comment: comment.fields,
            mine,
            // Only the buttons of the visitor's own need it: other pages set no cookie.
            token: if mine { token.value() } else { String::new() },
        }))
    }

    async fn edit_form(
        State(db): State<Db>,
        Ids((photo_id, id)): Ids<(i64, i64)>,
        format: Format,
        token: FormToken,
    ) -> Answer {
        let (photo, comment) = find_comment(&db, photo_id, id, format).await?;
        Ok(form_page(
            photo_id,
            Some(id),
            &photo,
            &comment.fields,
            &[],
            token,
        ))
    }

    async fn update(
        State(db): State<Db>,
        Ids((photo_id, id)): Ids<(i64, i64)>,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<Comment>,
    ) -> Answer {
        let validated = input.validate();
        let saved = db
            .write(move |db| {
                let Some(photo) = Photo::find(db, photo_id)? else {
                    return Ok(Lookup::NoPhoto(photo_id));
                };
                if Comment::find(db, photo_id, id)?.is_none() {
                    return Ok(Lookup::NoComment(photo_id, id));
                }
                let comment = match validated {
                    Ok(comment) => comment,
                    Err(problems) => return Ok(Lookup::Found(Err((photo, problems)))),
                };
                db.prepare_cached("UPDATE comments SET author = ?1, body = ?2 WHERE id = ?3")?
                    .execute((&comment.author, &comment.body, id))?;
                Ok(Lookup::Found(Ok(Record::new(id, comment))))
            })
            .await
            .map_err(db::failed(format))?
            .or_not_found(format)?;
        match saved {
            Ok(updated) if format == Format::Json => Ok(Json(updated).into_response()),
            Ok(_) => Ok(Redirect::to(&CommentsController::show_path(photo_id, id)).into_response()),
            Err((photo, problems)) => Ok(refused(
                format,
                photo_id,
                Some(id),
                &photo,
                &input,
                problems,
                token,
            )),
        }
    }

    async fn destroy(
        State(db): State<Db>,
        Ids((photo_id, id)): Ids<(i64, i64)>,
        format: Format,
    ) -> Answer {
        db.write(move |db| {
            if Photo::find(db, photo_id)?.is_none() {
                return Ok(Lookup::NoPhoto(photo_id));
            }
            let deleted = db
                .prepare_cached("DELETE FROM comments WHERE photo_id = ?1 AND id = ?2")?
                .execute([photo_id, id])?;
            Ok(if deleted == 0 {
                Lookup::NoComment(photo_id, id)
            } else {
                Lookup::Found(())
            })
        })
        .await
        .map_err(db::failed(format))?
        .or_not_found(format)?;
        // Back to the photo, where the comment was listed.
        Ok(negotiate::deleted(
            format,
            &PhotosController::show_path(photo_id),
        ))
    }
}

/// What a lookup under a photo found, or which row it did not find.
enum Lookup<T> {
    /// No photo has this id.
    NoPhoto(i64),
    /// The photo (the first id) has no comment with this id (the second).
    NoComment(i64, i64),
    Found(T),
}

impl<T> Lookup<T> {
    /// What was found, or the 404 that says what was not.
    // The error is the 404 a handler answers at once: boxing it would gain nothing.
    #[allow(clippy::result_large_err)]
    fn or_not_found(self, format: Format) -> Result<T, Response> {
        match self {
            Lookup::NoPhoto(photo_id) => Err(photos::not_found(format, photo_id)),
            Lookup::NoComment(photo_id, id) => Err(not_found(format, photo_id, id)),
            Lookup::Found(found) => Ok(found),
        }
    }
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

async fn find_photo(db: &Db, photo_id: i64, format: Format) -> Result<Record<Photo>, Response> {
    db.read(move |db| {
        Ok(match Photo::find(db, photo_id)? {
            Some(photo) => Lookup::Found(photo),
            None => Lookup::NoPhoto(photo_id),
        })
    })
    .await
    .map_err(db::failed(format))?
    .or_not_found(format)
}

async fn find_comment(
    db: &Db,
    photo_id: i64,
    id: i64,
    format: Format,
) -> Result<(Record<Photo>, Record<Comment>), Response> {
    db.read(move |db| {
        let Some(photo) = Photo::find(db, photo_id)? else {
            return Ok(Lookup::NoPhoto(photo_id));
        };
        Ok(match Comment::find(db, photo_id, id)? {
            Some(comment) => Lookup::Found((photo, comment)),
            None => Lookup::NoComment(photo_id, id),
        })
    })
    .await
    .map_err(db::failed(format))?
    .or_not_found(format)
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

/// The form of `new_form` (no own id) or of `edit_form` (the comment's `id`) under the photo
/// `photo_id`, also shown again with the problems and the user's input when a create or an
/// update is refused.
fn form_page(
    photo_id: i64,
    id: Option<i64>,
    photo: &Record<Photo>,
    comment: &Comment,
    problems: &[String],
    token: FormToken,
) -> Response {
    let photo_href = PhotosController::show_path(photo_id);
    let (title, action, submit, cancel) = match id {
        None => (
            "New comment",
            CommentsController::create_path(photo_id),
            "Add comment",
            photo_href.clone(),
        ),
        Some(id) => (
            "Edit comment",
            CommentsController::update_path(photo_id, id),
            "Save changes",
            CommentsController::show_path(photo_id, id),
        ),
    };
    render(&FormPage {
        page: page(title),
        editing: id.is_some(),
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
    photo_id: i64,
    id: Option<i64>,
    photo: &Record<Photo>,
    input: &Comment,
    problems: Vec<String>,
    token: FormToken,
) -> Response {
    let status = StatusCode::UNPROCESSABLE_ENTITY;
    match format {
        Format::Json => failure(format, status, problems),
        Format::Html => {
            let form = form_page(photo_id, id, photo, input, &problems, token);
            (status, form).into_response()
        }
    }
}

fn not_found(format: Format, photo_id: i64, id: i64) -> Response {
    let message = format!("The photo {photo_id} has no comment with the id {id}.");
    failure(format, StatusCode::NOT_FOUND, vec![message])
}

fn page(title: &str) -> Page {
    // Comments are part of the photos section.
    Page::new(Some(PhotosController::CONTROLLER), title)
}
