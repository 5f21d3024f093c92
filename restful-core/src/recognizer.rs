//! A recognizer of templates and methods alone, with no controller behind them: the registry's
//! recognition for any table of routes.

use std::error::Error;
use std::fmt;

use http::Method;
use restful_template::{Template, TemplateError};

use crate::RecognizeError;
use crate::params::{MAX_PARAMS, Spans};
use crate::recognize::{BuildError, ConflictKind, RouteId, Tree, Verb};

/// A table of routes — a method, a [`Template`] and a value each — that recognizes requests by
/// the rules of the registry (`docs/routing.md`), and writes paths that it reads back. What
/// [`Registry`](crate::Registry) does for controllers, for routes of any shape that no
/// controller declares.
///
/// ```
/// use restful_core::{Method, Recognizer};
///
/// let recognizer = Recognizer::new([
///     (Method::GET, "/", "home"),
///     (Method::GET, "/~{username}", "profile"),
///     (Method::GET, "/avatars/{size}.png", "avatar"),
///     (Method::GET, "/assets/{*path}", "asset"),
/// ])
/// .unwrap();
///
/// let found = recognizer.recognize(&Method::GET, "/~ada").unwrap();
/// assert_eq!((*found.value(), found.param("username")), ("profile", Some("ada")));
/// let found = recognizer.recognize(&Method::HEAD, "/assets/css/site.css").unwrap();
/// assert_eq!(found.params().collect::<Vec<_>>(), [("path", "css/site.css")]);
/// assert_eq!(recognizer.recognize(&Method::POST, "/").unwrap_err().status(), 405);
///
/// // Paths that come back the same way, whatever the values hold.
/// assert_eq!(recognizer.path(1, &["a b"]).unwrap(), "/~a%20b");
/// assert_eq!(recognizer.path(3, &["css/site.css"]).unwrap(), "/assets/css/site.css");
/// ```
pub struct Recognizer<T> {
    tree: Tree,
    routes: Box<[Entry<T>]>,
}

struct Entry<T> {
    method: Method,
    verb: Verb,
    template: Template,
    /// The names of the template's params, in path order: read with every match.
    names: Box<[Box<str>]>,
    value: T,
}

impl<T> Recognizer<T> {
    /// A recognizer of `routes`: each a method (GET, POST, PUT or DELETE; HEAD is answered by
    /// GET's route), a template and its value. A route's index is its place in this list.
    ///
    /// # Errors
    ///
    /// [`RecognizerError`]: a template that does not parse, a method that carries no route, two
    /// routes that conflict (naming both), a template with more params than a match holds.
    pub fn new<S: AsRef<str>>(
        routes: impl IntoIterator<Item = (Method, S, T)>,
    ) -> Result<Recognizer<T>, RecognizerError> {
        let mut entries = Vec::new();
        for (method, template, value) in routes {
            let template = Template::parse(template.as_ref()).map_err(RecognizerError::Template)?;
            let verb = match Verb::of(&method) {
                Some(verb) if method != Method::HEAD => verb,
                _ => return Err(RecognizerError::Method { method, template }),
            };
            entries.push(Entry {
                names: template.params().map(Box::from).collect(),
                method,
                verb,
                template,
                value,
            });
        }
        let shapes: Vec<(Verb, &Template)> = entries
            .iter()
            .map(|entry| (entry.verb, &entry.template))
            .collect();
        let tree = Tree::build(&shapes).map_err(|err| RecognizerError::of(err, &entries))?;
        Ok(Recognizer {
            tree,
            routes: entries.into_boxed_slice(),
        })
    }

    /// Which route `method` and `path` go to, and its params (the rules are in
    /// `docs/routing.md`, "2. Recognition"). Never panics; allocates only to decode a param
    /// with `%`.
    ///
    /// # Errors
    ///
    /// [`RecognizeError::NotFound`] when no template matches the path (or a param is a dot
    /// segment), [`RecognizeError::MethodNotAllowed`] when its template has no route for
    /// `method`, [`RecognizeError::BadRequest`] when a param is not valid percent-encoded UTF-8.
    #[inline]
    pub fn recognize<'r, 'p>(
        &'r self,
        method: &Method,
        path: &'p str,
    ) -> Result<Found<'r, 'p, T>, RecognizeError> {
        let mut params = Spans::EMPTY;
        let (route, path) = self.tree.recognize(method, path, &mut params)?;
        let decoded = params.check_and_decode(path)?;
        Ok(Found {
            entry: &self.routes[route.index()],
            index: route.index(),
            path,
            params,
            decoded,
        })
    }

    /// The routes, in the order they were given: method, template, value.
    pub fn routes(&self) -> impl ExactSizeIterator<Item = (&Method, &Template, &T)> + '_ {
        self.routes
            .iter()
            .map(|entry| (&entry.method, &entry.template, &entry.value))
    }

    /// The path of the route at `index` with `values` written in, one per param in path
    /// order: percent-encoded, and escaped further where a plain encoding would be read as
    /// another route, so that [`recognize`](Recognizer::recognize) gives back this route and
    /// exactly these values (the rules are in `docs/routing.md`, "3. Path generation"). A
    /// catch-all's value keeps its `/`.
    ///
    /// ```
    /// use restful_core::{Method, Recognizer};
    ///
    /// let recognizer = Recognizer::new([
    ///     (Method::GET, "/files/new", ()),
    ///     (Method::GET, "/files/{name}", ()),
    ///     (Method::GET, "/files/{name}.json", ()),
    /// ])
    /// .unwrap();
    /// assert_eq!(recognizer.path(1, &["new"]).unwrap(), "/files/%6Eew");
    /// assert_eq!(recognizer.path(1, &["a.json"]).unwrap(), "/files/a.jso%6E");
    /// assert_eq!(recognizer.path(1, &[""]), None);
    /// ```
    ///
    /// None when there is no route at `index`, or `values` are not one non-empty value per
    /// param.
    pub fn path(&self, index: usize, values: &[&str]) -> Option<String> {
        let entry = self.routes.get(index)?;
        let fits = entry.template.param_count() == values.len();
        if !fits || values.iter().any(|value| value.is_empty()) {
            return None;
        }
        let route = RouteId::new(index)?;
        self.tree
            .generate(route, entry.verb, &entry.template, values, None)
    }
}

impl<T> fmt::Debug for Recognizer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let routes: Vec<String> = self
            .routes
            .iter()
            .map(|entry| format!("{} {}", entry.method, entry.template))
            .collect();
        f.debug_struct("Recognizer")
            .field("routes", &routes)
            .finish()
    }
}

/// What [`Recognizer::recognize`] found: a route, its value, and its params.
pub struct Found<'r, 'p, T> {
    entry: &'r Entry<T>,
    index: usize,
    path: &'p str,
    params: Spans,
    decoded: Option<Box<str>>,
}

impl<'r, 'p, T> Found<'r, 'p, T> {
    /// The route's value.
    pub fn value(&self) -> &'r T {
        &self.entry.value
    }

    /// The route's index: its place in the list the recognizer was built from.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The route's template.
    pub fn template(&self) -> &'r Template {
        &self.entry.template
    }

    /// The route's method (for HEAD, GET).
    pub fn method(&self) -> &'r Method {
        &self.entry.method
    }

    /// The path as recognized: without its query and one trailing `/`, still percent-encoded.
    pub fn path(&self) -> &'p str {
        self.path
    }

    /// The param named `name`, percent-decoded.
    pub fn param(&self, name: &str) -> Option<&str> {
        let at = self.entry.names.iter().position(|param| **param == *name)?;
        self.get(at)
    }

    /// Every param, in path order, as `(name, value)`; values percent-decoded.
    pub fn params(&self) -> impl ExactSizeIterator<Item = (&'r str, &str)> + '_ {
        let names: &'r [Box<str>] = &self.entry.names;
        names
            .iter()
            .enumerate()
            .map(|(i, name)| (&**name, self.get(i).unwrap_or_default()))
    }

    fn get(&self, i: usize) -> Option<&str> {
        let decoded = self.decoded.as_deref().unwrap_or_default();
        self.params.get(i, self.path, decoded)
    }
}

impl<T: fmt::Debug> fmt::Debug for Found<'_, '_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Found")
            .field("method", self.method())
            .field("template", self.template())
            .field("value", self.value())
            .field("params", &self.params().collect::<Vec<_>>())
            .finish()
    }
}

/// Why [`Recognizer::new`] refused its routes.
///
/// ```
/// use restful_core::{Method, Recognizer, RecognizerError};
///
/// let err = Recognizer::new([(Method::PATCH, "/photos/{id}", ())]).unwrap_err();
/// assert!(matches!(err, RecognizerError::Method { .. }));
/// assert_eq!(
///     err.to_string(),
///     "`PATCH /photos/{id}`: only GET, POST, PUT and DELETE carry routes (HEAD is answered \
///      by GET's)"
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum RecognizerError {
    /// A template does not parse.
    Template(TemplateError),
    /// A method other than GET, POST, PUT and DELETE.
    Method {
        /// The method.
        method: Method,
        /// Its template.
        template: Template,
    },
    /// Two routes conflict: the first of them in the list, then the other.
    Conflict {
        /// The first route's method and template.
        first: (Method, Template),
        /// The other route's method and template.
        second: (Method, Template),
        /// Why.
        kind: ConflictKind,
    },
    /// A template with more params than a match holds.
    TooManyParams {
        /// The template.
        template: Template,
        /// The most params a template may have.
        max: usize,
    },
    /// More routes, template nodes or bytes of static segments than 32-bit ids can number.
    TooLarge {
        /// What outgrew its ids.
        what: &'static str,
    },
}

impl RecognizerError {
    fn of<T>(err: BuildError, entries: &[Entry<T>]) -> RecognizerError {
        let route = |at: usize| {
            let entry = &entries[at];
            (entry.method.clone(), entry.template.clone())
        };
        match err {
            BuildError::Conflict {
                first,
                second,
                kind,
            } => RecognizerError::Conflict {
                first: route(first),
                second: route(second),
                kind,
            },
            BuildError::TooManyParams { route: at } => RecognizerError::TooManyParams {
                template: entries[at].template.clone(),
                max: MAX_PARAMS,
            },
            BuildError::TooLarge { what } => RecognizerError::TooLarge { what },
        }
    }
}

impl fmt::Display for RecognizerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecognizerError::Template(err) => err.fmt(f),
            RecognizerError::Method { method, template } => write!(
                f,
                "`{method} {template}`: only GET, POST, PUT and DELETE carry routes (HEAD is \
                 answered by GET's)"
            ),
            RecognizerError::Conflict {
                first,
                second,
                kind,
            } => write!(
                f,
                "conflicting routes `{} {}` and `{} {}`: {kind}",
                first.0, first.1, second.0, second.1
            ),
            RecognizerError::TooManyParams { template, max } => write!(
                f,
                "`{template}` has {} params, more than the {max} a template may have",
                template.param_count()
            ),
            RecognizerError::TooLarge { what } => write!(
                f,
                "the recognizer is too large: it has more {what} than 32-bit ids can number"
            ),
        }
    }
}

impl Error for RecognizerError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            RecognizerError::Template(err) => Some(err),
            _ => None,
        }
    }
}
