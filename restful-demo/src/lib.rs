//! A small app served with restful-axum: a photo album with all seven actions, and a
//! book-review admin with four of them under a prefix. HTML pages with forms for browsers,
//! JSON for clients that ask for it, over an in-memory store.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await?;
//! restful_demo::serve(listener, restful_demo::Store::with_examples(), std::future::pending()).await
//! # }
//! ```
//!
//! | module | what it holds |
//! |---|---|
//! | `photos` | [`PhotosController`]: `/photos`, every action |
//! | `reviews` | [`BookReviewsController`]: `/admin/book_reviews`, index, create, show, destroy |
//! | `home` | `/`: the route table, from the registry |
//! | `openapi` | `/openapi.json`: the OpenAPI 3.1 document of the routes, from the registry |
//! | `store` | [`Store`]: a [`Table`] per resource, shared by every request |
//! | `negotiate` | HTML or JSON, for answers (`Accept`) and for bodies (`Content-Type`) |
//! | `html` | escaping, the layout, and the parts of forms |
//! | `validate` | the checks of submitted text |
//!
//! There is no authentication and no CSRF protection: it is a demo, for a loopback address.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod home;
mod html;
mod negotiate;
mod openapi;
mod photos;
mod reviews;
mod store;
mod validate;

use std::future::Future;
use std::io;

use axum::extract::Request;
use axum::http::{StatusCode, Uri};
use axum::middleware::map_response;
use axum::response::Response;
use axum::routing::get;
use axum::{Router, ServiceExt};
use restful_axum::{MethodOverride, RestfulRouter};
use tokio::net::TcpListener;

use crate::negotiate::{Format, failure};

pub use crate::openapi::json as openapi_json;
pub use crate::photos::{Photo, PhotosController};
pub use crate::reviews::{BookReview, BookReviewsController};
pub use crate::store::{Record, Store, Table};

/// The whole app over `store`: both controllers, the route table at `/`, their OpenAPI
/// document at `/openapi.json`, a 404 page for everything else, and the `_method` override
/// that lets HTML forms update and delete.
///
/// # Panics
///
/// When a controller of the registry is left unmounted: every `#[derive(Restful)]` linked
/// into the binary must be served.
pub fn app(store: Store) -> MethodOverride<Router> {
    // The 404 page goes to the `RestfulRouter`: it answers restful routes from the `Router`'s
    // fallback, and hands on to this one what no route has.
    let router = RestfulRouter::new()
        .restful::<PhotosController>(photos::actions())
        .restful::<BookReviewsController>(reviews::actions())
        .fallback(not_found)
        .expect_all_mounted()
        .into_router()
        .route("/", get(home::routes))
        .route("/openapi.json", get(openapi::serve))
        .layer(map_response(negotiate::vary_on_accept))
        .with_state(store);
    // Around the router, not in it: the method must change before routing picks a route.
    MethodOverride::new(router)
}

/// Serves [`app`] on `listener` until `shutdown` completes, then finishes the requests in
/// flight.
///
/// # Errors
///
/// When accepting connections fails for good.
pub async fn serve(
    listener: TcpListener,
    store: Store,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    axum::serve(
        listener,
        ServiceExt::<Request>::into_make_service(app(store)),
    )
    .with_graceful_shutdown(shutdown)
    .await
}

async fn not_found(format: Format, uri: Uri) -> Response {
    let message = format!("Nothing lives at {}.", uri.path());
    failure(format, StatusCode::NOT_FOUND, vec![message])
}
