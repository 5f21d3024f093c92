//! `Recognizer` against matchit 0.9 on random tables of templates of every kind: static
//! segments, whole-segment params, params with a static prefix, a suffix or both, catch-alls
//! (docs/routing.md, 2 and 3). The alphabets are small, so that templates collide.
//!
//! - `agrees_with_matchit`: on tables that both take, any request made from their templates
//!   (values that are static segments, that end with a suffix or start with a prefix, dots,
//!   escapes, Unicode; segments left out or added, trailing `/`, queries, `//`) gets the same
//!   answer from restful as from the reference of `support/reference.rs`, for six methods;
//! - `acceptance`: restful takes every table matchit takes, but for a suffix that extends
//!   another by hex digits (`ConflictKind::HexSuffix`, printed as it would be documented) and
//!   two routes of one method and one shape;
//! - `round_trip`: `path(index, values)` is read back as that route with exactly those values,
//!   for every route and any non-empty values (`/` included), and the reference agrees;
//! - `never_panics`: any path, any method, on any table restful takes; any template text.
//!
//! Then the rules that the properties found tricky, as tables.
//!
//! Case counts are set per property to keep the file near half a minute in a debug build;
//! `PROPTEST_CASES=<n>` sets them all.

#[path = "support/reference.rs"]
mod reference;
#[path = "support/tables.rs"]
mod tables;

use std::collections::BTreeSet;
use std::sync::Mutex;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{Index, select, subsequence};
use proptest::test_runner::RngAlgorithm;
use reference::{Reference, Route};
use restful_core::{Method, RecognizerError, Template};
use tables::{Fill, Part, Spec, Tail};

fn config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(cases);
    ProptestConfig {
        cases,
        // Nothing is written to the source tree: a failure prints its minimal input.
        failure_persistence: None,
        // The default, ChaCha, costs much of a debug build's time; the cases need no
        // cryptographic randomness.
        rng_algorithm: RngAlgorithm::XorShift,
        ..ProptestConfig::default()
    }
}

/// Strings of characters taken from `chars` (regex strategies are slow in a debug build).
fn string_of(chars: &str, len: std::ops::Range<usize>) -> impl Strategy<Value = String> + use<> {
    vec(select(chars.chars().collect::<Vec<_>>()), len).prop_map(String::from_iter)
}

// ---------------------------------------------------------------------------------------------
// Tables.

fn part() -> impl Strategy<Value = Part> {
    let param = |prefix, suffix| Part::Param { prefix, suffix };
    prop_oneof![
        4 => select(tables::STATICS).prop_map(Part::Static),
        3 => Just(param("", "")),
        2 => select(tables::PREFIXES).prop_map(move |prefix| param(prefix, "")),
        2 => select(tables::SUFFIXES).prop_map(move |suffix| param("", suffix)),
        1 => (select(tables::PREFIXES), select(tables::SUFFIXES))
            .prop_map(move |(prefix, suffix)| param(prefix, suffix)),
    ]
}

/// A template (the root one time in twelve, a catch-all last one time in five) and one or two
/// methods.
fn spec() -> impl Strategy<Value = Spec> {
    let parts = prop_oneof![1 => Just(Vec::new()), 11 => vec(part(), 1..4)];
    let methods = prop_oneof![
        3 => select(tables::ROUTED.to_vec()).prop_map(|method| vec![method]),
        1 => subsequence(tables::ROUTED.to_vec(), 2),
    ];
    let catch_all = prop::bool::weighted(0.2);
    (parts, catch_all, 0..4usize, methods).prop_map(|(mut parts, catch_all, names, methods)| {
        if catch_all {
            parts.push(Part::CatchAll);
        }
        Spec {
            parts,
            names,
            methods,
        }
    })
}

/// The candidate routes of a table: 1 to 12 templates, each with its methods. A property keeps
/// those a table can take ([`reference::greedy`]).
fn candidates() -> impl Strategy<Value = Vec<Route>> {
    vec(spec(), 1..13).prop_map(|specs| tables::routes(&specs))
}

// ---------------------------------------------------------------------------------------------
// Requests.

fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => vec(select(tables::VALUE_PIECES), 1..4).prop_map(|pieces| pieces.concat()),
        1 => vec(any::<char>(), 1..4).prop_map(String::from_iter),
    ]
}

/// A value, or several joined by `/` (a catch-all's, or a param's that adds segments).
fn fill_value() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => value(),
        1 => vec(value(), 2..4).prop_map(|values| values.join("/")),
    ]
}

fn fill() -> impl Strategy<Value = Fill> {
    prop_oneof![
        20 => fill_value().prop_map(Fill::Proper),
        2 => fill_value().prop_map(Fill::Bare),
        1 => fill_value().prop_map(Fill::NoPrefix),
        1 => fill_value().prop_map(Fill::NoSuffix),
    ]
}

fn tail() -> impl Strategy<Value = Tail> {
    prop_oneof![
        14 => Just(Tail::Nothing),
        2 => Just(Tail::Slash),
        1 => Just(Tail::DoubleSlash),
        1 => Just(Tail::Query),
        1 => Just(Tail::SlashQuery),
        1 => Just(Tail::Extra),
        1 => Just(Tail::DropLast),
        1 => Just(Tail::EmptyInside),
        1 => Just(Tail::Fragment),
    ]
}

/// A request's path: made from a template of the table (picked by the index), or of loose
/// tokens.
#[derive(Clone, Debug)]
enum Request {
    Template(Index, Vec<Fill>, Tail),
    Tokens(String),
}

impl Request {
    fn path(&self, templates: &[Template]) -> String {
        match self {
            Request::Template(index, fills, tail) => {
                tables::path(&templates[index.index(templates.len())], fills, *tail)
            }
            Request::Tokens(path) => path.clone(),
        }
    }
}

/// `/`-separated pieces of values, with `//`, `?` and `#` among them.
fn tokens() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        6 => value().prop_map(|value| format!("/{value}")),
        1 => select(&["/", "?", "?q=/a", "#", "//", "/.", "/.."][..]).prop_map(str::to_owned),
    ];
    vec(token, 0..6).prop_map(|tokens| tokens.concat())
}

fn request() -> impl Strategy<Value = Request> {
    prop_oneof![
        6 => (any::<Index>(), vec(fill(), 5), tail())
            .prop_map(|(index, fills, tail)| Request::Template(index, fills, tail)),
        1 => tokens().prop_map(Request::Tokens),
    ]
}

// ---------------------------------------------------------------------------------------------
// (a) Agreement with the reference.

proptest! {
    #![proptest_config(config(2_000))]

    /// docs/routing.md 2: on a table that both take, every request made from it gets the same
    /// answer from restful and from the reference, for each of six methods.
    #[test]
    fn agrees_with_matchit(candidates in candidates(), requests in vec(request(), 1..12)) {
        let table = reference::greedy(&candidates, reference::both_accept);
        let recognizer = reference::recognizer(&table).expect("greedy keeps a table it takes");
        let matchit = Reference::new(&table).expect("greedy keeps a table matchit takes");
        let templates: Vec<Template> = table
            .iter()
            .map(|(_, text)| Template::parse(text).expect("a template"))
            .collect();
        for request in &requests {
            let path = request.path(&templates);
            for method in &tables::REQUESTED {
                reference::agree(&recognizer, &matchit, method, &path)
                    .map_err(TestCaseError::fail)?;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// (b) What matchit takes, restful takes.

/// The refusals of tables that matchit takes, each printed once, as a row of the table that
/// documents them would read: the two segments at the place where the templates part, after
/// the segments they share (`/…`).
static DOCUMENTED: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());

fn document(err: &RecognizerError) {
    let RecognizerError::Conflict {
        first,
        second,
        kind,
    } = err
    else {
        return;
    };
    let (first, second) = (reference::shape(&first.1), reference::shape(&second.1));
    let (first, second): (Vec<&str>, Vec<&str>) =
        (first.split('/').collect(), second.split('/').collect());
    let part = (1..first.len().min(second.len()))
        .find(|&i| first[i] != second[i])
        .unwrap_or(1);
    let shared = if part > 1 { "/…" } else { "" };
    let mut pair = [first[part], second[part]];
    pair.sort_unstable();
    let row = format!(
        "| `{shared}/{}` | `{shared}/{}` | matchit 0.9 takes both; restful refuses them: {kind:?} |",
        pair[0], pair[1],
    );
    let mut documented = DOCUMENTED.lock().unwrap_or_else(|err| err.into_inner());
    if documented.insert(row.clone()) {
        eprintln!("{row}");
    }
}

proptest! {
    #![proptest_config(config(3_000))]

    /// Restful takes every table that matchit takes (its shapes inserted in order), except where
    /// a suffix extends another (or a whole-segment param's empty one) by one or two hex digits,
    /// where two routes have one method and one shape, and (KNOWN DIFFERENCE, see
    /// `Refusal::MatchitOrder`) where matchit refuses the two routes on their own in some order.
    /// Each refused route is taken out in turn, and the rest checked again.
    #[test]
    fn acceptance(candidates in candidates()) {
        for err in reference::acceptance(&candidates).map_err(TestCaseError::fail)? {
            document(&err);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// (c) Round trip.

/// Values for path generation: the pieces of paths, and `/`, `?`, `#`, `%`, and empty and dot
/// segments once a value is split at its `/`.
fn round_trip_value() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        6 => select(tables::VALUE_PIECES).prop_map(str::to_owned),
        2 => select(&["/", "?", "//", "/.", "./", "/..", "%", "#"][..]).prop_map(str::to_owned),
        1 => any::<char>().prop_map(String::from),
    ];
    prop_oneof![
        5 => vec(piece, 1..5).prop_map(|pieces| pieces.concat()),
        1 => vec(any::<char>(), 1..8).prop_map(String::from_iter),
    ]
}

proptest! {
    #![proptest_config(config(2_000))]

    /// docs/routing.md 3: for every route of a table, `path(index, values)` is a path, and
    /// recognizing it with the route's method gives this route and exactly these values; where
    /// matchit takes the table, the reference gives the same answer. Tables that both take, and
    /// tables that restful alone takes. Too few or too many values, or an empty one, are no path.
    #[test]
    fn round_trip(candidates in candidates(), values in vec(round_trip_value(), 5)) {
        let tables = [
            reference::greedy(&candidates, reference::both_accept),
            reference::greedy(&candidates, reference::restful_accepts),
        ];
        for table in &tables {
            let recognizer = reference::recognizer(table).expect("greedy keeps a table it takes");
            let matchit = Reference::new(table).ok();
            for (index, (method, template)) in table.iter().enumerate() {
                let count = Template::parse(template).expect("a template").param_count();
                let values: Vec<&str> = values[..count].iter().map(String::as_str).collect();
                let path = reference::round_trip(&recognizer, table, index, &values);
                if let Some(matchit) = &matchit {
                    reference::agree(&recognizer, matchit, method, &path)
                        .map_err(TestCaseError::fail)?;
                }
                let more: Vec<&str> = values.iter().copied().chain(["1"]).collect();
                prop_assert_eq!(recognizer.path(index, &more), None);
                if let Some((_, fewer)) = values.split_last() {
                    prop_assert_eq!(recognizer.path(index, fewer), None);
                    let mut empty = values.clone();
                    empty[0] = "";
                    prop_assert_eq!(recognizer.path(index, &empty), None);
                }
            }
            prop_assert_eq!(recognizer.path(table.len(), &[]), None);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// (d) No panic.

/// Any method: the routed ones, HEAD, unrouted standard ones, extension tokens.
fn method() -> impl Strategy<Value = Method> {
    let standard = [
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
    prop_oneof![
        8 => select(standard.to_vec()),
        1 => string_of("ABCGHPSTXabcgz019!#$%&'*+.^_`|~-", 1..13).prop_map(|token| {
            Method::from_bytes(token.as_bytes()).unwrap_or_else(|err| panic!("{token:?}: {err}"))
        }),
    ]
}

/// Any string as a path: of the characters that matter to recognition, any Unicode, or tokens.
fn any_path() -> impl Strategy<Value = String> {
    prop_oneof![
        2 => string_of("/%?.#~a4xe.pngé{}*", 0..40),
        1 => vec(any::<char>(), 0..30).prop_map(String::from_iter),
        2 => tokens(),
    ]
}

/// Any text as a template: of the characters of the template language, and some others.
fn any_template() -> impl Strategy<Value = String> {
    string_of("/{}*ax_.~4%:", 0..16)
}

proptest! {
    #![proptest_config(config(2_000))]

    /// docs/routing.md 2.8: on any table that restful takes, any path with any method gets an
    /// answer consistent with itself (the checks of `reference::ours`), the same twice; any
    /// values give a path or none, never a panic, and a path that comes back; any template text
    /// is taken or refused.
    #[test]
    fn never_panics(
        candidates in candidates(),
        junk in vec(any_template(), 0..3),
        requests in vec((method(), any_path()), 1..10),
        values in vec(vec(any::<char>(), 0..4).prop_map(String::from_iter), 0..5),
    ) {
        let junk: Vec<Route> = junk.into_iter().map(|text| (Method::GET, text)).collect();
        let _ = reference::recognizer(&junk);
        let with_junk: Vec<Route> = candidates.iter().cloned().chain(junk).collect();
        let table = reference::greedy(&with_junk, reference::restful_accepts);
        let recognizer = reference::recognizer(&table).expect("greedy keeps a table it takes");
        for (method, path) in &requests {
            let outcome = reference::ours(&recognizer, method, path);
            prop_assert_eq!(&reference::ours(&recognizer, method, path), &outcome);
        }
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        for (index, (_, template)) in table.iter().enumerate() {
            let count = Template::parse(template).expect("a template").param_count();
            let fits = count == values.len() && values.iter().all(|value| !value.is_empty());
            match recognizer.path(index, &values) {
                Some(_) if fits => {
                    reference::round_trip(&recognizer, &table, index, &values);
                }
                Some(path) => prop_assert!(false, "{} with {:?}: {:?}", template, values, path),
                None => prop_assert!(!fits, "{} with {:?}: no path", template, values),
            }
        }
    }
}
