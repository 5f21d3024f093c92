//! The reference that `Recognizer::recognize` is held to, on any table of routes: matchit 0.9
//! chooses the template by the path alone, and the other steps of recognition
//! (docs/routing.md, 2) are written out here. Beside it, restful's answer as the same kind of
//! value, checked for consistency with itself on the way, and the round trip of `path`.
//!
//! Shared by `tests/templates.rs` and the fuzz target `templates` (`fuzz/`), which include this
//! file by path: one reference, two drivers. It uses nothing but restful-core's public API,
//! matchit and std.

// Each driver uses part of this module.
#![allow(dead_code)]

use std::fmt;

use restful_core::{ConflictKind, Method, RecognizeError, Recognizer, RecognizerError};
use restful_core::{Segment, Template};

/// A route of a table: a method and a template. A route's index is its place in the table.
pub type Route = (Method, String);

/// The order of an `Allow` list, HEAD wherever GET is.
const ALLOW_ORDER: [Method; 5] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::DELETE,
];

/// The outcome of a request, as restful and the reference both give it.
#[derive(Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The route at `index`, the path as recognized (no query, no trailing `/`), and the params
    /// in path order, with the route's own names and percent-decoded values.
    Found {
        index: usize,
        path: String,
        params: Vec<(String, String)>,
    },
    NotFound,
    /// The `Allow` list, in order: `"GET, HEAD, PUT"`.
    MethodNotAllowed(String),
    BadRequest,
}

impl fmt::Debug for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Found {
                index,
                path,
                params,
            } => {
                write!(f, "route {index} at {path:?}")?;
                for (name, value) in params {
                    write!(f, " {name}={value:?}")?;
                }
                Ok(())
            }
            Outcome::NotFound => f.write_str("404 NotFound"),
            Outcome::MethodNotAllowed(allow) => write!(f, "405 (Allow: {allow})"),
            Outcome::BadRequest => f.write_str("400 BadRequest"),
        }
    }
}

/// A template's shape: the template with its param names left out. matchit takes a shape once,
/// so templates of one shape are one place of the reference, each route with its own names.
pub fn shape(template: &Template) -> String {
    let segments: Vec<String> = template
        .segments()
        .map(|segment| match segment {
            Segment::Static(text) => text.to_owned(),
            Segment::Param { prefix, suffix, .. } => format!("{prefix}{{}}{suffix}"),
            Segment::CatchAll { .. } => "{*}".to_owned(),
        })
        .collect();
    format!("/{}", segments.join("/"))
}

/// A shape the reference's router holds: its first template, and the routes of the shape by
/// method (route indices).
struct Place {
    template: Template,
    routes: Vec<(Method, usize)>,
}

/// matchit 0.9, loaded with the shapes of a table in the order they first appear, and the steps
/// of recognition around it.
pub struct Reference {
    router: matchit::Router<usize>,
    places: Vec<Place>,
    templates: Vec<Template>,
}

impl Reference {
    /// The reference for `routes`; `Err` with matchit's answer if it refuses a template, or if
    /// a template does not parse.
    pub fn new(routes: &[Route]) -> Result<Reference, String> {
        let mut places: Vec<Place> = Vec::new();
        let mut shapes: Vec<String> = Vec::new();
        let mut templates = Vec::with_capacity(routes.len());
        for (index, (method, text)) in routes.iter().enumerate() {
            let template = Template::parse(text).map_err(|err| err.to_string())?;
            let shape = shape(&template);
            match shapes.iter().position(|other| *other == shape) {
                Some(at) => places[at].routes.push((method.clone(), index)),
                None => {
                    shapes.push(shape);
                    places.push(Place {
                        template: template.clone(),
                        routes: vec![(method.clone(), index)],
                    });
                }
            }
            templates.push(template);
        }
        let mut router = matchit::Router::new();
        for (at, place) in places.iter().enumerate() {
            router
                .insert(place.template.as_str(), at)
                .map_err(|err| format!("matchit refuses {}: {err}", place.template))?;
        }
        Ok(Reference {
            router,
            places,
            templates,
        })
    }

    /// The outcome of `method` on `path`, by the steps of docs/routing.md 2.
    pub fn recognize(&self, method: &Method, path: &str) -> Outcome {
        // 1. A path starts with `/`.
        if !path.starts_with('/') {
            return Outcome::NotFound;
        }
        // 2. The query goes, then one trailing `/` (the root keeps its own: `//` is the root).
        let path = path.split('?').next().unwrap_or_default();
        let path = match path {
            "/" => path,
            _ => path.strip_suffix('/').unwrap_or(path),
        };
        // 3. No other segment is empty.
        if path != "/" && path[1..].split('/').any(str::is_empty) {
            return Outcome::NotFound;
        }
        // 4. The template, by the path alone: matchit's choice.
        let Ok(matched) = self.router.at(path) else {
            return Outcome::NotFound;
        };
        let place = &self.places[*matched.value];
        // 5. The method, HEAD as GET; else 405 with the template's methods.
        let routed = match *method {
            Method::HEAD => &Method::GET,
            _ => method,
        };
        let Some(&(_, index)) = place.routes.iter().find(|(m, _)| m == routed) else {
            let has = |m: &Method| {
                let m = if *m == Method::HEAD { &Method::GET } else { m };
                place.routes.iter().any(|(other, _)| other == m)
            };
            let allow: Vec<&str> = ALLOW_ORDER
                .iter()
                .filter(|m| has(m))
                .map(Method::as_str)
                .collect();
            return Outcome::MethodNotAllowed(allow.join(", "));
        };
        // 6. Dot segments, before any decoding: a segment `.` or `..` holds no param, whether the
        //    param is the whole segment, shares it with static text, or is a catch-all's piece.
        let values: Vec<&str> = matched.params.iter().map(|(_, value)| value).collect();
        let params: Vec<Segment<'_>> = place
            .template
            .segments()
            .filter(|segment| !matches!(segment, Segment::Static(_)))
            .collect();
        assert_eq!(
            values.len(),
            params.len(),
            "the reference: matchit's params for {} at {path:?}",
            place.template
        );
        let dot = |segment: &str| matches!(segment, "." | "..");
        let dot_segment = params
            .iter()
            .zip(&values)
            .any(|(param, value)| match param {
                Segment::Param { prefix, suffix, .. } => dot(&format!("{prefix}{value}{suffix}")),
                _ => value.split('/').any(dot),
            });
        if dot_segment {
            return Outcome::NotFound;
        }
        // 7. Each param percent-decoded (a catch-all as a whole), into UTF-8; else 400.
        let Some(decoded) = values
            .iter()
            .map(|value| percent_decode(value))
            .collect::<Option<Vec<String>>>()
        else {
            return Outcome::BadRequest;
        };
        // 8. The route, its params named by its own template.
        let names = self.templates[index].params().map(str::to_owned);
        Outcome::Found {
            index,
            path: path.to_owned(),
            params: names.zip(decoded).collect(),
        }
    }
}

/// Percent-decoding for the reference: every `%` takes two hex digits, and the bytes must be
/// UTF-8.
pub fn percent_decode(raw: &str) -> Option<String> {
    fn hex(byte: u8) -> Option<u8> {
        match byte {
            b'0'..=b'9' => Some(byte - b'0'),
            b'a'..=b'f' => Some(byte - b'a' + 10),
            b'A'..=b'F' => Some(byte - b'A' + 10),
            _ => None,
        }
    }
    let mut bytes = raw.bytes();
    let mut decoded = Vec::with_capacity(raw.len());
    while let Some(byte) = bytes.next() {
        match byte {
            b'%' => {
                let high = hex(bytes.next()?)?;
                let low = hex(bytes.next()?)?;
                decoded.push(high << 4 | low);
            }
            _ => decoded.push(byte),
        }
    }
    String::from_utf8(decoded).ok()
}

/// A recognizer of `routes` whose values are the routes' indices.
pub fn recognizer(routes: &[Route]) -> Result<Recognizer<usize>, RecognizerError> {
    Recognizer::new(
        routes
            .iter()
            .enumerate()
            .map(|(index, (method, template))| (method.clone(), template.as_str(), index)),
    )
}

/// The routes of `candidates`, in order, that a table can take: each is kept if the table of
/// those kept before it and itself is still `accepted`.
pub fn greedy(candidates: &[Route], accepted: impl Fn(&[Route]) -> bool) -> Vec<Route> {
    let mut kept: Vec<Route> = Vec::new();
    for route in candidates {
        kept.push(route.clone());
        if !accepted(&kept) {
            kept.pop();
        }
    }
    kept
}

/// Whether restful takes the table.
pub fn restful_accepts(routes: &[Route]) -> bool {
    recognizer(routes).is_ok()
}

/// Whether matchit takes the table's shapes, in order.
pub fn matchit_accepts(routes: &[Route]) -> bool {
    Reference::new(routes).is_ok()
}

/// Whether both take the table.
pub fn both_accept(routes: &[Route]) -> bool {
    matchit_accepts(routes) && restful_accepts(routes)
}

/// The table as its rows would be written: `GET /a/{x}, POST /b`.
pub fn table(routes: &[Route]) -> String {
    let rows: Vec<String> = routes
        .iter()
        .map(|(method, template)| format!("{method} {template}"))
        .collect();
    rows.join(", ")
}

/// `recognizer.recognize(method, path)` as an [`Outcome`], after checking that the answer agrees
/// with itself: the route's value, template and method; HEAD answered by GET's route; names and
/// values the same through `params()` and `param(name)`; the status of each error; an `Allow`
/// list in order, not empty, with HEAD exactly where GET is and without this method.
#[track_caller]
pub fn ours(recognizer: &Recognizer<usize>, method: &Method, path: &str) -> Outcome {
    let answer = recognizer.recognize(method, path);
    let context = || format!("{method} {path:?} -> {answer:?} in {recognizer:?}");
    match &answer {
        Ok(found) => {
            let index = found.index();
            let (route_method, template, value) = recognizer
                .routes()
                .nth(index)
                .unwrap_or_else(|| panic!("no route {index}: {}", context()));
            assert_eq!(*found.value(), index, "{}", context());
            assert_eq!(*value, index, "{}", context());
            assert_eq!(found.template(), template, "{}", context());
            assert_eq!(found.method(), route_method, "{}", context());
            let routed = match *method {
                Method::HEAD => &Method::GET,
                _ => method,
            };
            assert_eq!(found.method(), routed, "{}", context());
            let params: Vec<(String, String)> = found
                .params()
                .map(|(name, value)| (name.to_owned(), value.to_owned()))
                .collect();
            let names: Vec<&str> = params.iter().map(|(name, _)| name.as_str()).collect();
            assert_eq!(
                names,
                template.params().collect::<Vec<_>>(),
                "{}",
                context()
            );
            for (name, value) in &params {
                assert_eq!(found.param(name), Some(value.as_str()), "{}", context());
                assert!(!value.is_empty(), "an empty param: {}", context());
            }
            assert_eq!(found.param("not_a_param_name"), None, "{}", context());
            Outcome::Found {
                index,
                path: found.path().to_owned(),
                params,
            }
        }
        Err(err) => {
            let status = err.status().as_u16();
            match err {
                RecognizeError::NotFound => {
                    assert_eq!(status, 404, "{}", context());
                    Outcome::NotFound
                }
                RecognizeError::BadRequest => {
                    assert_eq!(status, 400, "{}", context());
                    Outcome::BadRequest
                }
                RecognizeError::MethodNotAllowed(allowed) => {
                    assert_eq!(status, 405, "{}", context());
                    assert_eq!(err.allowed(), Some(*allowed), "{}", context());
                    let methods: Vec<Method> = allowed.methods().collect();
                    let in_order: Vec<Method> = ALLOW_ORDER
                        .into_iter()
                        .filter(|m| methods.contains(m))
                        .collect();
                    assert_eq!(methods, in_order, "`Allow` out of order: {}", context());
                    assert_eq!(
                        methods.contains(&Method::GET),
                        methods.contains(&Method::HEAD),
                        "HEAD is allowed exactly where GET is: {}",
                        context()
                    );
                    assert!(!methods.is_empty(), "an empty `Allow`: {}", context());
                    assert!(!allowed.contains(method), "{}", context());
                    let list: Vec<&str> = methods.iter().map(Method::as_str).collect();
                    let list = list.join(", ");
                    assert_eq!(allowed.to_string(), list, "{}", context());
                    Outcome::MethodNotAllowed(list)
                }
                other => panic!("an error recognition never gives, {other:?}: {}", context()),
            }
        }
    }
}

/// The round trip of path generation for the route at `index` of `routes` (which `recognizer`
/// was built from) with `values`, one non-empty value per param: the path is written, and
/// recognizing it with the route's method (and HEAD for GET) gives this route and exactly these
/// values. The path is returned, for the caller to hold the reference to as well.
#[track_caller]
pub fn round_trip(
    recognizer: &Recognizer<usize>,
    routes: &[Route],
    index: usize,
    values: &[&str],
) -> String {
    let (method, template) = &routes[index];
    let context = || format!("{method} {template} with {values:?} in {}", table(routes));
    let path = recognizer
        .path(index, values)
        .unwrap_or_else(|| panic!("no path: {}", context()));
    let names = Template::parse(template)
        .unwrap_or_else(|err| panic!("{err}"))
        .params()
        .map(str::to_owned)
        .collect::<Vec<_>>();
    let expected = Outcome::Found {
        index,
        path: path.clone(),
        params: names
            .into_iter()
            .zip(values.iter().map(|value| (*value).to_owned()))
            .collect(),
    };
    assert_eq!(
        ours(recognizer, method, &path),
        expected,
        "{path:?}: {}",
        context()
    );
    if *method == Method::GET {
        assert_eq!(
            ours(recognizer, &Method::HEAD, &path),
            expected,
            "HEAD {path:?}: {}",
            context()
        );
    }
    path
}

/// Why restful may refuse a table that matchit takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// A suffix extends another (or a whole-segment param's empty one) by one or two hex
    /// digits: matchit takes both, but no path reaches the shorter one.
    HexSuffix,
    /// Two routes of one method and one shape: the reference merges a shape's routes into one
    /// place of matchit's, which cannot tell them apart either.
    SameRoute,
    /// KNOWN DIFFERENCE (reported): matchit refuses the two routes on their own, in one order
    /// or in both, and takes them only in this table's order, or with a static segment before
    /// them that hides one from its check (`GET /a, GET /{x}.png, GET /a{x}`: it checks
    /// `a{x}` against the params of the static `a`'s node, not of the root's). restful's
    /// answer does not depend on the order.
    MatchitOrder,
}

/// Whether restful may refuse a table that matchit takes, for `err`, and why; `None` for a
/// difference to report.
pub fn allowed_refusal(err: &RecognizerError) -> Option<Refusal> {
    let RecognizerError::Conflict {
        first,
        second,
        kind,
    } = err
    else {
        return None;
    };
    let route = |(method, template): &(Method, Template)| (method.clone(), template.to_string());
    let (first, second) = (route(first), route(second));
    let same_shape = |a: &Route, b: &Route| {
        let shape = |text: &str| Template::parse(text).map(|t| shape(&t)).ok();
        a.0 == b.0 && shape(&a.1) == shape(&b.1)
    };
    match kind {
        ConflictKind::HexSuffix => Some(Refusal::HexSuffix),
        ConflictKind::SameRoute if same_shape(&first, &second) => Some(Refusal::SameRoute),
        _ => {
            let in_order = [first.clone(), second.clone()];
            let reversed = [second, first];
            let refused = !matchit_accepts(&in_order) || !matchit_accepts(&reversed);
            refused.then_some(Refusal::MatchitOrder)
        }
    }
}

/// Whether restful takes every table that matchit takes: the routes of `candidates` that
/// matchit can take in order (see [`greedy`]) are given to restful, and each route it refuses
/// for an allowed reason ([`allowed_refusal`]) is taken out in turn, until it takes the rest
/// (or matchit no longer does). `Ok` with the refusals for hex suffixes, to be documented;
/// `Err` with the table and the refusal for any other.
pub fn acceptance(candidates: &[Route]) -> Result<Vec<RecognizerError>, String> {
    let mut table = greedy(candidates, matchit_accepts);
    let mut hex_suffixes = Vec::new();
    while let Err(err) = recognizer(&table) {
        let Some(refusal) = allowed_refusal(&err) else {
            return Err(format!(
                "matchit takes [{}], restful refuses it: {err}",
                self::table(&table)
            ));
        };
        let RecognizerError::Conflict { second, .. } = &err else {
            unreachable!("only conflicts are allowed")
        };
        let at = table
            .iter()
            .rposition(|(method, template)| {
                *method == second.0 && template.as_str() == second.1.as_str()
            })
            .ok_or_else(|| format!("{err}: not a route of [{}]", self::table(&table)))?;
        table.remove(at);
        if refusal == Refusal::HexSuffix {
            hex_suffixes.push(err);
        }
        if !matchit_accepts(&table) {
            break;
        }
    }
    Ok(hex_suffixes)
}

/// Whether restful answers `method` on `path` as the reference does: `Err` with both answers
/// if not.
#[track_caller]
pub fn agree(
    recognizer: &Recognizer<usize>,
    reference: &Reference,
    method: &Method,
    path: &str,
) -> Result<(), String> {
    let restful = ours(recognizer, method, path);
    let expected = reference.recognize(method, path);
    if restful == expected {
        return Ok(());
    }
    Err(format!(
        "{method} {path:?}\n  restful:   {restful:?}\n  reference: {expected:?}\n  table: [{}]",
        table(&routes_of(recognizer))
    ))
}

/// The routes a recognizer was built from.
fn routes_of(recognizer: &Recognizer<usize>) -> Vec<Route> {
    recognizer
        .routes()
        .map(|(method, template, _)| (method.clone(), template.to_string()))
        .collect()
}
