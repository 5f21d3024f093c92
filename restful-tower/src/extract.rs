//! What a handler reads from a request on a restful route: [`Recognized`], [`Params`] and
//! [`Id`]; and [`Rejection`], the answer when a request is refused.

use std::ops::Deref;
use std::str::FromStr;

use http::header::{ALLOW, CONTENT_TYPE};
use http::{HeaderValue, Request, Response, StatusCode};
use restful_core::{MatchBuf, RecognizeError};

/// The route a request was recognized as, its decoded params, and where the router is mounted:
/// in the request's extensions, for the handler to read with [`Recognized::of`]. Every method of
/// [`MatchBuf`] is available on it (`controller`, `action`, `id`, `param`, `params`,
/// `path_for`, `self_path`...).
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
/// the own `id`.
///
/// ```
/// use http::Request;
/// use restful_tower::Params;
///
/// fn photo_of<B>(request: &Request<B>) -> Option<&str> {
///     Params::of(request)?.get("photo_id")
/// }
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Params<'r>(&'r MatchBuf);

impl<'r> Params<'r> {
    /// The params of `request`, if a restful router answered it.
    pub fn of<B>(request: &'r Request<B>) -> Option<Params<'r>> {
        Recognized::of(request).map(|found| Params(&found.0))
    }

    /// The param named `name`.
    pub fn get(&self, name: &str) -> Option<&'r str> {
        self.0.param(name)
    }

    /// Every param in path order, as `(name, value)`.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&'static str, &'r str)> + Clone + 'r {
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

/// The own id of a request, percent-decoded as SPEC §6.6 says (`+` stays `+`, `%2F` is `/`),
/// then parsed with `FromStr`: `Id<u64>` for a numeric id. An id that does not parse is
/// [`Rejection::IdDoesNotParse`], a 404: no such resource.
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
        let found = Recognized::of(request).ok_or(Rejection::NotARestfulRoute)?;
        let id = found.id().ok_or(Rejection::NoId)?;
        id.parse().map(Id).map_err(|_| Rejection::IdDoesNotParse)
    }
}

/// Why a request was refused (404, 405 with `Allow`, 400), or why an extractor was used where
/// it cannot work (500: a bug in the app, with a message that says which).
///
/// The response is plain text. A refusal by the registry also carries its [`RecognizeError`]
/// in the response's extensions, so that an app can give it its own look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rejection {
    /// The registry refused the request: SPEC §6.
    Recognize(RecognizeError),
    /// `Id<T>`'s id does not parse as a `T`: no such resource, 404.
    IdDoesNotParse,
    /// `Id`, `Params` or `Recognized` read from a request that no restful router answered.
    NotARestfulRoute,
    /// `Id` read in the handler of an action without `{id}`.
    NoId,
}

impl From<RecognizeError> for Rejection {
    fn from(err: RecognizeError) -> Self {
        Rejection::Recognize(err)
    }
}

impl Rejection {
    /// The status of the answer.
    pub fn status(&self) -> StatusCode {
        match self {
            Rejection::Recognize(err) => err.status(),
            Rejection::IdDoesNotParse => StatusCode::NOT_FOUND,
            Rejection::NotARestfulRoute | Rejection::NoId => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The text of the answer.
    pub fn message(&self) -> &'static str {
        match self {
            Rejection::Recognize(err) => err.message(),
            Rejection::IdDoesNotParse => "no resource has this id",
            Rejection::NotARestfulRoute => {
                "restful-tower: `Id`, `Params` or `Recognized` read from a request that no \
                 `RestfulRouter` answered"
            }
            Rejection::NoId => {
                "restful-tower: `Id` read in the handler of an action whose route has no `{id}`"
            }
        }
    }

    /// The answer: the status, the message as plain text, `Allow` for a 405, and the
    /// `RecognizeError` in the extensions. Nothing is allocated but the response itself.
    pub fn into_response<R: From<&'static str>>(self) -> Response<R> {
        let mut response = Response::new(R::from(self.message()));
        *response.status_mut() = self.status();
        let headers = response.headers_mut();
        headers.insert(
            CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        if let Rejection::Recognize(err) = self {
            if let Some(allowed) = err.allowed() {
                headers.insert(ALLOW, HeaderValue::from_static(allowed.as_str()));
            }
            response.extensions_mut().insert(err);
        }
        response
    }
}
