//! `/users`: signing up (`new_form`, `create`), as a form or as JSON. A new account is signed
//! in at once (`crate::auth`), and sent back where it was going (`return_to`) or to the photos.
//!
//! The checks, each with its message: an email address that looks like one (lowercased, as it
//! is stored; the shape of Rails' `URI::MailTo::EMAIL_REGEXP`, ASCII only), not taken by
//! another account whatever its case (409 Conflict), a password of 8 to 128 characters, and
//! its confirmation the same (the form always sends it; a JSON client may leave it out). A
//! refused form is shown again with the email address, never with the password.

use askama::Template;
use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Redirect, Response};
use restful_axum::Id;
use restful_core::Restful;
use rusqlite::OptionalExtension;
use serde::{Deserialize, Serialize};

use crate::auth::{self, Auth, User, Visitor};
use crate::csrf::FormToken;
use crate::db::{self, Db, Record};
use crate::negotiate::{Answer, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::photos::{self, PhotosController};
use crate::session::{ReturnTo, SessionController};

/// Signing up: `GET /users/new_form` and `POST /users`; and each account's page, which lists
/// its photos: `GET /~{username}`.
#[derive(Restful)]
#[restful(
    param = "username",
    only(new_form, create),
    routes(get(profile = "/~{username}"))
)]
pub struct UsersController;

/// The longest email address (RFC 5321's path limit, less its brackets).
pub(crate) const EMAIL_MAX_CHARS: usize = 254;

/// The shortest password.
pub(crate) const PASSWORD_MIN_CHARS: usize = 8;

/// The longest password: enough for any passphrase, and a bound on the work of hashing it.
pub(crate) const PASSWORD_MAX_CHARS: usize = 128;

/// A sign-up, as a form or JSON sends it. A field left out is empty.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default)]
pub(crate) struct SignUp {
    email_address: String,
    password: String,
    /// Checked when sent: the form always sends it.
    password_confirmation: Option<String>,
    /// Where to go once signed up: a local path, or nothing (the form's hidden field).
    return_to: String,
}

/// An account as JSON shows it: its id and email address, never its digest.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct Account {
    pub(crate) email_address: String,
}

impl Account {
    pub(crate) fn of(user: &User) -> Record<Account> {
        Record::new(
            user.id,
            Account {
                email_address: user.email_address.clone(),
            },
        )
    }
}

impl SignUp {
    /// The email address to store and the password to hash, or what is wrong.
    fn validate(&self) -> Result<(String, String), Vec<String>> {
        let mut problems = Vec::new();
        if let Err(problem) = check_email(&self.email_address) {
            problems.push(problem);
        }
        let email_address = self.email_address.to_ascii_lowercase();
        let chars = self.password.chars().count();
        if self.password.is_empty() {
            problems.push("Password is required.".to_owned());
        } else if chars < PASSWORD_MIN_CHARS {
            problems.push(format!(
                "Password is {chars} characters long; it needs at least {PASSWORD_MIN_CHARS}."
            ));
        } else if chars > PASSWORD_MAX_CHARS {
            problems.push(format!(
                "Password is {chars} characters long; the limit is {PASSWORD_MAX_CHARS}."
            ));
        }
        if self
            .password_confirmation
            .as_ref()
            .is_some_and(|confirmation| *confirmation != self.password)
        {
            problems.push("Password confirmation does not match the password.".to_owned());
        }
        if problems.is_empty() {
            Ok((email_address, self.password.clone()))
        } else {
            Err(problems)
        }
    }
}

/// What is wrong with an email address, if anything: it is required, at most
/// [`EMAIL_MAX_CHARS`] characters, and shaped as [`EMAIL_PATTERN`] says. Whether mail reaches
/// it is not checked.
fn check_email(email_address: &str) -> Result<(), String> {
    let chars = email_address.chars().count();
    if email_address.is_empty() {
        return Err("Email address is required.".to_owned());
    }
    if chars > EMAIL_MAX_CHARS {
        return Err(format!(
            "Email address is {chars} characters long; the limit is {EMAIL_MAX_CHARS}."
        ));
    }
    let shaped = email_address.split_once('@').is_some_and(|(name, domain)| {
        let label = |label: &str| {
            (1..=63).contains(&label.len())
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        };
        !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"._%+-!#$&'*/=?^`{|}~".contains(&b))
            && domain.split('.').count() >= 2
            && domain.split('.').all(label)
    });
    if shaped {
        Ok(())
    } else {
        Err("Email address must look like name@example.com.".to_owned())
    }
}

/// The shape [`check_email`] accepts, as a regular expression (for the OpenAPI document):
/// letters, digits and `._%+-!#$&'*/=?^`{|}~` before the `@`; after it, two labels or more,
/// separated by dots, each of 1 to 63 letters, digits and hyphens, neither first nor last.
pub(crate) const EMAIL_PATTERN: &str = "^[A-Za-z0-9._%+!#$&'*/=?^`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?[.])+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$";

/// The name of the action of an account's page.
pub(crate) const PROFILE: &str = "profile";

/// The handlers, mounted with `RestfulRouter::controller`: each function is the one of the
/// action it is named after.
#[restful_axum::actions(state = Db)]
impl UsersController {
    async fn new_form(return_to: ReturnTo, token: FormToken) -> Response {
        form_page("", return_to.get(), &[], token)
    }

    async fn create(
        State(db): State<Db>,
        Extension(auth): Extension<Auth>,
        Extension(visitor): Extension<Visitor>,
        headers: HeaderMap,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<SignUp>,
    ) -> Answer {
        let refused = |problems: Vec<String>| {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            match format {
                Format::Json => failure(format, status, problems),
                Format::Html => (
                    status,
                    form_page(
                        &input.email_address,
                        auth::local_path(&input.return_to),
                        &problems,
                        token.clone(),
                    ),
                )
                    .into_response(),
            }
        };
        let (email_address, password) = match input.validate() {
            Ok(valid) => valid,
            Err(problems) => return Ok(refused(problems)),
        };
        let digest = tokio::task::spawn_blocking(move || auth::hash_password(&password))
            .await
            .map_err(|err| db::failed(format)(db::DbError::Query(Box::new(err))))?;
        let stored = email_address.clone();
        let created = db
            .write(move |db| {
                let taken = db
                    .prepare_cached("SELECT 1 FROM users WHERE email_address = ?1")?
                    .query_row([&stored], |_| Ok(()))
                    .optional()?
                    .is_some();
                if taken {
                    return Ok(None);
                }
                let username = free_username(db, &stored)?;
                db.prepare_cached(
                    "INSERT INTO users (email_address, password_digest, username) \
                     VALUES (?1, ?2, ?3)",
                )?
                .execute((&stored, &digest, &username))?;
                Ok(Some(db.last_insert_rowid()))
            })
            .await
            .map_err(db::failed(format))?;
        let Some(id) = created else {
            // 409: the request was right, the address is another account's.
            let message = "Email address is already taken: sign in instead.".to_owned();
            let mut answer = refused(vec![message]);
            *answer.status_mut() = StatusCode::CONFLICT;
            return Ok(answer);
        };
        let user = User { id, email_address };
        sign_in(&auth, &user, &headers, visitor, format, &input.return_to).await
    }

    /// The page of the account `username`: its photos, newest last; as JSON, the list of photos
    /// `GET /photos` gives, of this account only. 404 when no account has this username.
    async fn profile(State(db): State<Db>, Id(username): Id, format: Format) -> Answer {
        let wanted = username.clone();
        let found = db
            .read(move |db| {
                let Some(id) = db
                    .prepare_cached("SELECT id FROM users WHERE username = ?1")?
                    .query_row([&wanted], |row| row.get::<_, i64>(0))
                    .optional()?
                else {
                    return Ok(None);
                };
                Ok(Some(photos::Listed::of_owner(db, id)?))
            })
            .await
            .map_err(db::failed(format))?;
        let Some(listed) = found else {
            let message = format!("No account has the username {username}.");
            return Err(failure(format, StatusCode::NOT_FOUND, vec![message]));
        };
        if format == Format::Json {
            return Ok(Json(listed).into_response());
        }
        Ok(render(&ProfilePage {
            page: Page::new(None, format!("~{username}")),
            photos: listed.into_iter().map(photos::ListItem::of).collect(),
            username,
        }))
    }
}

/// The username of a new account with `email_address`: the part before the `@`,
/// lowercased, followed by `-2`, `-3`... where another account has it
/// (`migrations/07_usernames.sql`).
fn free_username(db: &rusqlite::Connection, email_address: &str) -> rusqlite::Result<String> {
    let local = email_address
        .split_once('@')
        .map_or(email_address, |(local, _)| local)
        .to_ascii_lowercase();
    let mut taken = db.prepare_cached("SELECT 1 FROM users WHERE username = ?1")?;
    let mut candidate = local.clone();
    for n in 2.. {
        if !taken.exists([&candidate])? {
            break;
        }
        candidate = format!("{local}-{n}");
    }
    Ok(candidate)
}

#[derive(Template)]
#[template(path = "users/profile.html")]
struct ProfilePage {
    page: Page,
    username: String,
    photos: Vec<photos::ListItem>,
}

/// Signs `user` in, as signing up and signing in both end: a new session (the visitor's
/// previous one ended), then 201 with the account for a JSON client, or for a browser a 303 to
/// `return_to` when it is a path of this site, to the photos otherwise.
pub(crate) async fn sign_in(
    auth: &Auth,
    user: &User,
    headers: &HeaderMap,
    visitor: Visitor,
    format: Format,
    return_to: &str,
) -> Answer {
    let previous = visitor.signed_in.map(|signed_in| signed_in.session);
    let jar = auth
        .start_session(user, headers, previous)
        .await
        .map_err(db::failed(format))?;
    Ok(match format {
        Format::Json => (StatusCode::CREATED, jar, Json(Account::of(user))).into_response(),
        Format::Html => {
            let then = auth::local_path(return_to)
                .map_or_else(PhotosController::index_path, str::to_owned);
            (jar, Redirect::to(&then)).into_response()
        }
    })
}

#[derive(Template)]
#[template(path = "users/form.html")]
struct FormPage<'a> {
    page: Page,
    action: String,
    sign_in_href: String,
    email_address: &'a str,
    return_to: &'a str,
    problems: &'a [String],
    token: String,
    password_min: usize,
}

/// The sign-up form: empty, or with the email address typed and what is wrong. Never with a
/// password.
fn form_page(
    email_address: &str,
    return_to: Option<&str>,
    problems: &[String],
    token: FormToken,
) -> Response {
    render(&FormPage {
        page: Page::new(None, "Sign up"),
        action: UsersController::create_path(),
        sign_in_href: auth::with_return_to(SessionController::new_form_path(), return_to),
        email_address,
        return_to: return_to.unwrap_or_default(),
        problems,
        token: token.value(),
        password_min: PASSWORD_MIN_CHARS,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sign_up(email_address: &str, password: &str, confirmation: &str) -> SignUp {
        SignUp {
            email_address: email_address.into(),
            password: password.into(),
            password_confirmation: Some(confirmation.into()),
            return_to: String::new(),
        }
    }

    #[test]
    fn sign_ups_are_checked_with_a_message_for_each_problem() {
        assert_eq!(
            sign_up("Ana@Example.COM", "long enough", "long enough").validate(),
            Ok(("ana@example.com".into(), "long enough".into()))
        );
        let without_confirmation = SignUp {
            password_confirmation: None,
            ..sign_up("ana@example.com", "long enough", "")
        };
        assert!(
            without_confirmation.validate().is_ok(),
            "JSON may leave it out"
        );
        assert_eq!(
            sign_up("", "", "").validate(),
            Err(vec![
                "Email address is required.".to_owned(),
                "Password is required.".to_owned()
            ])
        );
        assert_eq!(
            sign_up("ana", "short", "shorts").validate(),
            Err(vec![
                "Email address must look like name@example.com.".to_owned(),
                "Password is 5 characters long; it needs at least 8.".to_owned(),
                "Password confirmation does not match the password.".to_owned(),
            ])
        );
        let long = "x".repeat(129);
        assert_eq!(
            sign_up("a@b.c", &long, &long).validate(),
            Err(vec![
                "Password is 129 characters long; the limit is 128.".to_owned()
            ])
        );
    }

    #[test]
    fn email_addresses_are_shaped_as_one() {
        for good in [
            "a@b.co",
            "ana.maria+photos@mail.example.org",
            "o'hara@x-y.z9",
        ] {
            assert_eq!(check_email(good), Ok(()), "{good}");
        }
        let long_label = format!("a@{}.com", "b".repeat(64));
        for bad in [
            "a",
            "a@b",
            "@b.co",
            "a@.co",
            "a@b.",
            "a@@b.co",
            "a b@c.de",
            "a@b..co",
            "<a@b.co>",
            " a@b.co",
            "é@exemple.fr",
            "a@-b.co",
            "a@b-.co",
            &long_label,
        ] {
            assert!(check_email(bad).is_err(), "{bad}");
        }
    }
}
