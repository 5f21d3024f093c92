//! What the rule tests and the property tests share: a recognition outcome as a plain value,
//! so that a table row, restful's answer and a reference's answer compare with `==`.

// Each test binary uses part of this module.
#![allow(dead_code)]

use std::fmt;

use restful_core::{Action, Controller, Match, Method, RecognizeError, Registry, Restful};

/// What `Registry::recognize` answered, as a value that says everything a table row states.
#[derive(Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A route: its controller, its action, and its params' values in path order
    /// (percent-decoded), the own id last where the route has one.
    Found(&'static Controller, Action, Vec<String>),
    /// 404.
    NotFound,
    /// 405, with the `Allow` list in order: `"GET, HEAD, PUT, DELETE"`.
    MethodNotAllowed(String),
    /// 400.
    BadRequest,
}

pub use Outcome::{BadRequest, NotFound};

/// `T`'s `action`, with `id` (for a controller without a parent).
pub fn found<T: Restful>(action: Action, id: Option<&str>) -> Outcome {
    found_with::<T>(action, id.as_slice())
}

/// `T`'s `action`, with these params in path order.
pub fn found_with<T: Restful>(action: Action, params: &[&str]) -> Outcome {
    Outcome::Found(T::CONTROLLER, action, to_strings(params))
}

pub fn to_strings(params: &[&str]) -> Vec<String> {
    params.iter().map(|&param| param.to_owned()).collect()
}

/// A 405 whose `Allow` list is `methods`.
pub fn allow(methods: &str) -> Outcome {
    Outcome::MethodNotAllowed(methods.to_owned())
}

impl Outcome {
    /// The outcome of `registry.recognize(method, path)`, after checking that the answer is
    /// consistent with itself (status code, HEAD answered by the GET route, `Allow` list in
    /// order with HEAD where GET is, `Display` of `Allowed` = its `methods()`).
    #[track_caller]
    pub fn of(registry: &Registry, method: &Method, path: &str) -> Outcome {
        let answer = registry.recognize(method, path);
        let outcome = Outcome::from_answer(method, &answer);
        if let Err(err) = &answer {
            let status = match outcome {
                NotFound => 404,
                Outcome::MethodNotAllowed(_) => 405,
                BadRequest => 400,
                Outcome::Found(..) => unreachable!(),
            };
            assert_eq!(err.status(), status, "{method} {path:?}: {err}");
        }
        outcome
    }

    #[track_caller]
    fn from_answer(method: &Method, answer: &Result<Match<'_>, RecognizeError>) -> Outcome {
        match answer {
            Ok(found) => {
                let routed = if *method == Method::HEAD {
                    Method::GET
                } else {
                    method.clone()
                };
                assert_eq!(
                    found.route().method(),
                    routed,
                    "{method}: route {}",
                    found.route()
                );
                assert_eq!(found.route().action(), found.action());
                assert!(std::ptr::eq(found.route().controller(), found.controller()));
                assert_eq!(found.route().has_id(), found.id().is_some(), "{found:?}");
                // `params()`, `param(name)` and `id()` tell the same story.
                let names: Vec<&str> = found.params().map(|(name, _)| name).collect();
                assert_eq!(names, found.route().param_names(), "{found:?}");
                for (name, value) in found.params() {
                    assert_eq!(found.param(name), Some(value), "{found:?}");
                }
                let values: Vec<String> = found.params().map(|(_, v)| v.to_owned()).collect();
                if found.route().has_id() {
                    assert_eq!(found.id(), values.last().map(String::as_str));
                }
                Outcome::Found(found.controller(), found.action(), values)
            }
            Err(RecognizeError::NotFound) => NotFound,
            Err(RecognizeError::BadRequest) => BadRequest,
            Err(RecognizeError::MethodNotAllowed(allowed)) => {
                let methods: Vec<Method> = allowed.methods().collect();
                let order = [
                    Method::GET,
                    Method::HEAD,
                    Method::POST,
                    Method::PUT,
                    Method::DELETE,
                ];
                let in_order: Vec<Method> =
                    order.into_iter().filter(|m| methods.contains(m)).collect();
                assert_eq!(
                    methods, in_order,
                    "{method}: `Allow` out of order or repeated"
                );
                assert_eq!(
                    methods.contains(&Method::GET),
                    methods.contains(&Method::HEAD),
                    "{method}: HEAD must be allowed exactly where GET is: {methods:?}",
                );
                assert_eq!(allowed.len(), methods.len());
                let list = methods
                    .iter()
                    .map(Method::as_str)
                    .collect::<Vec<_>>()
                    .join(", ");
                assert_eq!(allowed.to_string(), list);
                Outcome::MethodNotAllowed(list)
            }
            Err(other) => panic!("{method}: an error that recognition never gives: {other:?}"),
        }
    }
}

impl fmt::Debug for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Found(controller, action, params) => {
                write!(f, "{}#{action}", controller.name())?;
                for (name, value) in controller.param_names().iter().zip(params) {
                    write!(f, " {name}={value:?}")?;
                }
                Ok(())
            }
            NotFound => f.write_str("404 NotFound"),
            Outcome::MethodNotAllowed(allow) => write!(f, "405 MethodNotAllowed(Allow: {allow})"),
            BadRequest => f.write_str("400 BadRequest"),
        }
    }
}

/// Checks every row, `("METHOD path", expected)`, and reports all the rows that fail at once.
/// The path is everything after the first space, so it may itself hold spaces.
#[track_caller]
pub fn check<S: AsRef<str>>(registry: &Registry, rows: &[(S, Outcome)]) {
    let failures: Vec<String> = rows
        .iter()
        .filter_map(|(request, expected)| {
            let request = request.as_ref();
            let (method, path) = request
                .split_once(' ')
                .unwrap_or_else(|| panic!("a row is `METHOD path`, not {request:?}"));
            let method = Method::from_bytes(method.as_bytes())
                .unwrap_or_else(|err| panic!("{request:?}: {err}"));
            let actual = Outcome::of(registry, &method, path);
            (actual != *expected)
                .then(|| format!("  {request:?}: expected {expected:?}, got {actual:?}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n"),
    );
}

/// The seven by short names, as the rule tables read best.
pub mod short {
    use restful_core::Action;

    pub const INDEX: Action = Action::Index;
    pub const NEW_FORM: Action = Action::NewForm;
    pub const CREATE: Action = Action::Create;
    pub const SHOW: Action = Action::Show;
    pub const EDIT_FORM: Action = Action::EditForm;
    pub const UPDATE: Action = Action::Update;
    pub const DESTROY: Action = Action::Destroy;
}
