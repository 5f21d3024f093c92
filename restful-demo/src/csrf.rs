//! Protection against cross-site request forgery, as Rails gives every app: a token per
//! session, in every form, checked on every request that can change something.
//!
//! - **The session** is a cookie that axum_csrf encrypts and authenticates with a key kept in
//!   the database (so a restart does not expire the forms open in browsers): `HttpOnly`,
//!   `SameSite=Lax`, six hours from the last page that handed out a token.
//! - **The token** is put in each form by the pages (a hidden `authenticity_token` field, the
//!   name Rails uses); scripts read it from a form of the page and send it back in an
//!   `X-CSRF-Token` header, with the cookie.
//! - **The check** runs in front of everything, before the method override and before
//!   routing, on every method but GET, HEAD, OPTIONS and TRACE: no route, restful or not,
//!   present or added later, can forget it, and `_method=DELETE` in a form is checked as the
//!   POST it arrives as. A missing or wrong token is a 403 with a page that says what to do.
//! - **JSON requests are exempt** (`Content-Type: application/json` or `+json`). A browser
//!   sends that content type to another site only after a CORS preflight, which this app
//!   never grants, so a forged JSON request cannot leave a browser; and the session cookie
//!   authenticates nothing a JSON client needs. Exempting them keeps `curl` and API clients
//!   free of a token they could only get by scraping a page. An app that lets JSON clients
//!   ride on a login cookie, or that answers CORS preflights, must check them too.

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::body::{Body, to_bytes};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum_csrf::{CsrfConfig, CsrfToken, Key};
use restful_core::method_override;

use crate::db::{Db, DbError};
use crate::negotiate::{self, Format, failure};

/// The form field that carries the token, as in Rails.
pub const FIELD: &str = "authenticity_token";

/// The header that carries the token for scripts, as in Rails.
pub const HEADER: &str = "x-csrf-token";

/// The cookie of the session.
pub const COOKIE: &str = "restful_demo_session";

/// The largest form body read for its token: 2 MiB, as the method override and axum's `Form`.
const BODY_LIMIT: usize = restful_axum::DEFAULT_BODY_LIMIT;

/// The keys of the protection, loaded from the database once.
#[derive(Clone)]
pub(crate) struct Protection {
    config: CsrfConfig,
}

impl Protection {
    /// The keys kept in `db`, made on its first start.
    pub(crate) fn load(db: &Db) -> Result<Protection, DbError> {
        let key = db.secret("csrf_cookie_key", || Key::generate().master().to_vec())?;
        let key = Key::try_from(&key[..]).map_err(|err| DbError::Query(err.to_string().into()))?;
        let salt = db.secret("csrf_token_salt", || {
            hex(&Key::generate().master()[..32]).into_bytes()
        })?;
        let salt = String::from_utf8(salt).map_err(|err| DbError::Query(Box::new(err)))?;
        let config = CsrfConfig::default()
            .with_cookie_name(COOKIE)
            .with_key(Some(key))
            .with_salt(salt);
        Ok(Protection { config })
    }
}

/// The session of one request: its token (read from the cookie, or new), and whether a page
/// handed it out, in which case the answer sets the cookie.
struct Session {
    token: CsrfToken,
    handed_out: AtomicBool,
}

/// The middleware: checks the token of state-changing requests, then lets pages hand it out.
pub(crate) async fn protect(
    State(protection): State<Protection>,
    request: Request,
    next: Next,
) -> Response {
    let (mut parts, body) = request.into_parts();
    let format = Format::of(&parts.headers);
    // Never refused without axum_csrf's `layer` feature: the cookie's token, or a new one.
    let token = match CsrfToken::from_request_parts(&mut parts, &protection.config).await {
        Ok(token) => token,
        Err(refused) => return refused.into_response(),
    };
    let mut body = Body::new(body);
    if needs_token(&parts) {
        let submitted = match parts.headers.get(HEADER) {
            Some(value) => value.to_str().ok().map(str::to_owned),
            None if is_form(&parts) => {
                let Ok(bytes) = to_bytes(body, BODY_LIMIT).await else {
                    let message = format!(
                        "The form is larger than {} MiB.",
                        BODY_LIMIT / (1024 * 1024)
                    );
                    return failure(format, StatusCode::PAYLOAD_TOO_LARGE, vec![message]);
                };
                let submitted = form_field(&bytes, FIELD);
                body = Body::from(bytes);
                submitted
            }
            None => None,
        };
        let verified = submitted.is_some_and(|submitted| token.verify(&submitted).is_ok());
        if !verified {
            return forbidden(format);
        }
    }
    let session = Arc::new(Session {
        token,
        handed_out: AtomicBool::new(false),
    });
    parts.extensions.insert(Arc::clone(&session));
    let response = next.run(Request::from_parts(parts, body)).await;
    if session.handed_out.load(Ordering::Relaxed) {
        (session.token.clone(), response).into_response()
    } else {
        response
    }
}

/// Whether `parts` is a request that must carry the token.
fn needs_token(parts: &Parts) -> bool {
    let safe = [Method::GET, Method::HEAD, Method::OPTIONS, Method::TRACE];
    !safe.contains(&parts.method) && !negotiate::is_json(&parts.headers)
}

fn is_form(parts: &Parts) -> bool {
    parts
        .headers
        .get(CONTENT_TYPE)
        .is_some_and(|value| method_override::is_form(value.as_bytes()))
}

/// The first value of the field `name` in a urlencoded body.
fn form_field(body: &[u8], name: &str) -> Option<String> {
    form_urlencoded::parse(body)
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.into_owned())
}

fn forbidden(format: Format) -> Response {
    let messages = vec![
        "This request did not carry the security token of your session, or carried another one: \
         nothing was changed."
            .to_owned(),
        "If you submitted a form, the page may be older than your session (sessions last six \
         hours, and end when the browser closes): go back, reload the page, and submit it again."
            .to_owned(),
        format!(
            "Scripts send the token of a form's `{FIELD}` field in an `{HEADER}` header, with \
             the session cookie, or send JSON with `Content-Type: application/json`."
        ),
    ];
    failure(format, StatusCode::FORBIDDEN, messages)
}

/// The session's token for the forms of a page: [`FormToken::value`] goes in a hidden
/// `authenticity_token` field. Taking the value, not the extractor, makes the answer set the
/// session cookie: a handler that answers JSON or a redirect sets none.
#[derive(Clone)]
pub(crate) struct FormToken(Arc<Session>);

impl FormToken {
    /// The token, for a page about to be rendered.
    pub(crate) fn value(&self) -> String {
        self.0.handed_out.store(true, Ordering::Relaxed);
        self.0
            .token
            .authenticity_token()
            .expect("the salt is a valid HMAC key: any length is")
    }
}

impl<S: Send + Sync> FromRequestParts<S> for FormToken {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Infallible> {
        let session = parts
            .extensions
            .get::<Arc<Session>>()
            .expect("`csrf::protect` runs in front of every handler");
        Ok(FormToken(Arc::clone(session)))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_field_is_read_from_urlencoded_forms() {
        let cases: [(&[u8], Option<&str>); 6] = [
            (b"authenticity_token=abc", Some("abc")),
            (
                b"title=x&authenticity_token=a%2Bb%3D&_method=PUT",
                Some("a+b="),
            ),
            (b"authenticity_token=a+b", Some("a b")),
            (b"authenticity_token=1&authenticity_token=2", Some("1")),
            (b"title=x", None),
            (b"", None),
        ];
        for (body, expected) in cases {
            assert_eq!(form_field(body, FIELD).as_deref(), expected, "{body:?}");
        }
    }

    #[test]
    fn safe_methods_and_json_need_no_token() {
        let parts = |method: Method, content_type: Option<&str>| {
            let mut request = Request::builder().method(method).uri("/photos");
            if let Some(content_type) = content_type {
                request = request.header(CONTENT_TYPE, content_type);
            }
            request.body(()).unwrap().into_parts().0
        };
        for method in [Method::GET, Method::HEAD, Method::OPTIONS, Method::TRACE] {
            assert!(!needs_token(&parts(method, None)));
        }
        for method in [Method::POST, Method::PUT, Method::PATCH, Method::DELETE] {
            assert!(needs_token(&parts(method.clone(), None)), "{method}");
            assert!(
                needs_token(&parts(
                    method.clone(),
                    Some("application/x-www-form-urlencoded")
                )),
                "{method}"
            );
            assert!(needs_token(&parts(method.clone(), Some("text/plain"))));
            assert!(!needs_token(&parts(method, Some("application/json"))));
        }
        assert!(needs_token(&parts(
            Method::from_bytes(b"BREW").unwrap(),
            None
        )));
    }
}
