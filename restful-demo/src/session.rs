//! `/session`: signing in and out, a singular resource (`#[restful(singleton)]`) with
//! `new_form` (the sign-in form), `create` (sign in) and `destroy` (sign out), as Rails 8's
//! `SessionsController` has them.
//!
//! - **Sign in** checks the password (`crate::auth`), makes a new session with a new random id
//!   (the browser's session before, if any, is ended), and sends the browser back where it was
//!   going: `return_to`, only when it is a local path, else the photos. A wrong address or
//!   password says which of the two it was no more than the time it takes.
//! - **Sign out** deletes the session's row and clears the cookie: the cookie, replayed, signs
//!   nobody in.

use std::convert::Infallible;

use askama::Template;
use axum::Extension;
use axum::extract::{FromRequestParts, Query};
use axum::http::header::WWW_AUTHENTICATE;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use restful_core::Restful;
use serde::Deserialize;

use crate::auth::{self, Auth, REALM, Visitor};
use crate::csrf::FormToken;
use crate::db::{self, Db};
use crate::negotiate::{Answer, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::photos::PhotosController;
use crate::users::{self, UsersController};

/// Signing in and out: `GET /session/new_form`, `POST /session`, `DELETE /session`.
#[derive(Restful)]
#[restful(singleton, only(new_form, create, destroy))]
pub struct SessionController;

/// What a refused sign-in says, whichever of the two was wrong.
const REFUSED: &str = "Try another email address or password.";

/// A sign-in, as a form or JSON sends it. A field left out is empty.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default)]
struct SignIn {
    email_address: String,
    password: String,
    /// Where to go once signed in: a local path, or nothing.
    return_to: String,
}

/// The `return_to` of the query string, when it is a local path (`auth::local_path`);
/// anything else, or a query that cannot be read, is none.
#[derive(Debug, Default)]
pub(crate) struct ReturnTo(Option<String>);

impl ReturnTo {
    pub(crate) fn get(&self) -> Option<&str> {
        self.0.as_deref()
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ReturnTo {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Infallible> {
        #[derive(Deserialize)]
        struct Wanted {
            return_to: Option<String>,
        }
        let wanted = Query::<Wanted>::from_request_parts(parts, state).await;
        let path = wanted
            .ok()
            .and_then(|Query(wanted)| wanted.return_to)
            .filter(|path| auth::local_path(path).is_some());
        Ok(ReturnTo(path))
    }
}

/// The handlers, mounted with `RestfulRouter::controller`: each function is the one of the
/// action it is named after.
#[restful_axum::actions(state = Db)]
impl SessionController {
    async fn new_form(return_to: ReturnTo, token: FormToken) -> Response {
        form_page("", return_to.get(), &[], token)
    }

    async fn create(
        Extension(auth): Extension<Auth>,
        Extension(visitor): Extension<Visitor>,
        headers: HeaderMap,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<SignIn>,
    ) -> Answer {
        let user = auth
            .authenticate(&input.email_address, input.password.clone())
            .await
            .map_err(db::failed(format))?;
        let Some(user) = user else {
            return Ok(match format {
                Format::Json => {
                    let mut response =
                        failure(format, StatusCode::UNAUTHORIZED, vec![REFUSED.to_owned()]);
                    let challenge = HeaderValue::from_str(&format!("Basic realm=\"{REALM}\""))
                        .expect("the realm is a valid header");
                    response.headers_mut().insert(WWW_AUTHENTICATE, challenge);
                    response
                }
                Format::Html => (
                    StatusCode::UNPROCESSABLE_ENTITY,
                    form_page(
                        input.email_address.trim(),
                        auth::local_path(&input.return_to),
                        &[REFUSED.to_owned()],
                        token,
                    ),
                )
                    .into_response(),
            });
        };
        users::sign_in(&auth, &user, &headers, visitor, format, &input.return_to).await
    }

    /// Signs out: the session's row is deleted (when the browser had one) and the cookie cleared;
    /// the same answer when there was nothing to end.
    async fn destroy(
        Extension(auth): Extension<Auth>,
        Extension(visitor): Extension<Visitor>,
        format: Format,
    ) -> Answer {
        if let Some(signed_in) = visitor.signed_in {
            auth.end_session(signed_in.session)
                .await
                .map_err(db::failed(format))?;
        }
        let cleared = [auth.clear_cookie()];
        Ok(match format {
            Format::Json => (StatusCode::NO_CONTENT, cleared).into_response(),
            Format::Html => {
                (cleared, Redirect::to(&PhotosController::index_path())).into_response()
            }
        })
    }
}

#[derive(Template)]
#[template(path = "session/form.html")]
struct FormPage<'a> {
    page: Page,
    action: String,
    sign_up_href: String,
    email_address: &'a str,
    return_to: &'a str,
    problems: &'a [String],
    token: String,
}

/// The sign-in form: empty, or with the email address typed and why it was refused. Never
/// with the password.
fn form_page(
    email_address: &str,
    return_to: Option<&str>,
    problems: &[String],
    token: FormToken,
) -> Response {
    render(&FormPage {
        page: Page::new(None, "Sign in"),
        action: SessionController::create_path(),
        sign_up_href: auth::with_return_to(UsersController::new_form_path(), return_to),
        email_address,
        return_to: return_to.unwrap_or_default(),
        problems,
        token: token.value(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_is_a_singleton_at_session() {
        assert_eq!(SessionController::new_form_path(), "/session/new_form");
        assert_eq!(SessionController::create_path(), "/session");
        assert_eq!(SessionController::destroy_path(), "/session");
        assert_eq!(UsersController::new_form_path(), "/users/new_form");
        assert_eq!(UsersController::create_path(), "/users");
    }
}
