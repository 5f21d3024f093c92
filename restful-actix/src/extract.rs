//! The extractors of a restful route's handler: [`Recognized`], [`Params`] and [`Id`], and
//! [`Rejection`], the answer when a request is refused.
//!
//! actix-web's `web::Path` and `HttpRequest::match_info` hold nothing on restful routes (actix's
//! router did not match them): these replace them.

use std::future::{Ready, ready};
use std::ops::Deref;
use std::str::FromStr;

use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::http::header::{ALLOW, CONTENT_TYPE, HeaderValue};
use actix_web::{FromRequest, HttpMessage, HttpRequest, HttpResponse, ResponseError};
use restful_core::MatchBuf;
use restful_core::adapter;
use serde::de::DeserializeOwned;

/// The route a request was recognized as, its decoded params, and where the router is mounted
/// (`web::scope`). Every method of [`MatchBuf`] is available on it (`controller`, `action`,
/// `id`, `param`, `params`, `link`, `path_for`, `self_path`...).
///
/// ```
/// use restful_actix::Recognized;
///
/// async fn handler(found: Recognized) -> String {
///     format!("{}#{} at {}", found.controller().name(), found.action(), found.self_path())
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recognized(MatchBuf);

impl Recognized {
    pub(crate) fn new(found: MatchBuf) -> Recognized {
        Recognized(found)
    }
}

impl Deref for Recognized {
    type Target = MatchBuf;

    fn deref(&self) -> &MatchBuf {
        &self.0
    }
}

/// The [`Recognized`] of a request, a clone of what the router put in its extensions.
fn recognized(request: &HttpRequest) -> Result<Recognized, Rejection> {
    request
        .extensions()
        .get::<Recognized>()
        .cloned()
        .ok_or(Rejection::from(adapter::Rejection::NotARestfulRoute))
}

impl FromRequest for Recognized {
    type Error = Rejection;
    type Future = Ready<Result<Recognized, Rejection>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(recognized(request))
    }
}

/// Every param of the request, by name, percent-decoded: a nested controller's ancestors' ids
/// and the own `id`. The methods are those of [`restful_core::adapter::Params`] (`get`,
/// `iter`, `len`), the same on every adapter.
///
/// ```
/// use restful_actix::Params;
///
/// async fn show(params: Params) -> String {
///     format!("comment {} of photo {}", params.get("id").unwrap_or("?"), params.get("photo_id").unwrap_or("?"))
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params(adapter::Params);

impl Deref for Params {
    type Target = adapter::Params;

    fn deref(&self) -> &adapter::Params {
        &self.0
    }
}

impl FromRequest for Params {
    type Error = Rejection;
    type Future = Ready<Result<Params, Rejection>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(recognized(request).map(|found| Params(adapter::Params::new(found.0))))
    }
}

/// The own id of the request, percent-decoded (`+` stays `+`, `%2F` is `/`), then parsed with
/// `FromStr`: `Id<u64>` for a numeric id. An id that does not parse is a 404: no such
/// resource.
///
/// ```
/// use restful_actix::Id;
///
/// async fn show(Id(id): Id<u64>) -> String {
///     format!("photo {id}")
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Id<T = String>(pub T);

impl<T: FromStr> FromRequest for Id<T> {
    type Error = Rejection;
    type Future = Ready<Result<Id<T>, Rejection>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(recognized(request).and_then(|found| {
            let id = found.id().ok_or(adapter::Rejection::NoId(found.action()))?;
            let id = id.parse().map_err(|_| adapter::Rejection::IdDoesNotParse)?;
            Ok(Id(id))
        }))
    }
}

/// Every param of the request at once, typed, as actix-web's `Path` reads them: a tuple in
/// path order (`Ids((photo_id, id)): Ids<(u64, u64)>`), a struct by name (serde's
/// `Deserialize`), or a single value for a route of one param. Integers are read strictly, as
/// [`restful_core::Param`] reads them. A `T` that does not fit the route's params is a 500
/// naming the route (a bug in the app); a value that is not one of its type is a 404 (where
/// the param is typed with `#[restful(id = ...)]` or `params(...)`, recognition has already
/// made sure it is one).
///
/// ```
/// use restful_actix::Ids;
///
/// async fn show(Ids((photo_id, id)): Ids<(u64, u64)>) -> String {
///     format!("comment {id} of photo {photo_id}")
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ids<T>(pub T);

impl<T: DeserializeOwned> FromRequest for Ids<T> {
    type Error = Rejection;
    type Future = Ready<Result<Ids<T>, Rejection>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(
            recognized(request)
                .and_then(|found| adapter::ids_of(&found).map(Ids).map_err(Rejection::from)),
        )
    }
}

restful_core::__adapter_rejection! {
    /// Why a request was refused (404, 405 with `Allow`, 400), or why an extractor was used where
    /// it cannot work (500: a bug in the app, with a message that says which): a
    /// [`restful_core::adapter::Rejection`], the same on every adapter, as an actix
    /// `ResponseError`.
    ///
    /// The response is plain text. A router with an `on_rejection` function
    /// ([`RestfulRouter::on_rejection`](crate::RestfulRouter::on_rejection)) answers an
    /// extractor's refusal with that function instead (or with the app's default service, for
    /// a 404): that is the way to give refusals the app's look. A refusal by the registry also
    /// carries its [`RecognizeError`](restful_core::RecognizeError) in the response's
    /// extensions, for an app that restyles responses after the fact (an
    /// `actix_web::middleware::ErrorHandlers`, say).
    pub struct Rejection;
}

impl ResponseError for Rejection {
    fn status_code(&self) -> StatusCode {
        // actix-web 4 speaks `http` 0.2: the status goes over by its number.
        StatusCode::from_u16(self.status().as_u16()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::with_body(self.status_code(), self.text());
        let headers = response.headers_mut();
        headers.insert(
            CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        if let Some(allow) = self.allow() {
            headers.insert(ALLOW, HeaderValue::from_static(allow));
        }
        if let Some(err) = self.recognize_error() {
            response.extensions_mut().insert(err);
        }
        response.map_into_boxed_body()
    }
}
