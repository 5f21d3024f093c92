//! `Actions`: the handlers of one controller, by action.

use std::fmt;

use restful_core::Action;
use restful_core::adapter::{ActionRef, Filters, Slots};
use tower_layer::Layer;

use crate::handler::{BoxedHandler, Filter, Handler, Route};

/// A controller's handlers, as its `#[restful_tower::actions]` block gives them
/// ([`actions`](crate::actions)): [`RestfulRouter::controller`](crate::RestfulRouter::controller)
/// mounts them. The attribute implements it; a controller mounted with loose functions does not
/// need it.
pub trait ControllerActions<B, R> {
    /// Each function of the block at the action it is named after, with the filters it
    /// declares.
    fn actions() -> Actions<B, R>;
}

/// The handlers of one controller's actions: tower services of `http::Request<B>` that answer
/// `http::Response<R>` and never fail (`Error = Infallible`), as `tower::service_fn` makes them.
/// Give one for each action the controller serves, no more.
///
/// ```
/// use std::convert::Infallible;
///
/// use http::{Request, Response};
/// use http_body_util::Full;
/// use hyper::body::{Bytes, Incoming};
/// use restful_tower::{Actions, Recognized};
/// use tower::service_fn;
///
/// async fn show(request: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
///     let id = Recognized::of(&request).and_then(|found| found.id()).unwrap_or_default();
///     Ok(Response::new(Full::from(format!("photo {id}"))))
/// }
///
/// let actions: Actions<Incoming, Full<Bytes>> = Actions::new().show(service_fn(show));
/// ```
pub struct Actions<B, R> {
    pub(crate) slots: Slots<BoxedHandler<B, R>>,
    pub(crate) filters: Filters<Filter<B, R>>,
}

impl<B, R> Default for Actions<B, R> {
    fn default() -> Self {
        Actions {
            slots: Slots::new(),
            filters: Filters::new(),
        }
    }
}

impl<B, R> Actions<B, R>
where
    B: Send + 'static,
    R: Send + 'static,
{
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    restful_core::__adapter_action_setters! {
        docs: names;
        fn<S>(service: S) where S: Handler<B, R>
    }

    /// The handler of an action given by name or as an [`Action`]: a custom action of the
    /// controller (`member(...)`, `collection(...)`), or one of the seven chosen at run time.
    /// A name the controller does not serve panics at the mount, with the names it serves and
    /// the nearest one.
    pub fn on<S>(mut self, action: impl Into<ActionRef>, service: S) -> Self
    where
        S: Handler<B, R>,
    {
        self.slots.set(action, BoxedHandler::new(service));
        self
    }

    /// Whether a handler was given for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.slots.has(action)
    }

    /// A filter on every action of the controller, custom ones included: `layer` is any tower
    /// `Layer` that wraps a [`Route`] (the handler, or what the filters declared after this
    /// one made of it) in a service that answers as handlers do. It runs once the request is
    /// recognized, so [`Recognized::of`](crate::Recognized::of) works in it; never for a 404,
    /// a 405 or a 400. Several filters on one action run in the order they were declared: the
    /// first sees the request first.
    ///
    /// ```
    /// use std::convert::Infallible;
    ///
    /// use http::{Request, Response, StatusCode};
    /// use http_body_util::Full;
    /// use hyper::body::{Bytes, Incoming};
    /// use restful_tower::{Actions, Route};
    /// use tower::{ServiceExt, layer::layer_fn, service_fn};
    ///
    /// type Body = Full<Bytes>;
    ///
    /// async fn create(_: Request<Incoming>) -> Result<Response<Body>, Infallible> {
    ///     Ok(Response::new(Body::from("created")))
    /// }
    ///
    /// // 401 without `X-User`, else the handler.
    /// let login = layer_fn(|next: Route<Incoming, Body>| {
    ///     service_fn(move |request: Request<Incoming>| {
    ///         let next = next.clone();
    ///         async move {
    ///             if request.headers().contains_key("x-user") {
    ///                 return next.oneshot(request).await;
    ///             }
    ///             let mut refused = Response::new(Body::from("login required"));
    ///             *refused.status_mut() = StatusCode::UNAUTHORIZED;
    ///             Ok::<_, Infallible>(refused)
    ///         }
    ///     })
    /// });
    /// let actions = Actions::new()
    ///     .create(service_fn(create))
    ///     .layer_only(["create"], login)
    ///     .named("login");
    /// ```
    pub fn layer<L>(mut self, layer: L) -> Self
    where
        L: Layer<Route<B, R>> + Send + Sync + 'static,
        L::Service: Handler<B, R>,
    {
        self.filters.every(BoxedHandler::filter(layer));
        self
    }

    /// A filter on the actions named (as [`on`](Actions::on) takes them), as
    /// [`layer`](Actions::layer). A name the controller does not serve panics at the mount.
    pub fn layer_only<A, L>(mut self, actions: impl IntoIterator<Item = A>, layer: L) -> Self
    where
        A: Into<ActionRef>,
        L: Layer<Route<B, R>> + Send + Sync + 'static,
        L::Service: Handler<B, R>,
    {
        self.filters.only(actions, BoxedHandler::filter(layer));
        self
    }

    /// A filter on every action but those named, as [`layer`](Actions::layer): an action added
    /// to the controller later is covered. A name the controller does not serve panics at the
    /// mount.
    pub fn layer_except<A, L>(mut self, actions: impl IntoIterator<Item = A>, layer: L) -> Self
    where
        A: Into<ActionRef>,
        L: Layer<Route<B, R>> + Send + Sync + 'static,
        L::Service: Handler<B, R>,
    {
        self.filters.except(actions, BoxedHandler::filter(layer));
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
            "restful-tower: `named(\"{name}\")` names the filter declared before it; declare \
             one first with `layer`, `layer_only` or `layer_except`"
        );
        self
    }
}

impl<B, R> fmt::Debug for Actions<B, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Actions")
            .field("handlers", &self.slots)
            .field("filters", &self.filters)
            .finish()
    }
}
