//! `Registry::recognize` against a reference made of matchit 0.9 (axum 0.8's router) and of
//! The other steps of recognition (docs/routing.md, 2) written out here, for every method and path the fuzzer makes, in
//! every registry of [`REGISTRIES`]. The same reference as `agrees_with_matchit` in
//! `restful-core/tests/properties.rs`, with controllers built at run time
//! (`restful_core::__private::leak`) rather than derived.
//!
//! An input is a byte that picks the method and the way the path is made, then the bytes the
//! path is made of (see [`Input`]). A divergence panics with the method, the path, the route
//! table of the registry and both outcomes.

#![no_main]

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use restful_core::__private::leak;
use restful_core::{Action, Controller, Match, Method, RecognizeError, Registry, Route};

// ---------------------------------------------------------------------------------------------
// The registries.

// Bit `i` is `Action::ALL[i]`.
const INDEX: u8 = 1 << 0;
const NEW_FORM: u8 = 1 << 1;
const CREATE: u8 = 1 << 2;
const SHOW: u8 = 1 << 3;
const EDIT_FORM: u8 = 1 << 4;
const UPDATE: u8 = 1 << 5;
const DESTROY: u8 = 1 << 6;
const ALL: u8 = 0b111_1111;

/// A controller: its name, then either `("", prefix, resource)` with no parent or
/// `(parent, "", resource)`, its singular (`""`: the resource) and its actions.
type Spec = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    u8,
);

/// Every controller, named after its base path as in `properties.rs` (`ACD` is
/// `/a/{a_id}/c/{c_id}/d`). A parent comes before its children.
#[rustfmt::skip]
const CONTROLLERS: &[Spec] = &[
    // ---- The controllers of `properties.rs`.
    // `/a`, in two action sets.
    ("A", "", "", "a", "", ALL),
    ("AIndexShow", "", "", "a", "", INDEX | SHOW),
    // `/a/b`: all seven; or `{id}` routes only.
    ("AB", "", "/a", "b", "", ALL),
    ("ABMembers", "", "/a", "b", "", SHOW | EDIT_FORM | UPDATE | DESTROY),
    // `/a/b/c`: all seven; or `edit_form` only.
    ("ABC", "", "/a/b", "c", "", ALL),
    ("ABCEdit", "", "/a/b", "c", "", EDIT_FORM),
    // Segments that are prefixes of others: `bc` of `b`, `new` of `new_form`.
    ("ABc", "", "/a", "bc", "", INDEX | UPDATE),
    ("ANew", "", "/a", "new", "", INDEX | SHOW),
    // `/a/new_form` as a base path.
    ("ANewForm", "", "/a", "new_form", "", ALL & !(INDEX | NEW_FORM | UPDATE)),
    ("ANewFormIndex", "", "/a", "new_form", "", INDEX | SHOW),
    ("ANewFormX", "", "/a/new_form", "x", "", ALL),
    ("AEditForm", "", "/a", "edit_form", "", ALL),
    // `/a/x`: `{id}` routes only; `/a/x/edit_form` a static template below it.
    ("AX", "", "/a", "x", "", SHOW),
    ("AXEditForm", "", "/a/x", "edit_form", "", INDEX),
    ("AOne", "", "/a", "1", "", EDIT_FORM),
    ("ABEditFormC", "", "/a/b/edit_form", "c", "", SHOW | DESTROY),
    // `/b`: POST only; `/b/new_form` below it.
    ("B", "", "", "b", "", CREATE),
    ("BNewForm", "", "/b", "new_form", "", ALL),
    // Nested.
    ("AC", "A", "", "c", "", ALL),
    ("ACD", "AC", "", "d", "", ALL & !NEW_FORM),
    ("ACDE", "ACD", "", "e", "", ALL),
    ("AIndexShowC", "AIndexShow", "", "c", "", SHOW | EDIT_FORM),
    ("AIndexShowCD", "AIndexShowC", "", "d", "", INDEX | SHOW),
    ("AXC", "", "/a/x", "c", "", INDEX | SHOW),
    ("ABNestedC", "AB", "", "c", "", INDEX | CREATE | DESTROY),
    // Under `A`, children named after `A`'s own segments.
    ("AEditFormChild", "A", "", "edit_form", "", CREATE | SHOW),
    ("ANewFormChild", "A", "", "new_form", "", INDEX | SHOW | EDIT_FORM),
    ("ABChild", "A", "", "b", "bee", ALL),
    ("ABChildC", "ABChild", "", "c", "", INDEX | SHOW),
    // ---- More shapes.
    // Static chains as deep as the nested one: `/a/b/c/d`, `/a/b/c/d/e`.
    ("ABCD", "", "/a/b/c", "d", "", ALL),
    ("ABCDE", "", "/a/b/c/d", "e", "", ALL),
    // Static bases beside the nested chain, where the static branch fails only deep down.
    ("ACStatic", "", "/a/c", "d", "", ALL),
    ("AOneC2D", "", "/a/1/c/2", "d", "", INDEX | SHOW | UPDATE),
    ("AD", "", "/a", "d", "", INDEX | SHOW),
    // The action segments as root resources, and children of theirs.
    ("NewForm", "", "", "new_form", "", ALL),
    ("EditForm", "", "", "edit_form", "", ALL),
    ("EditFormNewForm", "EditForm", "", "new_form", "", INDEX | SHOW),
    ("NewFormEditForm", "", "/new_form", "edit_form", "", ALL),
    ("NewFormNewForm", "NewForm", "", "new_form", "", INDEX | NEW_FORM | CREATE | SHOW),
    // A parent without member routes of its own, and one without routes at all.
    ("BC", "B", "", "c", "", ALL),
    ("BNewFormC", "BNewForm", "", "c", "", INDEX | SHOW),
    ("Z", "", "", "z", "", 0),
    ("ZC", "Z", "", "c", "", SHOW | DESTROY),
    // Many siblings, long segments that share their first 8, 16 or 30 bytes, and the other
    // unreserved characters.
    ("S0", "", "/s", "a", "", INDEX | SHOW),
    ("S1", "", "/s", "b", "", INDEX | SHOW),
    ("S2", "", "/s", "c", "", INDEX),
    ("S3", "", "/s", "d", "", SHOW),
    ("S4", "", "/s", "e", "", INDEX | CREATE),
    ("S5", "", "/s", "f", "", INDEX | SHOW),
    ("S6", "", "/s", "g", "", INDEX | SHOW),
    ("S7", "", "/s", "h", "", INDEX | SHOW),
    ("S8", "", "/s", "i", "", INDEX | SHOW),
    ("S9", "", "/s", "j", "", INDEX | SHOW),
    ("S10", "", "/s", "k", "", INDEX | SHOW),
    ("S11", "", "/s", "ab", "", INDEX | SHOW),
    ("S12", "", "/s", "ba", "", INDEX | SHOW),
    ("S13", "", "/s", "aa", "", INDEX | SHOW),
    ("S14", "", "/s", "A", "", INDEX | SHOW),
    ("S15", "", "/s", "abcdefgh", "", INDEX | SHOW),
    ("S16", "", "/s", "abcdefgx", "", INDEX | SHOW),
    ("S17", "", "/s", "abcdefghi", "", INDEX | SHOW),
    ("S18", "", "/s", "abcdefghijklmnop", "", INDEX | SHOW),
    ("S19", "", "/s", "abcdefghijklmnoq", "", INDEX | SHOW),
    ("S20", "", "/s", "abcdefghijklmnopq", "", INDEX | SHOW),
    ("S21", "", "/s", "abcdefghijklmnopr", "", INDEX | SHOW),
    ("S22", "", "/s", "abcdefghijklmnopqrstuvwxyz0123", "", INDEX | SHOW),
    ("S23", "", "/s", "abcdefghijklmnopqrstuvwxyz01234", "", INDEX | SHOW),
    ("S24", "", "/s", "abcdefghijklmnopqrstuvwxyz01235", "", INDEX | SHOW),
    ("S25", "", "/s", "abcdefghijklmnopqrstuvwxyz012345", "", INDEX | SHOW),
    ("S26", "", "/s", "abcdefghijklmnopqrstuvwxyz0123456789", "", INDEX | SHOW),
    ("S27", "", "/s", "v1.0", "", INDEX | SHOW),
    ("S28", "", "/s", "...", "", INDEX | SHOW),
    ("S29", "", "/s", ".a", "", INDEX | SHOW),
    ("S30", "", "/s", "a.", "", INDEX | SHOW),
    ("S31", "", "/s", "~", "", INDEX | SHOW),
    ("S32", "", "/s", "-", "", INDEX | SHOW),
    ("S33", "", "/s", "_", "", INDEX | SHOW),
    ("S34", "", "/s", "new_forn", "", INDEX | SHOW),
    ("S35", "", "/s", "edit_forms", "", INDEX | SHOW),
    ("S20Child", "S20", "", "abcdefghijklmnopr", "", ALL),
    ("S26Child", "S26", "", "c", "", ALL),
    ("S", "", "", "s", "", ALL),
];

/// The controllers of each registry, by name.
const SETS: &[&[&str]] = &[
    // ---- The registries of `properties.rs`.
    &["A"],
    &["AIndexShow", "AIndexShowC", "AIndexShowCD"],
    &["AIndexShow"],
    &["A", "AB", "ABC"],
    &["AIndexShow", "ABMembers", "ABCEdit"],
    &["ABMembers", "ABC"],
    &["A", "ABc", "ANew", "ANewForm", "ANewFormX", "AEditForm"],
    &["A", "AX", "AXEditForm", "AOne", "B", "BNewForm"],
    &[
        "A",
        "AB",
        "ABC",
        "ABc",
        "ANew",
        "ANewForm",
        "ANewFormX",
        "AEditForm",
        "AX",
        "AXEditForm",
        "AOne",
        "ABEditFormC",
        "B",
        "BNewForm",
    ],
    &[
        "AIndexShow",
        "ANewFormIndex",
        "ANewFormX",
        "ABMembers",
        "ABCEdit",
        "AX",
        "AXEditForm",
    ],
    &["A", "AC", "ACD", "ACDE"],
    &[
        "A",
        "AB",
        "ABC",
        "AC",
        "ACD",
        "ACDE",
        "AX",
        "AXC",
        "ABNestedC",
        "AEditFormChild",
        "ANewFormChild",
        "ABChild",
        "ABChildC",
        "ANewFormX",
        "AEditForm",
    ],
    &[
        "AIndexShow",
        "AIndexShowC",
        "AIndexShowCD",
        "ABMembers",
        "ABCEdit",
        "AXC",
        "AXEditForm",
        "ANewFormIndex",
    ],
    // ---- More shapes.
    &["A", "AB", "ABC", "ABCD", "ABCDE", "AC", "ACD", "ACDE"],
    &[
        "A", "AC", "ACD", "ACDE", "ACStatic", "AOneC2D", "AD", "AOne",
    ],
    &[
        "AIndexShow",
        "AIndexShowC",
        "AIndexShowCD",
        "ACStatic",
        "AOneC2D",
        "ABCD",
        "ABCDE",
    ],
    &[
        "NewForm",
        "EditForm",
        "EditFormNewForm",
        "NewFormEditForm",
        "NewFormNewForm",
    ],
    &["B", "BC", "BNewForm", "BNewFormC", "Z", "ZC"],
    &[
        "S0", "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12", "S13",
        "S14", "S15", "S16", "S17", "S18", "S19", "S20", "S21", "S22", "S23", "S24", "S25", "S26",
        "S27", "S28", "S29", "S30", "S31", "S32", "S33", "S34", "S35", "S20Child", "S26Child", "S",
    ],
];

/// The sets of `properties.rs`, which must all build.
const PROPERTIES_SETS: usize = 13;

/// Each registry, with the reference router of its templates.
struct Case {
    /// Its place in [`SETS`].
    set: usize,
    registry: Registry,
    router: matchit::Router<Vec<Route>>,
}

static CASES: LazyLock<Vec<Case>> = LazyLock::new(|| {
    let mut controllers: HashMap<&str, &'static Controller> = HashMap::new();
    for &(name, parent, prefix, resource, singular, actions) in CONTROLLERS {
        let parent = (!parent.is_empty()).then(|| controllers[parent]);
        let singular = if singular.is_empty() {
            resource
        } else {
            singular
        };
        let controller = leak(name, prefix, resource, singular, parent, actions);
        assert!(
            controllers.insert(name, controller).is_none(),
            "{name} twice"
        );
    }
    let mut cases = Vec::new();
    for (i, set) in SETS.iter().enumerate() {
        match Registry::new(set.iter().map(|name| controllers[name])) {
            Ok(registry) => {
                let router = router(&registry);
                cases.push(Case {
                    set: i,
                    registry,
                    router,
                });
            }
            // Only the extra sets may be refused; they are left out.
            Err(err) if i >= PROPERTIES_SETS => eprintln!("registry {i} {set:?} left out: {err}"),
            Err(err) => panic!("registry {i} {set:?}: {err}"),
        }
    }
    assert!(
        cases.len() >= PROPERTIES_SETS + 3,
        "too few registries build"
    );
    cases
});

/// Every template of the registries, for the paths made from one.
static TEMPLATES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let mut templates: Vec<&'static str> = CASES
        .iter()
        .flat_map(|case| case.registry.routes().map(|route| route.path()))
        .collect();
    templates.sort_unstable();
    templates.dedup();
    templates
});

// ---------------------------------------------------------------------------------------------
// The reference, the rules of docs/routing.md 2, with matchit choosing the template.

/// matchit loaded with every template of `registry`, each with its routes. Templates that
/// differ only in param names are one shape (docs/guide.md, 4), which matchit takes once.
fn router(registry: &Registry) -> matchit::Router<Vec<Route>> {
    let mut shapes: BTreeMap<String, (&'static str, Vec<Route>)> = BTreeMap::new();
    for route in registry.routes() {
        let shape = route
            .path()
            .split('/')
            .map(|segment| {
                if segment.starts_with('{') {
                    "{}"
                } else {
                    segment
                }
            })
            .collect::<Vec<_>>()
            .join("/");
        shapes
            .entry(shape)
            .or_insert_with(|| (route.path(), Vec::new()))
            .1
            .push(route);
    }
    let mut router = matchit::Router::new();
    for (template, routes) in shapes.into_values() {
        if let Err(err) = router.insert(template, routes) {
            panic!("matchit refuses {template}: {err}");
        }
    }
    router
}

/// Percent-decoding for the reference side: every `%` takes two hex digits, and the bytes
/// must be UTF-8.
fn percent_decode(raw: &str) -> Option<String> {
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
        if byte == b'%' {
            let high = hex(bytes.next()?)?;
            let low = hex(bytes.next()?)?;
            decoded.push(high << 4 | low);
        } else {
            decoded.push(byte);
        }
    }
    String::from_utf8(decoded).ok()
}

/// The order of an `Allow` list.
const ALLOW_ORDER: [Method; 5] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::DELETE,
];

fn reference(router: &matchit::Router<Vec<Route>>, method: &Method, path: &str) -> Outcome {
    // 1. The query goes (from the first `?`); the path starts with `/`.
    let path = match path.find('?') {
        Some(query) => &path[..query],
        None => path,
    };
    if !path.starts_with('/') {
        return Outcome::NotFound;
    }
    // 2. One trailing `/` goes, except from the root; no other segment may be empty.
    let path = match path.strip_suffix('/') {
        Some(stripped) if !stripped.is_empty() => stripped,
        _ => path,
    };
    if path != "/" && path[1..].split('/').any(str::is_empty) {
        return Outcome::NotFound;
    }
    // 3, 4. The template, by the path alone: matchit's choice.
    let Ok(matched) = router.at(path) else {
        return Outcome::NotFound;
    };
    let routes = matched.value;
    // 5. The method, HEAD routed as GET; a 405 lists the template's methods, HEAD with GET.
    let routed = if *method == Method::HEAD {
        &Method::GET
    } else {
        method
    };
    let Some(route) = routes.iter().find(|route| route.method() == *routed) else {
        let has = |m: &Method| {
            let m = if *m == Method::HEAD { &Method::GET } else { m };
            routes.iter().any(|route| route.method() == *m)
        };
        let allow: Vec<&str> = ALLOW_ORDER
            .iter()
            .filter(|m| has(m))
            .map(Method::as_str)
            .collect();
        return Outcome::MethodNotAllowed(allow.join(", "));
    };
    // 6. The params: a raw dot segment is no param (404); then each is decoded (else 400).
    let raw: Vec<&str> = matched.params.iter().map(|(_, value)| value).collect();
    if raw.iter().any(|param| *param == "." || *param == "..") {
        return Outcome::NotFound;
    }
    let Some(params) = raw.into_iter().map(percent_decode).collect() else {
        return Outcome::BadRequest;
    };
    Outcome::Found(route.controller(), route.action(), params)
}

// ---------------------------------------------------------------------------------------------
// restful's answer, checked for consistency with itself.

#[derive(PartialEq, Eq)]
enum Outcome {
    /// The controller, the action and the params' values in path order.
    Found(&'static Controller, Action, Vec<String>),
    NotFound,
    /// The `Allow` list, in order.
    MethodNotAllowed(String),
    BadRequest,
}

impl fmt::Debug for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Found(controller, action, params) => {
                write!(f, "{}#{action}", controller.name())?;
                for (i, value) in params.iter().enumerate() {
                    let name = controller.param_names().get(i).unwrap_or(&"?");
                    write!(f, " {name}={value:?}")?;
                }
                Ok(())
            }
            Outcome::NotFound => f.write_str("404 NotFound"),
            Outcome::MethodNotAllowed(allow) => write!(f, "405 MethodNotAllowed(Allow: {allow})"),
            Outcome::BadRequest => f.write_str("400 BadRequest"),
        }
    }
}

/// `registry.recognize(method, path)` as an [`Outcome`], after checking that the answer agrees
/// with itself.
fn restful(registry: &Registry, method: &Method, path: &str) -> Outcome {
    let answer = registry.recognize(method, path);
    let context = || format!("{method} {path:?} -> {answer:?}");
    match &answer {
        Ok(found) => found_outcome(method, found, &context),
        Err(err) => {
            let status = err.status().as_u16();
            assert_eq!(err.message(), err.to_string(), "{}", context());
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
                        "HEAD must be allowed exactly where GET is: {}",
                        context()
                    );
                    assert!(!methods.is_empty(), "an empty `Allow`: {}", context());
                    assert!(!allowed.contains(method), "{}", context());
                    assert_eq!(allowed.len(), methods.len(), "{}", context());
                    let list = methods
                        .iter()
                        .map(Method::as_str)
                        .collect::<Vec<_>>()
                        .join(", ");
                    assert_eq!(allowed.to_string(), list, "{}", context());
                    Outcome::MethodNotAllowed(list)
                }
            }
        }
    }
}

fn found_outcome(method: &Method, found: &Match<'_>, context: &dyn Fn() -> String) -> Outcome {
    let routed = if *method == Method::HEAD {
        &Method::GET
    } else {
        method
    };
    let route = found.route();
    assert_eq!(route.method(), *routed, "{}", context());
    assert_eq!(route.action(), found.action(), "{}", context());
    assert!(
        std::ptr::eq(route.controller(), found.controller()),
        "{}",
        context()
    );
    assert_eq!(
        found.action().has_id(),
        found.id().is_some(),
        "{}",
        context()
    );
    let names: Vec<&str> = found.params().map(|(name, _)| name).collect();
    assert_eq!(names, route.param_names(), "{}", context());
    assert_eq!(found.params().len(), names.len(), "{}", context());
    for (name, value) in found.params() {
        assert_eq!(found.param(name), Some(value), "{}", context());
    }
    let values: Vec<String> = found.params().map(|(_, value)| value.to_owned()).collect();
    if found.action().has_id() {
        assert_eq!(
            found.id(),
            values.last().map(String::as_str),
            "{}",
            context()
        );
    }
    Outcome::Found(found.controller(), found.action(), values)
}

// ---------------------------------------------------------------------------------------------
// The input.

/// The methods a first byte picks from: the routed ones, unrouted standard ones, and
/// extension methods (one the case of `GET` but another method).
static METHODS: LazyLock<Vec<Method>> = LazyLock::new(|| {
    let mut methods = vec![
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::OPTIONS,
        Method::CONNECT,
        Method::TRACE,
    ];
    for token in ["get", "PURGE"] {
        methods.push(Method::from_bytes(token.as_bytes()).expect("a token"));
    }
    methods
});

/// Segments a byte picks: the registries' static segments, ids, escapes (well-formed,
/// malformed, not UTF-8), dot segments, empty segments and junk.
#[rustfmt::skip]
const SEGMENTS: &[&str] = &[
    "a", "b", "c", "d", "e", "x", "1", "2", "3", "new_form", "edit_form", "bc", "new", "s", "z",
    "A", "aa", "ab", "ba", "f", "k", "abcdefgh", "abcdefgx", "abcdefghi", "abcdefghijklmnop",
    "abcdefghijklmnoq", "abcdefghijklmnopq", "abcdefghijklmnopr",
    "abcdefghijklmnopqrstuvwxyz0123", "abcdefghijklmnopqrstuvwxyz01234",
    "abcdefghijklmnopqrstuvwxyz01235", "abcdefghijklmnopqrstuvwxyz012345",
    "abcdefghijklmnopqrstuvwxyz0123456789", "v1.0", "...", ".a", "a.", "~", "-", "_", "new_forn",
    "edit_forms", "new_for", "edit_for", "%41", "%2F", "%2f", "%zz", "%", "%4", "%C3%A9", "%FF",
    "%C3", "%2E", "%2E%2E", "%6Eew_form", "a%20b", "%25", "%00", "%3F", "%+1", ".", "..", "",
    "a\0", "\0", "é", "a b", "+", "#", "#frag", "caf%C3%A9", "12345678", "123456789",
    "0123456789abcdefX",
];

/// What a byte of a token path stands for: `/` and a segment of [`SEGMENTS`], or one of these.
const TAILS: &[&str] = &[
    "/", "?", "?q=1", "?/a", "/?x/y", "//", "#f", "%", "é", "\0", " ", "+", ".", "a", "?a/b",
];

/// A byte as a piece of a path.
fn token(byte: u8) -> String {
    let i = byte as usize % (SEGMENTS.len() + TAILS.len());
    match SEGMENTS.get(i) {
        Some(segment) => format!("/{segment}"),
        None => TAILS[i - SEGMENTS.len()].to_owned(),
    }
}

/// The path `bytes` stand for, by the mode picked by the first byte:
///
/// - 0: the bytes themselves (lossy UTF-8);
/// - 1: a token per byte ([`token`]);
/// - 2: a template of the registries, each param filled by a byte (a segment of
///   [`SEGMENTS`], or below 16, that many raw bytes), then a token per byte;
/// - 3: a count of tokens, those tokens, then raw bytes.
fn path(mode: u8, bytes: &[u8]) -> String {
    match mode {
        0 => String::from_utf8_lossy(bytes).into_owned(),
        1 => bytes.iter().map(|&b| token(b)).collect(),
        2 => {
            let Some((&pick, mut rest)) = bytes.split_first() else {
                return String::new();
            };
            let template = TEMPLATES[pick as usize % TEMPLATES.len()];
            let mut path = String::new();
            for segment in template.split('/').skip(1) {
                path.push('/');
                if !segment.starts_with('{') {
                    path.push_str(segment);
                    continue;
                }
                let Some((&b, more)) = rest.split_first() else {
                    path.push('1');
                    continue;
                };
                rest = more;
                if b < 16 {
                    let n = (b as usize).min(rest.len());
                    path.push_str(&String::from_utf8_lossy(&rest[..n]));
                    rest = &rest[n..];
                } else {
                    path.push_str(SEGMENTS[b as usize % SEGMENTS.len()]);
                }
            }
            path.extend(rest.iter().map(|&b| token(b)));
            path
        }
        _ => {
            let Some((&count, rest)) = bytes.split_first() else {
                return String::new();
            };
            let (tokens, raw) = rest.split_at((count as usize % 8).min(rest.len()));
            let mut path: String = tokens.iter().map(|&b| token(b)).collect();
            path.push_str(&String::from_utf8_lossy(raw));
            path
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, bytes)) = data.split_first() else {
        return;
    };
    let method = &METHODS[(first & 0x0F) as usize % METHODS.len()];
    let path = path((first >> 4) & 3, bytes);
    for case in CASES.iter() {
        let restful = restful(&case.registry, method, &path);
        let reference = reference(&case.router, method, &path);
        if restful != reference {
            panic!(
                "divergence: {method} {path:?} in registry SETS[{}]\n  restful:   {restful:?}\n  \
                 reference: {reference:?}\n{}",
                case.set, case.registry
            );
        }
    }
});
