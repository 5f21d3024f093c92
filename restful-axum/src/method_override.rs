//! Method override for HTML forms, which can only send GET and POST.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::header::CONTENT_TYPE;
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use tower_layer::Layer;
use tower_service::Service;

/// The largest form body the override reads (1 MiB); a larger one is answered 413.
pub const DEFAULT_BODY_LIMIT: usize = 1024 * 1024;

/// Turns a `POST` whose `application/x-www-form-urlencoded` body has a `_method` field of
/// `PUT`, `PATCH` or `DELETE` (any case) into a request of that method, the convention of
/// Rails' `Rack::MethodOverride` (ActiveWeb reads `_method` for PUT and DELETE). Only the form
/// body is read, never the query string (a link must not be able to delete), and no method but
/// POST is ever changed. The body is passed on unchanged, `_method` included. PATCH is
/// accepted so that an app can route it; restful's own routes answer it with 405.
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

/// A service (an `axum::Router`, usually) wrapped in the method override of
/// [`MethodOverrideLayer`].
#[derive(Clone, Debug)]
pub struct MethodOverride<S> {
    inner: S,
    body_limit: usize,
}

impl<S> MethodOverride<S> {
    /// Wraps `inner`, with the default body limit: no tower `Layer` needed.
    pub fn new(inner: S) -> Self {
        MethodOverrideLayer::new().layer(inner)
    }
}

impl<S> Service<Request> for MethodOverride<S>
where
    S: Service<Request, Response = Response> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = S::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Response, S::Error>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        // The clone is not ready; the one that was polled ready is the one to call.
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let body_limit = self.body_limit;
        Box::pin(async move {
            if !is_form_post(&request) {
                return inner.call(request).await;
            }
            let (mut parts, body) = request.into_parts();
            let Ok(bytes) = to_bytes(body, body_limit).await else {
                return Ok((StatusCode::PAYLOAD_TOO_LARGE, "form body too large").into_response());
            };
            if let Some(method) = overridden_method(&bytes) {
                parts.method = method;
            }
            inner
                .call(Request::from_parts(parts, Body::from(bytes)))
                .await
        })
    }
}

fn is_form_post(request: &Request) -> bool {
    request.method() == Method::POST
        && request
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(';').next())
            .is_some_and(|mime| {
                mime.trim()
                    .eq_ignore_ascii_case("application/x-www-form-urlencoded")
            })
}

/// The method a form body asks for with `_method`: PUT, PATCH or DELETE, nothing else.
fn overridden_method(body: &[u8]) -> Option<Method> {
    let (_, value) = form_urlencoded::parse(body).find(|(key, _)| key == "_method")?;
    [Method::PUT, Method::PATCH, Method::DELETE]
        .into_iter()
        .find(|method| value.eq_ignore_ascii_case(method.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_put_patch_and_delete_can_be_asked_for() {
        let cases: [(&[u8], Option<Method>); 9] = [
            (b"_method=PUT", Some(Method::PUT)),
            (b"title=x&_method=delete", Some(Method::DELETE)),
            (b"_method=Patch&x=1", Some(Method::PATCH)),
            (b"_method=GET", None),
            (b"_method=POST", None),
            (b"_method=OPTIONS", None),
            (b"_method=", None),
            (b"method=PUT", None),
            (b"_method=PUT%00", None),
        ];
        for (body, expected) in cases {
            assert_eq!(
                overridden_method(body),
                expected,
                "{}",
                String::from_utf8_lossy(body)
            );
        }
    }
}
