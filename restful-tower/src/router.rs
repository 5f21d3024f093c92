//! `RestfulRouter`: mounted controllers as one tower service, answered from one route table.

use std::convert::Infallible;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll};

use http::{Method, Request, Response};
use http_body::Body;
use restful_core::adapter::{self, Answer, MountedRoute, Mounts, Routed, Unmounted, below_prefix};
use restful_core::{Controller, RecognizeError, Restful, RouteTable};
use tower_service::Service;

use crate::actions::Actions;
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
                Answer::new(handler.call(request), head)
            }
            Routed::Fallback => match &inner.fallback {
                Some(fallback) => Answer::new(fallback.call(request), false),
                None => Answer::refused(RecognizeError::NotFound.into()),
            },
            Routed::Refused(rejection) => Answer::refused(rejection),
        };
        RestfulFuture { answer }
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
