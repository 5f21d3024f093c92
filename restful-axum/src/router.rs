//! `RestfulRouter`: mounts controllers, and answers their requests from one route table, in
//! front of the app (`into_layer`) or from an `axum::Router`'s fallback (`into_router`).

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::Router;
use axum::body::{Body, HttpBody};
use axum::extract::{NestedPath, OriginalUri, Request};
use axum::handler::Handler;
use axum::http::header::CONTENT_LENGTH;
use axum::http::{HeaderValue, Method, Uri};
use axum::response::{IntoResponse, Response};
use restful_core::mount::{self, Unmounted};
use restful_core::{
    Action, ActionSet, Controller, MatchBuf, RecognizeError, Restful, RouteTable, registry,
};

use crate::actions::{Actions, BoxedHandler, HandlerFuture};
use crate::extract::{Recognized, Rejection};
use crate::layer::RestfulLayer;

/// Controllers mounted with their handlers, that become a tower `Layer` in front of the app
/// ([`into_layer`](RestfulRouter::into_layer)) or an `axum::Router`
/// ([`into_router`]).
///
/// Requests on restful routes are answered by one lookup in a table of every mounted route
/// (SPEC §10). The `Router` that [`into_router`] gives answers them from its fallback, so that
/// other routes, layers, state, `nest` and `nest_service` work as usual. A request that no
/// mounted route has goes to the fallback given to [`fallback`](RestfulRouter::fallback): give
/// the app's 404 there, not to `Router::fallback`, which would take the restful routes' place.
/// The crate documentation compares the two ways.
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
        let given: ActionSet = Action::ALL
            .into_iter()
            .filter(|&action| actions.has(action))
            .collect();
        if let Err(err) = mount::check(controller, given) {
            panic!("restful-axum: {err}");
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
        mount::unmounted(&self.mounted).map(|()| self)
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
            Err(err) => panic!("restful-axum: {err}"),
        }
    }

    /// Gives every handler, and the fallback, the app's state: the router then needs none
    /// (`S2` is any state type, as for `axum::Router::with_state`), as
    /// [`into_layer`](RestfulRouter::into_layer) requires.
    pub fn with_state<S2>(self, state: S) -> RestfulRouter<S2> {
        let handlers = self.handlers.into_iter();
        RestfulRouter {
            handlers: handlers
                .map(|(route, handler)| (route, handler.with_state(state.clone())))
                .collect(),
            mounted: self.mounted,
            fallback: self.fallback.map(|handler| handler.with_state(state)),
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

impl RestfulRouter {
    /// The mounted routes as a tower `Layer`, to wrap the whole app (an `axum::Router`, or any
    /// service of axum requests): each request is recognized before axum routes it, a restful
    /// route is answered at once, and any other request goes to the app, whose own routes and
    /// `fallback` answer it as usual. The fastest way to serve restful routes with axum, as
    /// axum's router is not consulted at all for them (see
    /// [`into_router`](RestfulRouter::into_router) for the other way).
    ///
    /// Layers added to the app with `Router::layer` run after axum's routing, so they do not
    /// see restful routes: wrap the wrapped app instead (`ServiceBuilder`, or
    /// `Layer::layer`), as for [`MethodOverride`](crate::MethodOverride). State is given with
    /// [`with_state`](RestfulRouter::with_state) first.
    ///
    /// ```no_run
    /// use axum::{Router, ServiceExt, extract::{Request, State}, routing::get};
    /// use restful_axum::{Actions, MethodOverrideLayer, RestfulRouter};
    /// use restful_core::Restful;
    /// use restful_axum::Layer;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index))]
    /// struct PhotosController;
    ///
    /// #[derive(Clone)]
    /// struct Db;
    ///
    /// async fn index(State(_db): State<Db>) -> &'static str { "all photos" }
    /// async fn not_found() -> (axum::http::StatusCode, &'static str) {
    ///     (axum::http::StatusCode::NOT_FOUND, "nothing here")
    /// }
    ///
    /// # async fn run() {
    /// let app = Router::new().route("/health", get(|| async { "ok" })).fallback(not_found);
    /// let restful = RestfulRouter::new()
    ///     .restful::<PhotosController>(Actions::new().index(index))
    ///     .with_state(Db)
    ///     .into_layer();
    /// let app = MethodOverrideLayer::new().layer(restful.layer(app));
    /// let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await.unwrap();
    /// axum::serve(listener, ServiceExt::<Request>::into_make_service(app)).await.unwrap();
    /// # }
    /// ```
    ///
    /// # Panics
    ///
    /// When the mounted controllers conflict (SPEC §5), and when a
    /// [`fallback`](RestfulRouter::fallback) was given: under a layer, the app answers what
    /// no restful route has, so give it the app.
    #[track_caller]
    pub fn into_layer(self) -> RestfulLayer {
        if self.fallback.is_some() {
            panic!(
                "restful-axum: `into_layer()` of a `RestfulRouter` with a `fallback`: the wrapped \
                 app answers what no restful route has; give the fallback to the app's \
                 `Router::fallback` instead"
            );
        }
        let table = match RouteTable::new(self.handlers) {
            Ok(table) => table,
            Err(err) => panic!("restful-axum: {err}"),
        };
        RestfulLayer::new(Arc::new(Shared {
            table,
            fallback: None,
        }))
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
pub(crate) struct Shared<S> {
    pub(crate) table: RouteTable<BoxedHandler<S>>,
    pub(crate) fallback: Option<BoxedHandler<S>>,
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

    fn call(self, request: Request, state: S) -> DispatchFuture {
        let nested = Nested::of(&request);
        match self.0.dispatch(request, state, nested) {
            Ok(future) => future,
            Err((request, state)) => match &self.0.fallback {
                Some(fallback) => DispatchFuture::new(fallback.call(request, state), false),
                None => DispatchFuture::refused(Rejection::from(RecognizeError::NotFound)),
            },
        }
    }
}

impl<S> Shared<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// Answers `request` if a mounted route has its path (below the prefix it is `nested`
    /// at): one `RouteTable::recognize`, then the handler the route's index finds; 405 and 400
    /// at once. A path that no route has (404) is given back, for the caller's fallback.
    #[expect(
        clippy::result_large_err,
        reason = "the request is moved back once; boxing it would allocate for every 404"
    )]
    pub(crate) fn dispatch(
        &self,
        mut request: Request,
        state: S,
        nested: Option<Nested>,
    ) -> Result<DispatchFuture, (Request, S)> {
        let head = request.method() == Method::HEAD;
        let (uri, path) = match &nested {
            Some(Nested {
                prefix,
                original: Some(original),
            }) => (original, &original.path()[prefix.len()..]),
            _ => (request.uri(), request.uri().path()),
        };
        let found = self
            .table
            .recognize(request.method(), path)
            .map(|(found, handler)| (MatchBuf::with_uri(found, uri), handler));
        match found {
            Ok((found, handler)) => {
                let found = match nested {
                    Some(nested) => found.with_prefix(nested.prefix),
                    None => found,
                };
                request.extensions_mut().insert(Recognized::new(found));
                Ok(DispatchFuture::new(handler.call(request, state), head))
            }
            Err(RecognizeError::NotFound) => Err((request, state)),
            Err(err) => Ok(DispatchFuture::refused(Rejection::from(err))),
        }
    }
}

/// Where a router nested with `Router::nest` or `nest_service` is mounted.
pub(crate) struct Nested {
    /// The prefix, as the request has it: `NestedPath` when it is literal, else the same
    /// number of segments of the original path.
    pub(crate) prefix: Arc<str>,
    /// The URI as it came, when its path starts with the prefix: the path below the prefix
    /// is recognized from it, as it came. axum's own strip reads an empty segment after the
    /// prefix as none (`/api//photos` becomes `/photos`), where SPEC §6.2 has a 404.
    pub(crate) original: Option<Uri>,
}

impl Nested {
    /// The mount of a request's router, if it is nested.
    pub(crate) fn of(request: &Request) -> Option<Nested> {
        let nested = request.extensions().get::<NestedPath>()?.as_str();
        let nested = nested.trim_end_matches('/');
        let original = request.extensions().get::<OriginalUri>().map(|uri| &uri.0);
        let prefix = if nested.contains('{') {
            let path = original?.path();
            let segments = nested.split('/').count();
            let end = path
                .match_indices('/')
                .nth(segments - 1)
                .map_or(path.len(), |(at, _)| at);
            &path[..end]
        } else {
            nested
        };
        Some(Nested {
            original: original
                .filter(|uri| uri.path().starts_with(prefix))
                .cloned(),
            prefix: Arc::from(prefix),
        })
    }
}

/// The future of a dispatched request: the handler's, with the body left out of a response to
/// HEAD; or a refusal, answered when polled. Small, as it is moved into the futures around it.
#[doc(hidden)]
pub struct DispatchFuture {
    future: Option<HandlerFuture>,
    refused: Option<Rejection>,
    head: bool,
}

impl DispatchFuture {
    pub(crate) fn new(future: HandlerFuture, head: bool) -> Self {
        DispatchFuture {
            future: Some(future),
            refused: None,
            head,
        }
    }

    pub(crate) fn refused(rejection: Rejection) -> Self {
        DispatchFuture {
            future: None,
            refused: Some(rejection),
            head: false,
        }
    }
}

impl Future for DispatchFuture {
    type Output = Response;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Response> {
        let this = self.get_mut();
        let response = match (this.refused.take(), &mut this.future) {
            (Some(rejection), _) => rejection.into_response(),
            (None, Some(future)) => {
                let response = std::task::ready!(future.as_mut().poll(cx));
                this.future = None;
                response
            }
            // Polled again after its answer: a caller's mistake, answered rather than a panic.
            (None, None) => Rejection::PolledAfterCompletion.into_response(),
        };
        Poll::Ready(if this.head {
            without_body(response)
        } else {
            response
        })
    }
}

/// The answer to HEAD: the GET answer's headers, its `Content-Length` included (from the
/// body's exact size, as a server would have sent it), and no body.
fn without_body(response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    if !parts.headers.contains_key(CONTENT_LENGTH) {
        if let Some(length) = body.size_hint().exact() {
            parts
                .headers
                .insert(CONTENT_LENGTH, HeaderValue::from(length));
        }
    }
    Response::from_parts(parts, Body::empty())
}
