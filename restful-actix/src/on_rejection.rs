//! The app's own answer to refusals on actix-web: the request's head in `http` 1's types, the
//! function's `HttpResponse` with a 405's `Allow` kept, and what the router does with a refusal
//! a handler made.

use actix_web::HttpMessage;
use actix_web::HttpRequest;
use actix_web::HttpResponse;
use actix_web::dev::{Service, ServiceRequest, ServiceResponse};
use actix_web::http::Version as ActixVersion;
use actix_web::http::header::{ALLOW, HeaderValue};
use restful_core::adapter::{OnRejection, Rejection};
use restful_core::http::request::Parts;
use restful_core::http::{HeaderName, Method, Request, Uri, Version};

use crate::extract::Recognized;

/// The app's answer to `rejection` of the request whose head is `parts`, with what restful
/// keeps whatever it returns: a 405's `Allow` (set when the response lacks it), and the
/// refusal's `RecognizeError` in the response's extensions.
pub(crate) fn answer(
    on_rejection: &OnRejection<HttpResponse>,
    rejection: Rejection,
    parts: &Parts,
) -> HttpResponse {
    let mut response = on_rejection.call(rejection, parts);
    if let Some(allow) = rejection.allow() {
        if !response.headers().contains_key(ALLOW) {
            let allow = HeaderValue::from_static(allow);
            response.headers_mut().insert(ALLOW, allow);
        }
    }
    if let Some(err) = rejection.recognize_error() {
        response.extensions_mut().insert(err);
    }
    response
}

/// The head of `request` in `http` 1's types, as the app's function takes it: method, URI,
/// version and headers, and in the extensions the [`Recognized`] of a request the router
/// recognized (actix's own extensions are of another type, and stay with the request).
pub(crate) fn head_of(request: &HttpRequest) -> Parts {
    let (mut head, ()) = Request::new(()).into_parts();
    // Every method and header name and value of `http` 0.2 is one of `http` 1.
    head.method = Method::from_bytes(request.method().as_str().as_bytes()).unwrap_or_default();
    head.uri = Uri::try_from(request.uri().to_string()).unwrap_or_default();
    head.version = match request.version() {
        ActixVersion::HTTP_09 => Version::HTTP_09,
        ActixVersion::HTTP_10 => Version::HTTP_10,
        ActixVersion::HTTP_2 => Version::HTTP_2,
        ActixVersion::HTTP_3 => Version::HTTP_3,
        _ => Version::HTTP_11,
    };
    head.headers.reserve(request.headers().len());
    for (name, value) in request.headers() {
        let name = HeaderName::from_bytes(name.as_str().as_bytes());
        let value = restful_core::http::HeaderValue::from_bytes(value.as_bytes());
        if let (Ok(name), Ok(value)) = (name, value) {
            head.headers.append(name, value);
        }
    }
    if let Some(found) = request.extensions().get::<Recognized>() {
        head.extensions.insert(found.clone());
    }
    head
}

/// A handler's `response`, seen by the router: when it is a refusal the handler (an
/// extractor) made, the app's default service when it says no such resource exists, and the
/// app's function otherwise. Any other response is left as it is.
pub(crate) async fn rescue<D>(
    response: ServiceResponse,
    on_rejection: &OnRejection<HttpResponse>,
    default: &D,
) -> Result<ServiceResponse, actix_web::Error>
where
    D: Service<ServiceRequest, Response = ServiceResponse, Error = actix_web::Error>,
{
    let error = response.response().error();
    let Some(rejection) = error.and_then(|err| err.as_error::<crate::Rejection>()) else {
        return Ok(response);
    };
    let rejection: Rejection = **rejection;
    let (request, _) = response.into_parts();
    if rejection.is_not_found() {
        return default.call(ServiceRequest::from_request(request)).await;
    }
    let answer = answer(on_rejection, rejection, &head_of(&request));
    Ok(ServiceResponse::new(request, answer))
}
