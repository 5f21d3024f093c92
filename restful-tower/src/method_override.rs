//! Method override for HTML forms, which can only send GET and POST, on the rules of
//! `restful_core::adapter::method_override`.

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use http::header::CONTENT_TYPE;
use http::{Request, Response};
use http_body::Body;
use http_body_util::{Either, Full};
use pin_project_lite::pin_project;
pub use restful_core::adapter::method_override::DEFAULT_BODY_LIMIT;
use restful_core::adapter::method_override::{self, Decision, HEADER};
use tower_layer::Layer;
use tower_service::Service;

/// The body of a request after [`MethodOverride`]: the one that came, or the bytes of a form
/// the override had to read to find `_method`.
pub type OverrideBody<B> = Either<B, Full<Bytes>>;

/// Turns a `POST` whose `X-HTTP-Method-Override` header, or the `_method` field of whose
/// `application/x-www-form-urlencoded` body, is `PUT`, `PATCH` or `DELETE` (any case) into a
/// request of that method, before routing. The header is looked at first; the form body is
/// read (up to the limit) only without it; never the query string; no method but POST is ever
/// changed; the body is passed on unchanged, `_method` included.
///
/// The wrapped service receives [`OverrideBody<B>`]: the request's body as it came, or the
/// form's bytes when they were read.
#[derive(Clone, Copy, Debug)]
pub struct MethodOverrideLayer {
    body_limit: usize,
}

impl Default for MethodOverrideLayer {
    fn default() -> Self {
        MethodOverrideLayer {
            body_limit: DEFAULT_BODY_LIMIT,
        }
    }
}

impl MethodOverrideLayer {
    /// With the default body limit.
    pub fn new() -> Self {
        Self::default()
    }

    /// With another limit on the form body it reads, in bytes.
    pub fn body_limit(self, bytes: usize) -> Self {
        MethodOverrideLayer { body_limit: bytes }
    }
}

impl<S> Layer<S> for MethodOverrideLayer {
    type Service = MethodOverride<S>;

    fn layer(&self, inner: S) -> MethodOverride<S> {
        MethodOverride {
            inner,
            body_limit: self.body_limit,
        }
    }
}

/// A service (a [`RestfulRouter`](crate::RestfulRouter), usually) wrapped in the method
/// override of [`MethodOverrideLayer`].
///
/// ```
/// use http_body_util::Full;
/// use hyper::body::{Bytes, Incoming};
/// use restful_tower::{MethodOverride, OverrideBody, RestfulRouter};
///
/// let router: RestfulRouter<OverrideBody<Incoming>, Full<Bytes>> = RestfulRouter::new();
/// let app = MethodOverride::new(router);   // a service of `Request<Incoming>`
/// ```
#[derive(Clone, Debug)]
pub struct MethodOverride<S> {
    inner: S,
    body_limit: usize,
}

impl<S> MethodOverride<S> {
    /// Wraps `inner`, with the default body limit.
    pub fn new(inner: S) -> Self {
        MethodOverrideLayer::new().layer(inner)
    }
}

impl<S, B, R> Service<Request<B>> for MethodOverride<S>
where
    S: Service<Request<OverrideBody<B>>, Response = Response<R>> + Clone + Send + 'static,
    S::Future: Send + 'static,
    B: Body + Send + 'static,
    B::Data: Send,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    R: From<&'static str>,
{
    type Response = Response<R>;
    type Error = S::Error;
    type Future = MethodOverrideFuture<S::Future, R, S::Error>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut request: Request<B>) -> Self::Future {
        let mut direct = |request: Request<B>| MethodOverrideFuture {
            inner: Overriding::Direct {
                future: self.inner.call(request.map(Either::Left)),
            },
        };
        let headers = request.headers();
        let header = headers.get(HEADER).map(|value| value.as_bytes());
        let form = headers.get(CONTENT_TYPE).map(|value| value.as_bytes());
        match method_override::decide(request.method(), header, form) {
            Decision::Keep => return direct(request),
            Decision::Override(method) => {
                *request.method_mut() = method;
                return direct(request);
            }
            Decision::ReadForm => {}
        }
        // The body must be read first: the service that was polled ready goes with it, and a
        // clone stays (not ready, so polled before its next call).
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let limit = self.body_limit;
        let future = Box::pin(async move {
            let (mut parts, body) = request.into_parts();
            let bytes = match method_override::read_form(body, limit).await {
                Ok(bytes) => bytes,
                Err(refused) => return Ok(refused.to_response()),
            };
            if let Some(method) = method_override::from_form(&bytes) {
                parts.method = method;
            }
            let request = Request::from_parts(parts, Either::Right(Full::new(bytes)));
            inner.call(request).await
        });
        MethodOverrideFuture {
            inner: Overriding::Form { future },
        }
    }
}

/// A form POST's answer: its body read, then the wrapped service's answer.
type FormFuture<R, E> = Pin<Box<dyn Future<Output = Result<Response<R>, E>> + Send>>;

pin_project! {
    /// The response future of [`MethodOverride`].
    pub struct MethodOverrideFuture<F, R, E> {
        #[pin]
        inner: Overriding<F, R, E>,
    }
}

pin_project! {
    #[project = OverridingProjection]
    enum Overriding<F, R, E> {
        // The wrapped service's answer, called at once: no form body to read.
        Direct { #[pin] future: F },
        Form { future: FormFuture<R, E> },
    }
}

impl<F, R, E> Future for MethodOverrideFuture<F, R, E>
where
    F: Future<Output = Result<Response<R>, E>>,
{
    type Output = Result<Response<R>, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.project().inner.project() {
            OverridingProjection::Direct { future } => future.poll(cx),
            OverridingProjection::Form { future } => future.as_mut().poll(cx),
        }
    }
}

impl<F, R, E> fmt::Debug for MethodOverrideFuture<F, R, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MethodOverrideFuture")
            .finish_non_exhaustive()
    }
}
