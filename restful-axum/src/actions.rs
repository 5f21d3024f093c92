//! `Actions`: the handlers of one controller, by action.

use std::any::Any;
use std::convert::Infallible;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::Request;
use axum::handler::Handler;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, Route};
use restful_core::Action;
use restful_core::adapter::{self, ActionRef, Filters, Slots};
use tower_layer::Layer;
use tower_service::Service;

/// The handlers of one controller's actions: ordinary axum handlers, with any extractors
/// and any state. Give one for each action the controller serves, no more.
///
/// ```rust,standalone_crate
/// use restful_axum::{Actions, Id, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// async fn list() -> &'static str { "all photos" }
/// async fn show(Id(id): Id) -> String { format!("photo {id}") }
///
/// let app: axum::Router = RestfulRouter::new()
///     .restful::<PhotosController>(Actions::new().index(list).show(show))
///     .into_router();
/// ```
#[must_use = "an `Actions` does nothing until it is mounted with `restful::<Controller>(actions)`"]
pub struct Actions<S = ()> {
    pub(crate) slots: Slots<BoxedHandler<S>>,
    pub(crate) filters: Filters<Filter<S>>,
}

impl<S> Default for Actions<S> {
    fn default() -> Self {
        Actions {
            slots: Slots::new(),
            filters: Filters::new(),
        }
    }
}

/// A filter, its layer's type erased: what it does to the method router of one action.
pub(crate) type Filter<S> = Arc<dyn Fn(MethodRouter<S>) -> MethodRouter<S> + Send + Sync>;

impl<S> Actions<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    restful_core::__adapter_action_setters! {
        docs: routes;
        fn<H, T>(handler: H) where H: Handler<T, S>, T: 'static
    }

    /// The handler of an action given by name or as an [`Action`]: a custom action of the
    /// controller (`member(...)`, `collection(...)`), or one of the seven chosen at run time.
    /// A name the controller does not serve panics at the mount, with the names it serves and
    /// the nearest one.
    ///
    /// ```rust,standalone_crate
    /// use restful_axum::{Actions, Id, RestfulRouter};
    /// use restful_core::{Action, Restful};
    ///
    /// #[derive(Restful)]
    /// #[restful(only(show), member(post(close)))]
    /// struct IssuesController;
    ///
    /// async fn show(Id(id): Id) -> String { format!("issue {id}") }
    /// async fn close(Id(id): Id) -> String { format!("closed issue {id}") }
    ///
    /// let actions: Actions = Actions::new().on(Action::Show, show).on("close", close);
    /// let app: axum::Router = RestfulRouter::new()
    ///     .restful::<IssuesController>(actions)
    ///     .into_router();
    /// ```
    pub fn on<H, T>(mut self, action: impl Into<ActionRef>, handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        self.slots.set(action, BoxedHandler::new(handler));
        self
    }

    /// Whether a handler was given for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.slots.has(action)
    }

    /// A filter on every action of the controller, custom ones included: `layer` is any
    /// tower `Layer` that axum's `Router::route_layer` takes, such as
    /// `axum::middleware::from_fn(f)`. It runs once the request is recognized, so
    /// [`Recognized`](crate::Recognized), [`Id`](crate::Id) and [`Params`](crate::Params)
    /// work in it; never for a 404, a 405 or a 400. Several filters on one action run in the
    /// order they were declared: the first sees the request first (axum's own
    /// `Router::layer` runs the last added first).
    ///
    /// ```rust,standalone_crate
    /// use axum::extract::Request;
    /// use axum::http::StatusCode;
    /// use axum::middleware::{Next, from_fn};
    /// use axum::response::{IntoResponse, Response};
    /// use restful_axum::{Actions, RestfulRouter};
    /// use restful_core::Restful;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index, create))]
    /// struct PhotosController;
    ///
    /// async fn require_login(request: Request, next: Next) -> Response {
    ///     match request.headers().contains_key("x-user") {
    ///         true => next.run(request).await,
    ///         false => (StatusCode::UNAUTHORIZED, "login required").into_response(),
    ///     }
    /// }
    ///
    /// async fn list() -> &'static str { "all photos" }
    /// async fn create() -> &'static str { "created" }
    ///
    /// let app: axum::Router = RestfulRouter::new()
    ///     .restful::<PhotosController>(
    ///         Actions::new()
    ///             .index(list)
    ///             .create(create)
    ///             .layer_except(["index"], from_fn(require_login))
    ///             .named("login"),
    ///     )
    ///     .into_router();
    /// ```
    pub fn layer<L: FilterLayer>(mut self, layer: L) -> Self {
        self.filters.every(filter(layer));
        self
    }

    /// A filter on the actions named (as [`on`](Actions::on) takes them), as
    /// [`layer`](Actions::layer). A name the controller does not serve panics at the mount.
    pub fn layer_only<A, L>(mut self, actions: impl IntoIterator<Item = A>, layer: L) -> Self
    where
        A: Into<ActionRef>,
        L: FilterLayer,
    {
        self.filters.only(actions, filter(layer));
        self
    }

    /// A filter on every action but those named, as [`layer`](Actions::layer): an action
    /// added to the controller later is covered. A name the controller does not serve panics
    /// at the mount.
    pub fn layer_except<A, L>(mut self, actions: impl IntoIterator<Item = A>, layer: L) -> Self
    where
        A: Into<ActionRef>,
        L: FilterLayer,
    {
        self.filters.except(actions, filter(layer));
        self
    }

    /// Names the filter declared just before, for the router's list of the filters on each
    /// route ([`RestfulRouter::routes`](crate::RestfulRouter::routes)).
    ///
    /// # Panics
    ///
    /// When no filter was declared before it.
    #[track_caller]
    pub fn named(mut self, name: &'static str) -> Self {
        assert!(
            self.filters.name_last(name),
            "restful-axum: `named(\"{name}\")` names the filter declared before it; declare \
             one first with `layer`, `layer_only` or `layer_except`"
        );
        self
    }
}

/// A controller's handlers, as its `#[restful_axum::actions]` block gives them
/// ([`actions`](crate::actions)), for a router of state `S`:
/// [`RestfulRouter::controller`](crate::RestfulRouter::controller) mounts them. The attribute
/// implements it; a controller mounted with loose functions does not need it.
pub trait ControllerActions<S> {
    /// Each function of the block at the action it is named after, with the filters it
    /// declares.
    fn actions() -> Actions<S>;
}

/// What a filter is on axum: a tower `Layer` that axum's `Router::route_layer` takes, such as
/// `axum::middleware::from_fn(f)`. Every such layer is one; this names the bounds once.
pub trait FilterLayer:
    Layer<
        Route,
        Service: Service<
            Request,
            Response: IntoResponse + 'static,
            Error: Into<Infallible> + 'static,
            Future: Send + 'static,
        > + Clone
                     + Send
                     + Sync
                     + 'static,
    > + Clone
    + Send
    + Sync
    + 'static
{
}

impl<L> FilterLayer for L where
    L: Layer<
            Route,
            Service: Service<
                Request,
                Response: IntoResponse + 'static,
                Error: Into<Infallible> + 'static,
                Future: Send + 'static,
            > + Clone
                         + Send
                         + Sync
                         + 'static,
        > + Clone
        + Send
        + Sync
        + 'static
{
}

/// `layer`, as what it does to an action's method router.
fn filter<S, L>(layer: L) -> Filter<S>
where
    S: Clone + Send + Sync + 'static,
    L: FilterLayer,
{
    Arc::new(move |router: MethodRouter<S>| router.layer(layer.clone()))
}

impl<S> BoxedHandler<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// This handler behind `filters`, the first of which sees the request first.
    pub(crate) fn filtered(self, filters: &[&Filter<S>]) -> Self {
        let router = axum::routing::any(self);
        let router = filters.iter().rev().fold(router, |router, f| f(router));
        BoxedHandler::new(router)
    }
}

/// The `T` of a [`BoxedHandler`]'s own `Handler` implementation.
#[doc(hidden)]
#[derive(Debug)]
pub struct Boxed;

impl<S> Handler<Boxed, S> for BoxedHandler<S>
where
    S: Clone + Send + Sync + 'static,
{
    type Future = HandlerFuture;

    fn call(self, request: Request, state: S) -> HandlerFuture {
        self.serve(request, state)
    }
}

impl<S> fmt::Debug for Actions<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Actions")
            .field("handlers", &self.slots)
            .field("filters", &self.filters)
            .finish()
    }
}

/// The future of a handler, its type erased.
pub(crate) type HandlerFuture = adapter::HandlerFuture<Body>;

/// An axum handler, its type erased: called with the request and the app's state.
pub(crate) struct BoxedHandler<S>(Arc<dyn ErasedHandler<S>>);

impl<S> Clone for BoxedHandler<S> {
    fn clone(&self) -> Self {
        BoxedHandler(Arc::clone(&self.0))
    }
}

impl<S> BoxedHandler<S>
where
    S: Clone + Send + Sync + 'static,
{
    pub(crate) fn new<H, T>(handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        BoxedHandler(Arc::new(Erased {
            handler,
            extractors: PhantomData,
        }))
    }

    pub(crate) fn serve(&self, request: Request, state: S) -> HandlerFuture {
        self.0.call(request, state)
    }

    /// This handler with its state given: a handler of any state type, which it ignores.
    pub(crate) fn with_state<S2>(self, state: S) -> BoxedHandler<S2> {
        BoxedHandler(Arc::new(WithState {
            handler: self,
            state,
        }))
    }
}

/// A handler and the state it is called with.
struct WithState<S> {
    handler: BoxedHandler<S>,
    state: S,
}

impl<S, S2> ErasedHandler<S2> for WithState<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn call(&self, request: Request, _: S2) -> HandlerFuture {
        self.handler.serve(request, self.state.clone())
    }
}

trait ErasedHandler<S>: Send + Sync {
    fn call(&self, request: Request, state: S) -> HandlerFuture;
}

struct Erased<H, T> {
    handler: H,
    extractors: PhantomData<fn() -> T>,
}

impl<H, T, S> ErasedHandler<S> for Erased<H, T>
where
    H: Handler<T, S>,
    T: 'static,
    S: Send + Sync + 'static,
{
    fn call(&self, request: Request, state: S) -> HandlerFuture {
        // As axum calls a handler: a clone of it, by value.
        let future = self.handler.clone().call(request, state);
        // An `async fn` handler's future is boxed already: take it as it is rather than box
        // the box (the type is known at compile time, so this costs nothing at run time).
        let mut slot = Some(future);
        let boxed = (&mut slot as &mut dyn Any)
            .downcast_mut::<Option<HandlerFuture>>()
            .and_then(Option::take);
        boxed
            .or_else(|| Some(Box::pin(slot.take()?)))
            .unwrap_or_else(|| Box::pin(std::future::ready(unreachable_response())))
    }
}

/// What an emptied handler slot answers: never, as each branch takes it once.
fn unreachable_response() -> Response {
    StatusCode::INTERNAL_SERVER_ERROR.into_response()
}
