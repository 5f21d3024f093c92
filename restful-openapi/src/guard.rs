//! What a named filter means in the document: the credentials it asks for, the answers it
//! gives instead of the handler's.

use std::fmt;

use restful_core::http::StatusCode;
use utoipa::openapi::security::SecurityScheme;

use crate::body::Body;

/// What a filter that guards actions says in the document: the security schemes that let a
/// request through, and the answers the filter gives in place of the handler's (a 401 without
/// credentials, a 403 for anyone but the owner...).
///
/// [`Document::filters`](crate::Document::filters) puts a `Guard` on every operation whose
/// route the router says a filter of that name guards, so the document follows the router:
/// an action the app guards later is documented as guarded without a word more.
///
/// ```
/// use restful_core::http::StatusCode;
/// use restful_openapi::{Body, Guard};
/// use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
///
/// // A login: HTTP Basic credentials, or a session cookie; 401 without either.
/// let login = Guard::new()
///     .scheme("basic", SecurityScheme::Http(Http::new(HttpAuthScheme::Basic)))
///     .answers(StatusCode::UNAUTHORIZED, "Credentials are missing or wrong")
///     .body(StatusCode::UNAUTHORIZED, Body::text());
/// // An owner check: no credentials of its own, a 403 for anyone else.
/// let owner = Guard::new().answers(StatusCode::FORBIDDEN, "Only the photo's owner may do this");
/// assert_eq!(login.schemes().collect::<Vec<_>>(), ["basic"]);
/// assert_eq!(owner.schemes().count(), 0);
/// ```
#[derive(Clone, Default)]
pub struct Guard {
    pub(crate) schemes: Vec<(String, SecurityScheme)>,
    pub(crate) answers: Vec<Answer>,
}

/// One answer a filter gives instead of the handler's.
#[derive(Clone)]
pub(crate) struct Answer {
    pub(crate) status: StatusCode,
    pub(crate) description: Option<String>,
    pub(crate) bodies: Vec<Body>,
}

impl Guard {
    /// A guard that asks for no credentials and gives no answer of its own, until
    /// [`scheme`](Guard::scheme) and [`answers`](Guard::answers) say otherwise.
    pub fn new() -> Guard {
        Guard::default()
    }

    /// A way through the filter: a request with credentials of `scheme`, declared in the
    /// document's `components.securitySchemes` under `name`. Several calls are alternatives,
    /// any one of which lets the request through (OpenAPI's list of security requirements).
    ///
    /// When two guards of one operation both have schemes, a request needs one of each: the
    /// operation lists every combination.
    #[must_use]
    pub fn scheme(mut self, name: impl Into<String>, scheme: impl Into<SecurityScheme>) -> Guard {
        self.schemes.push((name.into(), scheme.into()));
        self
    }

    /// An answer the filter gives instead of the handler's, with `status` and `description`.
    /// A status the operation lists already keeps its description.
    #[must_use]
    pub fn answers(mut self, status: StatusCode, description: impl Into<String>) -> Guard {
        self.answer(status).description = Some(description.into());
        self
    }

    /// `body` as one media type of the `status` answer (declared here if
    /// [`answers`](Guard::answers) has not, described by the status's reason).
    #[must_use]
    pub fn body(mut self, status: StatusCode, body: Body) -> Guard {
        self.answer(status).bodies.push(body);
        self
    }

    /// The names of the schemes that let a request through, in the order declared.
    pub fn schemes(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.schemes.iter().map(|(name, _)| name.as_str())
    }

    fn answer(&mut self, status: StatusCode) -> &mut Answer {
        let at = match self.answers.iter().position(|a| a.status == status) {
            Some(at) => at,
            None => {
                self.answers.push(Answer {
                    status,
                    description: None,
                    bodies: Vec::new(),
                });
                self.answers.len() - 1
            }
        };
        &mut self.answers[at]
    }
}

impl fmt::Debug for Guard {
    // utoipa's types implement `Debug` only with its `debug` feature.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let answers: Vec<u16> = self.answers.iter().map(|a| a.status.as_u16()).collect();
        f.debug_struct("Guard")
            .field("schemes", &self.schemes().collect::<Vec<_>>())
            .field("answers", &answers)
            .finish()
    }
}
