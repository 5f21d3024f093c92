//! What the request was recognized as: the check every mounted route runs, and the `Id` and
//! `Recognized` extractors that read its result.

use axum::extract::{FromRequestParts, Request, State};
use axum::http::header::ALLOW;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use restful_core::{Action, Controller, RecognizeError, Route, registry};

/// The route a request was recognized as, and its decoded params.
///
/// Extract it in a handler to know which controller and action are answering, for links or
/// logs, and to read a nested controller's ancestors' ids:
///
/// ```
/// use restful_axum::Recognized;
///
/// async fn handler(found: Recognized) -> String {
///     let photo = found.param("photo_id").unwrap_or_default();
///     format!("{} #{} of photo {photo}", found.controller().name(), found.action())
/// }
/// ```
#[derive(Clone, Debug)]
pub struct Recognized {
    route: Route,
    /// The params' values, decoded, in the order of `route.param_names()`.
    params: Vec<String>,
}

impl Recognized {
    /// The matched route.
    pub fn route(&self) -> Route {
        self.route
    }

    /// The matched controller.
    pub fn controller(&self) -> &'static Controller {
        self.route.controller()
    }

    /// The matched action.
    pub fn action(&self) -> Action {
        self.route.action()
    }

    /// The percent-decoded own id, for routes with `{id}`.
    pub fn id(&self) -> Option<&str> {
        self.action()
            .has_id()
            .then(|| self.params.last().map(String::as_str))?
    }

    /// The param named `name`, percent-decoded: `"id"`, or an ancestor's `"<singular>_id"`.
    pub fn param(&self, name: &str) -> Option<&str> {
        self.params()
            .find(|(param, _)| *param == name)
            .map(|(_, value)| value)
    }

    /// Every param in path order, as `(name, value)`, percent-decoded.
    pub fn params(&self) -> impl Iterator<Item = (&'static str, &str)> {
        let names = self.route.param_names().iter().copied();
        names.zip(self.params.iter().map(String::as_str))
    }
}

/// Runs on every mounted route, after axum chose the route by its path and before it looks at
/// the method: recognizes the raw path with the registry, so that every answer follows SPEC §6
/// exactly (an empty or dot id segment is 404, a wrong method 405 with `Allow`, a malformed
/// escape or non-UTF-8 400, in that order), and records the result for the extractors.
///
/// `template` is the route axum chose. The registry follows the same rules as axum's router;
/// should they ever disagree, the request gets a 500 that says so, never another route's
/// handler with this route's data.
pub(crate) async fn check_and_record(
    State(template): State<&'static str>,
    mut request: Request,
    next: Next,
) -> Response {
    let found = registry().recognize(request.method(), request.uri().path());
    match found {
        Ok(found) if found.route().path() != template => (
            StatusCode::INTERNAL_SERVER_ERROR,
            format!(
                "restful-axum: axum routed `{} {}` to `{template}`, but the registry recognizes \
                 `{}`; please report this",
                request.method(),
                request.uri().path(),
                found.route().path(),
            ),
        )
            .into_response(),
        Ok(found) => {
            let recognized = Recognized {
                route: found.route(),
                params: found.params().map(|(_, value)| value.to_owned()).collect(),
            };
            request.extensions_mut().insert(recognized);
            next.run(request).await
        }
        Err(err) => Rejection::Recognize(err).into_response(),
    }
}

/// The id of the request, percent-decoded as SPEC §6.6 says: `+` stays `+`, `%2F` is `/`.
///
/// ```
/// use restful_axum::Id;
///
/// async fn show(Id(id): Id) -> String {
///     format!("photo {id}")
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Id(pub String);

impl<S: Send + Sync> FromRequestParts<S> for Id {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let recognized = parts
            .extensions
            .get::<Recognized>()
            .ok_or(Rejection::NotARestfulRoute)?;
        match recognized.id() {
            Some(id) => Ok(Id(id.to_owned())),
            None => Err(Rejection::NoId(recognized.action())),
        }
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Recognized {
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        parts
            .extensions
            .get::<Recognized>()
            .cloned()
            .ok_or(Rejection::NotARestfulRoute)
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
    /// `Id` or `Recognized` in a handler that was not mounted with `restful::<C>()`.
    NotARestfulRoute,
    /// `Id` in the handler of an action without `{id}`.
    NoId(Action),
}

impl IntoResponse for Rejection {
    fn into_response(self) -> Response {
        match self {
            Rejection::Recognize(err) => {
                let mut response = (err.status(), err.to_string()).into_response();
                response.extensions_mut().insert(err);
                if let Some(allowed) = err.allowed() {
                    if let Ok(value) = HeaderValue::from_str(&allowed.to_string()) {
                        response.headers_mut().insert(ALLOW, value);
                    }
                }
                response
            }
            Rejection::NotARestfulRoute => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "restful-axum: `Id`/`Recognized` used in a handler not mounted with `.restful::<Controller>(...)`",
            )
                .into_response(),
            Rejection::NoId(action) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("restful-axum: `Id` used in the `{action}` handler, whose route has no `{{id}}`"),
            )
                .into_response(),
        }
    }
}
