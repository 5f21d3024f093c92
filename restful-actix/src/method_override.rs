//! `MethodOverride`: HTML forms' PUT and DELETE, as an actix-web middleware.

use std::future::{Ready, ready};
use std::rc::Rc;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::http::header::{CONTENT_TYPE, HeaderValue};
use actix_web::http::{Method as ActixMethod, StatusCode};
use actix_web::web::{Bytes, BytesMut};
use actix_web::{Error, HttpResponse};
use futures_util::StreamExt;
use futures_util::future::{Either, LocalBoxFuture};
use restful_core::method_override::{self, HEADER};

/// The largest form body the override reads, by default (2 MiB, as axum's `Form`); a larger
/// one is answered 413.
pub const DEFAULT_BODY_LIMIT: usize = method_override::DEFAULT_FORM_LIMIT;

/// Turns a `POST` whose `X-HTTP-Method-Override` header, or the `_method` field of whose
/// `application/x-www-form-urlencoded` body, is `PUT`, `PATCH` or `DELETE` (any case) into a
/// request of that method, the convention of Rails' `Rack::MethodOverride` (ActiveWeb reads
/// `_method` for PUT and DELETE). The header is looked at first; the form body is read (up to
/// the limit) only without it, never the query string (a link must not be able to delete), and
/// no method but POST is ever changed. The body is passed on unchanged, `_method` included, so
/// that `web::Form` still reads it. PATCH is accepted so that an app can route it; restful's
/// own routes answer it with 405.
///
/// Wrap the app with it, `App::wrap`: the app's middleware runs before its routing, so the
/// [`RestfulRouter`](crate::RestfulRouter) sees the overridden method.
///
/// ```
/// use actix_web::App;
/// use restful_actix::{MethodOverride, RestfulRouter};
///
/// let app = App::new()
///     .wrap(MethodOverride::new())
///     .service(RestfulRouter::new());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MethodOverride {
    body_limit: usize,
}

impl Default for MethodOverride {
    fn default() -> Self {
        MethodOverride {
            body_limit: DEFAULT_BODY_LIMIT,
        }
    }
}

impl MethodOverride {
    /// With the default body limit.
    pub fn new() -> Self {
        Self::default()
    }

    /// With another limit on the form body it reads, in bytes.
    pub fn body_limit(self, bytes: usize) -> Self {
        MethodOverride { body_limit: bytes }
    }
}

impl<S, B> Transform<S, ServiceRequest> for MethodOverride
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error> + 'static,
    B: MessageBody + 'static,
{
    type Response = ServiceResponse<EitherBody<B>>;
    type Error = Error;
    type Transform = MethodOverrideService<S>;
    type InitError = ();
    type Future = Ready<Result<Self::Transform, ()>>;

    fn new_transform(&self, service: S) -> Self::Future {
        ready(Ok(MethodOverrideService {
            inner: Rc::new(service),
            body_limit: self.body_limit,
        }))
    }
}

/// An app's service wrapped in [`MethodOverride`].
#[derive(Debug)]
pub struct MethodOverrideService<S> {
    inner: Rc<S>,
    body_limit: usize,
}

/// The method an override asks for, in actix's `http` 0.2: one of PUT, PATCH and DELETE.
fn actix_method(method: &restful_core::Method) -> ActixMethod {
    ActixMethod::from_bytes(method.as_str().as_bytes()).unwrap_or(ActixMethod::POST)
}

impl<S, B> Service<ServiceRequest> for MethodOverrideService<S>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error> + 'static,
    B: MessageBody + 'static,
{
    type Response = ServiceResponse<EitherBody<B>>;
    type Error = Error;
    type Future = Either<
        futures_util::future::MapOk<
            S::Future,
            fn(ServiceResponse<B>) -> ServiceResponse<EitherBody<B>>,
        >,
        LocalBoxFuture<'static, Result<ServiceResponse<EitherBody<B>>, Error>>,
    >;

    actix_web::dev::forward_ready!(inner);

    fn call(&self, mut request: ServiceRequest) -> Self::Future {
        use futures_util::TryFutureExt;
        let left: fn(ServiceResponse<B>) -> ServiceResponse<EitherBody<B>> =
            ServiceResponse::map_into_left_body;
        if request.method() != ActixMethod::POST {
            return Either::Left(self.inner.call(request).map_ok(left));
        }
        let header = request.headers().get(HEADER);
        if let Some(method) =
            header.and_then(|value| method_override::from_header(value.as_bytes()))
        {
            request.head_mut().method = actix_method(&method);
            return Either::Left(self.inner.call(request).map_ok(left));
        }
        let form = request.headers().get(CONTENT_TYPE);
        if !form.is_some_and(|value| method_override::is_form(value.as_bytes())) {
            return Either::Left(self.inner.call(request).map_ok(left));
        }
        let inner = Rc::clone(&self.inner);
        let limit = self.body_limit;
        Either::Right(Box::pin(async move {
            let Some(bytes) = read(
                &mut std::mem::replace(request.parts_mut().1, Payload::None),
                limit,
            )
            .await
            else {
                let mut response =
                    HttpResponse::with_body(StatusCode::PAYLOAD_TOO_LARGE, "form body too large");
                response.headers_mut().insert(
                    CONTENT_TYPE,
                    HeaderValue::from_static("text/plain; charset=utf-8"),
                );
                let response = response.map_into_boxed_body();
                return Ok(request.into_response(response).map_into_right_body());
            };
            if let Some(method) = method_override::from_form(&bytes) {
                request.head_mut().method = actix_method(&method);
            }
            request.set_payload(Payload::from(bytes));
            inner.call(request).await.map(left)
        }))
    }
}

/// The whole body, or `None` when it is longer than `limit` bytes or cannot be read.
async fn read(payload: &mut Payload, limit: usize) -> Option<Bytes> {
    let mut body = BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.ok()?;
        if body.len() + chunk.len() > limit {
            return None;
        }
        body.extend_from_slice(&chunk);
    }
    Some(body.freeze())
}
