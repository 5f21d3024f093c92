//! What every adapter does the same way, written once: the pieces an HTTP stack's adapter is
//! made of, so that restful answers alike on every stack and a new stack is a page of code.
//!
//! | piece | what it does | an adapter adds |
//! |---|---|---|
//! | [`Slots`], [`ActionRef`] | the handlers of one controller's actions, by action or by name, before mounting; the seven setters of `Actions` (`__adapter_action_setters!`) | its `Actions::on`: what a handler is |
//! | [`Filters`], [`MountedRoute`] | middleware on some of a controller's actions, in declaration order; the filters on each mounted route | its `Actions` filter methods, and how its middleware wraps a handler |
//! | [`Mounts`] | mounting: the checks, the bookkeeping, the [`RouteTable`](crate::RouteTable) | its `RestfulRouter` methods |
//! | [`MountError`], [`Unmounted`] | mount mistakes, with the fix in the message | a panic where its framework panics |
//! | [`Rejection`] | a refused request and an extractor used where it cannot work: one status, one message | its framework's response trait |
//! | [`OnRejection`], [`Refused`], [`Rescued`] | the app's own answer to every refusal (`on_rejection`), with a 405's `Allow` kept; a refusal made in a handler, carried to the router; what the router does with it (the function, or the fallback for a 404) | its router's and override's `on_rejection`, and the request's head where its responses are not `http`'s |
//! | [`Params`] | every param of a recognized request, by name | its framework's extractor trait |
//! | [`dispatch`], [`Routed`] | a request's one lookup: the route's handler and the match to keep with the request, the fallback, or a refusal | calling the handler, with the match where its extractors read it |
//! | [`Answer`] | a handler's answer, with HEAD's body left out; or a refusal | its framework's future, if not `http`'s |
//! | [`below_prefix`], [`split_segments`] | the path below where the router is mounted | where its framework keeps the prefix |
//! | [`method_override`] | which method a form asks for, and the body limit | reading the body |
//! | [`ids_of`], [`deserialize_params`], [`IdsError`] (feature `serde`) | every param of a match as one typed value (a tuple in path order, a struct by name), or the refusal | its `Ids<T>` extractor |
//!
//! The rules these pieces apply are in docs/integrations.md, §4.1 "What every adapter answers".
//!
//! # An adapter in a page
//!
//! A complete adapter for hyper 1, without tower: mount the handlers, then answer each
//! request with one lookup.
//!
//! ```rust,standalone_crate
//! use std::future::Future;
//! use std::pin::Pin;
//! use std::sync::Arc;
//!
//! use http::{Request, Response};
//! use http_body_util::Full;
//! use hyper::body::Bytes;
//! use restful_core::adapter::{Answer, Mounts, Routed, Slots, dispatch};
//! use restful_core::{Action, RecognizeError, Restful, RouteTable};
//!
//! type Body = Full<Bytes>;
//! type Handler = Arc<dyn Fn(Request<()>) -> Pin<Box<dyn Future<Output = Response<Body>> + Send>> + Send + Sync>;
//!
//! #[derive(Restful)]
//! #[restful(only(index, show))]
//! struct PhotosController;
//!
//! fn handler(text: &'static str) -> Handler {
//!     Arc::new(move |_| Box::pin(async move { Response::new(Body::from(text)) }))
//! }
//!
//! // Mounting: a missing or extra handler, a controller mounted twice, a conflict: an error.
//! let mut mounts = Mounts::new();
//! let mut slots = Slots::new();
//! slots.set(Action::Index, handler("all photos"));
//! slots.set(Action::Show, handler("one photo"));
//! mounts.mount(PhotosController::CONTROLLER, slots).unwrap();
//! let table: RouteTable<Handler> = mounts.into_table().unwrap();
//!
//! // Answering: one lookup, then the handler, with the match in the request for it to read
//! // (HEAD through GET's, without its body).
//! async fn answer(table: &RouteTable<Handler>, mut request: Request<()>) -> Response<Body> {
//!     let (path, uri) = (Some(request.uri().path()), Some(request.uri()));
//!     let (handler, found) = match dispatch(table, request.method(), path, uri, || None) {
//!         Routed::Found(handler, found) => (handler, found),
//!         Routed::Fallback => return Answer::refused(RecognizeError::NotFound.into()).await,
//!         Routed::Refused(rejection) => return Answer::refused(rejection).await,
//!     };
//!     request.extensions_mut().insert(found);
//!     let head = request.method() == http::Method::HEAD;
//!     Answer::new(handler(request), head).await
//! }
//!
//! let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
//! let request = |method, path| Request::builder().method(method).uri(path).body(()).unwrap();
//! let ok = runtime.block_on(answer(&table, request("GET", "/photos/7")));
//! assert_eq!(ok.status(), 200);
//! let refused = runtime.block_on(answer(&table, request("DELETE", "/photos/7")));
//! assert_eq!(refused.status(), 405);
//! assert_eq!(refused.headers()["allow"], "GET, HEAD");
//! ```

mod answer;
mod dispatch;
mod filter;
#[cfg(feature = "serde")]
mod ids;
pub mod method_override;
mod mount;
mod mount_error;
mod on_rejection;
mod prefix;
mod rejection;
mod slots;
mod suggest;

pub use answer::{Answer, HandlerFuture, without_body};
pub use dispatch::{Routed, dispatch};
pub use filter::{Filters, MountedRoute};
#[cfg(feature = "serde")]
pub use ids::{IdsError, deserialize_params, ids_of};
pub use mount::{Mounts, in_module};
pub use mount_error::{MountError, Unmounted};
pub use on_rejection::{OnRejection, Refused, Rescued, head_of};
pub use prefix::{below_prefix, split_segments};
pub use rejection::{Params, Rejection};
pub use slots::{ActionRef, Slots};
