//! The extractors of a restful route's handler: [`Recognized`], [`Params`] and [`Id`], and
//! [`Rejection`], the answer when a request is refused.
//!
//! axum's `Path` and `MatchedPath` are not filled on restful routes (axum keeps their
//! constructors private), and are not needed: these replace them.

use std::str::FromStr;

use axum::extract::FromRequestParts;
use axum::http::header::ALLOW;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use restful_core::{Action, Controller, Ids, MatchBuf, PathError, RecognizeError, Route};

/// The route a request was recognized as, its decoded params, and where the router is mounted.
///
/// ```
/// use restful_axum::Recognized;
///
/// async fn handler(found: Recognized) -> String {
///     let photo = found.param("photo_id").unwrap_or_default();
///     format!("{}#{} of photo {photo}", found.controller().name(), found.action())
/// }
/// ```
#[derive(Clone, Debug)]
pub struct Recognized(MatchBuf);

impl Recognized {
    /// `found`, with the prefix the router is mounted at.
    pub(crate) fn new(found: MatchBuf) -> Recognized {
        Recognized(found)
    }

    /// The matched route (for HEAD, the GET route).
    pub fn route(&self) -> Route {
        self.0.route()
    }

    /// The matched controller.
    pub fn controller(&self) -> &'static Controller {
        self.0.controller()
    }

    /// The matched action.
    pub fn action(&self) -> Action {
        self.0.action()
    }

    /// The percent-decoded own id, for routes with `{id}`.
    pub fn id(&self) -> Option<&str> {
        self.0.id()
    }

    /// The param named `name`, percent-decoded: `"id"`, or an ancestor's `"<singular>_id"`.
    pub fn param(&self, name: &str) -> Option<&str> {
        self.0.param(name)
    }

    /// Every param in path order, as `(name, value)`, percent-decoded.
    pub fn params(&self) -> impl ExactSizeIterator<Item = (&'static str, &str)> + Clone + '_ {
        self.0.params()
    }

    /// The prefix the router is mounted at (`Router::nest("/api", ...)` gives `"/api"`), or
    /// `""` at the root.
    pub fn prefix(&self) -> &str {
        self.0.prefix()
    }

    /// The path of `controller`'s `action` with `ids`, below the prefix the router is mounted
    /// at: the link to put in a page or a `Location`. [`Controller::path_for`] is the same
    /// path from the root.
    ///
    /// ```
    /// use restful_axum::Recognized;
    /// use restful_core::Action;
    ///
    /// async fn handler(found: Recognized) -> String {
    ///     found.path_for(found.controller(), Action::Index, None).unwrap_or_default()
    /// }
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Controller::path_for`].
    pub fn path_for(
        &self,
        controller: &Controller,
        action: Action,
        ids: impl Ids,
    ) -> Result<String, PathError> {
        self.0.path_for(controller, action, ids)
    }

    /// The path of this very route with these params, below the mount prefix.
    ///
    /// ```
    /// use restful_axum::Recognized;
    ///
    /// async fn handler(found: Recognized) -> String {
    ///     found.self_path()
    /// }
    /// ```
    pub fn self_path(&self) -> String {
        self.0.self_path()
    }

    /// The match itself, as restful-core keeps it.
    pub fn as_match(&self) -> &MatchBuf {
        &self.0
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Recognized {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Rejection> {
        parts
            .extensions
            .get::<Recognized>()
            .cloned()
            .ok_or(Rejection::NotARestfulRoute)
    }
}

/// Every param of the request, by name, percent-decoded: a nested controller's ancestors' ids
/// and the own `id`.
///
/// ```
/// use restful_axum::Params;
///
/// async fn show(params: Params) -> String {
///     format!("comment {} of photo {}", params.get("id").unwrap_or("?"), params.get("photo_id").unwrap_or("?"))
/// }
/// ```
#[derive(Clone, Debug)]
pub struct Params(MatchBuf);

impl Params {
    /// The param named `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.param(name)
    }

    /// Every param in path order, as `(name, value)`.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&'static str, &str)> + Clone + '_ {
        self.0.params()
    }

    /// How many params the route has.
    pub fn len(&self) -> usize {
        self.iter().len()
    }

    /// Whether the route has no param.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Params {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Rejection> {
        let recognized = parts
            .extensions
            .get::<Recognized>()
            .ok_or(Rejection::NotARestfulRoute)?;
        Ok(Params(recognized.0.clone()))
    }
}

/// The own id of the request, percent-decoded as SPEC §6.6 says (`+` stays `+`, `%2F` is `/`),
/// then parsed with `FromStr`: `Id<u64>` for a numeric id. An id that does not parse is a 404:
/// no such resource.
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
        let recognized = parts
            .extensions
            .get::<Recognized>()
            .ok_or(Rejection::NotARestfulRoute)?;
        let id = recognized
            .id()
            .ok_or(Rejection::NoId(recognized.action()))?;
        id.parse().map(Id).map_err(|_| Rejection::IdDoesNotParse)
    }
}

/// Why a request was refused (404, 405 with `Allow`, 400), or why an extractor was used where
/// it cannot work (500: a bug in the application, with a message that says which).
///
/// The response is plain text. A refusal by the registry also carries its [`RecognizeError`]
/// in the response's extensions, so that an app can give it its own look:
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
#[derive(Debug)]
#[non_exhaustive]
pub enum Rejection {
    /// The registry refused the request: SPEC §6.
    Recognize(RecognizeError),
    /// `Id<T>`'s id does not parse as a `T`: no such resource, 404.
    IdDoesNotParse,
    /// `Id`, `Params` or `Recognized` in a handler that was not mounted with `restful::<C>()`.
    NotARestfulRoute,
    /// `Id` in the handler of an action without `{id}`.
    NoId(Action),
    /// A response future polled again after its answer.
    PolledAfterCompletion,
}

impl From<RecognizeError> for Rejection {
    fn from(err: RecognizeError) -> Self {
        Rejection::Recognize(err)
    }
}

impl IntoResponse for Rejection {
    fn into_response(self) -> Response {
        match self {
            Rejection::Recognize(err) => {
                // Static texts: a refusal allocates only its response.
                let mut response = (err.status(), err.message()).into_response();
                response.extensions_mut().insert(err);
                if let Some(allowed) = err.allowed() {
                    let value = HeaderValue::from_static(allowed.as_str());
                    response.headers_mut().insert(ALLOW, value);
                }
                response
            }
            Rejection::IdDoesNotParse => {
                (StatusCode::NOT_FOUND, "no resource has this id").into_response()
            }
            Rejection::NotARestfulRoute => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "restful-axum: `Id`, `Params` or `Recognized` used in a handler not mounted with \
                 `.restful::<Controller>(...)`",
            )
                .into_response(),
            Rejection::NoId(action) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                format!(
                    "restful-axum: `Id` used in the `{action}` handler, whose route has no `{{id}}`"
                ),
            )
                .into_response(),
            Rejection::PolledAfterCompletion => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "restful-axum: a response future was polled after its answer",
            )
                .into_response(),
        }
    }
}
