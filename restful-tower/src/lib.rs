//! Serve `#[derive(Restful)]` controllers with any [tower](https://docs.rs/tower) host: hyper 1
//! through `hyper-util`, AWS Lambda's `lambda_http`, or a framework of your own. Mount a
//! controller's actions with one call, never write a path or a method.
//!
//! [`RestfulRouter`] is a `tower::Service<http::Request<B>>` (`Clone`, always ready) whose
//! handlers are tower services: each request is recognized with one lookup in a table of the
//! mounted routes, and handed to its handler with a [`Recognized`] in its extensions, read with
//! [`Recognized::of`], [`Params::of`] and [`Id::of`].
//!
//! ```rust,standalone_crate
//! use std::convert::Infallible;
//!
//! use http::{Request, Response};
//! use http_body_util::Full;
//! use hyper::body::{Bytes, Incoming};
//! use restful_core::Restful;
//! use restful_tower::{Id, MethodOverride, OverrideBody, RestfulRouter};
//! use tower::service_fn;
//!
//! #[derive(Restful)]
//! #[restful(only(index, show))]
//! struct PhotosController;
//!
//! type Body = OverrideBody<Incoming>;
//!
//! // Its handlers: one `async fn` of the request per action it serves, named after it (the
//! // compiler checks).
//! #[restful_tower::actions]
//! impl PhotosController {
//!     async fn index(_: Request<Body>) -> Result<Response<Full<Bytes>>, Infallible> {
//!         Ok(Response::new(Full::from("all photos")))
//!     }
//!
//!     async fn show(request: Request<Body>) -> Result<Response<Full<Bytes>>, Infallible> {
//!         Ok(match Id::<u64>::of(&request) {
//!             Ok(Id(id)) => Response::new(Full::from(format!("photo {id}"))),
//!             Err(rejection) => rejection.into_response(),   // `/photos/abc`: 404
//!         })
//!     }
//! }
//!
//! async fn not_found(_: Request<Body>) -> Result<Response<Full<Bytes>>, Infallible> {
//!     Ok(Response::builder().status(404).body(Full::from("nothing here")).unwrap())
//! }
//!
//! # fn main() {}
//! # #[allow(dead_code)]
//! #[tokio::main]
//! async fn serve() -> std::io::Result<()> {
//!     use hyper::server::conn::http1;
//!     use hyper_util::rt::TokioIo;
//!     use hyper_util::service::TowerToHyperService;
//!
//!     let router = RestfulRouter::new()
//!         .controller::<PhotosController>()
//!         .fallback(service_fn(not_found))
//!         .expect_all_mounted();
//!     // A service of `Request<Incoming>`, for `hyper_util`'s `TowerToHyperService`.
//!     let app = MethodOverride::new(router);
//!     let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await?;
//!     loop {
//!         let (stream, _) = listener.accept().await?;
//!         let service = TowerToHyperService::new(app.clone());
//!         tokio::spawn(http1::Builder::new().serve_connection(TokioIo::new(stream), service));
//!     }
//! }
//! ```
//!
//! What a mounted controller answers (the rules are in docs/routing.md, 2, and
//! docs/integrations.md, 4.1):
//!
//! - each served action at its route and method; `HEAD` through the `GET` handler, with its
//!   headers and `Content-Length` and no body; one trailing `/` accepted;
//! - 405 with an `Allow` header for a wrong method (PATCH included); 400 for a param that is a
//!   malformed percent-escape or not UTF-8; both with a plain-text body that names the problem
//!   (or the app's own answer, below) and the [`restful_core::RecognizeError`] in the
//!   response's extensions ([`Rejection`]);
//! - anything no mounted route has goes to the [`fallback`](RestfulRouter::fallback): the
//!   app's 404, or the rest of the app.
//!
//! ## The app's own answers to refusals
//!
//! [`RestfulRouter::on_rejection`] takes one function from the refusal (a
//! [`restful_core::adapter::Rejection`]) and the request's head to an `http::Response<R>` of
//! the router's body: every 405 (its `Allow` kept), 400 and refusal of [`Id::of`] is then the
//! app's answer, and an id that `Id::of` cannot parse goes to the fallback.
//! [`MethodOverride::on_rejection`] takes the same function, for its 413. Without one, the
//! answers are restful's plain text.
//!
//! ```rust,standalone_crate
//! use std::convert::Infallible;
//!
//! use http::{Request, Response, StatusCode, request::Parts};
//! use http_body_util::{BodyExt, Full};
//! use hyper::body::Bytes;
//! use restful_core::Restful;
//! use restful_core::adapter::Rejection;
//! use restful_tower::{Actions, MethodOverride, OverrideBody, RestfulRouter};
//! use tower::{ServiceExt, service_fn};
//!
//! #[derive(Restful)]
//! #[restful(only(index))]
//! struct PhotosController;
//!
//! type Body = Full<Bytes>;
//!
//! async fn index(_: Request<OverrideBody<Body>>) -> Result<Response<Body>, Infallible> {
//!     Ok(Response::new(Body::from("all photos")))
//! }
//!
//! /// JSON, whatever the client: an API.
//! fn refused(rejection: Rejection, _: &Parts) -> Response<Body> {
//!     let json = format!(r#"{{"error":"{}"}}"#, rejection.message());
//!     let response = Response::builder().status(rejection.status());
//!     response.header("content-type", "application/json").body(Body::from(json)).unwrap()
//! }
//!
//! # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
//! let router = RestfulRouter::new()
//!     .restful::<PhotosController>(Actions::new().index(service_fn(index)))
//!     .on_rejection(refused);
//! let app = MethodOverride::new(router).on_rejection(refused);
//!
//! let request = Request::delete("/photos").body(Body::default()).unwrap();
//! let refused = app.oneshot(request).await.unwrap();
//! assert_eq!(refused.status(), StatusCode::METHOD_NOT_ALLOWED);
//! assert_eq!(refused.headers()["allow"], "GET, HEAD");   // kept by restful
//! let body = refused.into_body().collect().await.unwrap().to_bytes();
//! assert_eq!(body, r#"{"error":"method not allowed; the path allows GET, HEAD"}"#);
//! # });
//! ```
//!
//! Mounted below a prefix with [`RestfulRouter::mounted_at`], the router recognizes the path
//! below it, and [`Recognized::link`](restful_core::MatchBuf::link) turns a generated path into
//! the link that includes it: `recognized.link(PhotosController::show_path(42))`. [`MethodOverride`] lets HTML forms send PUT and DELETE with a `_method` field or
//! the `X-HTTP-Method-Override` header. `restful-tower/examples/echo.rs` is a complete hyper 1
//! server.

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// docs.rs (`--cfg docsrs`, on nightly) marks each feature-gated item with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod extract;
mod handler;
mod method_override;
mod router;

pub use crate::actions::{Actions, ControllerActions};
pub use crate::extract::{Id, Ids, Params, Recognized, Rejection};
pub use crate::handler::{Handler, Route, RouteFuture};
pub use crate::method_override::{
    DEFAULT_BODY_LIMIT, FormRefusal, MethodOverride, MethodOverrideFuture, MethodOverrideLayer,
    OverrideBody, PlainText,
};
pub use crate::router::{RestfulFuture, RestfulRouter};
pub use restful_core::adapter::{MountedRoute, Unmounted};
/// tower's `Layer`, for [`MethodOverrideLayer`] without a dependency on tower.
pub use tower_layer::Layer;

/// The examples of the crate's README.md (its page on crates.io), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// A controller's actions are its methods: on an `impl` block of a `#[derive(Restful)]`
/// controller, every associated function is the handler of the served action it is named
/// after: an `async fn` of the `http::Request<B>` to `Result<http::Response<R>, Infallible>`,
/// mounted as `tower::service_fn` would make it a service; the controller is mounted in one
/// call, [`RestfulRouter::controller`].
///
/// ```rust,standalone_crate
/// use std::convert::Infallible;
///
/// use http::{Request, Response};
/// use restful_tower::{Id, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(id = u64, only(index, show))]
/// struct PhotosController;
///
/// #[restful_tower::actions]
/// impl PhotosController {
///     async fn index(_: Request<String>) -> Result<Response<String>, Infallible> {
///         Ok(Response::new("all photos".to_owned()))
///     }
///
///     async fn show(request: Request<String>) -> Result<Response<String>, Infallible> {
///         Ok(match Id::<u64>::of(&request) {
///             Ok(Id(id)) => Response::new(format!("photo {id}")),
///             Err(refused) => refused.into_response(),
///         })
///     }
/// }
///
/// let router: RestfulRouter<String, String> = RestfulRouter::new().controller::<PhotosController>();
/// ```
///
/// - **The body types** `B` and `R` are read from the first function's `Request<B>` argument
///   and `Result<Response<R>, _>` return type; say them otherwise:
///   `#[restful_tower::actions(body = Incoming, response = Full<Bytes>)]`.
/// - **A served action without a function does not compile**, naming the action and its
///   template; nor does a function named like an action the controller does not serve, naming
///   the served ones (and the nearest). Helpers go in a plain `impl` block; a function that
///   takes `self` is refused.
/// - **Filters**: `#[layer(l)]` on a function is `Actions::layer_only([action], l)`, and
///   `#[layer(l, name = "login")]` names it as `.named("login")` does, for the router's list of
///   each route's filters ([`RestfulRouter::routes`]). The attribute writes `C::actions()` (the [`Actions`], to which more filters can be added).
///   Filters run in the order they are declared: those of the block first, function by
///   function, then those added to `C::actions()`.
/// - `crate = "path"` names restful-tower where it is not `::restful_tower`.
pub use restful_derive::tower_actions as actions;

#[doc(hidden)]
pub mod __private {
    pub use crate::handler::service_fn;
    pub use restful_core;
}
