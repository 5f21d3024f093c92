//! `RestfulRouter`: mounts controllers, and answers their requests from one route table, in
//! front of the app (`into_layer`) or from an `axum::Router`'s fallback (`into_router`).

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::{NestedPath, OriginalUri, Request};
use axum::handler::Handler;
use axum::http::request::Parts;
use axum::http::{Method, Uri};
use axum::response::Response;
use axum::routing::{MethodFilter, MethodRouter, any};
use restful_core::adapter::{
    self, Answer, MountedRoute, Mounts, OnRejection, Rejection, Rescued, Routed, Unmounted,
    split_segments,
};
use restful_core::{Controller, RecognizeError, Restful, RouteTable, Template};

use crate::actions::{Actions, BoxedHandler, ControllerActions, HandlerFuture};
use crate::cover::{Cover, covers};
use crate::extract::Recognized;
use crate::layer::RestfulLayer;

/// Controllers mounted with their handlers, that become a tower `Layer` in front of the app
/// ([`into_layer`](RestfulRouter::into_layer)) or an `axum::Router`
/// ([`into_router`]).
///
/// Requests on restful routes are answered by one lookup in a table of every mounted route.
/// The `Router` that [`into_router`] gives has each template as a route, so that other
/// routes, `route_layer`, `layer`, state, `nest` and `nest_service` work on them as on routes
/// added by hand. A request that no mounted route has goes to the fallback given to
/// [`fallback`](RestfulRouter::fallback): give the app's 404 there, as it also answers
/// restful's own 404s (an id that is `.` or `..`).
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
/// `F` says whether a [`fallback`](RestfulRouter::fallback) was given ([`WithFallback`]) or
/// not ([`NoFallback`]): only a router without one becomes a layer, whose app answers what no
/// restful route has.
///
/// [`into_router`]: RestfulRouter::into_router
#[must_use = "a `RestfulRouter` serves nothing until `into_router()` gives the `axum::Router`"]
pub struct RestfulRouter<S = (), F = NoFallback> {
    mounts: Mounts<BoxedHandler<S>>,
    fallback: Option<BoxedHandler<S>>,
    on_rejection: Option<OnRejection<Response>>,
    given: PhantomData<F>,
}

/// The state of a [`RestfulRouter`] without a fallback: it can become a layer.
#[derive(Debug, Clone, Copy)]
pub struct NoFallback;

/// The state of a [`RestfulRouter`] with a fallback: it becomes an `axum::Router`, whose
/// fallback it is, and not a layer (whose app answers what no restful route has):
///
/// ```rust,compile_fail,E0599
/// use restful_axum::RestfulRouter;
///
/// async fn not_found() -> &'static str { "nothing here" }
///
/// // error[E0599]: no method named `into_layer` found for `RestfulRouter<(), WithFallback>`
/// let layer = RestfulRouter::new().fallback(not_found).into_layer();
/// ```
#[derive(Debug, Clone, Copy)]
pub struct WithFallback;

impl<S> Default for RestfulRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn default() -> Self {
        RestfulRouter {
            mounts: Mounts::new(),
            fallback: None,
            on_rejection: None,
            given: PhantomData,
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
}

impl<S, F> RestfulRouter<S, F>
where
    S: Clone + Send + Sync + 'static,
{
    /// Mounts `C`'s actions: each served action's handler at `C`'s route and method. HEAD is
    /// answered by the GET handler, without a body; a wrong method gets 405 with `Allow`; a
    /// malformed param gets 400.
    ///
    /// # Panics
    ///
    /// With the [`MountError`](restful_core::adapter::MountError)'s message, which says what
    /// to do: when `actions` lacks a handler for an action `C` serves, or has one for an action
    /// `C` does not serve, when `C` is mounted twice, and when the registry cannot be built
    /// because two controllers of the binary conflict (as axum panics on bad routes when the
    /// router is built).
    #[track_caller]
    pub fn restful<C: Restful>(self, actions: Actions<S>) -> Self {
        self.mount(C::CONTROLLER, actions)
    }

    /// Mounts `C`'s actions as its `#[restful_axum::actions]` block gives them
    /// ([`actions`](crate::actions)): `restful::<C>(C::actions())`.
    ///
    /// ```rust,standalone_crate
    /// use axum::Router;
    /// use restful_axum::{Id, RestfulRouter};
    /// use restful_core::Restful;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index, show))]
    /// struct PhotosController;
    ///
    /// #[restful_axum::actions]
    /// impl PhotosController {
    ///     async fn index() -> &'static str { "all photos" }
    ///     async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
    /// }
    ///
    /// let app: Router = RestfulRouter::new().controller::<PhotosController>().into_router();
    /// ```
    ///
    /// # Panics
    ///
    /// As [`restful`](RestfulRouter::restful).
    #[track_caller]
    pub fn controller<C: Restful + ControllerActions<S>>(self) -> Self {
        self.restful::<C>(C::actions())
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
    pub fn mount(mut self, controller: &'static Controller, actions: Actions<S>) -> Self {
        let mounted = self.mounts.mount_filtered(
            controller,
            actions.slots,
            &actions.filters,
            BoxedHandler::filtered,
        );
        if let Err(err) = mounted {
            panic!("restful-axum: {err}");
        }
        self
    }

    /// Every mounted route and the filters that guard it, in mount order: for a test that
    /// checks that every route that changes state is guarded.
    ///
    /// ```rust,standalone_crate
    /// use axum::middleware::{Next, from_fn};
    /// use axum::{extract::Request, response::Response};
    /// use restful_axum::{Actions, RestfulRouter};
    /// use restful_core::{Method, Restful};
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index, create, destroy))]
    /// struct PhotosController;
    ///
    /// async fn login(request: Request, next: Next) -> Response { next.run(request).await }
    /// async fn answer() -> &'static str { "done" }
    ///
    /// let router: RestfulRouter = RestfulRouter::new().restful::<PhotosController>(
    ///     Actions::new()
    ///         .index(answer)
    ///         .create(answer)
    ///         .destroy(answer)
    ///         .layer_except(["index"], from_fn(login))
    ///         .named("login"),
    /// );
    /// for mounted in router.routes() {
    ///     let writes = mounted.route().method() != Method::GET;
    ///     assert_eq!(mounted.filter_names().any(|name| name == Some("login")), writes);
    /// }
    /// ```
    pub fn routes(&self) -> impl ExactSizeIterator<Item = MountedRoute> + '_ {
        self.mounts.routes()
    }

    /// The handler of requests that no mounted route has (any method): the app's 404, in the
    /// `axum::Router` that [`into_router`](RestfulRouter::into_router) gives. Without one,
    /// such a request gets a plain-text 404 that names the problem. A router with a fallback
    /// does not become a layer: there, the wrapped app answers what no restful route has.
    pub fn fallback<H, T>(self, handler: H) -> RestfulRouter<S, WithFallback>
    where
        H: Handler<T, S>,
        T: 'static,
    {
        RestfulRouter {
            mounts: self.mounts,
            fallback: Some(BoxedHandler::new(handler)),
            on_rejection: self.on_rejection,
            given: PhantomData,
        }
    }

    /// The app's own answer to every refusal: a 405 (its `Allow` is kept whatever the function
    /// answers: set after it when the response lacks one), a 400 (a malformed escape), the
    /// refusal of an extractor ([`Id`](crate::Id), [`Params`](crate::Params),
    /// [`Recognized`](crate::Recognized)), from the [`Rejection`] and the request's head, so
    /// that a JSON client gets JSON and a browser the app's page. Give the same function to
    /// [`MethodOverride`](crate::MethodOverride), for its 413.
    ///
    /// A refusal that says no such resource exists ([`Rejection::is_not_found`]: no route has
    /// the path, or `Id<u64>` cannot parse `abc`) goes to the app's 404: the wrapped app under
    /// [`into_layer`](RestfulRouter::into_layer), the [`fallback`](RestfulRouter::fallback)
    /// in [`into_router`](RestfulRouter::into_router), and this function when there is no
    /// fallback. The fallback then gets the request's head with an empty body (the handler
    /// took the body). Without a function, every refusal is restful's plain text.
    ///
    /// ```rust,standalone_crate
    /// use axum::body::Body;
    /// use axum::http::{Request, StatusCode, header, request::Parts};
    /// use axum::response::{Html, IntoResponse, Response};
    /// use restful_axum::{Actions, Id, RestfulRouter};
    /// use restful_core::Restful;
    /// use restful_core::adapter::Rejection;
    /// use tower::ServiceExt;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index, show))]
    /// struct PhotosController;
    ///
    /// async fn index() -> &'static str { "all photos" }
    /// async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
    /// async fn not_found() -> (StatusCode, Html<&'static str>) {
    ///     (StatusCode::NOT_FOUND, Html("<h1>Nothing here</h1>"))
    /// }
    ///
    /// /// JSON to a client that asks for it, the app's page to a browser.
    /// fn refused(rejection: Rejection, parts: &Parts) -> Response {
    ///     let accept = parts.headers.get(header::ACCEPT).and_then(|v| v.to_str().ok());
    ///     let status = rejection.status();
    ///     match accept.is_some_and(|accept| accept.contains("application/json")) {
    ///         true => {
    ///             let json = format!(r#"{{"error":"{}"}}"#, rejection.message());
    ///             (status, [(header::CONTENT_TYPE, "application/json")], json).into_response()
    ///         }
    ///         false => (status, Html(format!("<h1>{}</h1>", rejection.message()))).into_response(),
    ///     }
    /// }
    ///
    /// # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
    /// let app = RestfulRouter::new()
    ///     .restful::<PhotosController>(Actions::new().index(index).show(show))
    ///     .fallback(not_found)
    ///     .on_rejection(refused)
    ///     .into_router();
    /// let send = |method: &str, path: &str, accept: &str| {
    ///     let request = Request::builder().method(method).uri(path).header("accept", accept);
    ///     app.clone().oneshot(request.body(Body::empty()).unwrap())
    /// };
    /// let refused = send("DELETE", "/photos/1", "application/json").await.unwrap();
    /// assert_eq!(refused.status(), StatusCode::METHOD_NOT_ALLOWED);
    /// assert_eq!(refused.headers()["allow"], "GET, HEAD");        // kept by restful
    /// assert_eq!(refused.headers()["content-type"], "application/json");
    /// let page = send("DELETE", "/photos/1", "text/html").await.unwrap();
    /// assert_eq!(page.headers()["content-type"], "text/html; charset=utf-8");
    /// // `Id<u64>` cannot parse `abc`: the app's 404.
    /// let missing = send("GET", "/photos/abc", "text/html").await.unwrap();
    /// let body = axum::body::to_bytes(missing.into_body(), 1024).await.unwrap();
    /// assert_eq!(&body[..], b"<h1>Nothing here</h1>");
    /// # });
    /// ```
    pub fn on_rejection<H>(mut self, on_rejection: H) -> Self
    where
        H: Fn(Rejection, &Parts) -> Response + Clone + Send + Sync + 'static,
    {
        self.on_rejection = Some(OnRejection::new(on_rejection));
        self
    }

    /// The controllers of the registry that this router has not mounted, in registry order.
    pub fn unmounted(&self) -> Vec<&'static Controller> {
        self.mounts.unmounted()
    }

    /// Checks that every controller of the registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers no handler serves.
    pub fn all_mounted(self) -> Result<Self, Unmounted> {
        self.mounts.all_mounted().map(|()| self)
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

    /// The controllers of the registry under the module `module` (`"app::web"`: their type
    /// path starts with it, whole `::` segments) that this router has not mounted, in registry
    /// order.
    pub fn unmounted_in(&self, module: &str) -> Vec<&'static Controller> {
        self.mounts.unmounted_in(module)
    }

    /// Checks that every controller of the registry under the module `module` is mounted:
    /// [`expect_all_mounted`](RestfulRouter::expect_all_mounted) for the app's own
    /// controllers, leaving out those of its tests and of other crates it links. A module's
    /// path is what `module_path!()` gives in it.
    ///
    /// ```rust,standalone_crate
    /// use restful_axum::{Actions, RestfulRouter};
    /// use restful_core::Restful;
    ///
    /// mod web {
    ///     #[derive(restful_core::Restful)]
    ///     #[restful(only(index))]
    ///     pub struct PhotosController;
    /// }
    ///
    /// // Somewhere else in the binary: a test's controller.
    /// #[derive(Restful)]
    /// #[restful(only(index))]
    /// struct ProbeController;
    ///
    /// let router = RestfulRouter::<()>::new()
    ///     .restful::<web::PhotosController>(Actions::new().index(async || "photos"));
    /// assert!(router.unmounted_in(module_path!()).iter().any(|c| c.is::<ProbeController>()));
    /// let web = format!("{}::web", module_path!());
    /// assert!(router.all_mounted_in(&web).is_ok());
    /// ```
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers of `module` no handler serves.
    pub fn all_mounted_in(self, module: &str) -> Result<Self, Unmounted> {
        self.mounts.all_mounted_in(module).map(|()| self)
    }

    /// [`all_mounted_in`](RestfulRouter::all_mounted_in), panicking with the message of
    /// [`Unmounted`] when a controller of `module` is not mounted.
    ///
    /// # Panics
    ///
    /// As [`expect_all_mounted`](RestfulRouter::expect_all_mounted), for the controllers of
    /// `module`.
    #[track_caller]
    pub fn expect_all_mounted_in(self, module: &str) -> Self {
        match self.all_mounted_in(module) {
            Ok(router) => router,
            Err(err) => panic!("restful-axum: {err}"),
        }
    }

    /// Gives every handler, and the fallback, the app's state: the router then needs none
    /// (`S2` is any state type, as for `axum::Router::with_state`), as
    /// [`into_layer`](RestfulRouter::into_layer) requires.
    pub fn with_state<S2>(self, state: S) -> RestfulRouter<S2, F> {
        RestfulRouter {
            mounts: self.mounts.map(|handler| handler.with_state(state.clone())),
            fallback: self.fallback.map(|handler| handler.with_state(state)),
            on_rejection: self.on_rejection,
            given: PhantomData,
        }
    }

    /// The `axum::Router`, to add other routes, layers and state to, and to nest or serve.
    ///
    /// Each template of the mounted routes is a route of it, with one method router for the
    /// template's methods that also takes every other method (restful answers those 405, with
    /// its `Allow`, or 404 where the path is no template's: a typed param that does not parse),
    /// and again with one trailing `/` (which restful's routes ignore);
    /// templates of one shape are one route, written as the first of them. A template that
    /// axum's router cannot hold (a param with a static suffix, `{name}.json`) is registered
    /// without its suffix: a wider route, which `route_layer` then also covers for the requests
    /// of that wider shape that restful answers 404 or 405.
    /// So axum's own middleware covers restful routes as it covers routes added with
    /// `Router::route`: `Router::route_layer` every request axum routes to a restful template
    /// (axum puts it on a route's 405 too), never the 404 fallback; `Router::layer` every
    /// request. Such a layer runs before restful recognizes the request, so it reads
    /// `MatchedPath`, not yet [`Recognized`]: a filter that needs the action or the id is
    /// declared on the controller's [`Actions`] (`layer`, `layer_only`, `layer_except`), where
    /// it runs after recognition and never on a 405.
    ///
    /// ```rust,standalone_crate
    /// use axum::extract::Request;
    /// use axum::http::StatusCode;
    /// use axum::middleware::{Next, from_fn};
    /// use axum::response::{IntoResponse, Response};
    /// use restful_axum::{Actions, RestfulRouter};
    /// use restful_core::Restful;
    /// use tower::ServiceExt;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index, create))]
    /// struct PhotosController;
    ///
    /// async fn login(request: Request, next: Next) -> Response {
    ///     match request.headers().contains_key("x-user") {
    ///         true => next.run(request).await,
    ///         false => StatusCode::UNAUTHORIZED.into_response(),
    ///     }
    /// }
    ///
    /// # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
    /// let app = RestfulRouter::new()
    ///     .restful::<PhotosController>(Actions::new().index(async || "all").create(async || "made"))
    ///     .into_router()
    ///     .route_layer(from_fn(login));
    /// let anonymous = Request::post("/photos").body(axum::body::Body::empty()).unwrap();
    /// assert_eq!(app.clone().oneshot(anonymous).await.unwrap().status(), StatusCode::UNAUTHORIZED);
    /// let elsewhere = Request::get("/nowhere").body(axum::body::Body::empty()).unwrap();
    /// assert_eq!(app.oneshot(elsewhere).await.unwrap().status(), StatusCode::NOT_FOUND);
    /// # });
    /// ```
    ///
    /// # Panics
    ///
    /// Only when the table outgrows the recognizer's 32-bit ids: every mount was checked for
    /// conflicts when it was made.
    #[track_caller]
    pub fn into_router(self) -> Router<S> {
        let covers = axum_routes(&self.mounts);
        let dispatch = Dispatch(Arc::new(Shared {
            table: table(self.mounts),
            fallback: self.fallback,
            on_rejection: self.on_rejection,
        }));
        let mut router = Router::new();
        for cover in covers {
            // The template's methods, and any other method as `any` takes it: without the
            // `Allow` that axum adds to what a method router's fallback answers when it has
            // none. restful's 405 has its own; its 404 (a path that only a wider route takes, or
            // whose typed params do not parse) has none.
            let mut endpoint: MethodRouter<S> = any(dispatch.clone());
            for &method in &cover.methods {
                endpoint = endpoint.on(method, dispatch.clone());
            }
            if let Some(twin) = cover.twin() {
                router = router.route(&twin, endpoint.clone());
            }
            router = router.route(&cover.path(), endpoint);
        }
        router.fallback(dispatch)
    }
}

/// The axum routes of [`RestfulRouter::into_router`] for the templates of `mounts` (see
/// [`cover`](crate::cover)), in mount order.
fn axum_routes<H>(mounts: &Mounts<H>) -> Vec<Cover> {
    // Every mounted route is a registry's, whose templates parsed when it was built.
    let templates: Vec<(Template, MethodFilter)> = mounts
        .entries()
        .iter()
        .filter_map(|(route, _)| {
            let method = match route.method() {
                Method::POST => MethodFilter::POST,
                Method::PUT => MethodFilter::PUT,
                Method::DELETE => MethodFilter::DELETE,
                // A route's method is GET, POST, PUT or DELETE; axum answers HEAD with GET.
                _ => MethodFilter::GET,
            };
            Some((Template::parse(route.path()).ok()?, method))
        })
        .collect();
    covers(
        templates
            .iter()
            .map(|(template, method)| (template, *method)),
    )
}

/// The table of `mounts`.
#[track_caller]
fn table<H>(mounts: Mounts<H>) -> RouteTable<H> {
    match mounts.into_table() {
        Ok(table) => table,
        Err(err) => panic!("restful-axum: {err}"),
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
    /// As [`into_router`](RestfulRouter::into_router). A router with a
    /// [`fallback`](RestfulRouter::fallback) has no `into_layer`: under a layer, the app
    /// answers what no restful route has.
    #[track_caller]
    pub fn into_layer(self) -> RestfulLayer {
        RestfulLayer::new(Arc::new(Shared {
            table: table(self.mounts),
            fallback: None,
            on_rejection: self.on_rejection,
        }))
    }
}

impl<S, F> From<RestfulRouter<S, F>> for Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    #[track_caller]
    fn from(router: RestfulRouter<S, F>) -> Router<S> {
        router.into_router()
    }
}

impl<S, F> fmt::Debug for RestfulRouter<S, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RestfulRouter")
            .field("mounts", &self.mounts)
            .field("fallback", &self.fallback.is_some())
            .field("on_rejection", &self.on_rejection.is_some())
            .finish()
    }
}

/// What the dispatcher answers from: the table of handlers, the fallback, and the app's
/// answer to refusals.
pub(crate) struct Shared<S> {
    pub(crate) table: RouteTable<BoxedHandler<S>>,
    pub(crate) fallback: Option<BoxedHandler<S>>,
    pub(crate) on_rejection: Option<OnRejection<Response>>,
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
    type Future = Answer<Body>;

    fn call(self, request: Request, state: S) -> Answer<Body> {
        let nested = Nested::of(&request);
        let shared = &*self.0;
        match shared.dispatch(request, state, nested) {
            Routing::Answer(answer) => answer,
            Routing::Rescue(rescue) => {
                let fallback = shared.fallback.clone().zip(rescue.state);
                let head = rescue.head;
                let (future, on_rejection) = (rescue.future, rescue.on_rejection);
                Answer::new(
                    Box::pin(async move {
                        match on_rejection.rescue(future.await, fallback) {
                            Rescued::Answered(response) => response,
                            Rescued::Fallback((fallback, state), parts) => {
                                let request = Request::from_parts(parts, Body::empty());
                                fallback.serve(request, state).await
                            }
                        }
                    }),
                    head,
                )
            }
            Routing::Fallback(request, state) => match (&shared.fallback, &shared.on_rejection) {
                (Some(fallback), _) => Answer::new(fallback.serve(request, state), false),
                (None, Some(on_rejection)) => {
                    answered(on_rejection, RecognizeError::NotFound.into(), request)
                }
                (None, None) => Answer::refused(Rejection::from(RecognizeError::NotFound)),
            },
        }
    }
}

/// What [`Shared::dispatch`] makes of a request.
#[expect(
    clippy::large_enum_variant,
    reason = "the request is moved back once; boxing it would allocate for every 404"
)]
pub(crate) enum Routing<S> {
    /// The answer: a route's handler's, or a refusal's.
    Answer(Answer<Body>),
    /// A route's handler, whose refusals the app's function answers, or the fallback (the
    /// app's 404) when they say no such resource exists.
    Rescue(Rescue<S>),
    /// No mounted route has the request: the caller's fallback answers it.
    Fallback(Request, S),
}

/// A route's handler, with the app's answer to the refusals it makes.
pub(crate) struct Rescue<S> {
    pub(crate) future: HandlerFuture,
    /// Whether the request is a HEAD.
    pub(crate) head: bool,
    pub(crate) on_rejection: OnRejection<Response>,
    /// The state for the router's fallback, when it has one.
    pub(crate) state: Option<S>,
}

/// The app's answer to `rejection` of `request`, at once.
fn answered(
    on_rejection: &OnRejection<Response>,
    rejection: Rejection,
    request: Request,
) -> Answer<Body> {
    let (parts, _) = request.into_parts();
    let response = on_rejection.answer(rejection, &parts);
    Answer::new(Box::pin(std::future::ready(response)), false)
}

impl<S> Shared<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// Answers `request` if a mounted route has its path (below the prefix it is `nested`
    /// at): one `RouteTable::recognize`, then the handler the route's index finds; 405 and 400
    /// at once (the app's answer, when it gave one). A path that no route has (404) is given
    /// back, for the caller's fallback.
    pub(crate) fn dispatch(
        &self,
        mut request: Request,
        state: S,
        nested: Option<Nested>,
    ) -> Routing<S> {
        let head = request.method() == Method::HEAD;
        let (prefix, original) = match nested {
            Some(Nested { prefix, original }) => (Some(prefix), original),
            None => (None, None),
        };
        let (uri, path) = match (&prefix, &original) {
            (Some(prefix), Some(original)) => (original, &original.path()[prefix.len()..]),
            _ => (request.uri(), request.uri().path()),
        };
        match adapter::dispatch(&self.table, request.method(), Some(path), Some(uri), || {
            prefix
        }) {
            Routed::Found(handler, found) => {
                request.extensions_mut().insert(Recognized::new(found));
                match &self.on_rejection {
                    None => Routing::Answer(Answer::new(handler.serve(request, state), head)),
                    Some(on_rejection) => {
                        let spare = self.fallback.as_ref().map(|_| state.clone());
                        Routing::Rescue(Rescue {
                            future: handler.serve(request, state),
                            head,
                            on_rejection: on_rejection.clone(),
                            state: spare,
                        })
                    }
                }
            }
            Routed::Fallback => Routing::Fallback(request, state),
            Routed::Refused(rejection) => Routing::Answer(match &self.on_rejection {
                Some(on_rejection) => answered(on_rejection, rejection, request),
                None => Answer::refused(rejection),
            }),
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
    /// prefix as none (`/api//photos` becomes `/photos`), where an empty segment is a 404.
    pub(crate) original: Option<Uri>,
}

impl Nested {
    /// The mount of a request's router, if it is nested.
    pub(crate) fn of(request: &Request) -> Option<Nested> {
        let nested = request.extensions().get::<NestedPath>()?.as_str();
        let nested = nested.trim_end_matches('/');
        let original = request.extensions().get::<OriginalUri>().map(|uri| &uri.0);
        let prefix = if nested.contains('{') {
            // The prefix has params: as many segments of the path as it has.
            split_segments(original?.path(), nested.matches('/').count()).0
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
