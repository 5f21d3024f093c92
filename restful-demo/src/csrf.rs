//! Protection against cross-site request forgery, as Rails gives every app: a token per
//! session, in every form, checked on every request that can change something.
//!
//! - **The session** is a cookie that axum_csrf encrypts and authenticates with a key kept in
//!   the database (so a restart does not expire the forms open in browsers): `HttpOnly`,
//!   `SameSite=Lax`, six hours from the last page that handed out a token.
//! - **The token** is put in each form by the pages (a hidden `authenticity_token` field, the
//!   name Rails uses); scripts read it from a form of the page and send it back in an
//!   `X-CSRF-Token` header, with the cookie.
//! - **The check** runs on every request that reaches an action which is not a GET or a HEAD:
//!   the check asks the registry which action the request reaches, with the method it will be
//!   routed with (a form's `_method=DELETE`, or `X-HTTP-Method-Override`, is checked as the
//!   DELETE it becomes). No restful route, present or added later, can be left unchecked. A
//!   request that reaches no action is refused as the router refuses it, whatever its token:
//!   404 where no route serves the path, 405 with `Allow` for a method the path does not
//!   answer (`PATCH /photos/1`, `DELETE /photos`), 400 for a param that is not valid
//!   percent-encoded UTF-8. The app's other routes (`/`, `/openapi.json`) are GET-only, so
//!   that a write there is a 405 too; `tests/csrf.rs` checks it, for the day one is added. A
//!   missing or wrong token is a 403 with a page that says what to do.
//! - **JSON requests are exempt** (`Content-Type: application/json` or `+json`) **unless a
//!   sign-in cookie signs them in** (`crate::auth`). A browser sends that content type to
//!   another site only after a CORS preflight, which this app never grants, so a forged JSON
//!   request cannot leave a browser; JSON clients sign each request with HTTP Basic
//!   credentials, which no page of another site can make a browser send in a JSON request.
//!   Exempting them keeps `curl` and API clients free of a token they could only get by
//!   scraping a page. A JSON request that a session cookie signs in is checked as a form is
//!   (the token in `X-CSRF-Token`): whatever a browser adds on its own is never enough. Basic
//!   credentials do not exempt anything else: a browser sends the ones it remembers with any
//!   form, another site's too, so a form POST that carries them and no token is refused
//!   (403) like any other.

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::body::{Body, to_bytes};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::http::{HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum_csrf::{CsrfConfig, CsrfToken, Key};
use restful_core::adapter::method_override::{self, Decision};
use restful_core::registry;

use crate::auth::Visitor;
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
    /// The keys kept in `db`, made on its first start; the cookie `Secure` when `secure`.
    pub(crate) fn load(db: &Db, secure: bool) -> Result<Protection, DbError> {
        let key = db.secret("csrf_cookie_key", || Key::generate().master().to_vec())?;
        let key = Key::try_from(&key[..]).map_err(|err| DbError::Query(err.to_string().into()))?;
        let salt = db.secret("csrf_token_salt", || {
            hex(&Key::generate().master()[..32]).into_bytes()
        })?;
        let salt = String::from_utf8(salt).map_err(|err| DbError::Query(Box::new(err)))?;
        let config = CsrfConfig::default()
            .with_cookie_name(COOKIE)
            .with_key(Some(key))
            .with_salt(salt)
            .with_secure(secure);
        Ok(Protection { config })
    }
}

/// The session of one request: its token (read from the cookie, or new), and whether a page
/// handed it out, in which case the answer sets the cookie.
struct Session {
    token: CsrfToken,
    handed_out: AtomicBool,
}

/// The middleware: checks the token of the requests that reach a state-changing action,
/// then lets pages hand it out.
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
    if may_change_something(&parts) {
        // A form is read once, for its `_method` and its token, and passed on as it came; and
        // only when one of them counts: a POST's `_method` says where it goes, and a token is
        // read for an action only (a form sent where no action is keeps its 404 or 405, even
        // over the limit).
        let path = parts.uri.path();
        let mut form = None;
        let read = is_form(&parts)
            && (reads_method_from_form(&parts)
                || reaches_action(&routed_method(&parts, None), path));
        if read {
            let Ok(bytes) = to_bytes(body, BODY_LIMIT).await else {
                let message = format!(
                    "The form is larger than {} MiB.",
                    BODY_LIMIT / (1024 * 1024)
                );
                return failure(format, StatusCode::PAYLOAD_TOO_LARGE, vec![message]);
            };
            body = Body::from(bytes.clone());
            form = Some(bytes);
        }
        let method = routed_method(&parts, form.as_deref());
        if reaches_action(&method, parts.uri.path()) {
            let submitted = match parts.headers.get(HEADER) {
                Some(value) => value.to_str().ok().map(str::to_owned),
                None => form.and_then(|form| form_field(&form, FIELD)),
            };
            let verified = submitted.is_some_and(|submitted| token.verify(&submitted).is_ok());
            if !verified {
                return forbidden(format);
            }
        }
    }
    let session = Arc::new(Session {
        token,
        handed_out: AtomicBool::new(false),
    });
    parts.extensions.insert(Arc::clone(&session));
    let request = Request::from_parts(parts, body);
    let response = CURRENT.scope(Arc::clone(&session), next.run(request)).await;
    if session.handed_out.load(Ordering::Relaxed) {
        (session.token.clone(), response).into_response()
    } else {
        response
    }
}

/// Whether `parts` may reach an action that changes something, and is not exempt: any method
/// but GET and HEAD (whatever it is, the registry says below whether it reaches an action),
/// unless its body is JSON and no session cookie signs it in (`crate::auth::identify` has put
/// the visitor in the request).
fn may_change_something(parts: &Parts) -> bool {
    let signed_in_by_cookie = parts
        .extensions
        .get::<Visitor>()
        .is_some_and(|visitor| visitor.signed_in.is_some());
    let exempt = negotiate::is_json(&parts.headers) && !signed_in_by_cookie;
    !matches!(parts.method, Method::GET | Method::HEAD) && !exempt
}

/// Whether `MethodOverride` reads the form body of `parts` for a `_method`: a POST form
/// without the override header.
fn reads_method_from_form(parts: &Parts) -> bool {
    decision(parts) == Decision::ReadForm
}

/// What `MethodOverride` does with `parts`, by the rules of
/// `restful_core::adapter::method_override`.
fn decision(parts: &Parts) -> Decision {
    let header = parts.headers.get(method_override::HEADER);
    let content_type = parts.headers.get(CONTENT_TYPE);
    method_override::decide(
        &parts.method,
        header.map(HeaderValue::as_bytes),
        content_type.map(HeaderValue::as_bytes),
    )
}

/// The method `parts` is routed with, once `MethodOverride` has read its
/// `X-HTTP-Method-Override` header or its `form`'s `_method`: the same rules
/// (`restful_core::adapter::method_override`), so that the check and the routing agree.
fn routed_method(parts: &Parts, form: Option<&[u8]>) -> Method {
    match decision(parts) {
        Decision::Keep => parts.method.clone(),
        Decision::Override(method) => method,
        Decision::ReadForm => form
            .and_then(method_override::from_form)
            .unwrap_or_else(|| parts.method.clone()),
    }
}

/// Whether a request of `method` for `path` reaches an action that can change something: the
/// registry recognizes it (the demo is mounted at the root), and it is not a GET or a HEAD.
/// What the registry refuses (404, 405, 400) reaches no handler, and is answered as the router
/// answers it.
fn reaches_action(method: &Method, path: &str) -> bool {
    !matches!(*method, Method::GET | Method::HEAD) && registry().recognize(method, path).is_ok()
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

tokio::task_local! {
    /// The session of the request being answered, for the sign-out button of its pages.
    static CURRENT: Arc<Session>;
}

/// The session's token for a page rendered while answering a request that the check let
/// in (the sign-out button of the layout), which makes the answer set the cookie; none
/// outside one.
pub(crate) fn page_token() -> Option<String> {
    CURRENT
        .try_with(|session| FormToken(Arc::clone(session)).value())
        .ok()
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

    type Headers = &'static [(&'static str, &'static str)];

    fn parts(method: &str, headers: Headers) -> Parts {
        let mut request = Request::builder()
            .method(Method::from_bytes(method.as_bytes()).unwrap())
            .uri("/photos/1");
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.body(()).unwrap().into_parts().0
    }

    #[test]
    fn gets_heads_and_json_bodies_are_never_checked() {
        let form: Headers = &[FORM];
        let json: Headers = &[("content-type", "application/json")];
        let cases: [(&str, Headers, bool); 12] = [
            ("GET", &[], false),
            ("HEAD", &[], false),
            ("GET", form, false),
            ("POST", &[], true),
            ("POST", form, true),
            ("POST", &[("content-type", "text/plain")], true),
            ("PUT", form, true),
            ("DELETE", &[], true),
            ("PATCH", &[], true),
            ("OPTIONS", &[], true),
            ("BREW", &[], true),
            ("POST", json, false),
        ];
        for (method, headers, checked) in cases {
            assert_eq!(
                may_change_something(&parts(method, headers)),
                checked,
                "{method} {headers:?}"
            );
        }
        let merge_patch: Headers = &[("content-type", "application/merge-patch+json")];
        assert!(!may_change_something(&parts("DELETE", merge_patch)));
    }

    #[test]
    fn json_is_checked_when_a_session_cookie_signs_it_in() {
        let json: Headers = &[("content-type", "application/json")];
        let mut signed_in = parts("POST", json);
        signed_in.extensions.insert(Visitor {
            signed_in: Some(crate::auth::SignedIn {
                user: crate::auth::User {
                    id: 2,
                    email_address: "ana@example.com".into(),
                },
                session: "0".repeat(64),
            }),
            here: None,
        });
        assert!(may_change_something(&signed_in));
        let mut anonymous = parts("POST", json);
        anonymous.extensions.insert(Visitor::default());
        assert!(!may_change_something(&anonymous));
    }

    const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");

    #[test]
    fn the_method_checked_is_the_one_routed_after_the_override() {
        let cases: [(&str, Headers, Option<&[u8]>, Method); 8] = [
            ("POST", &[FORM], Some(b"_method=DELETE"), Method::DELETE),
            ("POST", &[FORM], Some(b"title=x&_method=put"), Method::PUT),
            ("POST", &[FORM], Some(b"_method=PATCH"), Method::PATCH),
            ("POST", &[FORM], Some(b"_method=GET"), Method::POST),
            ("POST", &[FORM], Some(b"title=x"), Method::POST),
            (
                "POST",
                &[("x-http-method-override", "DELETE")],
                None,
                Method::DELETE,
            ),
            // Only a POST is overridden.
            ("PUT", &[FORM], Some(b"_method=DELETE"), Method::PUT),
            // Neither a form nor the header.
            ("POST", &[], None, Method::POST),
        ];
        for (method, headers, body, routed) in cases {
            assert_eq!(
                routed_method(&parts(method, headers), body),
                routed,
                "{method} {headers:?} {body:?}"
            );
        }
    }

    #[test]
    fn only_requests_that_reach_an_action_other_than_a_get_are_checked() {
        let cases = [
            (Method::POST, "/photos", true),
            (Method::PUT, "/photos/1", true),
            (Method::DELETE, "/photos/1", true),
            (Method::POST, "/photos/1/feature", true),
            (Method::DELETE, "/photos/1/unfeature", true),
            (Method::POST, "/photos/1/comments", true),
            (Method::DELETE, "/admin/book_reviews/1", true),
            (Method::PUT, "/settings", true),
            // Any id reaches the action: the handler answers 404 for one that names nothing.
            (Method::PUT, "/photos/999", true),
            (Method::GET, "/photos", false),
            (Method::HEAD, "/photos/1", false),
            // 405: the path is served, not for this method.
            (Method::PATCH, "/photos/1", false),
            (Method::DELETE, "/photos", false),
            (Method::POST, "/photos/1", false),
            (Method::PUT, "/settings/edit_form", false),
            (Method::OPTIONS, "/photos", false),
            (Method::from_bytes(b"BREW").unwrap(), "/photos", false),
            // 404: no route.
            (Method::POST, "/nowhere", false),
            (Method::POST, "/", false),
            (Method::POST, "/openapi.json", false),
            (Method::DELETE, "/photos/..", false),
            // 400: a param that is not percent-encoded UTF-8.
            (Method::DELETE, "/photos/%zz", false),
            (Method::PUT, "/photos/%FF", false),
        ];
        for (method, path, checked) in cases {
            assert_eq!(reaches_action(&method, path), checked, "{method} {path}");
        }
    }
}
