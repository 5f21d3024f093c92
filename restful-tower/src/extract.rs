//! What a handler reads from a request on a restful route: [`Recognized`], [`Params`] and
//! [`Id`]; and [`Rejection`], the answer when a request is refused.

use std::ops::Deref;
use std::str::FromStr;

use http::{Request, Response};
use restful_core::MatchBuf;
use restful_core::adapter;
use serde::de::DeserializeOwned;

/// The route a request was recognized as, its decoded params, and where the router is mounted:
/// in the request's extensions, for the handler to read with [`Recognized::of`]. Every method of
/// [`MatchBuf`] is available on it (`controller`, `action`, `id`, `param`, `params`,
/// `link`, `path_for`, `self_path`...).
///
/// ```
/// use http::Request;
/// use restful_tower::Recognized;
///
/// fn describe<B>(request: &Request<B>) -> String {
///     match Recognized::of(request) {
///         Some(found) => format!("{}#{} at {}", found.controller().name(), found.action(), found.self_path()),
///         None => "not a restful route".to_owned(),
///     }
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recognized(MatchBuf);

impl Recognized {
    pub(crate) fn new(found: MatchBuf) -> Recognized {
        Recognized(found)
    }

    /// The recognition of `request`, if a restful router answered it.
    pub fn of<B>(request: &Request<B>) -> Option<&Recognized> {
        request.extensions().get::<Recognized>()
    }
}

impl Deref for Recognized {
    type Target = MatchBuf;

    fn deref(&self) -> &MatchBuf {
        &self.0
    }
}

/// Every param of a request, by name, percent-decoded: a nested controller's ancestors' ids and
/// the own `id`. The methods are those of [`restful_core::adapter::Params`] (`get`, `iter`,
/// `len`), the same on every adapter.
///
/// ```
/// use http::Request;
/// use restful_tower::Params;
///
/// fn photo_of<B>(request: &Request<B>) -> Option<String> {
///     Some(Params::of(request)?.get("photo_id")?.to_owned())
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params(adapter::Params);

impl Params {
    /// The params of `request`, if a restful router answered it.
    pub fn of<B>(request: &Request<B>) -> Option<Params> {
        let found = Recognized::of(request)?;
        Some(Params(adapter::Params::new(found.0.clone())))
    }
}

impl Deref for Params {
    type Target = adapter::Params;

    fn deref(&self) -> &adapter::Params {
        &self.0
    }
}

/// The own id of a request, percent-decoded (`+` stays `+`, `%2F` is `/`), then parsed with
/// `FromStr`: `Id<u64>` for a numeric id. An id that does not parse is a 404: no such
/// resource.
///
/// ```
/// use http::{Request, Response};
/// use restful_tower::Id;
///
/// fn show<B>(request: &Request<B>) -> Response<String> {
///     match Id::<u64>::of(request) {
///         Ok(Id(id)) => Response::new(format!("photo {id}")),
///         Err(rejection) => rejection.into_response(),
///     }
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Id<T = String>(pub T);

impl<T: FromStr> Id<T> {
    /// The id of `request`, parsed.
    ///
    /// # Errors
    ///
    /// [`Rejection`]: the id does not parse (404), or the request was not answered by a restful
    /// router or has no id (500, a bug in the app).
    pub fn of<B>(request: &Request<B>) -> Result<Id<T>, Rejection> {
        let refused = |rejection| Rejection::from(rejection).with_head(adapter::head_of(request));
        let found =
            Recognized::of(request).ok_or_else(|| refused(adapter::Rejection::NotARestfulRoute))?;
        let id = found
            .id()
            .ok_or_else(|| refused(adapter::Rejection::NoId(found.action())))?;
        let id = id
            .parse()
            .map_err(|_| refused(adapter::Rejection::IdDoesNotParse))?;
        Ok(Id(id))
    }
}

/// Every param of a request at once, typed: a tuple in path order
/// (`Ids::<(u64, u64)>::of(&request)`), a struct by name (serde's `Deserialize`), or a single
/// value for a route of one param. Integers are read strictly, as [`restful_core::Param`]
/// reads them. A `T` that does not fit the route's params is a 500 naming the route (a bug in
/// the app); a value that is not one of its type is a 404 (where the param is typed with
/// `#[restful(id = ...)]` or `params(...)`, recognition has already made sure it is one).
///
/// ```
/// use http::{Request, Response};
/// use restful_tower::Ids;
///
/// fn show<B>(request: &Request<B>) -> Response<String> {
///     match Ids::<(u64, u64)>::of(request) {
///         Ok(Ids((photo_id, id))) => Response::new(format!("comment {id} of photo {photo_id}")),
///         Err(refused) => refused.into_response(),
///     }
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ids<T>(pub T);

impl<T: DeserializeOwned> Ids<T> {
    /// The params of `request`, read as a `T`.
    ///
    /// # Errors
    ///
    /// [`Rejection`]: a value is not one of its type (404), `T` does not fit the route's params
    /// or the request was not answered by a restful router (500, a bug in the app).
    pub fn of<B>(request: &Request<B>) -> Result<Ids<T>, Rejection> {
        let refused = |rejection| Rejection::from(rejection).with_head(adapter::head_of(request));
        let found =
            Recognized::of(request).ok_or_else(|| refused(adapter::Rejection::NotARestfulRoute))?;
        adapter::ids_of(found).map(Ids).map_err(refused)
    }
}

restful_core::__adapter_rejection! {
    /// Why a request was refused (404, 405 with `Allow`, 400), or why an extractor was used where
    /// it cannot work (500: a bug in the app, with a message that says which): a
    /// [`restful_core::adapter::Rejection`], the same on every adapter, answered as a plain-text
    /// response with the [`RecognizeError`](restful_core::RecognizeError) in its extensions.
    ///
    /// [`Id::of`] keeps the request's head with it, so that a router with an `on_rejection`
    /// function ([`RestfulRouter::on_rejection`](crate::RestfulRouter::on_rejection)) answers
    /// the handler's [`into_response()`](Rejection::into_response) with that function, or
    /// with its fallback for a 404.
    pub struct Rejection;
}

impl Rejection {
    /// The answer: the status, the message as plain text, `Allow` for a 405, and the
    /// `RecognizeError` in the extensions; the app's own answer instead, when the handler is
    /// mounted on a router with an `on_rejection` function.
    pub fn into_response<R: From<&'static str> + From<String>>(self) -> Response<R> {
        self.into_http_response()
    }
}
