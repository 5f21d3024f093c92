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
use restful_core::adapter::method_override::{
    self, DEFAULT_BODY_LIMIT, Decision, FormError, HEADER,
};
use restful_core::adapter::{OnRejection, Rejection};
use restful_core::http::request::Parts;

use crate::on_rejection::{answer, head_of};

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
///
/// A form it cannot read is answered at once, before routing: 413 when it is longer than the
/// limit, 400 when the body breaks off. Plain text, or the app's own answer, given with
/// [`on_rejection`](MethodOverride::on_rejection): the same function as the router's
/// ([`RestfulRouter::on_rejection`](crate::RestfulRouter::on_rejection)).
#[derive(Clone, Debug)]
pub struct MethodOverride {
    body_limit: usize,
    on_rejection: Option<OnRejection<HttpResponse>>,
}

impl Default for MethodOverride {
    fn default() -> Self {
        MethodOverride {
            body_limit: DEFAULT_BODY_LIMIT,
            on_rejection: None,
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
        MethodOverride {
            body_limit: bytes,
            ..self
        }
    }

    /// The app's own answer to a form it cannot read
    /// ([`Rejection::Form`](restful_core::adapter::Rejection::Form): 413 or 400), from the
    /// rejection and the request's head (`http` 1's [`Parts`], converted): the function given
    /// to the router's [`on_rejection`](crate::RestfulRouter::on_rejection), so that every
    /// refusal has the app's look.
    ///
    /// ```
    /// use actix_web::{App, HttpResponse};
    /// use restful_actix::MethodOverride;
    /// use restful_core::adapter::Rejection;
    /// use restful_core::http::request::Parts;
    ///
    /// fn refused(rejection: Rejection, _: &Parts) -> HttpResponse {
    ///     let status = actix_web::http::StatusCode::from_u16(rejection.status().as_u16()).unwrap();
    ///     HttpResponse::build(status).body(format!("<h1>{}</h1>", rejection.message()))
    /// }
    ///
    /// let app = App::new().wrap(MethodOverride::new().on_rejection(refused));
    /// ```
    pub fn on_rejection<F>(self, on_rejection: F) -> Self
    where
        F: Fn(Rejection, &Parts) -> HttpResponse + Clone + Send + Sync + 'static,
    {
        MethodOverride {
            on_rejection: Some(OnRejection::new(on_rejection)),
            ..self
        }
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
            on_rejection: self.on_rejection.clone(),
        }))
    }
}

/// An app's service wrapped in [`MethodOverride`].
#[derive(Debug)]
pub struct MethodOverrideService<S> {
    inner: Rc<S>,
    body_limit: usize,
    on_rejection: Option<OnRejection<HttpResponse>>,
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
        let headers = request.headers();
        let header = headers.get(HEADER).map(|value| value.as_bytes());
        let form = headers.get(CONTENT_TYPE).map(|value| value.as_bytes());
        // Only a POST is ever overridden: no other method goes over to `http` 1.
        let decision = match request.method() == ActixMethod::POST {
            true => method_override::decide(&restful_core::Method::POST, header, form),
            false => Decision::Keep,
        };
        match decision {
            Decision::Keep => return Either::Left(self.inner.call(request).map_ok(left)),
            Decision::Override(method) => {
                request.head_mut().method = actix_method(&method);
                return Either::Left(self.inner.call(request).map_ok(left));
            }
            Decision::ReadForm => {}
        }
        let inner = Rc::clone(&self.inner);
        let limit = self.body_limit;
        let on_rejection = self.on_rejection.clone();
        Either::Right(Box::pin(async move {
            let mut payload = std::mem::replace(request.parts_mut().1, Payload::None);
            let bytes = match read(&mut payload, limit).await {
                Ok(bytes) => bytes,
                Err(err) => {
                    let response = match on_rejection {
                        Some(on_rejection) => {
                            let head = head_of(request.request());
                            answer(&on_rejection, err.into(), &head)
                        }
                        None => plain(err),
                    };
                    return Ok(request.into_response(response).map_into_right_body());
                }
            };
            if let Some(method) = method_override::from_form(&bytes) {
                request.head_mut().method = actix_method(&method);
            }
            request.set_payload(Payload::from(bytes));
            inner.call(request).await.map(left)
        }))
    }
}

/// The status of `err` in actix's `http` 0.2.
fn status(err: FormError) -> StatusCode {
    StatusCode::from_u16(err.status().as_u16()).unwrap_or(StatusCode::BAD_REQUEST)
}

/// Restful's plain-text answer to `err`.
fn plain(err: FormError) -> HttpResponse {
    let mut response = HttpResponse::with_body(status(err), err.message());
    response.headers_mut().insert(
        CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response.map_into_boxed_body()
}

/// The whole body, up to `limit` bytes.
async fn read(payload: &mut Payload, limit: usize) -> Result<Bytes, FormError> {
    let mut body = BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|_| FormError::Unreadable)?;
        if body.len() + chunk.len() > limit {
            return Err(FormError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body.freeze())
}
