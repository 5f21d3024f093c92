//! `/admin/book_reviews`: a controller with some of the actions, under a prefix. Reviews are
//! added from a form on the index page and deleted with a button; there is no form page and
//! no editing, so `new_form`, `edit_form` and `update` are not routes at all.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Json, Redirect, Response};
use restful_axum::{Actions, Id};
use restful_core::{Action, Restful};
use serde::{Deserialize, Serialize};

use crate::html::{self, Escape};
use crate::negotiate::{self, Format, Submitted, failure};
use crate::store::{Record, Store, Table};
use crate::validate::{self, Presence};

/// Book reviews for the admins: `/admin/book_reviews` (the resource is inferred from the
/// type's name), with index, create, show and destroy.
#[derive(Restful)]
#[restful(prefix = "/admin", only(index, create, show, destroy))]
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

impl BookReview {
    /// The review to save, trimmed, or what is wrong with this one.
    fn validate(&self) -> Result<BookReview, Vec<String>> {
        let book = validate::text("Book", &self.book, Presence::Required, 100);
        let review = validate::text("Review", &self.review, Presence::Required, 2000);
        match (book, review) {
            (Ok(book), Ok(review)) => Ok(BookReview { book, review }),
            (book, review) => Err(book.err().into_iter().chain(review.err()).collect()),
        }
    }
}

/// The handlers of `BookReviewsController`'s actions: the four it serves, no more.
pub(crate) fn actions() -> Actions<Store> {
    Actions::new()
        .index(index)
        .create(create)
        .show(show)
        .destroy(destroy)
}

type Reviews = State<Table<BookReview>>;

async fn index(State(reviews): Reviews, format: Format) -> Response {
    let reviews = reviews.all();
    match format {
        Format::Json => Json(reviews).into_response(),
        Format::Html => index_page(&reviews, &BookReview::default(), &[]).into_response(),
    }
}

async fn create(
    State(reviews): Reviews,
    format: Format,
    Submitted(input): Submitted<BookReview>,
) -> Response {
    let review = match input.validate() {
        Ok(review) => review,
        Err(problems) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            return match format {
                Format::Json => failure(format, status, problems),
                // The form is on the index page: show it again, with the list.
                Format::Html => {
                    (status, index_page(&reviews.all(), &input, &problems)).into_response()
                }
            };
        }
    };
    let created = reviews.insert(review);
    let shown_at = path(Action::Show, Some(&created.id));
    negotiate::created(format, shown_at, created)
}

async fn show(State(reviews): Reviews, Id(id): Id, format: Format) -> Response {
    let Some(review) = reviews.get(&id) else {
        return not_found(format, &id);
    };
    if format == Format::Json {
        return Json(review).into_response();
    }
    let BookReview { book, review } = &review.fields;
    let main = format!(
        "<h1>{book}</h1>\n<p class=\"text\">{review}</p>\n<div class=\"actions\">\n{delete}\n<a href=\"{index}\">All reviews</a>\n</div>\n",
        book = Escape(book),
        review = Escape(review),
        delete = html::delete_button(&path(Action::Destroy, Some(&id)), book),
        index = Escape(&path(Action::Index, None)),
    );
    page(book, &main).into_response()
}

async fn destroy(State(reviews): Reviews, Id(id): Id, format: Format) -> Response {
    match reviews.remove(&id) {
        Some(_) if format == Format::Json => StatusCode::NO_CONTENT.into_response(),
        Some(_) => Redirect::to(&path(Action::Index, None)).into_response(),
        None => not_found(format, &id),
    }
}

/// The list, each review with its delete button, then the form that adds one: empty, or
/// with the user's input and what is wrong with it.
fn index_page(
    reviews: &[Record<BookReview>],
    input: &BookReview,
    problems: &[String],
) -> Html<String> {
    let list = if reviews.is_empty() {
        "<p class=\"muted\">No reviews yet.</p>\n".to_owned()
    } else {
        let items: String = reviews
            .iter()
            .map(|review| {
                format!(
                    "<li><a href=\"{}\">{}</a> {}</li>\n",
                    Escape(&path(Action::Show, Some(&review.id))),
                    Escape(&review.fields.book),
                    html::delete_button(
                        &path(Action::Destroy, Some(&review.id)),
                        &review.fields.book
                    ),
                )
            })
            .collect();
        format!("<ul class=\"items\">\n{items}</ul>\n")
    };
    let main = format!(
        "<h1>Book reviews</h1>\n{list}<h2>Add a review</h2>\n{problems}<form method=\"post\" action=\"{create}\">\n{book}{review}<div class=\"actions\"><button type=\"submit\">Add review</button></div>\n</form>\n",
        problems = html::problems(problems),
        create = Escape(&path(Action::Create, None)),
        book = html::text_field("book", "Book", &input.book),
        review = html::text_area("review", "Review", &input.review),
    );
    page("Book reviews", &main)
}

fn not_found(format: Format, id: &str) -> Response {
    let message = format!("There is no book review with the id {id}.");
    failure(format, StatusCode::NOT_FOUND, vec![message])
}

fn page(title: &str, main: &str) -> Html<String> {
    html::page(Some(BookReviewsController::CONTROLLER), title, main)
}

/// Where `action` is, for the review `id` when the action has one. Every link and form of
/// this file goes through here: no path is written by hand.
fn path(action: Action, id: Option<&str>) -> String {
    BookReviewsController::CONTROLLER
        .path_for(action, id)
        .expect("`BookReviewsController` serves the actions this file links to, and the store's ids are never empty")
}
