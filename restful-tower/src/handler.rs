//! Handlers, their types erased: any tower service of requests to responses that never fails.

use std::convert::Infallible;
use std::fmt;
use std::future::{Future, poll_fn};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use http::{Request, Response};
use restful_core::adapter::HandlerFuture;
use tower_layer::Layer;
use tower_service::Service;

/// What a handler is: a tower service of `http::Request<B>` that answers `http::Response<R>`,
/// never fails, and can be cloned and sent across threads, as `tower::service_fn` makes them.
/// Every such service is one; this names the bounds once.
pub trait Handler<B, R>:
    Service<Request<B>, Response = Response<R>, Error = Infallible, Future: Send + 'static>
    + Clone
    + Send
    + Sync
    + 'static
{
}

impl<S, B, R> Handler<B, R> for S where
    S: Service<Request<B>, Response = Response<R>, Error = Infallible, Future: Send + 'static>
        + Clone
        + Send
        + Sync
        + 'static
{
}

/// A tower service, its type erased: called with a clone of it, as a tower host would.
pub(crate) struct BoxedHandler<B, R>(Arc<dyn ErasedHandler<B, R>>);

impl<B, R> Clone for BoxedHandler<B, R> {
    fn clone(&self) -> Self {
        BoxedHandler(Arc::clone(&self.0))
    }
}

impl<B, R> BoxedHandler<B, R>
where
    B: Send + 'static,
    R: Send + 'static,
{
    pub(crate) fn new<S>(service: S) -> Self
    where
        S: Handler<B, R>,
    {
        BoxedHandler(Arc::new(Erased(service)))
    }

    pub(crate) fn call(&self, request: Request<B>) -> HandlerFuture<R> {
        self.0.call(request)
    }
}

trait ErasedHandler<B, R>: Send + Sync {
    fn call(&self, request: Request<B>) -> HandlerFuture<R>;
}

struct Erased<S>(S);

impl<S, B, R> ErasedHandler<B, R> for Erased<S>
where
    S: Handler<B, R>,
    B: Send + 'static,
{
    fn call(&self, request: Request<B>) -> HandlerFuture<R> {
        let mut service = self.0.clone();
        Box::pin(async move {
            // A tower service is called once it says it is ready.
            let Ok(()) = poll_fn(|cx| service.poll_ready(cx)).await;
            let Ok(response) = service.call(request).await;
            response
        })
    }
}

/// An action's handler, or what its inner filters made of it, as the next filter wraps it:
/// the service that a filter's `Layer` is given ([`Actions::layer`](crate::Actions::layer)).
/// Always ready; cloning it is a reference count.
pub struct Route<B, R>(BoxedHandler<B, R>);

impl<B, R> Clone for Route<B, R> {
    fn clone(&self) -> Self {
        Route(self.0.clone())
    }
}

impl<B, R> fmt::Debug for Route<B, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Route").finish_non_exhaustive()
    }
}

impl<B, R> Service<Request<B>> for Route<B, R>
where
    B: Send + 'static,
    R: Send + 'static,
{
    type Response = Response<R>;
    type Error = Infallible;
    type Future = RouteFuture<R>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<B>) -> RouteFuture<R> {
        RouteFuture(self.0.call(request))
    }
}

/// The response future of a [`Route`].
pub struct RouteFuture<R>(HandlerFuture<R>);

impl<R> Future for RouteFuture<R> {
    type Output = Result<Response<R>, Infallible>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        self.0.as_mut().poll(cx).map(Ok)
    }
}

impl<R> fmt::Debug for RouteFuture<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RouteFuture").finish_non_exhaustive()
    }
}

/// A filter, its layer's type erased: what it makes of the handler it wraps.
pub(crate) type Filter<B, R> = Arc<dyn Fn(BoxedHandler<B, R>) -> BoxedHandler<B, R> + Send + Sync>;

impl<B, R> BoxedHandler<B, R>
where
    B: Send + 'static,
    R: Send + 'static,
{
    /// `layer`, as what it makes of a handler.
    pub(crate) fn filter<L>(layer: L) -> Filter<B, R>
    where
        L: Layer<Route<B, R>> + Send + Sync + 'static,
        L::Service: Handler<B, R>,
    {
        Arc::new(move |handler| BoxedHandler::new(layer.layer(Route(handler))))
    }

    /// This handler behind `filters`, the first of which sees the request first.
    pub(crate) fn filtered(self, filters: &[&Filter<B, R>]) -> Self {
        filters
            .iter()
            .rev()
            .fold(self, |handler, filter| filter(handler))
    }
}

/// An `async fn` of the request as a [`Handler`]: what `#[restful_tower::actions]` mounts each
/// function of its block as (`restful_tower::__private::service_fn`), as `tower::service_fn`
/// would, without a dependency on `tower` for it.
pub fn service_fn<F>(f: F) -> FnService<F> {
    FnService(f)
}

/// A function as a tower service: [`service_fn`].
#[derive(Clone, Copy, Debug)]
pub struct FnService<F>(F);

impl<F, Fut, B, R> Service<Request<B>> for FnService<F>
where
    F: Fn(Request<B>) -> Fut,
    Fut: Future<Output = Result<Response<R>, Infallible>>,
{
    type Response = Response<R>;
    type Error = Infallible;
    type Future = Fut;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<B>) -> Fut {
        (self.0)(request)
    }
}
