//! `RestfulRouter`: mounts controllers, and answers their requests from one route table, before
//! and without axum's router.

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::Router;
use axum::body::Body;
use axum::extract::{NestedPath, OriginalUri, Request};
use axum::handler::Handler;
use axum::http::Method;
use axum::response::{IntoResponse, Response};
use restful_core::{Action, Controller, MatchBuf, RecognizeError, Restful, RouteTable, registry};

use crate::actions::{Actions, BoxedHandler, HandlerFuture};
use crate::extract::{Recognized, Rejection};

/// Controllers mounted with their handlers, that become an `axum::Router`.
///
/// Requests on restful routes are answered by one lookup in a table of every mounted route
/// (SPEC §10): axum's own router never sees them. The `Router` that [`into_router`] gives
/// answers them from its fallback, so that other routes, layers, state, `nest` and
/// `nest_service` work as usual. A request that no mounted route has goes to the fallback given
/// to [`fallback`](RestfulRouter::fallback): give the app's 404 there, not to
/// `Router::fallback`, which would take the restful routes' place.
///
/// ```rust,standalone_crate
/// use axum::{Router, routing::get};
/// use restful_axum::{Actions, Id, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// async fn list() -> &'static str { "all photos" }
/// async fn show(Id(id): Id) -> String { format!("photo {id}") }
/// async fn not_found() -> (axum::http::StatusCode, &'static str) {
///     (axum::http::StatusCode::NOT_FOUND, "nothing here")
/// }
///
/// let app: Router = RestfulRouter::new()
///     .restful::<PhotosController>(Actions::new().index(list).show(show))
///     .fallback(not_found)
///     .expect_all_mounted()
///     .into_router()
///     .route("/health", get(|| async { "ok" }));
/// ```
///
/// [`into_router`]: RestfulRouter::into_router
#[must_use = "a `RestfulRouter` serves nothing until `into_router()` gives the `axum::Router`"]
pub struct RestfulRouter<S = ()> {
    handlers: Vec<(restful_core::Route, BoxedHandler<S>)>,
    mounted: Vec<&'static Controller>,
    fallback: Option<BoxedHandler<S>>,
}

impl<S> Default for RestfulRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn default() -> Self {
        RestfulRouter {
            handlers: Vec::new(),
            mounted: Vec::new(),
            fallback: None,
        }
    }
}

impl<S> RestfulRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// No controller yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Mounts `C`'s actions: each served action's handler at `C`'s route and method. HEAD is
    /// answered by the GET handler, without a body; a wrong method gets 405 with `Allow`; a
    /// malformed param gets 400 (SPEC §6).
    ///
    /// # Panics
    ///
    /// When `actions` lacks a handler for an action `C` serves, or has one for an action `C`
    /// does not serve, and when `C` is mounted twice (as axum panics on bad routes when the
    /// router is built).
    #[track_caller]
    pub fn restful<C: Restful>(self, actions: Actions<S>) -> Self {
        self.mount(C::CONTROLLER, actions)
    }

    /// [`restful`](RestfulRouter::restful) for a controller given by its descriptor rather than
    /// its type: the controllers of a registry walked at run time.
    ///
    /// ```rust,standalone_crate
    /// use restful_axum::{Actions, RestfulRouter};
    /// use restful_core::{Action, registry};
    ///
    /// #[derive(restful_core::Restful)]
    /// #[restful(only(index))]
    /// struct PhotosController;
    ///
    /// async fn list() -> &'static str { "a list" }
    ///
    /// let router = registry().controllers().fold(RestfulRouter::<()>::new(), |router, controller| {
    ///     let actions = controller.actions().iter().fold(Actions::new(), |a, action| a.on(action, list));
    ///     router.mount(controller, actions)
    /// });
    /// assert!(router.unmounted().is_empty());
    /// ```
    ///
    /// # Panics
    ///
    /// As [`restful`](RestfulRouter::restful).
    #[track_caller]
    pub fn mount(mut self, controller: &'static Controller, mut actions: Actions<S>) -> Self {
        if self.mounted.contains(&controller) {
            panic!(
                "restful-axum: `{}` is mounted twice; mount each controller once",
                controller.type_name()
            );
        }
        let missing: Vec<&str> = controller
            .actions()
            .iter()
            .filter(|&action| !actions.has(action))
            .map(Action::name)
            .collect();
        let extra: Vec<&str> = Action::ALL
            .into_iter()
            .filter(|&action| actions.has(action) && !controller.serves(action))
            .map(Action::name)
            .collect();
        if !missing.is_empty() || !extra.is_empty() {
            panic!(
                "{}",
                MountError {
                    controller,
                    missing,
                    extra
                }
            );
        }
        for route in controller.routes() {
            if let Some(handler) = actions.take(route.action()) {
                self.handlers.push((route, handler));
            }
        }
        self.mounted.push(controller);
        self
    }

    /// The handler of requests that no mounted route has (any method): the app's 404. Without
    /// one, such a request gets a plain-text 404 that names the problem.
    pub fn fallback<H, T>(mut self, handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        self.fallback = Some(BoxedHandler::new(handler));
        self
    }

    /// The controllers of the registry that this router has not mounted, in registry order.
    pub fn unmounted(&self) -> Vec<&'static Controller> {
        registry()
            .controllers()
            .filter(|controller| !self.mounted.contains(controller))
            .collect()
    }

    /// Checks that every controller of the registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers no handler serves.
    pub fn all_mounted(self) -> Result<Self, Unmounted> {
        let missing = self.unmounted();
        if missing.is_empty() {
            Ok(self)
        } else {
            Err(Unmounted { missing })
        }
    }

    /// Checks that every controller of the registry is mounted, panicking otherwise (like
    /// axum's own checks when a router is built).
    ///
    /// # Panics
    ///
    /// With the message of [`Unmounted`].
    #[track_caller]
    pub fn expect_all_mounted(self) -> Self {
        match self.all_mounted() {
            Ok(router) => router,
            Err(err) => panic!("{err}"),
        }
    }

    /// The `axum::Router`, to add other routes, layers and state to, and to nest or serve.
    ///
    /// # Panics
    ///
    /// When the mounted controllers conflict (SPEC §5), with the message of the
    /// `RegistryError`.
    #[track_caller]
    pub fn into_router(self) -> Router<S> {
        let table = match RouteTable::new(self.handlers) {
            Ok(table) => table,
            Err(err) => panic!("restful-axum: {err}"),
        };
        Router::new().fallback(Dispatch(Arc::new(Shared {
            table,
            fallback: self.fallback,
        })))
    }
}

impl<S> From<RestfulRouter<S>> for Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    #[track_caller]
    fn from(router: RestfulRouter<S>) -> Router<S> {
        router.into_router()
    }
}

impl<S> fmt::Debug for RestfulRouter<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mounted: Vec<&str> = self.mounted.iter().map(|c| c.type_name()).collect();
        f.debug_struct("RestfulRouter")
            .field("mounted", &mounted)
            .field("fallback", &self.fallback.is_some())
            .finish()
    }
}

/// What the dispatcher answers from: the table of handlers, and the fallback.
struct Shared<S> {
    table: RouteTable<BoxedHandler<S>>,
    fallback: Option<BoxedHandler<S>>,
}

/// The handler in the `Router`'s fallback that answers every restful route: one
/// `RouteTable::recognize`, then the handler the route's index finds.
struct Dispatch<S>(Arc<Shared<S>>);

impl<S> Clone for Dispatch<S> {
    fn clone(&self) -> Self {
        Dispatch(Arc::clone(&self.0))
    }
}

/// The `T` of [`Dispatch`]'s `Handler` implementation: it takes the whole request.
#[doc(hidden)]
#[derive(Debug)]
pub struct Dispatched;

impl<S> Handler<Dispatched, S> for Dispatch<S>
where
    S: Clone + Send + Sync + 'static,
{
    type Future = DispatchFuture;

    fn call(self, mut request: Request, state: S) -> DispatchFuture {
        let head = request.method() == Method::HEAD;
        let shared = &self.0;
        let found = shared
            .table
            .recognize(request.method(), request.uri().path())
            .map(|(found, handler)| (MatchBuf::with_uri(found, request.uri()), handler));
        let future = match found {
            Ok((found, handler)) => {
                let prefix = mount_prefix(&request);
                request
                    .extensions_mut()
                    .insert(Recognized::new(found, prefix));
                handler.call(request, state)
            }
            Err(RecognizeError::NotFound) => match &shared.fallback {
                Some(fallback) => fallback.call(request, state),
                None => return DispatchFuture::ready(Rejection::from(RecognizeError::NotFound)),
            },
            Err(err) => return DispatchFuture::ready(Rejection::from(err)),
        };
        DispatchFuture {
            future: Some(future),
            ready: None,
            head,
        }
    }
}

/// The prefix a router nested with `Router::nest` or `nest_service` is mounted at, as the
/// request has it: `NestedPath` when it is literal, else the same number of segments of the
/// original path.
fn mount_prefix(request: &Request) -> Option<Arc<str>> {
    let nested = request.extensions().get::<NestedPath>()?.as_str();
    let nested = nested.trim_end_matches('/');
    if !nested.contains('{') {
        return Some(Arc::from(nested));
    }
    let original = request.extensions().get::<OriginalUri>()?.path();
    let segments = nested.split('/').count();
    let end = original
        .match_indices('/')
        .nth(segments - 1)
        .map_or(original.len(), |(at, _)| at);
    Some(Arc::from(&original[..end]))
}

/// The future of a dispatched request: the handler's, with the body left out of a response to
/// HEAD; or an answer ready at once.
#[doc(hidden)]
pub struct DispatchFuture {
    future: Option<HandlerFuture>,
    ready: Option<Response>,
    head: bool,
}

impl DispatchFuture {
    fn ready(response: impl IntoResponse) -> Self {
        DispatchFuture {
            future: None,
            ready: Some(response.into_response()),
            head: false,
        }
    }
}

impl Future for DispatchFuture {
    type Output = Response;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Response> {
        let this = self.get_mut();
        let response = match (this.ready.take(), &mut this.future) {
            (Some(response), _) => response,
            (None, Some(future)) => {
                let response = std::task::ready!(future.as_mut().poll(cx));
                this.future = None;
                response
            }
            // Polled again after its answer: a caller's mistake, answered rather than a panic.
            (None, None) => Rejection::PolledAfterCompletion.into_response(),
        };
        Poll::Ready(if this.head {
            response.map(|_| Body::empty())
        } else {
            response
        })
    }
}

/// Why a controller could not be mounted: handlers missing, or given for actions it does not
/// serve.
struct MountError<'a> {
    controller: &'static Controller,
    missing: Vec<&'a str>,
    extra: Vec<&'a str>,
}

impl fmt::Display for MountError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.controller.type_name();
        let list = |names: &[&str]| {
            names
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(f, "restful-axum: cannot mount `{name}`")?;
        if !self.missing.is_empty() {
            write!(
                f,
                "; it serves {} but has no handler for it: add it to the `Actions`, as in \
                 `.{}(handler)`, or leave it out with #[restful(except(...))]",
                list(&self.missing),
                self.missing[0]
            )?;
        }
        if !self.extra.is_empty() {
            write!(
                f,
                "; it does not serve {}, yet a handler was given: remove it from the `Actions`, \
                 or serve the action (see `only`/`except`)",
                list(&self.extra)
            )?;
        }
        Ok(())
    }
}

/// Controllers that the registry discovered but no router mounted.
#[derive(Debug, Clone)]
pub struct Unmounted {
    missing: Vec<&'static Controller>,
}

impl Unmounted {
    /// The controllers left unmounted, in registry order.
    pub fn controllers(&self) -> &[&'static Controller] {
        &self.missing
    }
}

impl fmt::Display for Unmounted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "restful-axum: {} discovered controller(s) not mounted: ",
            self.missing.len()
        )?;
        for (i, controller) in self.missing.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "`{}` ({})", controller.type_name(), controller.path())?;
        }
        f.write_str("; mount each with `.restful::<Controller>(Actions::new()...)`")
    }
}

impl std::error::Error for Unmounted {}
