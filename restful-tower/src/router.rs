//! `RestfulRouter`: mounted controllers as one tower service, answered from one route table.

use std::convert::Infallible;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll};

use http::request::Parts;
use http::{Method, Request, Response};
use http_body::Body;
use restful_core::adapter::{
    self, Answer, MountedRoute, Mounts, OnRejection, Rejection, Rescued, Routed, Unmounted,
    below_prefix,
};
use restful_core::{Controller, RecognizeError, Restful, RouteTable};
use tower_service::Service;

use crate::actions::{Actions, ControllerActions};
use crate::extract::Recognized;
use crate::handler::{BoxedHandler, Handler};

/// Controllers mounted with their handlers, served as one `tower::Service` of
/// `http::Request<B>` that answers `http::Response<R>`: each request is recognized with one
/// lookup in a table of the mounted routes, then given to the route's handler, with
/// its [`Recognized`] in the request's extensions.
///
/// - HEAD is answered by the GET handler, with its headers and `Content-Length` and no body.
/// - A path no mounted route has goes to the [`fallback`](RestfulRouter::fallback), by default
///   a plain-text 404.
/// - A wrong method is 405 with `Allow`, a malformed param 400: plain text naming the problem,
///   with the [`RecognizeError`] in the response's extensions.
///
/// `R`, the response body, is any `http_body::Body` that a refusal's `&'static str` converts
/// into and that has an empty `Default` (the body of an answer to HEAD): `Full<Bytes>`,
/// `String`, axum's `Body`... The router is `Clone` (an `Arc`) and always ready.
///
/// Mount mistakes panic at the mount that makes them; a registry that cannot be built, as two
/// controllers of the binary conflict, at the first mount. The table the router answers from is built once, when it first answers
/// (or at [`expect_all_mounted`](RestfulRouter::expect_all_mounted)): mounting many
/// controllers costs one build, not one per controller.
pub struct RestfulRouter<B, R> {
    inner: Arc<Inner<B, R>>,
}

struct Inner<B, R> {
    mounts: Mounts<BoxedHandler<B, R>>,
    fallback: Option<BoxedHandler<B, R>>,
    on_rejection: Option<Rejecting<B, R>>,
    /// Where the router is mounted: requests outside it go to the fallback, and links include
    /// it.
    prefix: Option<Arc<str>>,
    table: OnceLock<RouteTable<BoxedHandler<B, R>>>,
}

impl<B, R> Clone for RestfulRouter<B, R> {
    fn clone(&self) -> Self {
        RestfulRouter {
            inner: Arc::clone(&self.inner),
        }
    }
}

impl<B, R> Default for RestfulRouter<B, R> {
    fn default() -> Self {
        RestfulRouter {
            inner: Arc::new(Inner {
                mounts: Mounts::new(),
                fallback: None,
                on_rejection: None,
                prefix: None,
                table: OnceLock::new(),
            }),
        }
    }
}

impl<B, R> RestfulRouter<B, R>
where
    B: Send + 'static,
    R: Send + 'static,
{
    /// No controller yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// This router's parts, to change: taken when no clone shares them, copied otherwise. The
    /// table is built again from them.
    fn edit(self, change: impl FnOnce(&mut Inner<B, R>)) -> Self {
        let mut inner = Arc::try_unwrap(self.inner).unwrap_or_else(|shared| Inner {
            mounts: shared.mounts.clone(),
            fallback: shared.fallback.clone(),
            on_rejection: shared.on_rejection.clone(),
            prefix: shared.prefix.clone(),
            table: OnceLock::new(),
        });
        inner.table = OnceLock::new();
        change(&mut inner);
        RestfulRouter {
            inner: Arc::new(inner),
        }
    }

    /// Mounts `C`'s actions: each served action's handler at `C`'s route and method.
    ///
    /// # Panics
    ///
    /// When `actions` lacks a handler for an action `C` serves, or has one for an action `C`
    /// does not serve, and when `C` is mounted twice.
    #[track_caller]
    pub fn restful<C: Restful>(self, actions: Actions<B, R>) -> Self {
        self.mount(C::CONTROLLER, actions)
    }

    /// Mounts `C`'s actions as its `#[restful_tower::actions]` block gives them
    /// ([`actions`](crate::actions)): `restful::<C>(C::actions())`.
    ///
    /// # Panics
    ///
    /// As [`restful`](RestfulRouter::restful).
    #[track_caller]
    pub fn controller<C: Restful + ControllerActions<B, R>>(self) -> Self {
        self.restful::<C>(C::actions())
    }

    /// [`restful`](RestfulRouter::restful) for a controller given by its descriptor rather than
    /// its type: the controllers of a registry walked at run time.
    ///
    /// # Panics
    ///
    /// As [`restful`](RestfulRouter::restful).
    #[track_caller]
    pub fn mount(self, controller: &'static Controller, actions: Actions<B, R>) -> Self {
        // A refused mount changes nothing: the router is dropped with the panic.
        let mut mounted = Ok(());
        let router = self.edit(|inner| {
            mounted = inner.mounts.mount_filtered(
                controller,
                actions.slots,
                &actions.filters,
                BoxedHandler::filtered,
            );
        });
        if let Err(err) = mounted {
            panic!("restful-tower: {err}");
        }
        router
    }

    /// Every mounted route and the filters that guard it, in mount order: for a test that
    /// checks that every route that changes state is guarded.
    pub fn routes(&self) -> impl ExactSizeIterator<Item = MountedRoute> + '_ {
        self.inner.mounts.routes()
    }

    /// The service that answers requests no mounted route has (any method): the app's 404, or
    /// the rest of the app. Without one, such a request gets a plain-text 404.
    pub fn fallback<S>(self, service: S) -> Self
    where
        S: Handler<B, R>,
    {
        let fallback = BoxedHandler::new(service);
        self.edit(|inner| inner.fallback = Some(fallback))
    }

    /// The app's own answer to every refusal: a 405 (its `Allow` is kept whatever the function
    /// answers: set after it when the response lacks one), a 400 (a malformed escape), the
    /// refusal of [`Id::of`](crate::Id::of) that a handler answers with
    /// [`rejection.into_response()`](crate::Rejection::into_response), from the [`Rejection`]
    /// and the request's head, so that a JSON client gets JSON and a browser the app's page.
    /// Give the same function to [`MethodOverride`](crate::MethodOverride), for its 413.
    ///
    /// A refusal that says no such resource exists ([`Rejection::is_not_found`]: no route has
    /// the path, or `Id::<u64>::of` cannot parse `abc`) goes to the
    /// [`fallback`](RestfulRouter::fallback) when there is one, and to this function
    /// otherwise. The fallback then gets the request's head with an empty body (`B::default()`:
    /// the handler took the body; [`OverrideBody`](crate::OverrideBody), what `MethodOverride`
    /// hands on, has one). Without a function, every refusal is restful's plain text.
    ///
    /// ```rust,standalone_crate
    /// use std::convert::Infallible;
    ///
    /// use http::{Request, Response, StatusCode, header, request::Parts};
    /// use http_body_util::{BodyExt, Full};
    /// use hyper::body::Bytes;
    /// use restful_core::Restful;
    /// use restful_core::adapter::Rejection;
    /// use restful_tower::{Actions, Id, RestfulRouter};
    /// use tower::{ServiceExt, service_fn};
    ///
    /// #[derive(Restful)]
    /// #[restful(only(show))]
    /// struct PhotosController;
    ///
    /// type Body = Full<Bytes>;
    ///
    /// async fn show(request: Request<Body>) -> Result<Response<Body>, Infallible> {
    ///     Ok(match Id::<u64>::of(&request) {
    ///         Ok(Id(id)) => Response::new(Body::from(format!("photo {id}"))),
    ///         Err(rejection) => rejection.into_response(),
    ///     })
    /// }
    ///
    /// async fn not_found(_: Request<Body>) -> Result<Response<Body>, Infallible> {
    ///     Ok(Response::builder().status(404).body(Body::from("<h1>Nothing here</h1>")).unwrap())
    /// }
    ///
    /// /// JSON to a client that asks for it, the app's page to a browser.
    /// fn refused(rejection: Rejection, parts: &Parts) -> Response<Body> {
    ///     let accept = parts.headers.get(header::ACCEPT).and_then(|v| v.to_str().ok());
    ///     let (content_type, body) = match accept.is_some_and(|a| a.contains("application/json")) {
    ///         true => ("application/json", format!(r#"{{"error":"{}"}}"#, rejection.message())),
    ///         false => ("text/html", format!("<h1>{}</h1>", rejection.message())),
    ///     };
    ///     let response = Response::builder().status(rejection.status());
    ///     response.header(header::CONTENT_TYPE, content_type).body(Body::from(body)).unwrap()
    /// }
    ///
    /// # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
    /// let router = RestfulRouter::new()
    ///     .restful::<PhotosController>(Actions::new().show(service_fn(show)))
    ///     .fallback(service_fn(not_found))
    ///     .on_rejection(refused);
    /// let send = |method: &str, path: &str, accept: &str| {
    ///     let request = Request::builder().method(method).uri(path).header("accept", accept);
    ///     router.clone().oneshot(request.body(Body::default()).unwrap())
    /// };
    /// let refused = send("DELETE", "/photos/1", "application/json").await.unwrap();
    /// assert_eq!(refused.status(), StatusCode::METHOD_NOT_ALLOWED);
    /// assert_eq!(refused.headers()["allow"], "GET, HEAD");        // kept by restful
    /// assert_eq!(refused.headers()["content-type"], "application/json");
    /// // `Id::<u64>::of` cannot parse `abc`: the app's 404.
    /// let missing = send("GET", "/photos/abc", "text/html").await.unwrap();
    /// let body = missing.into_body().collect().await.unwrap().to_bytes();
    /// assert_eq!(body, "<h1>Nothing here</h1>");
    /// # });
    /// ```
    pub fn on_rejection<F>(self, on_rejection: F) -> Self
    where
        F: Fn(Rejection, &Parts) -> Response<R> + Clone + Send + Sync + 'static,
        B: Default,
    {
        let rejecting = Rejecting {
            on_rejection: OnRejection::new(on_rejection),
            empty: B::default,
        };
        self.edit(|inner| inner.on_rejection = Some(rejecting))
    }

    /// Serves the routes below `prefix` (`"/api"`): `/api/photos/7` is recognized as
    /// `/photos/7`, a request outside `/api` goes to the fallback, and links built from
    /// [`Recognized`] include `/api`. [`Controller::path_for`] stays relative to the root.
    ///
    /// # Panics
    ///
    /// When `prefix` does not start with `/`, or ends with one.
    #[track_caller]
    pub fn mounted_at(self, prefix: &str) -> Self {
        if !prefix.starts_with('/') || prefix.ends_with('/') {
            panic!(
                "restful-tower: the prefix `{prefix}` must start with `/` and not end with one, \
                 as in `/api`"
            );
        }
        let prefix = Arc::from(prefix);
        self.edit(|inner| inner.prefix = Some(prefix))
    }

    /// The controllers of the registry that this router has not mounted, in registry order.
    pub fn unmounted(&self) -> Vec<&'static Controller> {
        self.inner.mounts.unmounted()
    }

    /// Checks that every controller of the registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers no handler serves.
    pub fn all_mounted(self) -> Result<Self, Unmounted> {
        self.inner.mounts.all_mounted().map(|()| self)
    }

    /// The controllers of the registry under the module `module` (`"app::web"`: their type
    /// path starts with it, whole `::` segments) that this router has not mounted, in registry
    /// order.
    pub fn unmounted_in(&self, module: &str) -> Vec<&'static Controller> {
        self.inner.mounts.unmounted_in(module)
    }

    /// Checks that every controller of the registry under the module `module` is mounted: the
    /// app's own, leaving out those of its tests and of other crates it links. A module's path
    /// is what `module_path!()` gives in it.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers of `module` no handler serves.
    pub fn all_mounted_in(self, module: &str) -> Result<Self, Unmounted> {
        self.inner.mounts.all_mounted_in(module).map(|()| self)
    }

    /// [`all_mounted_in`](RestfulRouter::all_mounted_in), panicking with the message of
    /// [`Unmounted`] when a controller of `module` is not mounted; and builds the table.
    ///
    /// # Panics
    ///
    /// As [`expect_all_mounted`](RestfulRouter::expect_all_mounted), for the controllers of
    /// `module`.
    #[track_caller]
    pub fn expect_all_mounted_in(self, module: &str) -> Self {
        match self.all_mounted_in(module) {
            Ok(router) => {
                router.inner.table();
                router
            }
            Err(err) => panic!("restful-tower: {err}"),
        }
    }

    /// Checks that every controller of the registry is mounted, and builds the table.
    ///
    /// # Panics
    ///
    /// With the message of [`Unmounted`], or of the registry's refusal when the table
    /// outgrows the recognizer's ids.
    #[track_caller]
    pub fn expect_all_mounted(self) -> Self {
        match self.all_mounted() {
            Ok(router) => {
                router.inner.table();
                router
            }
            Err(err) => panic!("restful-tower: {err}"),
        }
    }
}

impl<B, R> Inner<B, R> {
    /// The table, built at the first call.
    ///
    /// # Panics
    ///
    /// Only when the table outgrows the recognizer's 32-bit ids: every mount was checked for
    /// conflicts when it was made.
    #[track_caller]
    fn table(&self) -> &RouteTable<BoxedHandler<B, R>> {
        self.table.get_or_init(
            || match self.mounts.table_with(|_, handler| handler.clone()) {
                Ok(table) => table,
                Err(err) => panic!("restful-tower: {err}"),
            },
        )
    }
}

impl<B, R> fmt::Debug for RestfulRouter<B, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RestfulRouter")
            .field("mounts", &self.inner.mounts)
            .field("fallback", &self.inner.fallback.is_some())
            .field("on_rejection", &self.inner.on_rejection.is_some())
            .field("prefix", &self.inner.prefix)
            .finish()
    }
}

impl<B, R> Service<Request<B>> for RestfulRouter<B, R>
where
    B: Send + 'static,
    R: Body + From<&'static str> + Default + Send + 'static,
{
    type Response = Response<R>;
    type Error = Infallible;
    type Future = RestfulFuture<R>;

    /// Always ready: the handlers are called through clones of them.
    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, mut request: Request<B>) -> RestfulFuture<R> {
        let inner = &*self.inner;
        let path = request.uri().path();
        let below = match &inner.prefix {
            None => Some(path),
            Some(prefix) => below_prefix(path, prefix),
        };
        let routed = adapter::dispatch(
            inner.table(),
            request.method(),
            below,
            Some(request.uri()),
            || inner.prefix.clone(),
        );
        let answer = match routed {
            Routed::Found(handler, found) => {
                let head = request.method() == Method::HEAD;
                request.extensions_mut().insert(Recognized::new(found));
                let future = handler.call(request);
                match &inner.on_rejection {
                    None => Answer::new(future, head),
                    Some(rejecting) => Answer::new(rejecting.rescue(future, &inner.fallback), head),
                }
            }
            Routed::Fallback => match (&inner.fallback, &inner.on_rejection) {
                (Some(fallback), _) => Answer::new(fallback.call(request), false),
                (None, Some(rejecting)) => {
                    rejecting.answer(RecognizeError::NotFound.into(), request)
                }
                (None, None) => Answer::refused(RecognizeError::NotFound.into()),
            },
            Routed::Refused(rejection) => match &inner.on_rejection {
                Some(rejecting) => rejecting.answer(rejection, request),
                None => Answer::refused(rejection),
            },
        };
        RestfulFuture { answer }
    }
}

/// The app's answer to refusals, and the empty body of a request its fallback gets in place of
/// one a handler refused.
struct Rejecting<B, R> {
    on_rejection: OnRejection<Response<R>>,
    empty: fn() -> B,
}

impl<B, R> Clone for Rejecting<B, R> {
    fn clone(&self) -> Self {
        Rejecting {
            on_rejection: self.on_rejection.clone(),
            empty: self.empty,
        }
    }
}

impl<B, R> Rejecting<B, R>
where
    B: Send + 'static,
    R: Send + 'static,
{
    /// The app's answer to `rejection` of `request`, at once.
    fn answer(&self, rejection: Rejection, request: Request<B>) -> Answer<R> {
        let (parts, _) = request.into_parts();
        let response = self.on_rejection.answer(rejection, &parts);
        Answer::new(Box::pin(std::future::ready(response)), false)
    }

    /// A handler's `future`, whose refusals the app's function answers, or the `fallback`
    /// when they say no such resource exists.
    fn rescue(
        &self,
        future: adapter::HandlerFuture<R>,
        fallback: &Option<BoxedHandler<B, R>>,
    ) -> adapter::HandlerFuture<R> {
        let on_rejection = self.on_rejection.clone();
        let fallback = fallback.clone().map(|fallback| (fallback, self.empty));
        Box::pin(async move {
            match on_rejection.rescue(future.await, fallback) {
                Rescued::Answered(response) => response,
                Rescued::Fallback((fallback, empty), parts) => {
                    fallback.call(Request::from_parts(parts, empty())).await
                }
            }
        })
    }
}

/// The response future of [`RestfulRouter`]: a handler's answer (without its body for HEAD),
/// or a refusal ready at once; an [`Answer`] as a tower service's future. Polled again after
/// its answer, it answers 500 rather than panic or wait forever.
pub struct RestfulFuture<R> {
    answer: Answer<R>,
}

impl<R> Future for RestfulFuture<R>
where
    R: Body + Default + From<&'static str>,
{
    type Output = Result<Response<R>, Infallible>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        Pin::new(&mut self.answer).poll(cx).map(Ok)
    }
}

impl<R> fmt::Debug for RestfulFuture<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("RestfulFuture").field(&self.answer).finish()
    }
}
