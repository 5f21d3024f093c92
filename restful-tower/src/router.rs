//! `RestfulRouter`: mounted controllers as one tower service, answered from one route table.

use std::convert::Infallible;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll};

use http::header::CONTENT_LENGTH;
use http::{HeaderValue, Method, Request, Response};
use http_body::Body;
use restful_core::mount::{self, Unmounted};
use restful_core::{Action, ActionSet, Controller, MatchBuf, RecognizeError, Restful, RouteTable};
use tower_service::Service;

use crate::actions::Actions;
use crate::extract::{Recognized, Rejection};
use crate::handler::{BoxedHandler, HandlerFuture};

/// Controllers mounted with their handlers, served as one `tower::Service` of
/// `http::Request<B>` that answers `http::Response<R>`: each request is recognized with one
/// lookup in a table of the mounted routes (SPEC §10), then given to the route's handler, with
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
/// The table is built once, when the router first answers (or at
/// [`expect_all_mounted`](RestfulRouter::expect_all_mounted)): mounting many controllers costs
/// one build, not one per controller.
pub struct RestfulRouter<B, R> {
    inner: Arc<Inner<B, R>>,
}

struct Inner<B, R> {
    entries: Vec<(restful_core::Route, BoxedHandler<B, R>)>,
    mounted: Vec<&'static Controller>,
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
                entries: Vec::new(),
                mounted: Vec::new(),
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
            entries: shared.entries.clone(),
            mounted: shared.mounted.clone(),
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
    pub fn mount(self, controller: &'static Controller, mut actions: Actions<B, R>) -> Self {
        if self.inner.mounted.contains(&controller) {
            panic!(
                "restful-tower: `{}` is mounted twice; mount each controller once",
                controller.type_name()
            );
        }
        let given: ActionSet = Action::ALL
            .into_iter()
            .filter(|&action| actions.has(action))
            .collect();
        if let Err(err) = mount::check(controller, given) {
            panic!("restful-tower: {err}");
        }
        self.edit(|inner| {
            for route in controller.routes() {
                if let Some(handler) = actions.take(route.action()) {
                    inner.entries.push((route, handler));
                }
            }
            inner.mounted.push(controller);
        })
    }

    /// The service that answers requests no mounted route has (any method): the app's 404, or
    /// the rest of the app. Without one, such a request gets a plain-text 404.
    pub fn fallback<S>(self, service: S) -> Self
    where
        S: Service<Request<B>, Response = Response<R>, Error = Infallible>
            + Clone
            + Send
            + Sync
            + 'static,
        S::Future: Send + 'static,
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
        match mount::unmounted(&self.inner.mounted) {
            Ok(()) => Vec::new(),
            Err(unmounted) => unmounted.controllers().to_vec(),
        }
    }

    /// Checks that every controller of the registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers no handler serves.
    pub fn all_mounted(self) -> Result<Self, Unmounted> {
        mount::unmounted(&self.inner.mounted).map(|()| self)
    }

    /// Checks that every controller of the registry is mounted, and builds the table.
    ///
    /// # Panics
    ///
    /// With the message of [`Unmounted`], or of the registry's refusal when the mounted
    /// controllers conflict.
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
    /// When the mounted controllers conflict (SPEC §5). The process-wide registry refuses
    /// such controllers when it is built, so this happens only with descriptors made outside
    /// the derive.
    #[track_caller]
    fn table(&self) -> &RouteTable<BoxedHandler<B, R>> {
        self.table
            .get_or_init(|| match RouteTable::new(self.entries.iter().cloned()) {
                Ok(table) => table,
                Err(err) => panic!("restful-tower: {err}"),
            })
    }
}

impl<B, R> fmt::Debug for RestfulRouter<B, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mounted: Vec<&str> = self.inner.mounted.iter().map(|c| c.type_name()).collect();
        f.debug_struct("RestfulRouter")
            .field("mounted", &mounted)
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
            Some(prefix) => match path.strip_prefix(&**prefix) {
                Some("") => Some("/"),
                Some(rest) if rest.starts_with('/') => Some(rest),
                _ => None,
            },
        };
        let found = below
            .ok_or(RecognizeError::NotFound)
            .and_then(|below| inner.table().recognize(request.method(), below))
            .map(|(found, handler)| (MatchBuf::with_uri(found, request.uri()), handler));
        match found {
            Ok((found, handler)) => {
                let head = request.method() == Method::HEAD;
                let found = match &inner.prefix {
                    Some(prefix) => found.with_prefix(Arc::clone(prefix)),
                    None => found,
                };
                request.extensions_mut().insert(Recognized::new(found));
                RestfulFuture::handler(handler.call(request), head)
            }
            Err(RecognizeError::NotFound) => match &inner.fallback {
                Some(fallback) => RestfulFuture::handler(fallback.call(request), false),
                None => RestfulFuture::ready(Rejection::from(RecognizeError::NotFound)),
            },
            Err(err) => RestfulFuture::ready(Rejection::from(err)),
        }
    }
}

/// The response future of [`RestfulRouter`]: a handler's answer, or a refusal ready at once.
pub struct RestfulFuture<R> {
    answer: Answer<R>,
}

enum Answer<R> {
    /// `None` once it answered.
    Handler {
        future: Option<HandlerFuture<R>>,
        head: bool,
    },
    Ready(Option<Response<R>>),
}

impl<R: From<&'static str>> RestfulFuture<R> {
    fn handler(future: HandlerFuture<R>, head: bool) -> Self {
        RestfulFuture {
            answer: Answer::Handler {
                future: Some(future),
                head,
            },
        }
    }

    fn ready(rejection: Rejection) -> Self {
        RestfulFuture {
            answer: Answer::Ready(Some(rejection.into_response())),
        }
    }
}

// Nothing in it is pinned: the handler's future is boxed, and a response is only moved.
impl<R> Unpin for RestfulFuture<R> {}

impl<R: Body + Default> Future for RestfulFuture<R> {
    type Output = Result<Response<R>, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        // Polled again after its answer (a caller's mistake), it waits forever rather than
        // panic.
        match &mut self.get_mut().answer {
            Answer::Handler { future, head } => {
                let Some(pending) = future else {
                    return Poll::Pending;
                };
                let response = std::task::ready!(pending.as_mut().poll(cx));
                *future = None;
                Poll::Ready(Ok(if *head {
                    without_body(response)
                } else {
                    response
                }))
            }
            Answer::Ready(response) => match response.take() {
                Some(response) => Poll::Ready(Ok(response)),
                None => Poll::Pending,
            },
        }
    }
}

impl<R> fmt::Debug for RestfulFuture<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let answer = match self.answer {
            Answer::Handler { .. } => "handler",
            Answer::Ready(_) => "ready",
        };
        f.debug_struct("RestfulFuture")
            .field("answer", &answer)
            .finish()
    }
}

/// The answer to HEAD: the GET answer's headers, its `Content-Length` included (from the
/// body's exact size), and an empty body.
fn without_body<R: Body + Default>(response: Response<R>) -> Response<R> {
    let (mut parts, body) = response.into_parts();
    if !parts.headers.contains_key(CONTENT_LENGTH) {
        if let Some(length) = body.size_hint().exact() {
            parts
                .headers
                .insert(CONTENT_LENGTH, HeaderValue::from(length));
        }
    }
    Response::from_parts(parts, R::default())
}
