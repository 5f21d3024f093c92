//! The error types, one per failure domain.

use std::error::Error;
use std::fmt;

use http::{Method, StatusCode};

use crate::action::Action;
use crate::controller::{Controller, Route};
use crate::recognize::Allowed;

/// Why the registry could not be built: two marked types claim the same place.
///
/// `try_registry()` returns it; `registry()` panics with its message. Both types, the path
/// and the fix are in the message:
///
/// ```text
/// conflicting controllers: `app::PhotosController` and `app::admin::PhotosController` both
/// have the base path `/photos`; give one of them `#[restful(resource = "...")]` or
/// `#[restful(prefix = "...")]`
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RegistryError {
    /// Two controllers have the same base path.
    DuplicatePath {
        /// The base path both claim.
        path: &'static str,
        /// The controller that sorts first (by type name).
        first: &'static Controller,
        /// The other controller.
        second: &'static Controller,
    },
    /// Two routes have the same method and the same template (a controller's
    /// `<base>/new_form` can be another's base path).
    DuplicateRoute {
        /// The method both routes answer.
        method: Method,
        /// The template both routes have.
        template: &'static str,
        /// The route whose controller sorts first (by base path).
        first: Route,
        /// The other route.
        second: Route,
    },
}

impl fmt::Display for RegistryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegistryError::DuplicatePath {
                path,
                first,
                second,
            } => write!(
                f,
                "conflicting controllers: `{}` and `{}` both have the base path `{path}`",
                first.type_name(),
                second.type_name(),
            )?,
            RegistryError::DuplicateRoute {
                method,
                template,
                first,
                second,
            } => write!(
                f,
                "conflicting routes: `{method} {template}` is both `{}#{}` and `{}#{}`",
                first.controller().type_name(),
                first.action(),
                second.controller().type_name(),
                second.action(),
            )?,
        }
        f.write_str(
            "; give one of them `#[restful(resource = \"...\")]` or `#[restful(prefix = \"...\")]`",
        )
    }
}

impl Error for RegistryError {}

/// Why [`Controller::path_for`] could not build a path.
///
/// ```
/// use restful_core::{Action, PathError, Restful};
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// let photos = PhotosController::CONTROLLER;
/// assert!(matches!(photos.path_for(Action::Show, None), Err(PathError::MissingId { .. })));
/// let err = photos.path_for(Action::Destroy, Some("1")).unwrap_err();
/// assert!(err.to_string().ends_with("::PhotosController` does not serve `destroy`"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PathError {
    /// The controller does not serve the action (`only`/`except`).
    NotServed {
        /// The controller's type name.
        controller: &'static str,
        /// The action asked for.
        action: Action,
    },
    /// The action needs an id and none was given.
    MissingId {
        /// The action asked for.
        action: Action,
    },
    /// The action takes no id and one was given.
    UnexpectedId {
        /// The action asked for.
        action: Action,
        /// The id that was given.
        id: String,
    },
    /// The id is the empty string, which no path segment can carry.
    EmptyId {
        /// The action asked for.
        action: Action,
    },
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathError::NotServed { controller, action } => {
                write!(f, "`{controller}` does not serve `{action}`")
            }
            PathError::MissingId { action } => write!(f, "`{action}` needs an id; none was given"),
            PathError::UnexpectedId { action, id } => {
                write!(f, "`{action}` takes no id, but the id {id:?} was given")
            }
            PathError::EmptyId { action } => {
                write!(
                    f,
                    "`{action}` was given an empty id; an id must not be empty"
                )
            }
        }
    }
}

impl Error for PathError {}

/// Why a request matched no route. Plain variants, so recognition never allocates.
///
/// ```
/// use restful_core::{RecognizeError, http::StatusCode};
///
/// assert_eq!(RecognizeError::NotFound.status(), StatusCode::NOT_FOUND);
/// assert_eq!(RecognizeError::BadRequest.status(), StatusCode::BAD_REQUEST);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecognizeError {
    /// No template matches the path: 404.
    NotFound,
    /// A template matches the path, but not with this method: 405. The `Allow` header is
    /// [`Allowed`]'s `Display`.
    MethodNotAllowed(Allowed),
    /// The route matched, but its id is a malformed percent-escape or not UTF-8: 400.
    BadRequest,
}

impl RecognizeError {
    /// The HTTP status to answer with: 404, 405 or 400.
    ///
    /// ```
    /// use restful_core::{Allowed, RecognizeError, http::StatusCode};
    ///
    /// let err = RecognizeError::MethodNotAllowed(Allowed::EMPTY);
    /// assert_eq!(err.status(), StatusCode::METHOD_NOT_ALLOWED);
    /// ```
    pub fn status(&self) -> StatusCode {
        match self {
            RecognizeError::NotFound => StatusCode::NOT_FOUND,
            RecognizeError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            RecognizeError::BadRequest => StatusCode::BAD_REQUEST,
        }
    }

    /// The methods the path allows, for a 405; `None` otherwise.
    ///
    /// ```
    /// use restful_core::{Allowed, RecognizeError};
    ///
    /// assert_eq!(RecognizeError::NotFound.allowed(), None);
    /// ```
    pub fn allowed(&self) -> Option<Allowed> {
        match self {
            RecognizeError::MethodNotAllowed(allowed) => Some(*allowed),
            _ => None,
        }
    }
}

impl fmt::Display for RecognizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecognizeError::NotFound => f.write_str("no route matches the path"),
            RecognizeError::MethodNotAllowed(allowed) => {
                write!(f, "method not allowed; the path allows {allowed}")
            }
            RecognizeError::BadRequest => {
                f.write_str("the id is a malformed percent-escape or not UTF-8")
            }
        }
    }
}

impl Error for RecognizeError {}

/// The error of `str::parse::<Action>()`: the string is not one of the seven names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseActionError {
    input: String,
}

impl ParseActionError {
    pub(crate) fn new(input: &str) -> Self {
        ParseActionError {
            input: input.to_owned(),
        }
    }

    /// The string that is not an action name.
    ///
    /// ```
    /// let err = "edit".parse::<restful_core::Action>().unwrap_err();
    /// assert_eq!(err.input(), "edit");
    /// ```
    pub fn input(&self) -> &str {
        &self.input
    }
}

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown action {:?}; expected one of `index`, `new_form`, `create`, `show`, `edit_form`, `update`, `destroy`",
            self.input
        )
    }
}

impl Error for ParseActionError {}
