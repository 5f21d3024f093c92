//! What a handler reads of a recognized request ([`Params`]), and why a request is refused or
//! an extractor cannot answer ([`Rejection`]).

use std::error::Error;
use std::fmt;

use http::header::{ALLOW, CONTENT_TYPE};
use http::{HeaderValue, Response, StatusCode};

use crate::action::Action;
use crate::error::RecognizeError;
use crate::matched::MatchBuf;

/// Why a request was refused (404, 405 with `Allow`, 400), or why an extractor was used where
/// it cannot work (500: a bug in the app, with a message that says which). Every adapter
/// answers it alike: [`status`](Rejection::status), [`message`](Rejection::message) as a
/// plain-text body, `Allow` for a 405, and the [`RecognizeError`] in the response's extensions
/// so that an app can give a refusal its own look.
///
/// ```
/// use restful_core::adapter::Rejection;
/// use restful_core::{Action, RecognizeError};
///
/// assert_eq!(Rejection::from(RecognizeError::BadRequest).status(), 400);
/// assert_eq!(Rejection::IdDoesNotParse.status(), 404);
/// let bug = Rejection::NoId(Action::Index);
/// assert_eq!(bug.status(), 500);
/// assert_eq!(
///     bug.to_string(),
///     "`Id` read in the handler of `index`, whose route has no own id (`{id}`, or the \
///      controller's `param`): read `Params` instead"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rejection {
    /// The registry refused the request.
    Recognize(RecognizeError),
    /// `Id<T>`'s id does not parse as a `T`: no such resource, 404.
    IdDoesNotParse,
    /// `Id`, `Params` or `Recognized` read from a request that no restful router answered.
    NotARestfulRoute,
    /// `Id` read in the handler of an action whose route has no own id (`{id}`, or the name the
    /// controller's `param` gives it): `/`, `/assets/{*path}`, a collection's routes.
    NoId(Action),
    /// A response future polled again after its answer: a bug of the caller.
    PolledAfterCompletion,
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
            Rejection::NotARestfulRoute | Rejection::NoId(_) | Rejection::PolledAfterCompletion => {
                StatusCode::INTERNAL_SERVER_ERROR
            }
        }
    }

    /// The body of the answer, plain text. [`Display`](fmt::Display) says more where there is
    /// more to say (the action of [`NoId`](Rejection::NoId)).
    pub fn message(&self) -> &'static str {
        match self {
            Rejection::Recognize(err) => err.message(),
            Rejection::IdDoesNotParse => "no resource has this id",
            Rejection::NotARestfulRoute => {
                "`Id`, `Params` or `Recognized` read from a request that no restful router \
                 answered: mount the handler with `.restful::<Controller>(...)`"
            }
            Rejection::NoId(_) => {
                "`Id` read in the handler of an action whose route has no own id (`{id}`, or the \
                 controller's `param`)"
            }
            Rejection::PolledAfterCompletion => "a response future was polled after its answer",
        }
    }

    /// The answer as an `http` response: the status, the message as plain text, `Allow` for a
    /// 405, and the [`RecognizeError`] in the extensions. Nothing is allocated but the response
    /// itself.
    ///
    /// ```
    /// use restful_core::adapter::Rejection;
    /// use restful_core::RecognizeError;
    ///
    /// let refused = Rejection::from(RecognizeError::BadRequest);
    /// let response: http::Response<String> = refused.to_response();
    /// assert_eq!(response.status(), 400);
    /// assert_eq!(response.extensions().get(), Some(&RecognizeError::BadRequest));
    /// ```
    pub fn to_response<B: From<&'static str>>(&self) -> Response<B> {
        let mut response = Response::new(B::from(self.message()));
        *response.status_mut() = self.status();
        let headers = response.headers_mut();
        headers.insert(
            CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        if let Rejection::Recognize(err) = *self {
            if let Some(allowed) = err.allowed() {
                headers.insert(ALLOW, HeaderValue::from_static(allowed.as_str()));
            }
            response.extensions_mut().insert(err);
        }
        response
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::NoId(action) => write!(
                f,
                "`Id` read in the handler of `{action}`, whose route has no own id (`{{id}}`, or \
                 the controller's `param`): read `Params` instead"
            ),
            _ => f.write_str(self.message()),
        }
    }
}

impl Error for Rejection {}

/// Every param of a recognized request, by name, percent-decoded: a nested controller's
/// ancestors' ids and the own `id`. Each adapter's `Params` extractor gives one.
///
/// ```rust,standalone_crate
/// use restful_core::adapter::Params;
/// use restful_core::{MatchBuf, Method, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// #[derive(Restful)]
/// #[restful(parent = PhotosController)]
/// struct CommentsController;
///
/// let found = registry().recognize(&Method::GET, "/photos/7/comments/a%20b").unwrap();
/// let params = Params::new(MatchBuf::from(found));
/// assert_eq!((params.get("photo_id"), params.get("id")), (Some("7"), Some("a b")));
/// assert_eq!(params.iter().collect::<Vec<_>>(), [("photo_id", "7"), ("id", "a b")]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params(MatchBuf);

impl Params {
    /// The params of `found`.
    pub fn new(found: MatchBuf) -> Params {
        Params(found)
    }

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

    /// The match the params are read from.
    pub fn as_match(&self) -> &MatchBuf {
        &self.0
    }
}

/// An adapter's `Rejection`: a newtype of [`Rejection`], so that the adapter can give it its
/// framework's response trait (the orphan rule forbids implementing a foreign trait on a
/// foreign type). The macro writes the struct with the attributes given (its docs), and what
/// every adapter's has alike: `into_inner()`, `Deref` to [`Rejection`], `From` a
/// [`Rejection`] and a [`RecognizeError`](crate::RecognizeError), `Display` and `Error`.
#[doc(hidden)]
#[macro_export]
macro_rules! __adapter_rejection {
    ($(#[$meta:meta])* pub struct $name:ident;) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name($crate::adapter::Rejection);

        impl $name {
            /// Why, as every adapter has it.
            pub fn into_inner(self) -> $crate::adapter::Rejection {
                self.0
            }
        }

        impl ::core::ops::Deref for $name {
            type Target = $crate::adapter::Rejection;

            fn deref(&self) -> &$crate::adapter::Rejection {
                &self.0
            }
        }

        impl ::core::convert::From<$crate::adapter::Rejection> for $name {
            fn from(rejection: $crate::adapter::Rejection) -> Self {
                $name(rejection)
            }
        }

        impl ::core::convert::From<$crate::RecognizeError> for $name {
            fn from(err: $crate::RecognizeError) -> Self {
                $name(err.into())
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&self.0, f)
            }
        }

        impl ::std::error::Error for $name {}
    };
}
