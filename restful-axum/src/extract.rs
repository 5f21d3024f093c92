//! The extractors of a restful route's handler: [`Recognized`], [`Params`], [`Id`] and [`Ids`], and
//! [`Rejection`], the answer when a request is refused.
//!
//! axum's `Path` and `MatchedPath` are not filled on restful routes (axum keeps their
//! constructors private), and are not needed: these replace them.

use std::ops::Deref;
use std::str::FromStr;

use axum::body::Body;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use restful_core::MatchBuf;
use restful_core::adapter;
use serde::de::DeserializeOwned;

/// The route a request was recognized as, its decoded params, and where the router is mounted.
/// Every method of [`MatchBuf`] is available on it (`controller`, `action`, `id`, `param`,
/// `params`, `link`, `path_for`, `self_path`...).
///
/// ```
/// use restful_axum::Recognized;
///
/// async fn handler(found: Recognized) -> String {
///     let photo = found.param("photo_id").unwrap_or_default();
///     format!("{}#{} of photo {photo}", found.controller().name(), found.action())
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recognized(MatchBuf);

impl Recognized {
    /// `found`, with the prefix the router is mounted at.
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

impl<S: Send + Sync> FromRequestParts<S> for Recognized {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Rejection> {
        recognized(parts).cloned()
    }
}

/// Every param of the request, by name, percent-decoded: a nested controller's ancestors' ids
/// and the own `id`. The methods are those of [`restful_core::adapter::Params`] (`get`,
/// `iter`, `len`), the same on every adapter.
///
/// ```
/// use restful_axum::Params;
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

impl<S: Send + Sync> FromRequestParts<S> for Params {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Rejection> {
        let found = recognized(parts)?;
        Ok(Params(adapter::Params::new(found.0.clone())))
    }
}

/// The own id of the request, percent-decoded (`+` stays `+`, `%2F` is `/`), then parsed with
/// `FromStr`: `Id<u64>` for a numeric id. An id that does not parse is a 404: no such
/// resource.
///
/// ```
/// use restful_axum::Id;
///
/// async fn show(Id(id): Id<u64>) -> String {
///     format!("photo {id}")
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Id<T = String>(pub T);

impl<S: Send + Sync, T: FromStr> FromRequestParts<S> for Id<T> {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Rejection> {
        let found = recognized(parts)?;
        let id = found
            .id()
            .ok_or_else(|| refused(parts, adapter::Rejection::NoId(found.action())))?;
        let id = id
            .parse()
            .map_err(|_| refused(parts, adapter::Rejection::IdDoesNotParse))?;
        Ok(Id(id))
    }
}

/// Every param of the request at once, typed, as axum's `Path` reads them: a tuple in path
/// order (`Ids((photo_id, id)): Ids<(u64, u64)>`), a struct by name (serde's `Deserialize`),
/// or a single value for a route of one param. Integers are read strictly, as
/// [`restful_core::Param`] reads them. A `T` that does not fit the route's params is a 500
/// naming the route (a bug in the app); a value that is not one of its type is a 404 (where
/// the param is typed with `#[restful(id = ...)]` or `params(...)`, recognition has already
/// made sure it is one).
///
/// ```
/// use restful_axum::Ids;
///
/// async fn show(Ids((photo_id, id)): Ids<(u64, u64)>) -> String {
///     format!("comment {id} of photo {photo_id}")
/// }
///
/// #[derive(serde::Deserialize)]
/// struct CommentIds {
///     photo_id: u64,
///     id: u64,
/// }
///
/// async fn edit(Ids(ids): Ids<CommentIds>) -> String {
///     format!("comment {} of photo {}", ids.id, ids.photo_id)
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ids<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Ids<T> {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Rejection> {
        let found = recognized(parts)?;
        adapter::ids_of(found)
            .map(Ids)
            .map_err(|rejection| refused(parts, rejection))
    }
}

/// The [`Recognized`] the router put in the request's extensions.
fn recognized(parts: &Parts) -> Result<&Recognized, Rejection> {
    let found = parts.extensions.get::<Recognized>();
    found.ok_or_else(|| refused(parts, adapter::Rejection::NotARestfulRoute))
}

/// An extractor's refusal of the request whose head is `parts`: the router answers it with the
/// app's `on_rejection` function, or its fallback.
fn refused(parts: &Parts, rejection: adapter::Rejection) -> Rejection {
    Rejection::from(rejection).with_head(parts.clone())
}

restful_core::__adapter_rejection! {
    /// Why a request was refused (404, 405 with `Allow`, 400), or why an extractor was used where
    /// it cannot work (500: a bug in the application, with a message that says which): a
    /// [`restful_core::adapter::Rejection`], the same on every adapter, as an axum response.
    ///
    /// The response is plain text. A router with an `on_rejection` function
    /// ([`RestfulRouter::on_rejection`](crate::RestfulRouter::on_rejection)) answers an
    /// extractor's refusal with that function instead (or with its fallback, for a 404): the
    /// rejection carries the request's head to it. That is the way to give refusals the app's
    /// look. A refusal by the registry also carries its [`RecognizeError`](restful_core::RecognizeError)
    /// in the response's extensions, for an app that restyles responses after the fact:
    ///
    /// ```
    /// use axum::{Router, middleware::map_response, response::{Html, IntoResponse, Response}};
    /// use restful_core::RecognizeError;
    ///
    /// async fn styled(response: Response) -> Response {
    ///     match response.extensions().get::<RecognizeError>().copied() {
    ///         Some(err) => (err.status(), Html(format!("<h1>{err}</h1>"))).into_response(),
    ///         None => response,
    ///     }
    /// }
    ///
    /// let app: Router = Router::new().layer(map_response(styled));
    /// ```
    pub struct Rejection;
}

impl IntoResponse for Rejection {
    fn into_response(self) -> Response {
        self.into_http_response::<Body>()
    }
}
