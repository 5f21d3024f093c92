//! What a handler reads of a recognized request ([`Params`]), and why a request is refused or
//! an extractor cannot answer ([`Rejection`]).

use std::collections::HashMap;
use std::error::Error;
use std::fmt;
use std::sync::{LazyLock, Mutex, PoisonError};

use http::header::{ALLOW, CONTENT_TYPE};
use http::{HeaderValue, Response, StatusCode};

use crate::action::Action;
use crate::controller::Route;
use crate::error::RecognizeError;
use crate::matched::MatchBuf;

use super::method_override::FormError;

/// Why a request was refused (404, 405 with `Allow`, 400, and 413 or 400 from the method
/// override), or why an extractor was used where it cannot work (500: a bug in the app, with a
/// message that says which). Every adapter answers it alike: [`status`](Rejection::status),
/// [`message`](Rejection::message) as a plain-text body, `Allow` for a 405, and the
/// [`RecognizeError`] in the response's extensions; or, when the app gave its router an
/// `on_rejection` function ([`OnRejection`](super::OnRejection)), that function's answer.
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
    /// The registry refused the request as a [`BadRequest`](RecognizeError::BadRequest)
    /// (400): the param of this name, the first in path order, is a malformed percent-escape
    /// or not UTF-8 (`/stories/%zz/comments/1` names `story_id`). What a router answers; the
    /// response's extensions hold `RecognizeError::BadRequest`, as for any 400 of recognition.
    BadParam {
        /// The param's name in the route's template.
        param: &'static str,
    },
    /// `Id<T>`'s id does not parse as a `T`: no such resource, 404.
    IdDoesNotParse,
    /// `Id`, `Params` or `Recognized` read from a request that no restful router answered.
    NotARestfulRoute,
    /// `Id` read in the handler of an action whose route has no own id (`{id}`, or the name the
    /// controller's `param` gives it): `/`, `/assets/{*path}`, a collection's routes.
    NoId(Action),
    /// A response future polled again after its answer: a bug of the caller.
    PolledAfterCompletion,
    /// The method override could not read a form POST's body for its `_method`: 413 when it is
    /// longer than the override's limit, 400 when it cannot be read.
    Form(FormError),
    /// `Ids<T>` read in the handler of this route as a `T` that does not fit its params (a
    /// tuple of another length, a field no param is named): a bug in the app, 500. (A value
    /// that is not one of its type is [`IdDoesNotParse`](Rejection::IdDoesNotParse), a 404.)
    IdsDoNotFit(Route),
}

impl From<RecognizeError> for Rejection {
    fn from(err: RecognizeError) -> Self {
        Rejection::Recognize(err)
    }
}

impl From<FormError> for Rejection {
    fn from(err: FormError) -> Self {
        Rejection::Form(err)
    }
}

impl Rejection {
    /// The status of the answer.
    pub fn status(&self) -> StatusCode {
        match self {
            Rejection::Recognize(err) => err.status(),
            Rejection::BadParam { .. } => StatusCode::BAD_REQUEST,
            Rejection::IdDoesNotParse => StatusCode::NOT_FOUND,
            Rejection::NotARestfulRoute
            | Rejection::NoId(_)
            | Rejection::PolledAfterCompletion
            | Rejection::IdsDoNotFit(_) => StatusCode::INTERNAL_SERVER_ERROR,
            Rejection::Form(err) => err.status(),
        }
    }

    /// Whether the refusal says that no such resource exists (404): recognition's `NotFound`,
    /// or an id that `Id<T>` cannot parse. A router that has a fallback (the app's 404) gives
    /// such a request to it when the app answers its own refusals (`on_rejection`).
    ///
    /// ```
    /// use restful_core::adapter::Rejection;
    /// use restful_core::RecognizeError;
    ///
    /// assert!(Rejection::IdDoesNotParse.is_not_found());
    /// assert!(Rejection::from(RecognizeError::NotFound).is_not_found());
    /// assert!(!Rejection::from(RecognizeError::BadRequest).is_not_found());
    /// ```
    pub fn is_not_found(&self) -> bool {
        matches!(
            self,
            Rejection::Recognize(RecognizeError::NotFound) | Rejection::IdDoesNotParse
        )
    }

    /// The `Allow` header of the answer: a 405's methods, in the order GET, HEAD, POST, PUT,
    /// DELETE; `None` for any other refusal.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::adapter::Rejection;
    /// use restful_core::{Method, registry};
    ///
    /// # #[derive(restful_core::Restful)] struct PhotosController;
    /// let err = registry().recognize(&Method::PATCH, "/photos").unwrap_err();
    /// assert_eq!(Rejection::from(err).allow(), Some("GET, HEAD, POST"));
    /// assert_eq!(Rejection::IdDoesNotParse.allow(), None);
    /// ```
    pub fn allow(&self) -> Option<&'static str> {
        match self {
            Rejection::Recognize(err) => err.allowed().map(|allowed| allowed.as_str()),
            _ => None,
        }
    }

    /// The body of the answer, plain text. [`Display`](fmt::Display) says more where there is
    /// more to say (the action of [`NoId`](Rejection::NoId)).
    pub fn message(&self) -> &'static str {
        match self {
            Rejection::Recognize(err) => err.message(),
            Rejection::BadParam { param } => bad_param(param),
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
            Rejection::Form(err) => err.message(),
            Rejection::IdsDoNotFit(_) => {
                "`Ids<T>` read as a `T` that does not fit the route's params: read a tuple of as \
                 many values as the route has params, in path order, or a struct with their names"
            }
        }
    }

    /// The body of the plain-text answer: [`message`](Rejection::message), but for
    /// [`IdsDoNotFit`](Rejection::IdsDoNotFit), whose message names the route
    /// ([`Display`](fmt::Display)). What every adapter's extractor refusal says.
    ///
    /// ```
    /// use restful_core::adapter::Rejection;
    ///
    /// assert_eq!(Rejection::IdDoesNotParse.text(), "no resource has this id");
    /// ```
    pub fn text(&self) -> std::borrow::Cow<'static, str> {
        match self {
            Rejection::IdsDoNotFit(_) => std::borrow::Cow::Owned(self.to_string()),
            _ => std::borrow::Cow::Borrowed(self.message()),
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
        if let Some(allow) = self.allow() {
            headers.insert(ALLOW, HeaderValue::from_static(allow));
        }
        if let Some(err) = self.recognize_error() {
            response.extensions_mut().insert(err);
        }
        response
    }

    /// The registry's refusal, if the rejection is one: [`Recognize`](Rejection::Recognize)'s
    /// error, and `BadRequest` for [`BadParam`](Rejection::BadParam).
    ///
    /// ```
    /// use restful_core::adapter::Rejection;
    /// use restful_core::RecognizeError;
    ///
    /// let refused = Rejection::BadParam { param: "story_id" };
    /// assert_eq!(refused.recognize_error(), Some(RecognizeError::BadRequest));
    /// assert_eq!(refused.to_string(), "the param `story_id` is a malformed percent-escape or not UTF-8");
    /// assert_eq!(Rejection::IdDoesNotParse.recognize_error(), None);
    /// ```
    pub fn recognize_error(&self) -> Option<RecognizeError> {
        match *self {
            Rejection::Recognize(err) => Some(err),
            Rejection::BadParam { .. } => Some(RecognizeError::BadRequest),
            _ => None,
        }
    }
}

/// The message of [`Rejection::BadParam`] for `param`: written once per name, and kept for the
/// life of the process (a name is a template's, one of finitely many), so that every message
/// is a `&'static str`, as a response body takes it without a copy.
fn bad_param(param: &'static str) -> &'static str {
    static MESSAGES: LazyLock<Mutex<HashMap<&'static str, &'static str>>> =
        LazyLock::new(Mutex::default);
    let mut messages = MESSAGES.lock().unwrap_or_else(PoisonError::into_inner);
    messages.entry(param).or_insert_with(|| {
        let message = format!("the param `{param}` is a malformed percent-escape or not UTF-8");
        Box::leak(message.into_boxed_str())
    })
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::NoId(action) => write!(
                f,
                "`Id` read in the handler of `{action}`, whose route has no own id (`{{id}}`, or \
                 the controller's `param`): read `Params` instead"
            ),
            Rejection::IdsDoNotFit(route) => {
                let names: Vec<String> = route
                    .param_names()
                    .iter()
                    .map(|name| format!("`{name}`"))
                    .collect();
                write!(
                    f,
                    "`Ids<T>` read in the handler of `{route}` as a `T` that does not fit its \
                     params ({}): read a tuple of {} in path order, or a struct with those names",
                    match names.is_empty() {
                        true => "none".to_owned(),
                        false => names.join(", "),
                    },
                    match names.len() {
                        1 => "one value".to_owned(),
                        n => format!("{n} values"),
                    }
                )
            }
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

/// An adapter's `Rejection`: a [`Rejection`] in a type of the adapter, so that the adapter can
/// give it its framework's response trait (the orphan rule forbids implementing a foreign trait
/// on a foreign type), with the head of the request it refuses when an extractor made it. The
/// macro writes the struct with the attributes given (its docs), and what every adapter's has
/// alike: `into_inner()`, `Deref` to [`Rejection`], `From` a [`Rejection`] and a
/// [`RecognizeError`](crate::RecognizeError), `PartialEq` by the rejection alone, `Display` and
/// `Error`; and, for the adapter, `with_head(parts)` and `into_http_response()`: the plain-text
/// answer, carrying a [`Refused`](crate::adapter::Refused) for the router that answers it with
/// the app's `on_rejection` function or fallback.
#[doc(hidden)]
#[macro_export]
macro_rules! __adapter_rejection {
    ($(#[$meta:meta])* pub struct $name:ident;) => {
        $(#[$meta])*
        #[derive(Debug, Clone)]
        pub struct $name {
            rejection: $crate::adapter::Rejection,
            /// The head of the request refused, when an extractor made the rejection: what the
            /// router gives the app's `on_rejection` function, or its fallback.
            head: ::core::option::Option<::std::boxed::Box<$crate::http::request::Parts>>,
        }

        impl $name {
            /// Why, as every adapter has it.
            pub fn into_inner(self) -> $crate::adapter::Rejection {
                self.rejection
            }

            /// This rejection, with the head of the request it refuses.
            #[allow(dead_code, reason = "an adapter whose router sees the request needs none")]
            pub(crate) fn with_head(mut self, head: $crate::http::request::Parts) -> Self {
                self.head = ::core::option::Option::Some(::std::boxed::Box::new(head));
                self
            }

            /// The plain-text answer ([`Rejection::to_response`]), carrying a
            /// [`Refused`]($crate::adapter::Refused) when the head of the request is known.
            #[allow(dead_code, reason = "an adapter whose responses are not `http`'s needs none")]
            pub(crate) fn into_http_response<
                B: ::core::convert::From<&'static str> + ::core::convert::From<::std::string::String>,
            >(
                self,
            ) -> $crate::http::Response<B> {
                let mut response = self.rejection.to_response::<B>();
                if let ::std::borrow::Cow::Owned(text) = self.rejection.text() {
                    // A refusal whose message names what a static one cannot: the route.
                    *response.body_mut() = B::from(text);
                }
                if let ::core::option::Option::Some(head) = self.head {
                    response
                        .extensions_mut()
                        .insert($crate::adapter::Refused::new(self.rejection, *head));
                }
                response
            }
        }

        impl ::core::cmp::PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.rejection == other.rejection
            }
        }

        impl ::core::cmp::Eq for $name {}

        impl ::core::ops::Deref for $name {
            type Target = $crate::adapter::Rejection;

            fn deref(&self) -> &$crate::adapter::Rejection {
                &self.rejection
            }
        }

        impl ::core::convert::From<$crate::adapter::Rejection> for $name {
            fn from(rejection: $crate::adapter::Rejection) -> Self {
                $name {
                    rejection,
                    head: ::core::option::Option::None,
                }
            }
        }

        impl ::core::convert::From<$crate::RecognizeError> for $name {
            fn from(err: $crate::RecognizeError) -> Self {
                $name::from($crate::adapter::Rejection::from(err))
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&self.rejection, f)
            }
        }

        impl ::std::error::Error for $name {}
    };
}
