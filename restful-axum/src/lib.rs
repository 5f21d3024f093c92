//! Serve `#[derive(Restful)]` controllers with [axum](https://docs.rs/axum) 0.8: mount a
//! controller's actions with one call, never write a path or a method.
//!
//! ```rust,standalone_crate
//! use axum::{Router, routing::get};
//! use restful_axum::{Id, Layer, RestfulRouter};
//! use restful_core::Restful;
//!
//! #[derive(Restful)]
//! #[restful(except(new_form, edit_form))]
//! struct PhotosController;
//!
//! // Its handlers: one function per action it serves, named after it (the compiler checks).
//! #[restful_axum::actions]
//! impl PhotosController {
//!     async fn index() -> &'static str { "all photos" }
//!     async fn create(body: String) -> String { format!("created {body}") }
//!     async fn show(Id(id): Id) -> String { format!("photo {id}") }
//!     async fn update(Id(id): Id, body: String) -> String { format!("photo {id} is now {body}") }
//!     async fn destroy(Id(id): Id<u64>) -> String { format!("deleted {id}") }
//! }
//!
//! async fn not_found() -> (axum::http::StatusCode, &'static str) {
//!     (axum::http::StatusCode::NOT_FOUND, "nothing here")
//! }
//!
//! // The app's own routes and 404, as if restful were not there.
//! let app: Router = Router::new().route("/health", get(|| async { "ok" })).fallback(not_found);
//! // The restful routes, answered in front of it.
//! let restful = RestfulRouter::new()
//!     .controller::<PhotosController>()
//!     .expect_all_mounted()
//!     .into_layer();
//! let app = restful.layer(app);
//! // axum::serve(listener, axum::ServiceExt::<axum::extract::Request>::into_make_service(app))
//! ```
//!
//! This is the fastest way to serve the routes: faster than the same routes written by hand
//! with `Router::route` (`docs/benchmarks.md`), as a restful request never reaches axum's router.
//! [`into_router()`](RestfulRouter::into_router) gives an `axum::Router` instead, whose
//! routes are the restful templates, for apps that need `Router::route_layer`, `Router::layer`
//! or `Router::nest` on the restful routes, at axum's router's cost.
//!
//! ## Two ways to serve: in front of the app, or inside it
//!
//! Every request on a mounted route is answered with one lookup in a table of the mounted
//! routes. Where that lookup happens is yours to choose:
//!
//! | | [`into_layer()`](RestfulRouter::into_layer) | [`into_router()`](RestfulRouter::into_router) |
//! |---|---|---|
//! | what it gives | a tower `Layer` that wraps the app | an `axum::Router` |
//! | restful routes are found | before axum routes the request | by axum's router, each template a route (and its form with one trailing `/`), then by restful's table |
//! | the app's 404 | the app's own `Router::fallback` | [`RestfulRouter::fallback`], which also answers restful's own 404s (an id that is `.` or `..`) |
//! | `Router::layer`, `Router::route_layer` on the app | do not see restful routes: wrap the wrapped app instead | cover restful routes as they cover routes added with `Router::route` |
//! | mount below a prefix | `nest_service` the wrapped app | `Router::nest` or `nest_service` |
//! | state | [`RestfulRouter::with_state`] before `into_layer` | the `Router`'s, as usual |
//! | speed (`benches/versus_axum.rs`) | faster than the same routes written by hand in axum | slower than by hand: the request goes through axum's router, then restful's lookup |
//!
//! Inside a `Router`, the app's 404 is given to [`RestfulRouter::fallback`], and the app's
//! routes, layers and state are added to the `Router` as usual:
//!
//! ```rust,standalone_crate
//! use axum::{Router, routing::get};
//! use restful_axum::{Actions, RestfulRouter};
//! use restful_core::Restful;
//!
//! #[derive(Restful)]
//! #[restful(only(index))]
//! struct PhotosController;
//!
//! async fn index() -> &'static str { "all photos" }
//! async fn not_found() -> (axum::http::StatusCode, &'static str) {
//!     (axum::http::StatusCode::NOT_FOUND, "nothing here")
//! }
//!
//! let app: Router = RestfulRouter::new()
//!     .restful::<PhotosController>(Actions::new().index(index))
//!     .fallback(not_found)
//!     .into_router()
//!     .route("/health", get(|| async { "ok" }));
//! ```
//!
//! What a mounted controller answers, either way (the rules are in docs/routing.md, 2, and
//! docs/integrations.md, 4.1):
//!
//! - each served action at its route and method; `HEAD` through the `GET` handler, with the
//!   GET answer's headers and `Content-Length` and no body; one trailing `/` accepted
//!   (`/photos/` is `/photos`);
//! - 405 with an `Allow` header for a wrong method (PATCH included); 400 for a param that is a
//!   malformed percent-escape or not UTF-8; both with a plain-text body that names the
//!   problem (or the app's own answer, below), and the [`restful_core::RecognizeError`] in the
//!   response's extensions;
//! - anything no mounted route has (a 404) goes to the app's 404, as the table says.
//!
//! ## The app's own answers to refusals
//!
//! [`RestfulRouter::on_rejection`] takes one function from the refusal (a
//! [`restful_core::adapter::Rejection`]) and the request's head to an axum `Response`: every
//! 405 (its `Allow` kept), 400 and extractor's refusal is then the app's answer, and an [`Id`]
//! that cannot parse its id goes to the app's 404. [`MethodOverride::on_rejection`] takes the
//! same function, for its 413. Without one, the answers are restful's plain text.
//!
//! ```rust,standalone_crate
//! use axum::body::Body;
//! use axum::http::{Request, StatusCode, header, request::Parts};
//! use axum::response::{IntoResponse, Response};
//! use axum::Router;
//! use restful_axum::{Actions, Id, Layer, MethodOverride, RestfulRouter};
//! use restful_core::Restful;
//! use restful_core::adapter::Rejection;
//! use tower::ServiceExt;
//!
//! #[derive(Restful)]
//! #[restful(only(show))]
//! struct PhotosController;
//!
//! async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
//!
//! /// JSON, whatever the client: an API.
//! fn refused(rejection: Rejection, _: &Parts) -> Response {
//!     let json = format!(r#"{{"error":"{}"}}"#, rejection.message());
//!     (rejection.status(), [(header::CONTENT_TYPE, "application/json")], json).into_response()
//! }
//!
//! # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
//! let app = Router::new().fallback(|| async { (StatusCode::NOT_FOUND, "the app's 404") });
//! let restful = RestfulRouter::new()
//!     .restful::<PhotosController>(Actions::new().show(show))
//!     .on_rejection(refused)
//!     .into_layer();
//! let app = MethodOverride::new(restful.layer(app)).on_rejection(refused);
//!
//! let send = |method, uri| {
//!     let request = Request::builder().method(method).uri(uri).body(Body::empty()).unwrap();
//!     app.clone().oneshot(request)
//! };
//! let refused = send("PUT", "/photos/1").await.unwrap();
//! assert_eq!(refused.status(), StatusCode::METHOD_NOT_ALLOWED);
//! assert_eq!(refused.headers()["allow"], "GET, HEAD");   // kept by restful
//! let body = axum::body::to_bytes(refused.into_body(), 1024).await.unwrap();
//! assert_eq!(&body[..], br#"{"error":"method not allowed; the path allows GET, HEAD"}"#);
//! let missing = send("GET", "/photos/abc").await.unwrap();
//! let body = axum::body::to_bytes(missing.into_body(), 1024).await.unwrap();
//! assert_eq!(&body[..], b"the app's 404");
//! # });
//! ```
//!
//! Handlers read the request with [`Id`] (the own id, parsed with `FromStr`), [`Params`] (every
//! param by name) and [`Recognized`] (the route, the params, and links below the mount
//! prefix). These work on both mounts; axum's `Path` and `MatchedPath` are filled only inside a
//! `Router` (`into_router()`), as on any of its routes.
//!
//! Mount the router anywhere: at the root, or with `Router::nest("/api", ...)` or
//! `nest_service`; the routes are recognized below the prefix, and
//! [`Recognized::link`](restful_core::MatchBuf::link) turns a generated path into the link that
//! includes it: `recognized.link(PhotosController::show_path(42))` is `/api/photos/42`.
//! A root route (`routes(get(home = "/"))`) answers `/api` and `/api/`, and its link is `/api/`,
//! in `nest_service`; `Router::nest` maps the nested `/` to `/api` alone, and axum sends `/api/`
//! to the outer app.
//!
//! Mounting fails at once, with a message that says what to do, when a served action has no
//! handler, a handler is given for an action the controller does not serve, or a controller
//! is mounted twice. [`RestfulRouter::expect_all_mounted`] checks that every controller of the
//! registry is mounted. [`MethodOverride`] lets HTML forms send PUT and DELETE with a `_method`
//! field or the `X-HTTP-Method-Override` header.

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// docs.rs (`--cfg docsrs`, on nightly) marks each feature-gated item with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod cover;
mod extract;
mod layer;
mod method_override;
mod router;

pub use crate::actions::{Actions, ControllerActions, FilterLayer};
pub use crate::extract::{Id, Ids, Params, Recognized, Rejection};
pub use crate::layer::{RestfulFuture, RestfulLayer, RestfulService};
pub use crate::method_override::{MethodOverride, MethodOverrideFuture, MethodOverrideLayer};
pub use crate::router::{Dispatched, NoFallback, RestfulRouter, WithFallback};
pub use restful_core::adapter::method_override::DEFAULT_BODY_LIMIT;
pub use restful_core::adapter::{MountedRoute, Unmounted};
/// tower's `Layer`, for [`RestfulLayer::layer`](Layer::layer) without a dependency on tower.
pub use tower_layer::Layer;

/// A controller's actions are its methods: on an `impl` block of a `#[derive(Restful)]`
/// controller, every associated function is the axum handler of the served action it is named
/// after (any extractors, as a loose handler), and the controller is mounted in one call,
/// [`RestfulRouter::controller`].
///
/// ```rust,standalone_crate
/// use axum::Router;
/// use axum::extract::State;
/// use axum::middleware::{Next, from_fn};
/// use axum::extract::Request;
/// use axum::response::Response;
/// use restful_axum::{Id, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(id = u64, only(index, show, destroy))]
/// struct PhotosController;
///
/// #[derive(Clone)]
/// struct Db;
///
/// async fn login(request: Request, next: Next) -> Response {
///     next.run(request).await
/// }
///
/// #[restful_axum::actions(state = Db)]
/// impl PhotosController {
///     async fn index(State(_db): State<Db>) -> &'static str { "all photos" }
///     async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
///     #[layer(from_fn(login))]
///     async fn destroy(Id(id): Id<u64>) -> String { format!("photo {id} deleted") }
/// }
///
/// let app: Router = RestfulRouter::new()
///     .controller::<PhotosController>()
///     .with_state(Db)
///     .into_router();
/// ```
///
/// - **A served action without a function does not compile**, naming the action and its
///   template; nor does a function named like an action the controller does not serve, naming
///   the served ones (and the nearest: `upvot` → `upvote`). Helpers go in a plain `impl` block;
///   a function that takes `self` is refused.
/// - **`state = T`** names the router's state type when the handlers extract `State<T>` (as
///   axum's `debug_handler` asks); without it the handlers suit a router of any state.
/// - **Filters**: `#[layer(l)]` on a function is `Actions::layer_only([action], l)`, and
///   `#[layer(l, name = "login")]` names it as `.named("login")` does, for the router's list of
///   each route's filters ([`RestfulRouter::routes`]). The attribute writes `C::actions()` (the
///   [`Actions`], to which more filters can be added:
///   `RestfulRouter::new().restful::<C>(C::actions().layer(l))`). Filters run in the order
///   they are declared: those of the block first, function by function, then those added to
///   `C::actions()`.
/// - `crate = "path"` names restful-axum where it is not `::restful_axum`.
///
/// The checks go through the controller's descriptor, in const evaluation: the derive and the
/// attribute are two macro calls.
pub use restful_derive::axum_actions as actions;

#[doc(hidden)]
pub mod __private {
    pub use restful_core;
}

/// The examples of the crate's README.md (its page on crates.io), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
