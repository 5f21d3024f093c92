//! The error types, one per failure domain.

use std::error::Error;
use std::fmt;
use std::sync::LazyLock;

use http::{Method, StatusCode};

use restful_template::TemplateError;

use crate::action::Action;
use crate::allowed::Allowed;
use crate::controller::{Controller, Route};
use crate::recognize::{BuildError, ConflictKind};

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
    /// Two routes have the same method and templates of the same shape: the same template, or
    /// templates that differ only in param names (a controller's `<base>/new_form` can be
    /// another's base path; a nested controller named `edit_form` has its parent's
    /// `<base>/{id}/edit_form` as its base).
    DuplicateRoute {
        /// The method both routes answer.
        method: Method,
        /// The first route's template.
        template: &'static str,
        /// The route whose controller sorts first (by base path).
        first: Route,
        /// The other route.
        second: Route,
    },
    /// A member or collection action's template has the shape of a route of another
    /// controller, whatever their methods: a member action `close` beside a child resource
    /// named `close`, a collection action `search` beside a controller at `<base>/search`. Its
    /// path would belong to two controllers. (A route of `routes(...)` owns no path: other
    /// controllers' routes may share its template by method.)
    CustomClash {
        /// The first route's template.
        template: &'static str,
        /// The route whose controller sorts first (by base path).
        first: Route,
        /// The other route.
        second: Route,
    },
    /// A template of a nested controller's route, below its base path, names one of its
    /// ancestors' ids again: `member(get(x = "x/{photo_id}"))` on a controller nested under
    /// `PhotosController`, whose id is `{photo_id}` there.
    AncestorParam {
        /// The route whose template names the param twice.
        route: Route,
        /// The ancestor whose id the param is.
        ancestor: &'static Controller,
        /// The param's name.
        param: &'static str,
    },
    /// Two routes whose templates have one shape give a param different types (one of them
    /// none): `GET /photos/{id}` with `id = u64` beside `POST /photos/{id}` untyped. Routes of
    /// one shape match the same paths, so they must agree on which of them are values.
    ParamTypes {
        /// The route whose controller sorts first (by base path).
        first: Route,
        /// The other route.
        second: Route,
        /// The param's place in the template.
        at: usize,
    },
    /// A template names one param twice: a nested controller whose ancestors share a
    /// singular, as in `/photos/{photo_id}/photos/{photo_id}`.
    RepeatedParam {
        /// The controller whose template it is.
        controller: &'static Controller,
        /// The param named twice.
        param: &'static str,
        /// The template.
        template: &'static str,
    },
    /// A chain of parents longer than the registry accepts: more than four controllers,
    /// four ids in one path.
    TooDeep {
        /// The chain, from the controller to its root ancestor (cut after the fifth).
        chain: Vec<&'static Controller>,
    },
    /// Two routes whose templates cannot stand side by side (docs/routing.md, "1.2
    /// Conflicts"): params of kinds that exclude each other at one place.
    Conflict {
        /// The route whose controller sorts first (by base path).
        first: Route,
        /// The other route.
        second: Route,
        /// Why they conflict.
        kind: ConflictKind,
    },
    /// A route's template is not a template (docs/routing.md, "1. Templates").
    InvalidTemplate {
        /// The route.
        route: Route,
        /// What is wrong with its template.
        error: TemplateError,
    },
    /// A template with more params than a match holds.
    TooManyParams {
        /// The route.
        route: Route,
        /// The most params a template may have.
        max: usize,
    },
    /// More routes, template nodes or bytes of static segments than the recognizer's 32-bit
    /// ids can number: more than four billion of them.
    TooLarge {
        /// What outgrew its ids: `"routes"`, `"nodes"` or `"bytes of static segments"`.
        what: &'static str,
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
            RegistryError::CustomClash {
                template,
                first,
                second,
            } => {
                let (custom, other) = if first.action().is_custom() {
                    (first, second)
                } else {
                    (second, first)
                };
                write!(
                    f,
                    "conflicting routes: `{template}` is both `{}#{}` and `{}#{}`",
                    first.controller().type_name(),
                    first.action(),
                    second.controller().type_name(),
                    second.action(),
                )?;
                if second.path() != first.path() {
                    write!(f, " (`{}` has the same shape)", second.path())?;
                }
                return write!(
                    f,
                    "; the path of a custom action is its controller's own: rename `{}` in \
                     `{}`, or give `{}` another `#[restful(resource = \"...\")]`",
                    custom.action(),
                    custom.controller().type_name(),
                    other.controller().type_name(),
                );
            }
            RegistryError::AncestorParam {
                route,
                ancestor,
                param,
            } => {
                return write!(
                    f,
                    "`{}#{}` has the template `{}`, which names `{{{param}}}` twice: it is the id \
                     of its ancestor `{}` there; give the action's param another name",
                    route.controller().type_name(),
                    route.action(),
                    route.path(),
                    ancestor.type_name(),
                );
            }
            RegistryError::ParamTypes { first, second, at } => {
                let typed = |route: &Route| {
                    let (name, ty) = route.param_types().nth(*at).unwrap_or(("?", None));
                    let ty = ty.map_or("untyped".to_owned(), |ty| format!("`{}`", ty.name()));
                    format!("`{{{name}}}` of `{route}` is {ty}")
                };
                return write!(
                    f,
                    "`{}` and `{}` have one shape but their params differ in type: {} and {}; \
                     routes of one shape must agree on each param's type",
                    first.path(),
                    second.path(),
                    typed(first),
                    typed(second),
                );
            }
            RegistryError::RepeatedParam {
                controller,
                param,
                template,
            } => {
                let chain = chain_names(std::iter::once(*controller).chain(controller.ancestors()));
                return write!(
                    f,
                    "`{}` has the template `{template}`, which names the param `{{{param}}}` \
                     twice: two controllers of the chain {chain} have the same singular; give \
                     one of them `#[restful(singular = \"...\")]`",
                    controller.type_name(),
                );
            }
            RegistryError::Conflict {
                first,
                second,
                kind,
            } => {
                return write!(
                    f,
                    "conflicting routes: `{} {}` (`{}#{}`) and `{} {}` (`{}#{}`): {kind}",
                    first.method(),
                    first.path(),
                    first.controller().type_name(),
                    first.action(),
                    second.method(),
                    second.path(),
                    second.controller().type_name(),
                    second.action(),
                );
            }
            RegistryError::InvalidTemplate { route, error } => {
                return write!(
                    f,
                    "`{}#{}`: {error}",
                    route.controller().type_name(),
                    route.action()
                );
            }
            RegistryError::TooManyParams { route, max } => {
                return write!(
                    f,
                    "`{}#{}` has the template `{}`, with more than the {max} params a template \
                     may have",
                    route.controller().type_name(),
                    route.action(),
                    route.path()
                );
            }
            RegistryError::TooLarge { what } => {
                return write!(
                    f,
                    "the registry is too large: it has more {what} than 32-bit ids can number; \
                     split the application's controllers into several registries"
                );
            }
            RegistryError::TooDeep { chain } => {
                let first = chain.first().map_or("", |c| c.type_name());
                return write!(
                    f,
                    "`{first}` is nested too deep: the chain {} has more than {MAX_DEPTH} \
                     controllers (more than {MAX_DEPTH} ids in one path); nest it under a \
                     controller nearer the root",
                    chain_names(chain.iter().copied()),
                );
            }
        }
        let nested = match self {
            RegistryError::DuplicateRoute { first, second, .. } => {
                if second.path() != first.path() {
                    write!(f, " (`{}` has the same shape)", second.path())?;
                }
                first.controller().parent().is_some() || second.controller().parent().is_some()
            }
            RegistryError::DuplicatePath { first, second, .. } => {
                first.parent().is_some() || second.parent().is_some()
            }
            _ => false,
        };
        if nested {
            // `prefix` and `parent` do not mix: a nested controller is renamed, not moved.
            return f.write_str(
                "; give one of them `#[restful(resource = \"...\")]`, or a controller \
                 without a parent `#[restful(prefix = \"...\")]`",
            );
        }
        f.write_str(
            "; give one of them `#[restful(resource = \"...\")]` or `#[restful(prefix = \"...\")]`",
        )
    }
}

impl Error for RegistryError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            RegistryError::InvalidTemplate { error, .. } => Some(error),
            _ => None,
        }
    }
}

impl RegistryError {
    /// The error of the recognizer's build over `routes`, naming the routes.
    pub(crate) fn of_build(err: BuildError, routes: &[Route]) -> RegistryError {
        match err {
            BuildError::Conflict {
                first,
                second,
                kind: ConflictKind::SameRoute,
            } => RegistryError::DuplicateRoute {
                method: routes[second].method(),
                template: routes[first].path(),
                first: routes[first],
                second: routes[second],
            },
            BuildError::Conflict {
                first,
                second,
                kind,
            } => RegistryError::Conflict {
                first: routes[first],
                second: routes[second],
                kind,
            },
            BuildError::TooManyParams { route } => RegistryError::TooManyParams {
                route: routes[route],
                max: crate::params::MAX_PARAMS,
            },
            BuildError::TooLarge { what } => RegistryError::TooLarge { what },
        }
    }
}

/// How many controllers a chain of parents may hold: a nested controller's link functions take
/// its parent's ids as one value, or a tuple of at most three.
pub(crate) const MAX_DEPTH: usize = 4;

/// `` `A` → `B` → `C` ``: a controller, then its ancestors.
fn chain_names<'a>(chain: impl Iterator<Item = &'a Controller>) -> String {
    chain
        .map(|controller| format!("`{}`", controller.type_name()))
        .collect::<Vec<_>>()
        .join(" → ")
}

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
/// assert!(matches!(photos.path_for(Action::Show, None), Err(PathError::WrongIdCount { given: 0, .. })));
/// assert!(matches!(photos.path_for(Action::Show, Some("")), Err(PathError::EmptyParam { param: "id", .. })));
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
    /// Not one id per param of the action's template: an id missing, or one given to an
    /// action without params.
    WrongIdCount {
        /// The controller's type name.
        controller: &'static str,
        /// The action asked for.
        action: Action,
        /// The params of the action's template, in path order.
        expected: &'static [&'static str],
        /// How many ids were given.
        given: usize,
    },
    /// An id is the empty string, which no path segment can carry.
    EmptyParam {
        /// The controller's type name.
        controller: &'static str,
        /// The action asked for.
        action: Action,
        /// The param whose id is empty.
        param: &'static str,
    },
    /// An id is not a value of its param's type (`#[restful(id = u64)]`, a parent's, or
    /// `params(...)`): its path would be no route's.
    NotAValue {
        /// The controller's type name.
        controller: &'static str,
        /// The action asked for.
        action: Action,
        /// The param.
        param: &'static str,
        /// Its type's name.
        type_name: &'static str,
    },
    /// No path with these ids would be read back as this route. The rules of what templates
    /// may stand side by side exclude it in a registry that was built (docs/routing.md, "3.4
    /// Why the round trip holds"): it is a bug of restful's, reported rather than a wrong path.
    Unreachable {
        /// The controller's type name.
        controller: &'static str,
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
            PathError::WrongIdCount {
                controller,
                action,
                expected,
                given,
            } => {
                let params: Vec<String> = expected.iter().map(|p| format!("`{p}`")).collect();
                let needs = match params.len() {
                    0 => "no id".to_owned(),
                    1 => format!("one id, for {}", params[0]),
                    n => format!("{n} ids, in path order: {}", params.join(", ")),
                };
                write!(f, "`{controller}#{action}` takes {needs}; {given} given")
            }
            PathError::EmptyParam {
                controller,
                action,
                param,
            } => write!(
                f,
                "`{controller}#{action}` was given an empty id for `{param}`; an id must not be \
                 empty"
            ),
            PathError::NotAValue {
                controller,
                action,
                param,
                type_name,
            } => write!(
                f,
                "`{controller}#{action}` was given an id for `{param}` that is not a `{type_name}`; \
                 its path would be no route's"
            ),
            PathError::Unreachable { controller, action } => write!(
                f,
                "no path of `{controller}#{action}` with these ids would be recognized as it; \
                 this is a bug of restful's"
            ),
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
#[non_exhaustive]
pub enum RecognizeError {
    /// No template matches the path: 404.
    NotFound,
    /// A template matches the path, but not with this method: 405. The `Allow` header is
    /// [`Allowed`]'s `Display`.
    MethodNotAllowed(Allowed),
    /// The route matched, but a param of it is a malformed percent-escape or not UTF-8: 400.
    /// (An adapter's answer names the param: [`Rejection::BadParam`](crate::adapter::Rejection::BadParam).)
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

    /// What [`Display`](fmt::Display) writes, without allocating: the body an adapter
    /// answers with.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    ///
    /// let err = registry().recognize(&Method::PATCH, "/photos/1").unwrap_err();
    /// assert_eq!(err.message(), "method not allowed; the path allows GET, HEAD, PUT, DELETE");
    /// assert_eq!(err.message(), err.to_string());
    /// ```
    pub fn message(&self) -> &'static str {
        // One message per set of allowed methods, written at the first 405 of the process.
        static NOT_ALLOWED: LazyLock<[String; 32]> = LazyLock::new(|| {
            std::array::from_fn(|bits| {
                let allowed = Allowed::from_bits(bits as u8);
                RecognizeError::MethodNotAllowed(allowed).to_string()
            })
        });
        match self {
            RecognizeError::NotFound => NOT_FOUND,
            RecognizeError::MethodNotAllowed(allowed) => NOT_ALLOWED
                .get(usize::from(allowed.bits()))
                .map_or("method not allowed", String::as_str),
            RecognizeError::BadRequest => BAD_REQUEST,
        }
    }
}

const NOT_FOUND: &str = "no route matches the path";
const BAD_REQUEST: &str = "a param is a malformed percent-escape or not UTF-8";

impl fmt::Display for RecognizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecognizeError::NotFound => f.write_str(NOT_FOUND),
            RecognizeError::MethodNotAllowed(allowed) => {
                write!(f, "method not allowed; the path allows {allowed}")
            }
            RecognizeError::BadRequest => f.write_str(BAD_REQUEST),
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
