//! Handlers, their types erased: any tower service of requests to responses that never fails.

use std::convert::Infallible;
use std::future::poll_fn;
use std::sync::Arc;

use http::{Request, Response};
use restful_core::adapter::HandlerFuture;
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
