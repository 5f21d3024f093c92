//! A small app served with restful-axum, kept in SQLite: a photo album with all seven
//! actions and three custom ones (a search, and featuring a photo), comments nested under each
//! photo, a book-review admin with four actions under a prefix, and the site's settings as a
//! singular resource. HTML pages with CSRF-protected forms for browsers, JSON for clients that
//! ask.
//!
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! use restful_demo::{Db, Location};
//!
//! let db = Db::open(&Location::Memory)?;
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await?;
//! restful_demo::serve(listener, db, std::future::pending()).await?;
//! # Ok(())
//! # }
//! ```
//!
//! | module | what it holds |
//! |---|---|
//! | `photos` | [`PhotosController`]: `/photos`, every action; `search` (`GET /photos/search`), `feature` and `unfeature` (`POST` and `DELETE /photos/{id}/…`) |
//! | `comments` | [`CommentsController`]: `/photos/{photo_id}/comments`, every action |
//! | `reviews` | [`BookReviewsController`]: `/admin/book_reviews`, index, create, show, destroy |
//! | `settings` | [`SettingsController`]: `/settings`, a singleton: show, edit_form, update; the site's title on every page |
//! | `users` | [`UsersController`]: `/users`, signing up: new_form, create; and `/~{username}`, an account's page with its photos (profile) |
//! | `session` | [`SessionController`]: `/session`, a singleton: signing in (new_form, create) and out (destroy) |
//! | `auth` | passwords, sessions, HTTP Basic, and the filters `login` and `owner` that guard the actions |
//! | `home` | [`PagesController`]: `/`, the route table, from the registry, and `/openapi.json` |
//! | `openapi` | the OpenAPI 3.1 document of the routes that `/openapi.json` serves, from the registry, with what each action takes and answers |
//! | `schemas` | the JSON and the forms of the API, as the document describes them |
//! | `db` | [`Db`]: the SQLite database, its migrations and seeds |
//! | `csrf` | the token of each session, in every form, checked on every request that reaches a state-changing action |
//! | `negotiate` | HTML or JSON, for answers (`Accept`) and for bodies (`Content-Type`) |
//! | `pages` | the askama templates' layout and error page (`restful-demo/templates/`) |
//! | `refusals` | what is refused before any handler (404, 405, 400, 413), as JSON or the error page, and the 404 of every path no route has |
//! | `validate` | the checks of submitted text |
//!
//! Reading is open to anyone; writing needs an account (`docs/demo.md`, "Users and
//! sessions"): a browser signs in with a form and keeps a session cookie, a JSON client sends
//! HTTP Basic credentials with each request, and only a photo's owner or a comment's author
//! changes it.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod auth;
mod comments;
mod csrf;
mod db;
mod home;
mod linger;
mod negotiate;
mod openapi;
mod pages;
mod photos;
mod refusals;
mod reviews;
mod schemas;
mod session;
mod settings;
mod users;
mod validate;

use std::future::Future;
use std::io;
use std::sync::LazyLock;

use axum::extract::Request;
use axum::middleware::{from_fn, from_fn_with_state, map_response};
use axum::{Router, ServiceExt};
use restful_axum::{MethodOverride, RestfulRouter, WithFallback};
use restful_core::adapter::MountedRoute;
use tokio::net::TcpListener;

pub use crate::auth::{COOKIE as LOGIN_COOKIE, REALM};
pub use crate::comments::{Comment, CommentsController};
pub use crate::csrf::{COOKIE as CSRF_COOKIE, FIELD as CSRF_FIELD, HEADER as CSRF_HEADER};
pub use crate::db::{Db, DbError, LEGACY_USER, Location, Record};
pub use crate::home::PagesController;
pub use crate::openapi::json as openapi_json;
pub use crate::photos::{Photo, PhotosController};
pub use crate::reviews::{BookReview, BookReviewsController};
pub use crate::session::SessionController;
pub use crate::settings::{Settings, SettingsController};
pub use crate::users::UsersController;

/// How the app is served, beyond its data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// Whether the cookies (the sign-in's and the CSRF check's) are `Secure`, which a browser
    /// sends over HTTPS only: for a demo served behind TLS (`--secure-cookies`).
    pub secure_cookies: bool,
}

/// [`app_with`] the default [`Config`].
///
/// # Errors
///
/// As [`app_with`].
pub fn app(db: Db) -> Result<Router, DbError> {
    app_with(db, Config::default())
}

/// The whole app over `db`: the seven controllers (the route table at `/` and their OpenAPI
/// document at `/openapi.json` among their routes), a 404 page for everything else, the `_method` override that
/// lets HTML forms update and delete (the router and the override answer what they refuse as
/// the demo answers everything: `refusals`), in front of it all the CSRF check, in front of that the
/// visitor's session (`auth::identify`, which the CSRF check reads), around that the site's
/// settings, which every page shows, and outermost the reading of what a refused request
/// left of its body (`linger`), so that its connection carries the next request.
///
/// # Errors
///
/// When the CSRF or session keys cannot be read from the database or stored in it (first
/// start), or the settings cannot be read.
///
/// # Panics
///
/// When a controller of the registry is left unmounted: every `#[derive(Restful)]` linked
/// into the binary must be served.
pub fn app_with(db: Db, config: Config) -> Result<Router, DbError> {
    let protection = csrf::Protection::load(&db, config.secure_cookies)?;
    let auth = auth::Auth::load(&db, config.secure_cookies)?;
    let settings = settings::Current::load(&db)?;
    // The CSRF check goes around the router and its override, and asks the registry which
    // action the request reaches with the method the override will route (the same rules, from
    // restful_core::adapter::method_override). The visitor's session goes around it: the check
    // exempts JSON only when no session cookie signs it in. The settings go around that, so
    // that its 403 page has the site's title too.
    Ok(Router::new()
        .fallback_service(routed(db))
        .layer(from_fn_with_state(protection, csrf::protect))
        .layer(from_fn_with_state(auth, auth::identify))
        .layer(from_fn_with_state(settings, settings::provide))
        .layer(map_response(negotiate::vary_on_accept))
        .layer(from_fn(linger::drain_unread)))
}

/// Serves [`app`] on `listener` until `shutdown` completes, then finishes the requests in
/// flight.
///
/// # Errors
///
/// When the CSRF or session keys cannot be read or stored, or when accepting connections
/// fails for good.
pub async fn serve(
    listener: TcpListener,
    db: Db,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    serve_with(listener, db, Config::default(), shutdown).await
}

/// Serves [`app_with`] `config` on `listener`, as [`serve`].
///
/// # Errors
///
/// As [`serve`].
pub async fn serve_with(
    listener: TcpListener,
    db: Db,
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let app = app_with(db, config).map_err(io::Error::other)?;
    axum::serve(listener, ServiceExt::<Request>::into_make_service(app))
        .with_graceful_shutdown(shutdown)
        .await
}

/// The router of the [`controllers`], in the `_method` override: around the router, not in it,
/// since the method must change before routing picks a route. Both answer what they refuse
/// (`refusals::refused`: a 405, a 400, the override's 413) in the format asked for.
fn routed(db: Db) -> MethodOverride<Router> {
    let router = controllers(&db).into_router().with_state(db);
    MethodOverride::new(router).on_rejection(refusals::refused)
}

/// The seven controllers, each with its handlers (the functions of its
/// `#[restful_axum::actions]` block) and, where it has some, its filters (`filtered`, in its
/// module); the 404 page, which gets every path that no route has (`/nope`, and `/photos/abc`:
/// the ids are `i64`s) and restful's own 404s (an id that is `.` or `..`); and the answer to
/// the router's other refusals.
fn controllers(db: &Db) -> RestfulRouter<Db, WithFallback> {
    RestfulRouter::new()
        .controller::<PagesController>()
        .restful::<PhotosController>(photos::filtered(db))
        .restful::<CommentsController>(comments::filtered(db))
        .restful::<BookReviewsController>(reviews::filtered())
        .restful::<SettingsController>(settings::filtered())
        .controller::<UsersController>()
        .controller::<SessionController>()
        .fallback(refusals::not_found)
        .on_rejection(refusals::refused)
        .expect_all_mounted()
}

/// The routes as [`controllers`] mounts them, with their filters: the route table at `/` and
/// the OpenAPI document show them. Built once, over a database that is there only to build
/// them: the routes and filters are the same whatever the database.
pub(crate) fn mounted_routes() -> &'static [MountedRoute] {
    static ROUTES: LazyLock<Vec<MountedRoute>> = LazyLock::new(|| {
        let db = Db::open(&Location::Memory)
            .unwrap_or_else(|err| panic!("an in-memory database opens: {err}"));
        controllers(&db).routes().collect()
    });
    &ROUTES
}

#[cfg(test)]
mod tests {
    use std::pin::Pin;
    use std::task::{Context, Poll};

    use axum::body::{Body, Bytes, to_bytes};
    use axum::http::StatusCode;
    use axum::http::header::{ACCEPT, ALLOW, CONTENT_TYPE};
    use axum::response::Response;
    use http_body::Frame;
    use restful_axum::DEFAULT_BODY_LIMIT;
    use restful_core::{Action, Method};
    use tower::ServiceExt as _;

    use super::*;

    /// A form POST to `/photos/1` with `body`, asking for `accept`, sent to the router in its
    /// override ([`routed`]) alone. In the app the CSRF check reads a form first, with the same
    /// limit, and answers a form over it itself (tests/data.rs): here the override's own
    /// refusal shows.
    async fn override_answers(body: Body, accept: &str) -> (StatusCode, String, String) {
        let db = Db::open(&Location::Memory).unwrap();
        let request = Request::post("/photos/1")
            .header(CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(ACCEPT, accept)
            .body(body)
            .unwrap();
        let response: Response = routed(db).oneshot(request).await.unwrap();
        let status = response.status();
        let content_type = response.headers()[CONTENT_TYPE]
            .to_str()
            .unwrap()
            .to_owned();
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        (
            status,
            content_type,
            String::from_utf8(body.to_vec()).unwrap(),
        )
    }

    fn over_the_limit() -> Body {
        let form = format!("_method=DELETE&x={}", "y".repeat(DEFAULT_BODY_LIMIT));
        Body::from(form)
    }

    #[tokio::test]
    async fn the_overrides_413_is_json_for_json_clients() {
        let (status, content_type, body) =
            override_answers(over_the_limit(), "application/json").await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
        assert_eq!(content_type, "application/json");
        let message = "The form is larger than 2 MiB: nothing was changed.";
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&body).unwrap(),
            serde_json::json!({"status": 413, "error": message, "errors": [message]})
        );
    }

    #[tokio::test]
    async fn the_overrides_413_is_the_error_page_for_browsers() {
        let (status, content_type, body) = override_answers(over_the_limit(), "text/html").await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
        assert_eq!(content_type, "text/html; charset=utf-8");
        assert!(body.contains("<h1>Payload Too Large</h1>"), "{body}");
        assert!(
            body.contains("<p>The form is larger than 2 MiB: nothing was changed.</p>"),
            "{body}"
        );
        assert!(
            body.contains(r#"<a class="brand" href="/">"#),
            "the layout: {body}"
        );
    }

    #[tokio::test]
    async fn a_form_cut_off_is_the_overrides_400() {
        let (status, content_type, body) =
            override_answers(Body::new(Broken), "application/json").await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(content_type, "application/json");
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(json["status"], 400);
        assert_eq!(
            json["error"],
            "The form could not be read to its end: nothing was changed."
        );
    }

    /// The router in its override answers a wrong method as the app does, with its `Allow`.
    #[tokio::test]
    async fn a_wrong_method_keeps_its_allow() {
        let db = Db::open(&Location::Memory).unwrap();
        let request = Request::patch("/photos/1")
            .header(ACCEPT, "application/json")
            .body(Body::empty())
            .unwrap();
        let response = routed(db).oneshot(request).await.unwrap();
        assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(response.headers()[ALLOW], "GET, HEAD, PUT, DELETE");
        assert_eq!(response.headers()[CONTENT_TYPE], "application/json");
    }

    /// A form body whose connection breaks before its end.
    struct Broken;

    impl http_body::Body for Broken {
        type Data = Bytes;
        type Error = std::io::Error;

        fn poll_frame(
            self: Pin<&mut Self>,
            _: &mut Context<'_>,
        ) -> Poll<Option<Result<Frame<Bytes>, std::io::Error>>> {
            Poll::Ready(Some(Err(std::io::Error::other("reset"))))
        }
    }

    /// The guide's check (docs/guide.md, 9): every route that changes something, and every form
    /// that leads to one, is behind "login", except signing up, in and out; and the actions that
    /// change a photo or a comment are behind "owner" or "author" too, after "login".
    #[test]
    fn every_write_is_behind_the_login_filter() {
        let db = Db::open(&Location::Memory).unwrap();
        let router = controllers(&db);
        let open = ["UsersController", "SessionController"];
        for mounted in router.routes() {
            let route = mounted.route();
            let names: Vec<&str> = mounted.filter_names().map(Option::unwrap).collect();
            let controller = route.controller().name();
            let writes = route.method() != Method::GET || route.action() == Action::EditForm;
            let form = route.action() == Action::NewForm;
            if open.contains(&controller) {
                assert!(names.is_empty(), "{mounted}");
            } else if writes || form {
                assert_eq!(names.first(), Some(&"login"), "{mounted}");
            } else {
                assert!(names.is_empty(), "{mounted}: reads are open");
            }
            let changes_one = route.has_id()
                && matches!(controller, "PhotosController" | "CommentsController")
                && (route.method() != Method::GET || route.action() == Action::EditForm);
            let second = match controller {
                "PhotosController" => "owner",
                _ => "author",
            };
            assert_eq!(names.get(1) == Some(&second), changes_one, "{mounted}");
        }
    }

    /// The OpenAPI document names a way to sign in on exactly the operations behind "login".
    #[test]
    fn the_document_says_which_operations_need_an_account() {
        let db = Db::open(&Location::Memory).unwrap();
        let document: serde_json::Value = serde_json::from_str(openapi_json()).unwrap();
        for mounted in controllers(&db).routes() {
            let route = mounted.route();
            let method = route.method().to_string().to_ascii_lowercase();
            let operation = &document["paths"][route.path()][method.as_str()];
            let login = mounted.filter_names().any(|name| name == Some("login"));
            assert_eq!(operation["security"].is_array(), login, "{mounted}");
            assert_eq!(
                operation["responses"]["401"].is_object(),
                login || route.path() == "/session" && route.method() == Method::POST,
                "{mounted}"
            );
        }
    }
}
