//! `/admin/book_reviews`: a controller with some of the actions, under a prefix. Reviews are
//! added from a form on the index page and deleted with a button; there is no form page and
//! no editing, so `new_form`, `edit_form` and `update` are not routes at all.

use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::middleware::from_fn;
use axum::response::{IntoResponse, Json, Response};
use restful_axum::{Actions, Id};
use restful_core::Restful;
use rusqlite::{Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};

use crate::auth;
use crate::csrf::FormToken;
use crate::db::{self, Db, Record};
use crate::negotiate::{self, Answer, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::validate::{Presence, TextField};

/// Book reviews for the admins: `/admin/book_reviews` (the resource is inferred from the
/// type's name), with index, create, show and destroy. A review's id is its SQLite rowid, an
/// `i64`, as a photo's.
#[derive(Restful)]
#[restful(id = i64, prefix = "/admin", only(index, create, show, destroy))]
pub struct BookReviewsController;

/// A review, as stored and as submitted. A field left out is empty.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default)]
pub struct BookReview {
    /// The book's title: required, at most 100 characters.
    pub book: String,
    /// What the reviewer thought: required, at most 2000 characters.
    pub review: String,
}

/// The reviewed book's title.
pub(crate) const BOOK: TextField = TextField {
    label: "Book",
    presence: Presence::Required,
    max_chars: 100,
};

/// What the reviewer thought.
pub(crate) const REVIEW: TextField = TextField {
    label: "Review",
    presence: Presence::Required,
    max_chars: 2000,
};

impl BookReview {
    /// The review to save, trimmed, or what is wrong with this one.
    fn validate(&self) -> Result<BookReview, Vec<String>> {
        let book = BOOK.check(&self.book);
        let review = REVIEW.check(&self.review);
        match (book, review) {
            (Ok(book), Ok(review)) => Ok(BookReview { book, review }),
            (book, review) => Err(book.err().into_iter().chain(review.err()).collect()),
        }
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<Record<BookReview>> {
        let review = BookReview {
            book: row.get("book")?,
            review: row.get("review")?,
        };
        Ok(Record::new(row.get("id")?, review))
    }

    fn all(db: &Connection) -> rusqlite::Result<Vec<Record<BookReview>>> {
        db.prepare_cached("SELECT id, book, review FROM book_reviews ORDER BY id")?
            .query_map([], BookReview::from_row)?
            .collect()
    }
}

/// `BookReviewsController`'s actions, as its `#[restful_axum::actions]` block gives them (the
/// four it serves, no more), behind their filter. Anyone reads; adding and deleting are behind
/// the filter "login": any signed-in account may, as the demo has no roles (an app with admins
/// would add a filter "admin" here).
pub(crate) fn filtered() -> Actions<Db> {
    BookReviewsController::actions()
        .layer_except(["index", "show"], from_fn(auth::require_login))
        .named("login")
}

/// The handlers: each function is the one of the action it is named after.
#[restful_axum::actions(state = Db)]
impl BookReviewsController {
    async fn index(State(db): State<Db>, format: Format, token: FormToken) -> Answer {
        let reviews = db.read(BookReview::all).await.map_err(db::failed(format))?;
        Ok(match format {
            Format::Json => Json(reviews).into_response(),
            Format::Html => index_page(reviews, &BookReview::default(), &[], token),
        })
    }

    async fn create(
        State(db): State<Db>,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<BookReview>,
    ) -> Answer {
        let review = match input.validate() {
            Ok(review) => review,
            Err(problems) => {
                let status = StatusCode::UNPROCESSABLE_ENTITY;
                return Ok(match format {
                    Format::Json => failure(format, status, problems),
                    // The form is on the index page: show it again, with the list.
                    Format::Html => {
                        let reviews = db.read(BookReview::all).await.map_err(db::failed(format))?;
                        (status, index_page(reviews, &input, &problems, token)).into_response()
                    }
                });
            }
        };
        let created = db
            .write(move |db| {
                db.prepare_cached("INSERT INTO book_reviews (book, review) VALUES (?1, ?2)")?
                    .execute((&review.book, &review.review))?;
                Ok(Record::new(db.last_insert_rowid(), review))
            })
            .await
            .map_err(db::failed(format))?;
        let shown_at = BookReviewsController::show_path(created.id);
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
                db.prepare_cached("SELECT id, book, review FROM book_reviews WHERE id = ?1")?
                    .query_row([id], BookReview::from_row)
                    .optional()
            })
            .await
            .map_err(db::failed(format))?;
        let Some(review) = found else {
            return Err(not_found(format, id));
        };
        if format == Format::Json {
            return Ok(Json(review).into_response());
        }
        Ok(render(&ShowPage {
            page: page(&review.fields.book),
            destroy_href: BookReviewsController::destroy_path(id),
            index_href: BookReviewsController::index_path(),
            review: review.fields,
            token: token.value(),
        }))
    }

    async fn destroy(State(db): State<Db>, Id(id): Id<i64>, format: Format) -> Answer {
        let deleted = db.delete("book_reviews", id).await;
        if !deleted.map_err(db::failed(format))? {
            return Err(not_found(format, id));
        }
        Ok(negotiate::deleted(
            format,
            &BookReviewsController::index_path(),
        ))
    }
}

#[derive(Template)]
#[template(path = "book_reviews/show.html")]
struct ShowPage {
    page: Page,
    review: BookReview,
    destroy_href: String,
    index_href: String,
    token: String,
}

#[derive(Template)]
#[template(path = "book_reviews/index.html")]
struct IndexPage<'a> {
    page: Page,
    reviews: Vec<ListItem>,
    create_href: String,
    input: &'a BookReview,
    problems: &'a [String],
    token: String,
}

struct ListItem {
    href: String,
    destroy_href: String,
    book: String,
}

/// The list, each review with its delete button, then the form that adds one: empty, or
/// with the user's input and what is wrong with it.
fn index_page(
    reviews: Vec<Record<BookReview>>,
    input: &BookReview,
    problems: &[String],
    token: FormToken,
) -> Response {
    render(&IndexPage {
        page: page("Book reviews"),
        reviews: reviews
            .into_iter()
            .map(|review| ListItem {
                href: BookReviewsController::show_path(review.id),
                destroy_href: BookReviewsController::destroy_path(review.id),
                book: review.fields.book,
            })
            .collect(),
        create_href: BookReviewsController::create_path(),
        input,
        problems,
        token: token.value(),
    })
}

fn not_found(format: Format, id: i64) -> Response {
    let message = format!("There is no book review with the id {id}.");
    failure(format, StatusCode::NOT_FOUND, vec![message])
}

fn page(title: &str) -> Page {
    Page::new(Some(BookReviewsController::CONTROLLER), title)
}
