//! Method override for HTML forms, which can only send GET and POST, on the rules of
//! `restful_core::adapter::method_override`.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::Request;
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::response::Response;
use pin_project_lite::pin_project;
use restful_core::adapter::method_override::{self, DEFAULT_BODY_LIMIT, Decision, HEADER};
use restful_core::adapter::{OnRejection, Rejection};
use tower_layer::Layer;
use tower_service::Service;

/// Turns a `POST` whose `X-HTTP-Method-Override` header, or the `_method` field of whose
/// `application/x-www-form-urlencoded` body, is `PUT`, `PATCH` or `DELETE` (any case) into a
/// request of that method, the convention of Rails' `Rack::MethodOverride` (ActiveWeb reads
/// `_method` for PUT and DELETE). The header is looked at first; the form body is read (up to
/// the limit) only without it, never the query string (a link must not be able to delete), and
/// no method but POST is ever changed. The body is passed on unchanged, `_method` included.
/// PATCH is accepted so that an app can route it; restful's own routes answer it with 405.
///
/// It must run before routing, so wrap the router with it rather than adding it with
/// `Router::layer` (which runs after routing): [`MethodOverride::new`], or this layer where a
/// tower `Layer` is wanted.
///
/// ```no_run
/// use axum::{Router, ServiceExt, extract::Request};
/// use restful_axum::MethodOverride;
///
/// # async fn run() {
/// let app = MethodOverride::new(Router::new());
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await.unwrap();
/// axum::serve(listener, ServiceExt::<Request>::into_make_service(app)).await.unwrap();
/// # }
/// ```
///
/// A form it cannot read is answered at once, before routing: 413 when it is longer than the
/// limit, 400 when the body breaks off. Plain text, or the app's own answer, given with
/// [`on_rejection`](MethodOverrideLayer::on_rejection): the same function as the router's
/// ([`RestfulRouter::on_rejection`](crate::RestfulRouter::on_rejection)).
#[derive(Clone, Debug)]
pub struct MethodOverrideLayer {
    body_limit: usize,
    on_rejection: Option<OnRejection<Response>>,
}

impl Default for MethodOverrideLayer {
    fn default() -> Self {
        MethodOverrideLayer {
            body_limit: DEFAULT_BODY_LIMIT,
            on_rejection: None,
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
    /// use axum::http::{StatusCode, request::Parts};
    /// use axum::response::{Html, IntoResponse, Response};
    /// use axum::Router;
    /// use restful_axum::{Layer, MethodOverride, MethodOverrideLayer};
    /// use restful_core::adapter::Rejection;
    ///
    /// fn refused(rejection: Rejection, _: &Parts) -> Response {
    ///     (rejection.status(), Html(format!("<h1>{}</h1>", rejection.message()))).into_response()
    /// }
    ///
    /// let app: MethodOverride<Router> = MethodOverrideLayer::new().on_rejection(refused).layer(Router::new());
    /// ```
    pub fn on_rejection<H>(self, on_rejection: H) -> Self
    where
        H: Fn(Rejection, &Parts) -> Response + Clone + Send + Sync + 'static,
    {
        MethodOverrideLayer {
            on_rejection: Some(OnRejection::new(on_rejection)),
            ..self
        }
    }
}

impl<S> Layer<S> for MethodOverrideLayer {
    type Service = MethodOverride<S>;

    fn layer(&self, inner: S) -> MethodOverride<S> {
        MethodOverride {
            inner,
            body_limit: self.body_limit,
            on_rejection: self.on_rejection.clone(),
        }
    }
}

/// A service (an `axum::Router`, usually) wrapped in the method override of
/// [`MethodOverrideLayer`].
#[derive(Clone, Debug)]
pub struct MethodOverride<S> {
    inner: S,
    body_limit: usize,
    on_rejection: Option<OnRejection<Response>>,
}

impl<S> MethodOverride<S> {
    /// Wraps `inner`, with the default body limit: no tower `Layer` needed.
    pub fn new(inner: S) -> Self {
        MethodOverrideLayer::new().layer(inner)
    }

    /// The app's own answer to a form the override cannot read, as
    /// [`MethodOverrideLayer::on_rejection`].
    pub fn on_rejection<H>(self, on_rejection: H) -> Self
    where
        H: Fn(Rejection, &Parts) -> Response + Clone + Send + Sync + 'static,
    {
        MethodOverride {
            on_rejection: Some(OnRejection::new(on_rejection)),
            ..self
        }
    }
}

impl<S> Service<Request> for MethodOverride<S>
where
    S: Service<Request, Response = Response> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = S::Error;
    type Future = MethodOverrideFuture<S::Future, S::Error>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut request: Request) -> Self::Future {
        let headers = request.headers();
        let header = headers.get(HEADER).map(|value| value.as_bytes());
        let form = headers.get(CONTENT_TYPE).map(|value| value.as_bytes());
        let direct = |future| MethodOverrideFuture {
            inner: Overriding::Direct { future },
        };
        match method_override::decide(request.method(), header, form) {
            Decision::Keep => return direct(self.inner.call(request)),
            Decision::Override(method) => {
                *request.method_mut() = method;
                return direct(self.inner.call(request));
            }
            Decision::ReadForm => {}
        }
        // The body must be read first: the service that was polled ready goes with it, and a
        // clone stays (not ready, so polled before its next call).
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let limit = self.body_limit;
        let on_rejection = self.on_rejection.clone();
        let future = Box::pin(async move {
            let (mut parts, body) = request.into_parts();
            let bytes = match method_override::read_form(body, limit).await {
                Ok(bytes) => bytes,
                Err(refused) => {
                    return Ok(match on_rejection {
                        Some(on_rejection) => on_rejection.answer(refused.into(), &parts),
                        None => refused.to_response(),
                    });
                }
            };
            if let Some(method) = method_override::from_form(&bytes) {
                parts.method = method;
            }
            inner
                .call(Request::from_parts(parts, Body::from(bytes)))
                .await
        });
        MethodOverrideFuture {
            inner: Overriding::Form { future },
        }
    }
}

pin_project! {
    /// The response future of [`MethodOverride`].
    pub struct MethodOverrideFuture<F, E> {
        #[pin]
        inner: Overriding<F, E>,
    }
}

/// A form POST's answer: its body read, then the wrapped service's answer.
type FormFuture<E> = Pin<Box<dyn Future<Output = Result<Response, E>> + Send>>;

pin_project! {
    #[project = OverridingProjection]
    enum Overriding<F, E> {
        // The wrapped service's answer, called at once: no form body to read.
        Direct { #[pin] future: F },
        Form { future: FormFuture<E> },
    }
}

impl<F, E> Future for MethodOverrideFuture<F, E>
where
    F: Future<Output = Result<Response, E>>,
{
    type Output = Result<Response, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.project().inner.project() {
            OverridingProjection::Direct { future } => future.poll(cx),
            OverridingProjection::Form { future } => future.as_mut().poll(cx),
        }
    }
}

impl<F, E> std::fmt::Debug for MethodOverrideFuture<F, E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MethodOverrideFuture")
            .finish_non_exhaustive()
    }
}
