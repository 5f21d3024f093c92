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
//! One known difference is left out where it shows, marked KNOWN in `support/reference.rs`:
//! tables that matchit takes only in their order (`Refusal::MatchitOrder`), which restful
//! refuses in any order.
//!
//! Then the rules that the properties found tricky, as tables.
//!
//! Case counts are set per property to keep the file under half a minute in a debug build;
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
use reference::{Outcome, Reference, Route};
use restful_core::{Method, Recognizer, RecognizerError, Template};
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
    #![proptest_config(config(6_000))]

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

/// A suffix that extends another by lower-case letters only is taken: no escape ends with one,
/// so a value of the shorter suffix that ends with them is written with its last byte escaped.
#[test]
fn a_suffix_that_adds_lower_case_letters_to_another_is_taken() {
    let routes = [
        (Method::GET, "/{y}"),
        (Method::GET, "/{x}e"),
        (Method::GET, "/n/{y}4"),
        (Method::GET, "/n/{x}e4"),
    ];
    check(
        &routes,
        &[
            ("GET /ae", Found(1, &[("x", "a")])),
            ("GET /a%65", Found(0, &[("y", "ae")])),
            ("GET /n/ae4", Found(3, &[("x", "a")])),
            ("GET /n/a%654", Found(2, &[("y", "ae")])),
        ],
    );
    let table: Vec<Route> = routes
        .iter()
        .map(|(method, template)| (method.clone(), (*template).to_owned()))
        .collect();
    let recognizer = reference::recognizer(&table).expect("taken");
    assert_eq!(recognizer.path(0, &["ae"]).as_deref(), Some("/a%65"));
    assert_eq!(recognizer.path(2, &["ae"]).as_deref(), Some("/n/a%654"));
}

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
    #![proptest_config(config(8_000))]

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
    #![proptest_config(config(4_000))]

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
    #![proptest_config(config(8_000))]

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

// ---------------------------------------------------------------------------------------------
// The rules the properties found tricky: each row checked against restful and the reference.

/// What a row expects.
enum Row<'a> {
    /// The route at this index, with these params (the path as recognized is the request's,
    /// without its query and one trailing `/`).
    Found(usize, &'a [(&'a str, &'a str)]),
    NotFound,
    Allow(&'a str),
    BadRequest,
}

use Row::{Allow, BadRequest, Found, NotFound};

/// Rows: `("METHOD path", expected)`.
type Rows<'a> = &'a [(&'a str, Row<'a>)];

impl Row<'_> {
    fn outcome(&self, path: &str) -> Outcome {
        let recognized = path.split('?').next().unwrap_or_default();
        let recognized = match recognized.strip_suffix('/') {
            Some(stripped) if !stripped.is_empty() => stripped,
            _ => recognized,
        };
        match *self {
            Found(index, params) => Outcome::Found {
                index,
                path: recognized.to_owned(),
                params: params
                    .iter()
                    .map(|&(name, value)| (name.to_owned(), value.to_owned()))
                    .collect(),
            },
            NotFound => Outcome::NotFound,
            Allow(methods) => Outcome::MethodNotAllowed(methods.to_owned()),
            BadRequest => Outcome::BadRequest,
        }
    }
}

/// The table of `routes` as both take it.
fn table_of(routes: &[(Method, &str)]) -> (Vec<Route>, Recognizer<usize>, Reference) {
    let routes: Vec<Route> = routes
        .iter()
        .map(|(method, template)| (method.clone(), (*template).to_owned()))
        .collect();
    let recognizer = reference::recognizer(&routes).unwrap_or_else(|err| panic!("{err}"));
    let matchit = Reference::new(&routes).unwrap_or_else(|err| panic!("{err}"));
    (routes, recognizer, matchit)
}

/// Checks every row, `("METHOD path", expected)`, against restful and the reference, and
/// reports all the rows that fail at once.
#[track_caller]
fn check(routes: &[(Method, &str)], rows: Rows<'_>) {
    let (routes, recognizer, matchit) = table_of(routes);
    let failures: Vec<String> = rows
        .iter()
        .filter_map(|(request, row)| {
            let (method, path) = request.split_once(' ').expect("`METHOD path`");
            let method = Method::from_bytes(method.as_bytes()).expect("a method");
            let expected = row.outcome(path);
            let ours = reference::ours(&recognizer, &method, path);
            let theirs = matchit.recognize(&method, path);
            (ours != expected || theirs != expected).then(|| {
                format!(
                    "  {request:?}: expected {expected:?}, restful {ours:?}, reference {theirs:?}"
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "in [{}], {} of {} rows failed:\n{}",
        reference::table(&routes),
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}

#[test]
fn static_segments_come_first_then_prefixes_longest_first_each_falling_back() {
    // In this order: matchit reads `/d` and `/e` as suffixes in its conflict checks, and
    // refuses `/f/a{x}/d` or `/f/{x}/e` after `/f/ab{x}`.
    let routes = [
        (Method::GET, "/f/{x}/e"),
        (Method::GET, "/f/a{x}/d"),
        (Method::GET, "/f/ab"),
        (Method::GET, "/f/ab{x}"),
    ];
    check(
        &routes,
        &[
            ("GET /f/ab", Found(2, &[])),
            ("GET /f/abc", Found(3, &[("x", "c")])),
            // `ab{x}` has nothing below it: `a{x}` takes the segment.
            ("GET /f/abc/d", Found(1, &[("x", "bc")])),
            // The static `ab` has nothing below it, `ab{x}` needs a value.
            ("GET /f/ab/d", Found(1, &[("x", "b")])),
            ("GET /f/ab/e", Found(0, &[("x", "ab")])),
            ("GET /f/abc/e", Found(0, &[("x", "abc")])),
            // A prefix alone leaves its param empty.
            ("GET /f/a/d", NotFound),
            ("GET /f/a/e", Found(0, &[("x", "a")])),
            ("GET /f/%61b", NotFound),
            ("GET /f/%61b/e", Found(0, &[("x", "ab")])),
        ],
    );
}

#[test]
fn the_longest_suffix_that_ends_the_segment_is_taken_and_not_fallen_back_from() {
    let routes = [
        (Method::GET, "/s/{x}.png/a"),
        (Method::GET, "/s/{x}/b"),
        (Method::GET, "/s/{x}.tar.png"),
        (Method::GET, "/s/{x}.json"),
    ];
    check(
        &routes,
        &[
            ("GET /s/k.png/a", Found(0, &[("x", "k")])),
            // `.png` goes on, so it takes the segment; `{x}/b` is not tried.
            ("GET /s/k.png/b", NotFound),
            ("GET /s/k%2Epng/b", Found(1, &[("x", "k.png")])),
            ("GET /s/k.pn%67/b", Found(1, &[("x", "k.png")])),
            // Where the segment is the last, only suffixes whose templates end count.
            ("GET /s/k.tar.png", Found(2, &[("x", "k")])),
            ("GET /s/k.png", NotFound),
            // Where it is not, only those whose templates go on.
            ("GET /s/k.tar.png/a", Found(0, &[("x", "k.tar")])),
            ("GET /s/k.json/b", Found(1, &[("x", "k.json")])),
            // A suffix needs a value before it.
            ("GET /s/.json", NotFound),
            ("GET /s/.png/a", NotFound),
            ("GET /s/.png/b", Found(1, &[("x", ".png")])),
            ("GET /s/k.jpg/b", Found(1, &[("x", "k.jpg")])),
        ],
    );
}

#[test]
fn a_dot_segment_holds_no_param_whatever_the_static_text_beside_it() {
    let routes = [
        (Method::GET, "/p/.{x}"),
        (Method::GET, "/s/{x}."),
        (Method::GET, "/w/{x}"),
        (Method::GET, "/c/{*rest}"),
        (Method::GET, "/m/v{x}"),
    ];
    check(
        &routes,
        &[
            // The segment is what counts, not the value.
            ("GET /p/..", NotFound),
            ("GET /p/.%2E", Found(0, &[("x", ".")])),
            ("GET /p/...", Found(0, &[("x", "..")])),
            ("GET /s/..", NotFound),
            ("GET /s/%2E.", Found(1, &[("x", ".")])),
            ("GET /m/v.", Found(4, &[("x", ".")])),
            ("GET /m/v..", Found(4, &[("x", "..")])),
            ("GET /w/.", NotFound),
            ("GET /w/..", NotFound),
            ("GET /w/%2E", Found(2, &[("x", ".")])),
            ("GET /w/...", Found(2, &[("x", "...")])),
            // A catch-all: any of its segments.
            ("GET /c/a/./b", NotFound),
            ("GET /c/a/..", NotFound),
            ("GET /c/..", NotFound),
            ("GET /c/a/%2E/b", Found(3, &[("rest", "a/./b")])),
            ("GET /c/.a/b.", Found(3, &[("rest", ".a/b.")])),
            // Dots before the method: a 405 still.
            ("PUT /w/..", Allow("GET, HEAD")),
        ],
    );
}

#[test]
fn a_catch_all_takes_whole_segments_and_is_decoded_as_a_whole() {
    let routes = [
        (Method::GET, "/c/{*rest}"),
        (Method::GET, "/c/b"),
        (Method::GET, "/c/v{x}"),
        (Method::POST, "/c/{*path}"),
    ];
    check(
        &routes,
        &[
            ("GET /c/a%2Fb/c", Found(0, &[("rest", "a/b/c")])),
            ("GET /c/caf%C3%A9/x", Found(0, &[("rest", "café/x")])),
            // `%C3` and `%A9` with a `/` between them are no `é`.
            ("GET /c/%C3/%A9", BadRequest),
            ("GET /c/%zz/a", BadRequest),
            ("GET /c/b", Found(1, &[])),
            ("GET /c/b/c", Found(0, &[("rest", "b/c")])),
            ("GET /c/vq", Found(2, &[("x", "q")])),
            ("GET /c/vq/r", Found(0, &[("rest", "vq/r")])),
            ("GET /c/v", Found(0, &[("rest", "v")])),
            ("GET /c/a/", Found(0, &[("rest", "a")])),
            ("GET /c/a/?q=/", Found(0, &[("rest", "a")])),
            // One segment at least, none empty.
            ("GET /c/", NotFound),
            ("GET /c", NotFound),
            ("GET /c/a//b", NotFound),
            ("GET /c/a/b//", NotFound),
            // Names per route: the same shape under another method.
            ("POST /c/a/b", Found(3, &[("path", "a/b")])),
            ("DELETE /c/a/b", Allow("GET, HEAD, POST")),
            ("DELETE /c/b", Allow("GET, HEAD")),
        ],
    );
}

#[test]
fn each_route_names_its_own_params_and_a_405_lists_the_templates_methods() {
    let routes = [
        (Method::GET, "/n/{id}"),
        (Method::POST, "/n/{slug}"),
        (Method::PUT, "/n/{x}.json"),
        (Method::DELETE, "/n/{y}.json"),
        (Method::DELETE, "/"),
    ];
    check(
        &routes,
        &[
            ("GET /n/7", Found(0, &[("id", "7")])),
            ("HEAD /n/7", Found(0, &[("id", "7")])),
            ("POST /n/7", Found(1, &[("slug", "7")])),
            ("PUT /n/7.json", Found(2, &[("x", "7")])),
            ("DELETE /n/7.json", Found(3, &[("y", "7")])),
            ("POST /n/7.json", Allow("PUT, DELETE")),
            ("PATCH /n/7", Allow("GET, HEAD, POST")),
            ("OPTIONS /n/7", Allow("GET, HEAD, POST")),
            ("DELETE /n/7%2Ejson", Allow("GET, HEAD, POST")),
            ("DELETE /", Found(4, &[])),
            ("DELETE //", Found(4, &[])),
            ("DELETE /?/n/7", Found(4, &[])),
            ("GET /", Allow("DELETE")),
            ("DELETE ///", NotFound),
            ("DELETE n/7", NotFound),
        ],
    );
}

/// A trailing `/` is ignored after a last segment that a param with a suffix takes, as
/// everywhere else: the suffixes that count are those whose templates end there.
#[test]
fn a_trailing_slash_is_ignored_after_a_segment_with_a_suffix() {
    let routes = [
        (Method::GET, "/{x}.png"),
        (Method::GET, "/{y}.tar.png/c"),
        (Method::GET, "/b/{x}.json"),
        (Method::GET, "/b/{x}"),
    ];
    check(
        &routes,
        &[
            ("GET /a.png", Found(0, &[("x", "a")])),
            ("GET /a.png/", Found(0, &[("x", "a")])),
            ("GET /a.png/?q", Found(0, &[("x", "a")])),
            ("GET /a.tar.png/", Found(0, &[("x", "a.tar")])),
            ("GET /a.tar.png/c/", Found(1, &[("y", "a")])),
            ("GET /b/a.json/", Found(2, &[("x", "a")])),
        ],
    );
}

#[test]
fn a_path_escapes_the_end_of_a_value_that_another_template_would_take() {
    let routes = [
        (Method::GET, "/f/new"),
        (Method::GET, "/f/{x}"),
        (Method::GET, "/f/{x}.json"),
        (Method::GET, "/g/a{x}"),
        (Method::GET, "/g/{x}"),
        (Method::GET, "/c/{*rest}"),
        (Method::GET, "/s/{x}.png/a"),
        (Method::GET, "/s/{x}/b"),
    ];
    let rows: &[(usize, &[&str], &str)] = &[
        // The first byte, against a static segment or a longer prefix.
        (1, &["new"], "/f/%6Eew"),
        (4, &["ab"], "/g/%61b"),
        (4, &["a"], "/g/a"),
        (3, &["b"], "/g/ab"),
        (3, &["%"], "/g/a%25"),
        // The last byte, against a longer suffix, for the last segment or another.
        (1, &["a.json"], "/f/a.jso%6E"),
        (2, &["a.json"], "/f/a.json.json"),
        (7, &["k.png"], "/s/k.pn%67/b"),
        (6, &["k.png"], "/s/k.png.png/a"),
        // A dot segment's first byte; a value with dots in a longer segment stays.
        (1, &["."], "/f/%2E"),
        (1, &[".."], "/f/%2E."),
        (2, &["."], "/f/..json"),
        (1, &["a/b"], "/f/a%2Fb"),
        // A catch-all keeps its `/` between non-empty segments only.
        (5, &["a/b"], "/c/a/b"),
        (5, &["/a"], "/c/%2Fa"),
        (5, &["a//b"], "/c/a%2F/b"),
        (5, &["a/"], "/c/a%2F"),
        (5, &["a/./b"], "/c/a/%2E/b"),
    ];
    let (table, recognizer, matchit) = table_of(&routes);
    for &(index, values, expected) in rows {
        assert_eq!(
            recognizer.path(index, values).as_deref(),
            Some(expected),
            "{} {values:?}",
            routes[index].1
        );
        let path = reference::round_trip(&recognizer, &table, index, values);
        let agreed = reference::agree(&recognizer, &matchit, &Method::GET, &path);
        assert_eq!(agreed, Ok(()), "{path}");
    }
}

/// A suffix that extends another (or a whole-segment param's empty one) by one or two of the
/// characters that end a percent-escape (`0-9`, `A-F`) is refused, though matchit takes both:
/// a value of the shorter one that ends with them may be read as the longer one however it is
/// spelled — a digit `d` is `d` or `%3d`, a `/` is `%2F`, the control character U+0014 is
/// `%14`. The rule is wider than the values it saves (`a14` can be spelled `a1%34`), and it
/// leaves out the lower-case letters, which no escape ends with (`ae` is `a%65`).
#[test]
fn a_suffix_that_adds_escape_digits_to_another_is_refused() {
    let rows: &[([&str; 2], Rows<'_>)] = &[
        (
            ["/{y}", "/{x}4"],
            &[
                ("GET /a4", Found(1, &[("x", "a")])),
                ("GET /a%34", BadRequest),
            ],
        ),
        (
            ["/{y}", "/{x}34"],
            &[("GET /a3%34", BadRequest), ("GET /a%33%34", BadRequest)],
        ),
        (
            ["/{y}", "/{x}14"],
            &[
                ("GET /a%14", BadRequest),
                ("GET /a1%34", Found(0, &[("y", "a14")])),
            ],
        ),
        (["/{y}", "/{x}F"], &[("GET /a%2F", BadRequest)]),
    ];
    for (templates, paths) in rows {
        let routes: Vec<Route> = templates
            .iter()
            .map(|template| (Method::GET, (*template).to_owned()))
            .collect();
        let err = reference::recognizer(&routes).expect_err("refused");
        assert!(
            matches!(
                err,
                RecognizerError::Conflict {
                    kind: restful_core::ConflictKind::HexSuffix,
                    ..
                }
            ),
            "{templates:?}: {err}"
        );
        let matchit = Reference::new(&routes).expect("matchit takes both");
        for (request, row) in *paths {
            let path = request.trim_start_matches("GET ");
            assert_eq!(
                matchit.recognize(&Method::GET, path),
                row.outcome(path),
                "{templates:?} {path}"
            );
        }
    }
}
