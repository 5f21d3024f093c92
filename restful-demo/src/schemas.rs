//! The JSON and the forms of the API, as the OpenAPI document describes them (`crate::openapi`):
//! what each action takes, and what it answers.
//!
//! These types only describe: the handlers read and write the types of their own modules
//! (`Photo`, `Record<Photo>`, ...), whose shapes these follow field for field;
//! `tests/openapi.rs` compares real answers with them, and schemathesis
//! (`tests/schemathesis.rs`) checks every answer against them, and that the submissions they
//! allow are accepted and the others refused.
//!
//! A text field is checked as `crate::validate::text` checks it: trimmed first (whitespace as
//! Rust's `str::trim` sees it, Unicode's `White_Space`), then required or not, then at most so
//! many characters. Its `pattern` says exactly that, so that a text the pattern allows is
//! never refused with a 422, and one it refuses never saved.

#![allow(dead_code, reason = "only their schemas are used: nothing builds them")]

use restful_openapi::utoipa::openapi::schema::{
    Object, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type,
};
use utoipa::ToSchema;

use crate::validate::{Presence, TextField};
use crate::{comments, photos, reviews, settings, users};

/// The characters `str::trim` takes off, as a regular expression's class (ECMA-262, as JSON
/// Schema reads it, and Python's `re` alike): Unicode's `White_Space`.
const SPACE: &str = r"\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// A string that `field` accepts (`crate::validate::TextField::check`): once trimmed, empty
/// only when optional, and at most `max_chars` characters (`max_chars` ≥ 2); described as
/// `what` it is, then those rules.
fn text(field: &TextField, what: &str) -> Object {
    // Spaces, then a first and a last character that are not, with at most `max_chars - 2`
    // of anything between them, then spaces.
    let trimmed = format!(
        "[^{SPACE}](?:[\\s\\S]{{0,{}}}[^{SPACE}])?",
        field.max_chars - 2
    );
    let (trimmed, presence) = match field.presence {
        Presence::Required => (trimmed, "required"),
        Presence::Optional => (format!("(?:{trimmed})?"), "may be empty or left out"),
    };
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(format!("^[{SPACE}]*{trimmed}[{SPACE}]*$")))
        .description(Some(format!(
            "{what}: {presence}, at most {} characters once trimmed.",
            field.max_chars
        )))
        .build()
}

fn photo_title() -> Object {
    text(&photos::TITLE, "The photo's title")
}

fn photo_description() -> Object {
    text(&photos::DESCRIPTION, "The photo's description")
}

fn comment_author() -> Object {
    text(&comments::AUTHOR, "Who wrote it")
}

fn comment_body() -> Object {
    text(&comments::BODY, "What they wrote")
}

fn review_book() -> Object {
    text(&reviews::BOOK, "The book's title")
}

fn review_review() -> Object {
    text(&reviews::REVIEW, "What the reviewer thought")
}

fn settings_title() -> Object {
    text(
        &settings::TITLE,
        "The site's name, in every page's title and header",
    )
}

/// `crate::validate::whole_number` within `settings::SEARCH_LIMITS`, as JSON writes it: a
/// number.
fn search_limit_number() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(*settings::SEARCH_LIMITS.start()))
        .maximum(Some(*settings::SEARCH_LIMITS.end()))
        .description(Some("How many photos a search shows at most."))
        .build()
}

// The pattern of `search_limit_text` writes these bounds out.
const _: () =
    assert!(*settings::SEARCH_LIMITS.start() == 1 && *settings::SEARCH_LIMITS.end() == 100);

/// `crate::validate::whole_number` within `settings::SEARCH_LIMITS` as text: what
/// `u32::from_str` reads (ASCII digits, a `+` allowed, leading zeros too), trimmed.
fn search_limit_text() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(format!(
            "^[{SPACE}]*\\+?0*(?:[1-9][0-9]?|100)[{SPACE}]*$"
        )))
        .description(Some(
            "How many photos a search shows at most: a whole number from 1 to 100.",
        ))
        .build()
}

fn search_limit_json() -> Schema {
    OneOfBuilder::new()
        .item(search_limit_number())
        .item(search_limit_text())
        .description(Some(
            "How many photos a search shows at most: a whole number from 1 to 100, as a number \
             or as text.",
        ))
        .build()
        .into()
}

/// The text of a search, as `photos::search` checks it.
pub(crate) fn search_text() -> Object {
    let mut text = text(
        &photos::SEARCH_TEXT,
        "The text to look for in the titles and descriptions",
    );
    text.examples = vec!["light".into()];
    text
}

/// An email address as `crate::users` checks it at sign-up (letter for letter: no space is
/// trimmed).
fn email() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(users::EMAIL_PATTERN))
        .max_length(Some(users::EMAIL_MAX_CHARS))
        .description(Some(
            "The account's email address: `name@example.com` in shape, ASCII, stored lowercased;              unique whatever its case (409 when taken).",
        ))
        .examples(["ana@example.com"])
        .build()
}

/// A new password, as `crate::users` checks it.
fn new_password() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .min_length(Some(users::PASSWORD_MIN_CHARS))
        .max_length(Some(users::PASSWORD_MAX_CHARS))
        .description(Some(
            "The password: 8 to 128 characters, any. Stored as an Argon2id digest, never \
             shown again.",
        ))
        .build()
}

/// Any text: what signing in takes (a wrong one is a 401, not a 422).
fn any_text() -> Object {
    ObjectBuilder::new().schema_type(Type::String).build()
}

/// Where to go once signed in: a path of this site.
fn return_to() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(
            "Where to send the browser once signed in: a path of this site (`/photos/3`); \
             anything else (`//host`, `https://...`) is ignored, for the photos.",
        ))
        .build()
}

fn token() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(
            "The session's CSRF token, as the demo's pages put it in their forms; it goes with \
             the session cookie (`restful_demo_session`).",
        ))
        .build()
}

/// The id of a row, as records carry it: a positive whole number, as text, without leading
/// zeros (`crate::db::Record`: a JSON number past 2^53 loses digits in JavaScript). Paths name
/// it as the `i64` it is: restful-openapi gives their params `integer`, `int64`.
pub(crate) fn row_id() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some("^[1-9][0-9]*$"))
        .examples(["1"])
        .build()
}

/// Anything: the JSON body of an action that reads none.
pub(crate) fn anything() -> Object {
    ObjectBuilder::new()
        .schema_type(SchemaType::AnyValue)
        .description(Some(
            "Not read: its `Content-Type: application/json` exempts the request from the CSRF \
             check.",
        ))
        .build()
}

/// A photo.
#[derive(ToSchema)]
pub(crate) struct Photo {
    #[schema(schema_with = row_id)]
    id: String,
    title: String,
    description: String,
    /// Whether it is featured: `feature` and `unfeature` change it, nothing else does.
    featured: bool,
}

/// A photo in a list: the index and the search.
#[derive(ToSchema)]
pub(crate) struct ListedPhoto {
    #[schema(schema_with = row_id)]
    id: String,
    title: String,
    description: String,
    featured: bool,
    /// How many comments it has.
    #[schema(minimum = 0)]
    comments_count: i64,
}

/// A photo with its comments, oldest first.
#[derive(ToSchema)]
pub(crate) struct PhotoWithComments {
    #[schema(schema_with = row_id)]
    id: String,
    title: String,
    description: String,
    featured: bool,
    comments: Vec<Comment>,
}

/// What `create` and `update` take as JSON. Other fields are ignored (`featured` too).
#[derive(ToSchema)]
#[schema(example = json!({"title": "Harbour at dawn", "description": "Boats coming in."}))]
pub(crate) struct PhotoInput {
    #[schema(schema_with = photo_title)]
    title: String,
    #[schema(schema_with = photo_description, required = false)]
    description: String,
}

/// What the photo form submits.
#[derive(ToSchema)]
#[schema(example = json!({"title": "Harbour at dawn", "authenticity_token": "…"}))]
pub(crate) struct PhotoForm {
    #[schema(schema_with = photo_title)]
    title: String,
    #[schema(schema_with = photo_description, required = false)]
    description: String,
    #[schema(schema_with = token)]
    authenticity_token: String,
}

/// A comment on a photo.
#[derive(ToSchema)]
pub(crate) struct Comment {
    #[schema(schema_with = row_id)]
    id: String,
    author: String,
    body: String,
}

/// What `create` and `update` of a comment take as JSON.
#[derive(ToSchema)]
#[schema(example = json!({"author": "Ana", "body": "The light on the water!"}))]
pub(crate) struct CommentInput {
    #[schema(schema_with = comment_author)]
    author: String,
    #[schema(schema_with = comment_body)]
    body: String,
}

/// What the comment form submits.
#[derive(ToSchema)]
#[schema(example = json!({"author": "Ana", "body": "The light!", "authenticity_token": "…"}))]
pub(crate) struct CommentForm {
    #[schema(schema_with = comment_author)]
    author: String,
    #[schema(schema_with = comment_body)]
    body: String,
    #[schema(schema_with = token)]
    authenticity_token: String,
}

/// A book review.
#[derive(ToSchema)]
pub(crate) struct BookReview {
    #[schema(schema_with = row_id)]
    id: String,
    book: String,
    review: String,
}

/// What `create` of a review takes as JSON.
#[derive(ToSchema)]
#[schema(example = json!({"book": "Middlemarch", "review": "Patient and wise."}))]
pub(crate) struct BookReviewInput {
    #[schema(schema_with = review_book)]
    book: String,
    #[schema(schema_with = review_review)]
    review: String,
}

/// What the review form of the index page submits.
#[derive(ToSchema)]
#[schema(example = json!({"book": "Middlemarch", "review": "Wise.", "authenticity_token": "…"}))]
pub(crate) struct BookReviewForm {
    #[schema(schema_with = review_book)]
    book: String,
    #[schema(schema_with = review_review)]
    review: String,
    #[schema(schema_with = token)]
    authenticity_token: String,
}

/// The site's settings.
#[derive(ToSchema)]
pub(crate) struct Settings {
    /// The site's name, in every page's title and header.
    title: String,
    #[schema(schema_with = search_limit_number)]
    search_limit: u32,
}

/// What `update` of the settings takes as JSON.
#[derive(ToSchema)]
#[schema(example = json!({"title": "Our album", "search_limit": 20}))]
pub(crate) struct SettingsInput {
    #[schema(schema_with = settings_title)]
    title: String,
    #[schema(schema_with = search_limit_json)]
    search_limit: String,
}

/// What the settings form submits.
#[derive(ToSchema)]
#[schema(example = json!({"title": "Our album", "search_limit": "20", "authenticity_token": "…"}))]
pub(crate) struct SettingsForm {
    #[schema(schema_with = settings_title)]
    title: String,
    #[schema(schema_with = search_limit_text)]
    search_limit: String,
    #[schema(schema_with = token)]
    authenticity_token: String,
}

/// A form that carries the token and nothing else: the buttons that delete, feature and
/// unfeature.
#[derive(ToSchema)]
pub(crate) struct TokenForm {
    #[schema(schema_with = token)]
    authenticity_token: String,
}

/// Why a request was refused, in words for a person: `{"errors": [...]}`.
#[derive(ToSchema)]
pub(crate) struct Errors {
    /// One message per problem: each field that is wrong, or what to do.
    #[schema(min_items = 1)]
    errors: Vec<String>,
}

/// What the router refuses before any action, answered by the demo (`crate::refusals`): no
/// route has the path (404), a method the path does not answer (405, with `Allow`), an untyped
/// param with a malformed escape (400).
#[derive(ToSchema)]
#[schema(example = json!({
    "status": 405,
    "error": "/photos/1 does not answer PATCH: it answers GET, HEAD, PUT, DELETE.",
    "errors": ["/photos/1 does not answer PATCH: it answers GET, HEAD, PUT, DELETE."],
}))]
pub(crate) struct Refusal {
    /// The status of the answer.
    #[schema(minimum = 400, maximum = 599)]
    status: u16,
    /// What was refused, in words for a person.
    error: String,
    /// `error` again, alone: the field every error answer of the demo has (`Errors`).
    #[schema(min_items = 1, max_items = 1)]
    errors: Vec<String>,
}

/// An account: its id and email address, never its password or digest.
#[derive(ToSchema)]
pub(crate) struct Account {
    #[schema(schema_with = row_id)]
    id: String,
    email_address: String,
}

/// What signing up takes as JSON. No confirmation: a JSON client may leave it out (when sent,
/// it must be the password).
#[derive(ToSchema)]
#[schema(example = json!({"email_address": "ana@example.com", "password": "correct horse"}))]
pub(crate) struct SignUpInput {
    #[schema(schema_with = email)]
    email_address: String,
    #[schema(schema_with = new_password)]
    password: String,
}

/// What the sign-up form submits.
#[derive(ToSchema)]
pub(crate) struct SignUpForm {
    #[schema(schema_with = email)]
    email_address: String,
    #[schema(schema_with = new_password)]
    password: String,
    /// The password again: it must be the same.
    #[schema(schema_with = new_password)]
    password_confirmation: String,
    #[schema(schema_with = return_to, required = false)]
    return_to: String,
    #[schema(schema_with = token)]
    authenticity_token: String,
}

/// What signing in takes as JSON.
#[derive(ToSchema)]
#[schema(example = json!({"email_address": "ana@example.com", "password": "correct horse"}))]
pub(crate) struct SignInInput {
    #[schema(schema_with = any_text)]
    email_address: String,
    #[schema(schema_with = any_text)]
    password: String,
}

/// What the sign-in form submits.
#[derive(ToSchema)]
pub(crate) struct SignInForm {
    #[schema(schema_with = any_text)]
    email_address: String,
    #[schema(schema_with = any_text)]
    password: String,
    #[schema(schema_with = return_to, required = false)]
    return_to: String,
    #[schema(schema_with = token)]
    authenticity_token: String,
}
