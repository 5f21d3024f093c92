//! Method override for HTML forms, which can only send GET and POST, on the rules of
//! `restful_core::adapter::method_override`.

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use http::header::CONTENT_TYPE;
use http::request::Parts;
use http::{Request, Response};
use http_body::{Body, Frame, SizeHint};
use http_body_util::{Either, Full};
use pin_project_lite::pin_project;
pub use restful_core::adapter::method_override::DEFAULT_BODY_LIMIT;
use restful_core::adapter::method_override::{self, Decision, FormError, HEADER};
use restful_core::adapter::{OnRejection, Rejection};
use tower_layer::Layer;
use tower_service::Service;

pin_project! {
    /// The body of a request after [`MethodOverride`]: the one that came, or the bytes of a
    /// form the override had to read to find `_method`. Its [`Default`] is an empty body: what
    /// a router with an `on_rejection` function hands its fallback when an extractor says no
    /// such resource exists ([`RestfulRouter::on_rejection`](crate::RestfulRouter::on_rejection)).
    ///
    /// ```
    /// use http_body::Body;
    /// use http_body_util::{BodyExt, Full};
    /// use hyper::body::Bytes;
    /// use restful_tower::OverrideBody;
    ///
    /// # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
    /// let came = OverrideBody::from(Full::new(Bytes::from("title=Tea")));
    /// assert_eq!(came.collect().await.unwrap().to_bytes(), "title=Tea");
    /// assert!(OverrideBody::<Full<Bytes>>::default().is_end_stream());
    /// # });
    /// ```
    #[derive(Debug)]
    pub struct OverrideBody<B> {
        #[pin]
        inner: Either<B, Full<Bytes>>,
    }
}

impl<B> OverrideBody<B> {
    /// The bytes of a form the override read.
    fn read(bytes: Bytes) -> Self {
        OverrideBody {
            inner: Either::Right(Full::new(bytes)),
        }
    }

    /// The body the request came with (`Left`), or the form the override read (`Right`).
    pub fn into_inner(self) -> Either<B, Full<Bytes>> {
        self.inner
    }
}

impl<B> From<B> for OverrideBody<B> {
    /// The body a request came with, as the override hands it on when it reads nothing.
    fn from(body: B) -> Self {
        OverrideBody {
            inner: Either::Left(body),
        }
    }
}

impl<B> Default for OverrideBody<B> {
    /// An empty body.
    fn default() -> Self {
        OverrideBody::read(Bytes::new())
    }
}

impl<B> Body for OverrideBody<B>
where
    B: Body<Data = Bytes>,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    type Data = Bytes;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        self.project().inner.poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// How [`MethodOverride`] answers a form it cannot read (413, 400): restful's plain text
/// ([`PlainText`]), or the app's function ([`OnRejection`], given with
/// [`MethodOverrideLayer::on_rejection`]). Each is one; this names the choice once.
pub trait FormRefusal<R>: Clone + Send + Sync + 'static {
    /// The answer to `err`, for the request whose head is `parts`.
    fn answer(&self, err: FormError, parts: &Parts) -> Response<R>;
}

/// Restful's plain-text answers to a form the override cannot read: what a
/// [`MethodOverride`] without an `on_rejection` function answers.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlainText;

impl<R: From<&'static str>> FormRefusal<R> for PlainText {
    fn answer(&self, err: FormError, _: &Parts) -> Response<R> {
        err.to_response()
    }
}

impl<R: 'static> FormRefusal<R> for OnRejection<Response<R>> {
    fn answer(&self, err: FormError, parts: &Parts) -> Response<R> {
        OnRejection::answer(self, Rejection::Form(err), parts)
    }
}

/// Turns a `POST` whose `X-HTTP-Method-Override` header, or the `_method` field of whose
/// `application/x-www-form-urlencoded` body, is `PUT`, `PATCH` or `DELETE` (any case) into a
/// request of that method, before routing. The header is looked at first; the form body is
/// read (up to the limit) only without it; never the query string; no method but POST is ever
/// changed; the body is passed on unchanged, `_method` included.
///
/// The wrapped service receives [`OverrideBody<B>`]: the request's body as it came, or the
/// form's bytes when they were read.
///
/// A form it cannot read is answered at once, before routing: 413 when it is longer than the
/// limit, 400 when the body breaks off. Plain text, or the app's own answer, given with
/// [`on_rejection`](MethodOverrideLayer::on_rejection): the same function as the router's. `A`
/// says which ([`FormRefusal`]).
#[derive(Clone, Copy, Debug)]
pub struct MethodOverrideLayer<A = PlainText> {
    body_limit: usize,
    answer: A,
}

impl Default for MethodOverrideLayer {
    fn default() -> Self {
        MethodOverrideLayer {
            body_limit: DEFAULT_BODY_LIMIT,
            answer: PlainText,
        }
    }
}

impl MethodOverrideLayer {
    /// With the default body limit.
    pub fn new() -> Self {
        Self::default()
    }
}

impl<A> MethodOverrideLayer<A> {
    /// With another limit on the form body it reads, in bytes.
    pub fn body_limit(self, bytes: usize) -> Self {
        MethodOverrideLayer {
            body_limit: bytes,
            ..self
        }
    }

    /// The app's own answer to a form it cannot read ([`Rejection::Form`]: 413 or 400), from
    /// the rejection and the request's head: the function given to the router's
    /// [`on_rejection`](crate::RestfulRouter::on_rejection), so that every refusal has the
    /// app's look.
    ///
    /// ```
    /// use http::request::Parts;
    /// use http::Response;
    /// use http_body_util::Full;
    /// use hyper::body::{Bytes, Incoming};
    /// use restful_core::adapter::Rejection;
    /// use restful_tower::{Layer, MethodOverrideLayer, OverrideBody, RestfulRouter};
    ///
    /// fn refused(rejection: Rejection, _: &Parts) -> Response<Full<Bytes>> {
    ///     let page = format!("<h1>{}</h1>", rejection.message());
    ///     Response::builder().status(rejection.status()).body(Full::from(page)).unwrap()
    /// }
    ///
    /// let router: RestfulRouter<OverrideBody<Incoming>, Full<Bytes>> =
    ///     RestfulRouter::new().on_rejection(refused);
    /// let app = MethodOverrideLayer::new().on_rejection(refused).layer(router);
    /// ```
    pub fn on_rejection<F, R>(
        self,
        on_rejection: F,
    ) -> MethodOverrideLayer<OnRejection<Response<R>>>
    where
        F: Fn(Rejection, &Parts) -> Response<R> + Clone + Send + Sync + 'static,
    {
        MethodOverrideLayer {
            body_limit: self.body_limit,
            answer: OnRejection::new(on_rejection),
        }
    }
}

impl<S, A: Clone> Layer<S> for MethodOverrideLayer<A> {
    type Service = MethodOverride<S, A>;

    fn layer(&self, inner: S) -> MethodOverride<S, A> {
        MethodOverride {
            inner,
            body_limit: self.body_limit,
            answer: self.answer.clone(),
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
pub struct MethodOverride<S, A = PlainText> {
    inner: S,
    body_limit: usize,
    answer: A,
}

impl<S> MethodOverride<S> {
    /// Wraps `inner`, with the default body limit.
    pub fn new(inner: S) -> Self {
        MethodOverrideLayer::new().layer(inner)
    }
}

impl<S, A> MethodOverride<S, A> {
    /// The app's own answer to a form the override cannot read, as
    /// [`MethodOverrideLayer::on_rejection`].
    pub fn on_rejection<F, R>(self, on_rejection: F) -> MethodOverride<S, OnRejection<Response<R>>>
    where
        F: Fn(Rejection, &Parts) -> Response<R> + Clone + Send + Sync + 'static,
    {
        MethodOverride {
            inner: self.inner,
            body_limit: self.body_limit,
            answer: OnRejection::new(on_rejection),
        }
    }
}

impl<S, A, B, R> Service<Request<B>> for MethodOverride<S, A>
where
    S: Service<Request<OverrideBody<B>>, Response = Response<R>> + Clone + Send + 'static,
    S::Future: Send + 'static,
    A: FormRefusal<R>,
    B: Body + Send + 'static,
    B::Data: Send,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
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
                future: self.inner.call(request.map(OverrideBody::from)),
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
        let answer = self.answer.clone();
        let future = Box::pin(async move {
            let (mut parts, body) = request.into_parts();
            let bytes = match method_override::read_form(body, limit).await {
                Ok(bytes) => bytes,
                Err(refused) => return Ok(answer.answer(refused, &parts)),
            };
            if let Some(method) = method_override::from_form(&bytes) {
                parts.method = method;
            }
            let request = Request::from_parts(parts, OverrideBody::read(bytes));
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
