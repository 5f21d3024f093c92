//! Who is asking, in the shape of Rails 8's authentication generator: accounts with a password
//! (`crate::users`), a session per signed-in browser (`crate::session`), and the filters that
//! guard the actions.
//!
//! - **Passwords** are hashed with Argon2id (the `argon2` crate's defaults, a random salt from
//!   the OS), stored as a PHC string, and checked with `verify_password`. A password is never
//!   stored, logged or shown again, not even in a form refused for another field.
//! - **Sessions** are rows of the `sessions` table, each with a random id of 256 bits (from the
//!   OS) that the browser keeps in a cookie signed with a key of the `secrets` table
//!   (axum-extra's `SignedCookieJar`): a restart of the server keeps everyone signed in, and
//!   signing out deletes the row, so that the cookie, replayed, names nothing. A sign-in always
//!   makes a new row with a new id, never one the browser had before. The cookie is `HttpOnly`,
//!   `SameSite=Lax`, `Path=/`, kept 30 days, and `Secure` when the server is asked for it
//!   (`--secure-cookies`); a session older than 30 days is refused whatever the cookie says.
//! - **HTTP Basic** credentials (`email:password`) are taken on any request, for clients that
//!   keep no cookie: a JSON client signs every request with them.
//! - **[`identify`]** runs on every request: it reads the session cookie and puts the
//!   [`Visitor`] in the request, for the pages (the sign-out button, the sign-in links) and for
//!   the CSRF check, which exempts a JSON request only when no session cookie signs it in.
//! - **[`require_login`]** is the filter of every guarded action (`.named("login")`): a visitor
//!   signed in by the cookie, or with valid Basic credentials, goes on with a [`CurrentUser`];
//!   anyone else is sent to the sign-in form and back (a browser: 303), or answered 401 with
//!   `WWW-Authenticate: Basic realm="restful-demo"` (a JSON client).

use std::sync::LazyLock;

use argon2::Argon2;
use argon2::password_hash::rand_core::{OsRng, RngCore};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::extract::Request;
use axum::http::header::{AUTHORIZATION, SET_COOKIE, USER_AGENT, WWW_AUTHENTICATE};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::{Cookie, Key, SameSite, SignedCookieJar};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use rusqlite::{Connection, OptionalExtension};

use crate::db::{self, Db, DbError};
use crate::negotiate::{Format, failure};
use crate::session::SessionController;

/// The cookie that holds the session's id, signed.
pub const COOKIE: &str = "restful_demo_login";

/// The realm of `WWW-Authenticate`.
pub const REALM: &str = "restful-demo";

/// How long a session lasts, in days: the cookie's `Max-Age`, and the oldest row accepted.
const LIFETIME_DAYS: i64 = 30;

/// The most of a `User-Agent` kept with a session.
const USER_AGENT_CHARS: usize = 255;

/// An account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct User {
    pub(crate) id: i64,
    pub(crate) email_address: String,
}

/// The user a guarded action runs for: put in the request by [`require_login`], so that a
/// handler behind it reads it with `Extension<CurrentUser>`.
#[derive(Clone, Debug)]
pub(crate) struct CurrentUser(pub(crate) User);

/// What the server needs to sign sessions in and out: the database, the cookie's key, and
/// whether the cookie is `Secure`.
#[derive(Clone)]
pub(crate) struct Auth {
    db: Db,
    key: Key,
    secure: bool,
}

/// The visitor of a request, as its session cookie says: signed in or not, and, for a page
/// that a GET opened, where it is (for the sign-in link, to come back to it).
#[derive(Clone, Debug, Default)]
pub(crate) struct Visitor {
    pub(crate) signed_in: Option<SignedIn>,
    pub(crate) here: Option<String>,
}

/// A browser signed in by its session cookie.
#[derive(Clone, Debug)]
pub(crate) struct SignedIn {
    pub(crate) user: User,
    /// The session's id, to end it at sign-out.
    pub(crate) session: String,
}

tokio::task_local! {
    /// The visitor of the request being answered, for the pages it renders.
    static VISITOR: Visitor;
}

/// The visitor of the request being answered, for a page; anonymous outside one.
pub(crate) fn visitor() -> Visitor {
    VISITOR.try_with(Clone::clone).unwrap_or_default()
}

impl Visitor {
    /// The id of the user the session cookie signs in, if any.
    pub(crate) fn user_id(&self) -> Option<i64> {
        self.signed_in.as_ref().map(|signed_in| signed_in.user.id)
    }
}

/// The end of the filters "owner" and "author", behind "login": `owner` is the account that
/// owns what the request changes (`None`: there is no such record, which the handler answers
/// with its 404). Its owner goes on; anyone else is answered 403 with `refusal`, which says
/// who may.
pub(crate) async fn only_its_owner(
    request: Request,
    next: Next,
    owner: Result<Option<i64>, DbError>,
    refusal: &str,
) -> Response {
    let format = Format::of(request.headers());
    let user = request
        .extensions()
        .get::<CurrentUser>()
        .map(|CurrentUser(user)| user.id);
    match owner {
        Err(err) => db::failed(format)(err),
        Ok(Some(owner)) if Some(owner) != user => {
            failure(format, StatusCode::FORBIDDEN, vec![refusal.to_owned()])
        }
        Ok(_) => next.run(request).await,
    }
}

impl Auth {
    /// The cookie's key kept in `db`, made on its first start.
    pub(crate) fn load(db: &Db, secure: bool) -> Result<Auth, DbError> {
        let key = db.secret("session_cookie_key", || Key::generate().master().to_vec())?;
        let key = Key::try_from(&key[..]).map_err(|err| DbError::Query(err.to_string().into()))?;
        Ok(Auth {
            db: db.clone(),
            key,
            secure,
        })
    }

    /// The user whose email address and password these are, or `None`: whether the address
    /// is unknown or the password wrong, it takes about as long, and says nothing more.
    pub(crate) async fn authenticate(
        &self,
        email_address: &str,
        password: String,
    ) -> Result<Option<User>, DbError> {
        let email_address = normalize_email(email_address);
        let found = self
            .db
            .read(move |db| user_by_email(db, &email_address))
            .await?;
        tokio::task::spawn_blocking(move || match found {
            Some((user, digest)) => verify_password(&password, &digest).then_some(user),
            None => {
                // The same work as for a known address, so that the time taken says nothing.
                verify_password(&password, &UNKNOWN_USER_DIGEST);
                None
            }
        })
        .await
        .map_err(|err| DbError::Query(Box::new(err)))
    }

    /// Signs `user` in: a new session with a new random id (the session `previous`, the one
    /// the browser was signed in with if any, is ended), and the answer's cookie that holds it.
    pub(crate) async fn start_session(
        &self,
        user: &User,
        headers: &HeaderMap,
        previous: Option<String>,
    ) -> Result<SignedCookieJar, DbError> {
        let id = new_session_id();
        let user_id = user.id;
        let user_agent: String = headers
            .get(USER_AGENT)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default()
            .chars()
            .take(USER_AGENT_CHARS)
            .collect();
        let stored = id.clone();
        self.db
            .write(move |db| {
                if let Some(previous) = previous {
                    db.execute("DELETE FROM sessions WHERE id = ?1", [previous])?;
                }
                db.execute(
                    "INSERT INTO sessions (id, user_id, user_agent) VALUES (?1, ?2, ?3)",
                    (&stored, user_id, &user_agent),
                )?;
                Ok(())
            })
            .await?;
        let cookie = Cookie::build((COOKIE, id))
            .http_only(true)
            .same_site(SameSite::Lax)
            .path("/")
            .secure(self.secure)
            .max_age(time::Duration::days(LIFETIME_DAYS));
        Ok(SignedCookieJar::new(self.key.clone()).add(cookie))
    }

    /// Ends the session `id` (a row that is already gone is not an error).
    pub(crate) async fn end_session(&self, id: String) -> Result<(), DbError> {
        self.db
            .write(move |db| {
                db.execute("DELETE FROM sessions WHERE id = ?1", [id])
                    .map(drop)
            })
            .await
    }

    /// The `Set-Cookie` that makes the browser forget the session cookie.
    pub(crate) fn clear_cookie(&self) -> (axum::http::HeaderName, HeaderValue) {
        let mut cookie = Cookie::build((COOKIE, ""))
            .http_only(true)
            .same_site(SameSite::Lax)
            .path("/")
            .secure(self.secure)
            .build();
        cookie.make_removal();
        let value = HeaderValue::from_str(&cookie.to_string())
            .expect("a cookie without a value is a valid header");
        (SET_COOKIE, value)
    }
}

/// The middleware in front of everything: the [`Visitor`] the session cookie names, in the
/// request's extensions (with the [`Auth`], for the handlers that sign in and out) and for the
/// pages rendered while answering it.
pub(crate) async fn identify(
    axum::extract::State(auth): axum::extract::State<Auth>,
    mut request: Request,
    next: Next,
) -> Response {
    let jar = SignedCookieJar::from_headers(request.headers(), auth.key.clone());
    let signed_in = match jar.get(COOKIE) {
        Some(cookie) => {
            let id = cookie.value().to_owned();
            let found = auth
                .db
                .read(move |db| {
                    Ok(session_user(db, &id)?.map(|user| SignedIn { user, session: id }))
                })
                .await;
            // A database that fails to answer signs nobody in; the actions say the rest.
            found.unwrap_or_else(|err| {
                eprintln!("restful-demo: {err}");
                None
            })
        }
        None => None,
    };
    let here = matches!(*request.method(), Method::GET | Method::HEAD)
        .then(|| {
            request
                .uri()
                .path_and_query()
                .map(|at| at.as_str().to_owned())
        })
        .flatten();
    let visitor = Visitor { signed_in, here };
    request.extensions_mut().insert(visitor.clone());
    request.extensions_mut().insert(auth);
    VISITOR.scope(visitor, next.run(request)).await
}

/// The filter "login" (`from_fn(require_login)`): the visitor signed in by the session cookie,
/// or by valid HTTP Basic credentials, goes on to the action with a [`CurrentUser`]. Anyone
/// else: a browser is sent to the sign-in form (303), and back to this page once signed in
/// when it was a GET; a JSON client is answered 401 with `WWW-Authenticate`.
pub(crate) async fn require_login(mut request: Request, next: Next) -> Response {
    let format = Format::of(request.headers());
    let signed_in = request
        .extensions()
        .get::<Visitor>()
        .and_then(|visitor| visitor.signed_in.clone());
    let auth = request.extensions().get::<Auth>().cloned();
    let user = match signed_in {
        Some(signed_in) => Some(signed_in.user),
        None => match (basic_credentials(request.headers()), auth) {
            (Some((email_address, password)), Some(auth)) => {
                match auth.authenticate(&email_address, password).await {
                    Ok(user) => user,
                    Err(err) => return db::failed(format)(err),
                }
            }
            _ => None,
        },
    };
    match user {
        Some(user) => {
            request.extensions_mut().insert(CurrentUser(user));
            next.run(request).await
        }
        None => unauthenticated(format, request.method(), request.uri().path_and_query()),
    }
}

/// The answer to a visitor who must sign in first.
fn unauthenticated(
    format: Format,
    method: &Method,
    here: Option<&axum::http::uri::PathAndQuery>,
) -> Response {
    match format {
        Format::Json => {
            let message = "Sign in first: send your email address and password with HTTP Basic \
                 authentication (an account is made with `POST /users`)."
                .to_owned();
            let mut response = failure(format, StatusCode::UNAUTHORIZED, vec![message]);
            response.headers_mut().insert(
                WWW_AUTHENTICATE,
                HeaderValue::from_str(&format!("Basic realm=\"{REALM}\""))
                    .expect("the realm is a valid header"),
            );
            response
        }
        Format::Html => {
            // Back to a page, not to a form's POST: after signing in, the browser GETs it.
            let back = matches!(*method, Method::GET | Method::HEAD)
                .then(|| here.map(|at| at.as_str()))
                .flatten();
            Redirect::to(&sign_in_path(back)).into_response()
        }
    }
}

/// The sign-in form's path, with `return_to` when there is a local page to come back to.
pub(crate) fn sign_in_path(return_to: Option<&str>) -> String {
    with_return_to(SessionController::new_form_path(), return_to)
}

/// `path` with `?return_to=...` when `return_to` is a local path ([`local_path`]).
pub(crate) fn with_return_to(path: String, return_to: Option<&str>) -> String {
    match return_to.and_then(local_path) {
        Some(back) => {
            let query = form_urlencoded::Serializer::new(String::new())
                .append_pair("return_to", back)
                .finish();
            format!("{path}?{query}")
        }
        None => path,
    }
}

/// `path` when it is a path of this site, never another's: it starts with one `/` (not
/// `//host`, nor `/\host`, which browsers read as another host), and holds no backslash, no
/// control character and no space. Anything else is `None`: no open redirect.
pub(crate) fn local_path(path: &str) -> Option<&str> {
    let bytes = path.as_bytes();
    let local = bytes.first() == Some(&b'/')
        && !matches!(bytes.get(1), Some(b'/' | b'\\'))
        && path.len() <= 2048
        && !path
            .chars()
            .any(|c| c == '\\' || c.is_control() || c.is_whitespace());
    local.then_some(path)
}

/// The email address and password of an `Authorization: Basic` header.
fn basic_credentials(headers: &HeaderMap) -> Option<(String, String)> {
    let value = headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, encoded) = value.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("basic") {
        return None;
    }
    let decoded = STANDARD.decode(encoded.trim()).ok()?;
    let decoded = String::from_utf8(decoded).ok()?;
    let (email_address, password) = decoded.split_once(':')?;
    Some((email_address.to_owned(), password.to_owned()))
}

/// An email address as stored and compared: trimmed, lowercased.
pub(crate) fn normalize_email(email_address: &str) -> String {
    email_address.trim().to_lowercase()
}

/// The PHC string of `password`: Argon2id, with a random salt.
pub(crate) fn hash_password(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("Argon2's defaults hash any password")
        .to_string()
}

/// Whether `password` is the one `digest` (a PHC string) was made from. A digest that is not
/// a PHC string (the placeholder account's) matches nothing.
pub(crate) fn verify_password(password: &str, digest: &str) -> bool {
    PasswordHash::new(digest).is_ok_and(|hash| {
        Argon2::default()
            .verify_password(password.as_bytes(), &hash)
            .is_ok()
    })
}

/// A digest to check a password against when the address is unknown.
static UNKNOWN_USER_DIGEST: LazyLock<String> =
    LazyLock::new(|| hash_password("no account has this password"));

/// 256 random bits from the OS, in hex.
fn new_session_id() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The user of the session `id`, when it is there and not older than [`LIFETIME_DAYS`].
fn session_user(db: &Connection, id: &str) -> rusqlite::Result<Option<User>> {
    db.prepare_cached(
        "SELECT users.id, users.email_address FROM sessions JOIN users ON users.id = sessions.user_id \
         WHERE sessions.id = ?1 \
         AND sessions.created_at > strftime('%Y-%m-%dT%H:%M:%SZ', 'now', ?2)",
    )?
    .query_row((id, format!("-{LIFETIME_DAYS} days")), |row| {
        Ok(User {
            id: row.get(0)?,
            email_address: row.get(1)?,
        })
    })
    .optional()
}

/// The user with this (normalized) address, and the digest of their password.
fn user_by_email(db: &Connection, email_address: &str) -> rusqlite::Result<Option<(User, String)>> {
    db.prepare_cached(
        "SELECT id, email_address, password_digest FROM users WHERE email_address = ?1",
    )?
    .query_row([email_address], |row| {
        let user = User {
            id: row.get(0)?,
            email_address: row.get(1)?,
        };
        Ok((user, row.get(2)?))
    })
    .optional()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_local_paths_are_returned_to() {
        let cases = [
            ("/photos", true),
            ("/photos/3/edit_form?x=1", true),
            ("/", true),
            ("//evil.example", false),
            ("/\\evil.example", false),
            ("/a\\b", false),
            ("https://evil.example/", false),
            ("evil.example", false),
            ("", false),
            ("/a\nb", false),
            ("/a\tb", false),
            ("/a b", false),
            ("javascript:alert(1)", false),
        ];
        for (path, local) in cases {
            assert_eq!(local_path(path).is_some(), local, "{path:?}");
        }
        assert_eq!(
            sign_in_path(Some("/photos/1/edit_form")),
            "/session/new_form?return_to=%2Fphotos%2F1%2Fedit_form"
        );
        assert_eq!(sign_in_path(Some("//evil.example")), "/session/new_form");
    }

    #[test]
    fn basic_credentials_are_read_from_the_header() {
        let mut headers = HeaderMap::new();
        let encoded = STANDARD.encode("ana@example.com:pass:word");
        headers.insert(
            AUTHORIZATION,
            HeaderValue::from_str(&format!("Basic {encoded}")).unwrap(),
        );
        assert_eq!(
            basic_credentials(&headers),
            Some(("ana@example.com".into(), "pass:word".into()))
        );
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Bearer abc"));
        assert_eq!(basic_credentials(&headers), None);
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Basic !!!"));
        assert_eq!(basic_credentials(&headers), None);
    }

    #[test]
    fn passwords_are_hashed_with_a_salt_and_verified() {
        let first = hash_password("correct horse");
        let second = hash_password("correct horse");
        assert!(first.starts_with("$argon2id$"), "{first}");
        assert_ne!(first, second, "a new salt each time");
        assert!(!first.contains("correct horse"));
        assert!(verify_password("correct horse", &first));
        assert!(!verify_password("correct horsf", &first));
        assert!(
            !verify_password("", "!"),
            "the placeholder's digest matches nothing"
        );
    }

    #[test]
    fn session_ids_are_256_random_bits() {
        let (a, b) = (new_session_id(), new_session_id());
        assert_eq!(a.len(), 64);
        assert!(a.bytes().all(|byte| byte.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}
