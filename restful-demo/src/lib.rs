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
//! | `home` | `/`: the route table, from the registry |
//! | `openapi` | `/openapi.json`: the OpenAPI 3.1 document of the routes, from the registry, with what each action takes and answers |
//! | `schemas` | the JSON and the forms of the API, as the document describes them |
//! | `db` | [`Db`]: the SQLite database, its migrations and seeds |
//! | `csrf` | the token of each session, in every form, checked on every request that reaches a state-changing action |
//! | `negotiate` | HTML or JSON, for answers (`Accept`) and for bodies (`Content-Type`) |
//! | `pages` | the askama templates' layout and error page (`restful-demo/templates/`) |
//! | `validate` | the checks of submitted text |
//!
//! There is no authentication: it is a demo, for a loopback address.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod comments;
mod csrf;
mod db;
mod home;
mod negotiate;
mod openapi;
mod pages;
mod photos;
mod reviews;
mod schemas;
mod settings;
mod validate;

use std::future::Future;
use std::io;

use axum::extract::Request;
use axum::http::{StatusCode, Uri};
use axum::middleware::{from_fn_with_state, map_response};
use axum::response::Response;
use axum::routing::get;
use axum::{Router, ServiceExt};
use restful_axum::{MethodOverride, RestfulRouter};
use tokio::net::TcpListener;

use crate::negotiate::{Format, failure};

pub use crate::comments::{Comment, CommentsController};
pub use crate::csrf::{COOKIE as CSRF_COOKIE, FIELD as CSRF_FIELD, HEADER as CSRF_HEADER};
pub use crate::db::{Db, DbError, Location, Record};
pub use crate::openapi::json as openapi_json;
pub use crate::photos::{Photo, PhotosController};
pub use crate::reviews::{BookReview, BookReviewsController};
pub use crate::settings::{Settings, SettingsController};

/// The whole app over `db`: the four controllers, the route table at `/`, their OpenAPI
/// document at `/openapi.json`, a 404 page for everything else, the `_method` override that
/// lets HTML forms update and delete, in front of it all the CSRF check, and around that the
/// site's settings, which every page shows.
///
/// # Errors
///
/// When the CSRF keys cannot be read from the database or stored in it (first start), or the
/// settings cannot be read.
///
/// # Panics
///
/// When a controller of the registry is left unmounted: every `#[derive(Restful)]` linked
/// into the binary must be served.
pub fn app(db: Db) -> Result<Router, DbError> {
    let protection = csrf::Protection::load(&db)?;
    let settings = settings::Current::load(&db)?;
    // The 404 page goes to the `RestfulRouter`: it answers restful routes from the `Router`'s
    // fallback, and hands on to this one what no route has.
    let router = RestfulRouter::new()
        .restful::<PhotosController>(photos::actions())
        .restful::<CommentsController>(comments::actions())
        .restful::<BookReviewsController>(reviews::actions())
        .restful::<SettingsController>(settings::actions())
        .fallback(not_found)
        .expect_all_mounted()
        .into_router()
        .route("/", get(home::routes))
        .route("/openapi.json", get(openapi::serve))
        .with_state(db);
    // Around the router, not in it: the method must change before routing picks a route. The
    // CSRF check goes around both, and asks the registry which action the request reaches with
    // the method the override will route (the same rules, from restful_core::method_override).
    // The settings go around that, so that its 403 page has the site's title too.
    Ok(Router::new()
        .fallback_service(MethodOverride::new(router))
        .layer(from_fn_with_state(protection, csrf::protect))
        .layer(from_fn_with_state(settings, settings::provide))
        .layer(map_response(negotiate::vary_on_accept)))
}

/// Serves [`app`] on `listener` until `shutdown` completes, then finishes the requests in
/// flight.
///
/// # Errors
///
/// When the CSRF keys cannot be read or stored, or when accepting connections fails for good.
pub async fn serve(
    listener: TcpListener,
    db: Db,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let app = app(db).map_err(io::Error::other)?;
    axum::serve(listener, ServiceExt::<Request>::into_make_service(app))
        .with_graceful_shutdown(shutdown)
        .await
}

async fn not_found(format: Format, uri: Uri) -> Response {
    let message = format!("Nothing lives at {}.", uri.path());
    failure(format, StatusCode::NOT_FOUND, vec![message])
}
