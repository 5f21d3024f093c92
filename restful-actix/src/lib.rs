//! Serve `#[derive(Restful)]` controllers with [actix-web 4](https://actix.rs): mount a
//! controller's actions with one call, never write a path or a method.
//!
//! [`RestfulRouter`] is an actix `HttpServiceFactory`: `App::new().service(router)` puts it
//! beside the app's other services. Its handlers are ordinary actix handlers, with any
//! extractors (`web::Data`, `web::Json`, `web::Form`...), plus [`Id`], [`Params`] and
//! [`Recognized`] for the route's params. Each request is recognized with one lookup in a table
//! of the mounted routes, and goes straight to its handler: actix's own router, which tries its
//! resources one after the other, is not consulted for these routes.
//!
//! ```rust,standalone_crate
//! use actix_web::{App, HttpResponse, HttpServer, web};
//! use restful_actix::{Id, MethodOverride, RestfulRouter};
//! use restful_core::Restful;
//!
//! #[derive(Restful)]
//! #[restful(only(index, show, destroy))]
//! struct PhotosController;
//!
//! // Its handlers: one function per action it serves, named after it (the compiler checks).
//! #[restful_actix::actions]
//! impl PhotosController {
//!     async fn index() -> &'static str { "all photos" }
//!     async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }  // `/photos/abc`: 404
//!     async fn destroy(Id(id): Id<u64>) -> HttpResponse {
//!         HttpResponse::SeeOther().insert_header(("Location", "/photos")).body(format!("{id} gone"))
//!     }
//! }
//!
//! # fn main() {}
//! # #[allow(dead_code)]
//! fn router() -> RestfulRouter {
//!     RestfulRouter::new()
//!         .controller::<PhotosController>()
//!         .expect_all_mounted()
//! }
//!
//! #[actix_web::main]
//! async fn serve() -> std::io::Result<()> {
//!     drop(router());                               // a mount mistake stops the process here
//!     HttpServer::new(|| {
//!         App::new()
//!             .wrap(MethodOverride::new())          // `_method=DELETE` from an HTML form
//!             .route("/health", web::get().to(|| async { "ok" }))
//!             .service(router())                    // after the app's own services
//!             .default_service(web::to(|| async { HttpResponse::NotFound().body("no such page") }))
//!     })
//!     .bind(("127.0.0.1", 8080))?
//!     .run()
//!     .await
//! }
//! ```
//!
//! Each worker builds its router, as it builds its `App` (actix middleware such as `from_fn`,
//! which filters take, stays on the thread that made it): a `RestfulRouter` is `Clone` but not
//! `Send`. Build it once before the server starts, too, so that a mount mistake stops the
//! process with its message rather than in a worker.
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
//! - anything no mounted route has goes to the app's default service (or the enclosing
//!   `web::scope`'s): one 404 for the whole app.
//!
//! ## The app's own answers to refusals
//!
//! [`RestfulRouter::on_rejection`] takes one function from the refusal (a
//! [`restful_core::adapter::Rejection`]) and the request's head (`http` 1's
//! [`Parts`](restful_core::http::request::Parts), converted by the router) to an
//! `HttpResponse`: every 405 (its `Allow` kept), 400 and extractor's refusal is then the app's
//! answer, and an [`Id`] that cannot parse its id goes to the app's default service.
//! [`MethodOverride::on_rejection`] takes the same function, for its 413. Without one, the
//! answers are restful's plain text.
//!
//! ```rust,standalone_crate
//! use actix_web::http::StatusCode;
//! use actix_web::{App, HttpResponse, test};
//! use restful_actix::{Actions, MethodOverride, RestfulRouter};
//! use restful_core::Restful;
//! use restful_core::adapter::Rejection;
//! use restful_core::http::request::Parts;
//!
//! #[derive(Restful)]
//! #[restful(only(index))]
//! struct PhotosController;
//!
//! /// JSON, whatever the client: an API.
//! fn refused(rejection: Rejection, _: &Parts) -> HttpResponse {
//!     let status = StatusCode::from_u16(rejection.status().as_u16()).unwrap();
//!     let json = format!(r#"{{"error":"{}"}}"#, rejection.message());
//!     HttpResponse::build(status).content_type("application/json").body(json)
//! }
//!
//! # actix_web::rt::System::new().block_on(async {
//! let router = RestfulRouter::new()
//!     .restful::<PhotosController>(Actions::new().index(|| async { "all photos" }))
//!     .on_rejection(refused);
//! let app = App::new().wrap(MethodOverride::new().on_rejection(refused)).service(router);
//! let app = test::init_service(app).await;
//!
//! let refused = test::call_service(&app, test::TestRequest::delete().uri("/photos").to_request()).await;
//! assert_eq!(refused.status(), StatusCode::METHOD_NOT_ALLOWED);
//! assert_eq!(refused.headers().get("allow").unwrap(), "GET, HEAD");   // kept by restful
//! let body = test::read_body(refused).await;
//! assert_eq!(body, r#"{"error":"method not allowed; the path allows GET, HEAD"}"#);
//! # });
//! ```
//!
//! Register the router after the app's other services: it answers every path below where it
//! is mounted (handing what it does not serve to the default service), as `actix_files::Files`
//! at `/` does. Inside `web::scope("/api")` it recognizes the path below the scope, and
//! [`Recognized::link`](restful_core::MatchBuf::link) turns a generated path into the link that
//! includes `/api`: `recognized.link(PhotosController::show_path(42))` is `/api/photos/42`. actix's `web::Path` and `HttpRequest::match_info` hold nothing on restful routes
//! (actix's router did not match them): [`Id`], [`Params`] and [`Recognized`] replace them.
//!
//! actix-web 4 speaks `http` 0.2 and restful `http` 1: the router converts methods and
//! statuses itself, users never do. `restful-actix/examples/echo.rs` is a complete server.

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// docs.rs (`--cfg docsrs`, on nightly) marks each feature-gated item with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod extract;
mod method_override;
mod on_rejection;
mod router;

pub use crate::actions::{Actions, ControllerActions, Middleware};
pub use crate::extract::{Id, Ids, Params, Recognized, Rejection};
pub use crate::method_override::{MethodOverride, MethodOverrideService};
pub use crate::router::RestfulRouter;
pub use restful_core::adapter::method_override::DEFAULT_BODY_LIMIT;
pub use restful_core::adapter::{MountedRoute, Unmounted};

/// The examples of the crate's README.md (its page on crates.io), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// A controller's actions are its methods: on an `impl` block of a `#[derive(Restful)]`
/// controller, every associated function is the actix-web handler of the served action it is
/// named after (any extractors, as a loose handler), and the controller is mounted in one call,
/// [`RestfulRouter::controller`].
///
/// ```rust,standalone_crate
/// use actix_web::App;
/// use restful_actix::{Id, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(id = u64, only(index, show))]
/// struct PhotosController;
///
/// #[restful_actix::actions]
/// impl PhotosController {
///     async fn index() -> &'static str { "all photos" }
///     async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
/// }
///
/// let router = RestfulRouter::new().controller::<PhotosController>();
/// let _app = App::new().service(router);
/// ```
///
/// - **A served action without a function does not compile**, naming the action and its
///   template; nor does a function named like an action the controller does not serve, naming
///   the served ones (and the nearest). Helpers go in a plain `impl` block; a function that
///   takes `self` is refused.
/// - **Filters**: `#[wrap(m)]` on a function is `Actions::wrap_only([action], m)`, and
///   `#[wrap(m, name = "login")]` names it as `.named("login")` does, for the router's list of
///   each route's filters ([`RestfulRouter::routes`]). The attribute writes `C::actions()` (the [`Actions`], to which more filters can be added).
///   Filters run in the order they are declared: those of the block first, function by
///   function, then those added to `C::actions()`.
/// - `crate = "path"` names restful-actix where it is not `::restful_actix`.
pub use restful_derive::actix_actions as actions;

#[doc(hidden)]
pub mod __private {
    pub use restful_core;
}
