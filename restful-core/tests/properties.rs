//! Property tests of recognition and path generation (docs/routing.md, "2. Recognition" and
//! "3. Path generation"), with and without nesting, over several registries whose base paths
//! nest inside each other (`/a`, `/a/b`, `/a/b/c`, `/a/new_form/x`, `/a/x/edit_form`...) and
//! under parents (`/a/{a_id}/c`, `/a/{a_id}/c/{c_id}/d/{d_id}/e`, beside static `/a/b/c` and
//! `/a/x/c`), with `only`/`except` variety:
//!
//! - `round_trip`: `recognize(action.method(), path_for(action, ids))` gives back the
//!   controller, the action and exactly the ids, for any non-empty ids, at every position
//!   (routing.md 3.4);
//! - `recognize_never_panics_and_is_consistent`: any method, any path (routing.md 2.8);
//! - `agrees_with_matchit`: restful against a reference made of matchit 0.9 for the choice
//!   of the template, and of the other steps of routing.md 2 written
//!   out here.
//!
//! The process-wide registry of this binary conflicts on purpose (several controllers share a
//! base path with different action sets); every property builds its own registries.

// Controllers are named after their base paths: `ACD` is `/a/{a_id}/c/{c_id}/d`.
#![allow(clippy::upper_case_acronyms)]

mod support;

use std::collections::BTreeMap;
use std::sync::LazyLock;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::RngAlgorithm;
use restful_core::{Controller, Method, Registry, Restful, Route};
use support::{BadRequest, NotFound, Outcome};

// `/a`, in two action sets.
#[derive(Restful)]
#[restful(resource = "a")]
struct A;

#[derive(Restful)]
#[restful(resource = "a", only(index, show))]
struct AIndexShow;

// `/a/b`: all seven; or `{id}` routes only, no static template.
#[derive(Restful)]
#[restful(prefix = "/a", resource = "b")]
struct AB;

#[derive(Restful)]
#[restful(prefix = "/a", resource = "b", only(show, edit_form, update, destroy))]
struct ABMembers;

// `/a/b/c`: all seven; or `edit_form` only.
#[derive(Restful)]
#[restful(prefix = "/a/b", resource = "c")]
struct ABC;

#[derive(Restful)]
#[restful(prefix = "/a/b", resource = "c", only(edit_form))]
struct ABCEdit;

// Segments that are prefixes of others: `bc` of `b`, `new` of `new_form`.
#[derive(Restful)]
#[restful(prefix = "/a", resource = "bc", only(index, update))]
struct ABc;

#[derive(Restful)]
#[restful(prefix = "/a", resource = "new", only(index, show))]
struct ANew;

// `/a/new_form`, `A`'s `new_form` template, as a base path: no GET there (that would conflict
// with `A#new_form`), or with GET beside `AIndexShow`, which has no `new_form`.
#[derive(Restful)]
#[restful(prefix = "/a", resource = "new_form", except(index, new_form, update))]
struct ANewForm;

#[derive(Restful)]
#[restful(prefix = "/a", resource = "new_form", only(index, show))]
struct ANewFormIndex;

#[derive(Restful)]
#[restful(prefix = "/a/new_form", resource = "x")]
struct ANewFormX;

#[derive(Restful)]
#[restful(prefix = "/a", resource = "edit_form")]
struct AEditForm;

// `/a/x`: `{id}` routes only; `/a/x/edit_form` a static template below it.
#[derive(Restful)]
#[restful(prefix = "/a", resource = "x", only(show))]
struct AX;

#[derive(Restful)]
#[restful(prefix = "/a/x", resource = "edit_form", only(index))]
struct AXEditForm;

#[derive(Restful)]
#[restful(prefix = "/a", resource = "1", only(edit_form))]
struct AOne;

#[derive(Restful)]
#[restful(prefix = "/a/b/edit_form", resource = "c", only(show, destroy))]
struct ABEditFormC;

// `/b`: POST only; `/b/new_form` below it, all seven.
#[derive(Restful)]
#[restful(resource = "b", only(create))]
struct B;

#[derive(Restful)]
#[restful(prefix = "/b", resource = "new_form")]
struct BNewForm;

// Nested: `/a/{a_id}/c`, `/a/{a_id}/c/{c_id}/d`, `/a/{a_id}/c/{c_id}/d/{d_id}/e` (four ids),
// beside the static `/a/b/c` (`ABC`) and `/a/x/c`, and `/a/b/{b_id}/c` under `AB`.
#[derive(Restful)]
#[restful(parent = A, resource = "c")]
struct AC;

#[derive(Restful)]
#[restful(parent = AC, resource = "d", except(new_form))]
struct ACD;

#[derive(Restful)]
#[restful(parent = ACD, resource = "e")]
struct ACDE;

#[derive(Restful)]
#[restful(parent = AIndexShow, resource = "c", only(show, edit_form))]
struct AIndexShowC;

// The deepest templates of a registry are member ones: no `edit_form` goes further.
#[derive(Restful)]
#[restful(parent = AIndexShowC, resource = "d", only(index, show))]
struct AIndexShowCD;

#[derive(Restful)]
#[restful(prefix = "/a/x", resource = "c", only(index, show))]
struct AXC;

#[derive(Restful)]
#[restful(parent = AB, resource = "c", only(index, create, destroy))]
struct ABNestedC;

// Under `A`, children whose names are `A`'s own segments: `/a/{a_id}/edit_form` (POST only: its
// GET would conflict with `A#edit_form`), `/a/{a_id}/new_form` and `/a/{a_id}/b`.
#[derive(Restful)]
#[restful(parent = A, resource = "edit_form", only(create, show))]
struct AEditFormChild;

#[derive(Restful)]
#[restful(parent = A, resource = "new_form", only(index, show, edit_form))]
struct ANewFormChild;

#[derive(Restful)]
#[restful(parent = A, resource = "b", singular = "bee")]
struct ABChild;

#[derive(Restful)]
#[restful(parent = ABChild, resource = "c", only(index, show))]
struct ABChildC;

// Custom actions and singular resources. `/a` with collection `search` and member `close`, `x`
// and `edit` (beside `AX`, `/a/x`), and `/a/{a_id}/c` below it with a member action.
#[derive(Restful)]
#[restful(
    resource = "a",
    collection(get(search)),
    member(post(close), get(x), put(edit))
)]
struct ACustom;

#[derive(Restful)]
#[restful(parent = ACustom, resource = "c", member(delete(ok)))]
struct ACustomC;

// A singleton below a plural: `/a/{a_id}/s`.
#[derive(Restful)]
#[restful(parent = ACustom, resource = "s", singleton)]
struct ACustomS;

// A singleton `/p` with a member action, a plural child `/p/q` with actions of its own, a
// singleton child `/p/t`, and a singleton `/p/q/{q_id}/s` below `/p/q`.
#[derive(Restful)]
#[restful(resource = "p", singleton, member(post(verify)))]
struct P;

#[derive(Restful)]
#[restful(
    parent = P,
    resource = "q",
    collection(get(search)),
    member(delete(ok))
)]
struct PQ;

#[derive(Restful)]
#[restful(parent = P, resource = "t", singleton, only(show, update), member(post(verify)))]
struct PT;

#[derive(Restful)]
#[restful(parent = PQ, resource = "s", singleton, member(post(verify)))]
struct PQS;

// `/b` with a collection action named like itself and a member action named like `ACustom`'s.
#[derive(Restful)]
#[restful(resource = "b", only(create), collection(post(b)), member(post(close)))]
struct BCustom;

/// The registries every property runs over.
static REGISTRIES: LazyLock<Vec<Registry>> = LazyLock::new(|| {
    let sets: [&[&'static Controller]; 17] = [
        &[A::CONTROLLER],
        &[
            AIndexShow::CONTROLLER,
            AIndexShowC::CONTROLLER,
            AIndexShowCD::CONTROLLER,
        ],
        &[AIndexShow::CONTROLLER],
        &[A::CONTROLLER, AB::CONTROLLER, ABC::CONTROLLER],
        &[
            AIndexShow::CONTROLLER,
            ABMembers::CONTROLLER,
            ABCEdit::CONTROLLER,
        ],
        &[ABMembers::CONTROLLER, ABC::CONTROLLER],
        &[
            A::CONTROLLER,
            ABc::CONTROLLER,
            ANew::CONTROLLER,
            ANewForm::CONTROLLER,
            ANewFormX::CONTROLLER,
            AEditForm::CONTROLLER,
        ],
        &[
            A::CONTROLLER,
            AX::CONTROLLER,
            AXEditForm::CONTROLLER,
            AOne::CONTROLLER,
            B::CONTROLLER,
            BNewForm::CONTROLLER,
        ],
        &[
            A::CONTROLLER,
            AB::CONTROLLER,
            ABC::CONTROLLER,
            ABc::CONTROLLER,
            ANew::CONTROLLER,
            ANewForm::CONTROLLER,
            ANewFormX::CONTROLLER,
            AEditForm::CONTROLLER,
            AX::CONTROLLER,
            AXEditForm::CONTROLLER,
            AOne::CONTROLLER,
            ABEditFormC::CONTROLLER,
            B::CONTROLLER,
            BNewForm::CONTROLLER,
        ],
        &[
            AIndexShow::CONTROLLER,
            ANewFormIndex::CONTROLLER,
            ANewFormX::CONTROLLER,
            ABMembers::CONTROLLER,
            ABCEdit::CONTROLLER,
            AX::CONTROLLER,
            AXEditForm::CONTROLLER,
        ],
        &[
            A::CONTROLLER,
            AC::CONTROLLER,
            ACD::CONTROLLER,
            ACDE::CONTROLLER,
        ],
        &[
            A::CONTROLLER,
            AB::CONTROLLER,
            ABC::CONTROLLER,
            AC::CONTROLLER,
            ACD::CONTROLLER,
            ACDE::CONTROLLER,
            AX::CONTROLLER,
            AXC::CONTROLLER,
            ABNestedC::CONTROLLER,
            AEditFormChild::CONTROLLER,
            ANewFormChild::CONTROLLER,
            ABChild::CONTROLLER,
            ABChildC::CONTROLLER,
            ANewFormX::CONTROLLER,
            AEditForm::CONTROLLER,
        ],
        &[
            AIndexShow::CONTROLLER,
            AIndexShowC::CONTROLLER,
            AIndexShowCD::CONTROLLER,
            ABMembers::CONTROLLER,
            ABCEdit::CONTROLLER,
            AXC::CONTROLLER,
            AXEditForm::CONTROLLER,
            ANewFormIndex::CONTROLLER,
        ],
        // Custom actions and singletons.
        &[ACustom::CONTROLLER, AX::CONTROLLER, ACustomC::CONTROLLER],
        &[
            P::CONTROLLER,
            PQ::CONTROLLER,
            PT::CONTROLLER,
            PQS::CONTROLLER,
        ],
        &[
            ACustom::CONTROLLER,
            ACustomC::CONTROLLER,
            ACustomS::CONTROLLER,
            P::CONTROLLER,
            PQ::CONTROLLER,
            BCustom::CONTROLLER,
        ],
        &[
            ACustom::CONTROLLER,
            AX::CONTROLLER,
            ACustomC::CONTROLLER,
            ACustomS::CONTROLLER,
            P::CONTROLLER,
            PQ::CONTROLLER,
            PT::CONTROLLER,
            PQS::CONTROLLER,
            BCustom::CONTROLLER,
        ],
    ];
    sets.iter()
        .map(|set| Registry::new(set.iter().copied()).unwrap_or_else(|err| panic!("{err}")))
        .collect()
});

/// Every segment of every base path above, and the two static segments of the templates.
const STATIC_SEGMENTS: &[&str] = &[
    "a",
    "b",
    "c",
    "d",
    "e",
    "bc",
    "new",
    "new_form",
    "edit_form",
    "x",
    "1",
    "search",
    "close",
    "edit",
    "verify",
    "ok",
    "p",
    "q",
    "s",
    "t",
];

/// Strings of `len` characters taken from `chars`. (Regex strategies are much slower to
/// generate from in a debug build, and the case counts here are large.)
fn string_of(chars: &str, len: std::ops::Range<usize>) -> impl Strategy<Value = String> + use<> {
    vec(select(chars.chars().collect::<Vec<_>>()), len).prop_map(String::from_iter)
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // Nothing is written to the source tree: a failure prints its minimal input.
        failure_persistence: None,
        // The default, ChaCha, dominates the run time of a debug build; the cases need no
        // cryptographic randomness.
        rng_algorithm: RngAlgorithm::XorShift,
        ..ProptestConfig::default()
    }
}

// ---------------------------------------------------------------------------------------------
// (a) Round trip, routing.md 3.4.

/// Ids: arbitrary Unicode (control characters included), and concatenations of the pieces
/// most likely to be read as something else.
fn id() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => select(STATIC_SEGMENTS).prop_map(str::to_owned),
        3 => select(&[".", "..", "%", "/", "?", "#", " ", "\0", "+", "%41", "%2F", "%zz", "é"][..])
            .prop_map(str::to_owned),
        2 => string_of("abcxyz019._~-", 1..4),
        1 => any::<char>().prop_map(String::from),
    ];
    prop_oneof![
        3 => vec(piece, 1..4).prop_map(|pieces| pieces.concat()),
        2 => vec(any::<char>(), 1..12).prop_map(String::from_iter),
    ]
}

proptest! {
    #![proptest_config(config(100_000))]

    /// routing.md 3.4: for one of the registries, every route, custom actions and singletons
    /// included, with the ids at every position drawn from the same strategy.
    #[test]
    fn round_trip(ids in vec(id(), 4), registry in select(REGISTRIES.iter().collect::<Vec<_>>())) {
        for route in registry.routes() {
            let (controller, action) = (route.controller(), route.action());
            let n = route.param_names().len();
            let ids: Vec<&str> = ids[..n].iter().map(String::as_str).collect();
            let path = registry.path_for(controller, action, &ids[..]);
            let path = path.unwrap_or_else(|err| panic!("{ids:?}: {err}"));
            let outcome = Outcome::of(registry, &action.method(), &path);
            let expected = Outcome::Found(controller, action, support::to_strings(&ids));
            prop_assert_eq!(outcome, expected, "{} {:?}", action.method(), path);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// (b) No panic, and a consistent answer, routing.md 2.8.

fn method() -> impl Strategy<Value = Method> {
    let routed = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
    ];
    let unrouted = [
        Method::PATCH,
        Method::OPTIONS,
        Method::CONNECT,
        Method::TRACE,
    ];
    prop_oneof![
        8 => select(routed.to_vec()),
        2 => select(unrouted.to_vec()),
        // Extension methods: any token (RFC 9110 `tchar`s).
        1 => string_of("ABCGHPSTXabcgz019!#$%&'*+.^_`|~-", 1..13).prop_map(|token| {
            Method::from_bytes(token.as_bytes()).unwrap_or_else(|err| panic!("{token:?}: {err}"))
        }),
    ]
}

/// One segment of a generated path: the registries' own segments, ids, escapes (well-formed,
/// malformed, not UTF-8), dot segments, empty segments and junk (which may hold `/`, `?`, `#`
/// and any Unicode).
fn segment() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => select(STATIC_SEGMENTS).prop_map(str::to_owned),
        3 => string_of("abcxyz019", 1..4),
        3 => select(
            &[
                "%41", "%2F", "%2f", "%zz", "%", "%4", "%C3%A9", "%FF", "%C3", "%2E", "%2E%2E",
                "%6Eew_form", "a%20b", "%25", "%00", "%3F",
            ][..],
        )
        .prop_map(str::to_owned),
        2 => select(&[".", "..", "...", ".a"][..]).prop_map(str::to_owned),
        1 => Just(String::new()),
        2 => vec(any::<char>(), 1..4).prop_map(String::from_iter),
    ]
}

/// A path: mostly `/`, then segments, then sometimes a trailing `/`, a query or more junk.
fn path() -> impl Strategy<Value = String> {
    let lead = prop_oneof![20 => Just("/"), 1 => Just(""), 1 => Just("//"), 1 => Just("?/")];
    let tail = prop_oneof![
        12 => Just(""),
        3 => Just("/"),
        2 => Just("?q=1"),
        1 => Just("?"),
        1 => Just("/?x/y"),
        1 => Just("//"),
        1 => Just("#frag"),
    ];
    (lead, vec(segment(), 0..6), tail)
        .prop_map(|(lead, segments, tail)| format!("{lead}{}{tail}", segments.join("/")))
}

/// Arbitrary strings as paths, beside the structured ones.
fn any_path() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => path(),
        1 => string_of("/%?.#abc09éFf", 0..25),
        1 => vec(any::<char>(), 0..25).prop_map(String::from_iter),
    ]
}

proptest! {
    #![proptest_config(config(100_000))]

    /// routing.md 2.8: never a panic; and the answer agrees with itself: a match routes this method
    /// (HEAD as GET) to a controller of this registry whose base path starts the path; a 405
    /// lists a non-empty set without this method, each of whose methods then gets past the
    /// method step; a 400 needs a `%` in the path.
    #[test]
    fn recognize_never_panics_and_is_consistent(method in method(), path in any_path()) {
        for registry in REGISTRIES.iter() {
            // `Outcome::of` checks status codes, HEAD routed to GET, and the `Allow` list order.
            let outcome = Outcome::of(registry, &method, &path);
            prop_assert_eq!(&Outcome::of(registry, &method, &path), &outcome);
            match &outcome {
                Outcome::Found(controller, action, params) => {
                    prop_assert!(registry.controllers().any(|c| std::ptr::eq(c, *controller)));
                    let static_head = controller.path().split('{').next().unwrap_or_default();
                    prop_assert!(path.starts_with(static_head));
                    let routed = if method == Method::HEAD { Method::GET } else { method.clone() };
                    prop_assert_eq!(action.method(), routed);
                    for param in params {
                        prop_assert!(!param.is_empty());
                        prop_assert!(path.contains('%') || path.contains(param.as_str()));
                    }
                }
                Outcome::MethodNotAllowed(_) => {
                    let Err(err) = registry.recognize(&method, &path) else { unreachable!() };
                    let allowed = err.allowed().expect("a 405 has an `Allowed`");
                    prop_assert!(!allowed.is_empty());
                    prop_assert!(!allowed.contains(&method));
                    for other in allowed.methods() {
                        let again = Outcome::of(registry, &other, &path);
                        prop_assert!(
                            !matches!(again, Outcome::MethodNotAllowed(_)),
                            "{} {:?}: {:?}; but {} gets {:?}", method, path, outcome, other, again
                        );
                    }
                }
                BadRequest => prop_assert!(path.contains('%')),
                NotFound => {}
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// (c) Differential against matchit 0.9, routing.md 2.

/// matchit loaded with every template of `registry`, each with its routes. Templates that
/// differ only in param names are one shape (docs/guide.md, "4.8 What is refused, and
/// when"), which matchit takes once.
fn router(registry: &Registry) -> matchit::Router<Vec<Route>> {
    let mut shapes: BTreeMap<String, (&'static str, Vec<Route>)> = BTreeMap::new();
    for route in registry.routes() {
        let shape: Vec<&str> = route
            .path()
            .split('/')
            .map(|segment| {
                if segment.starts_with('{') {
                    "{}"
                } else {
                    segment
                }
            })
            .collect();
        let entry = shapes
            .entry(shape.join("/"))
            .or_insert((route.path(), Vec::new()));
        entry.1.push(route);
    }
    let mut router = matchit::Router::new();
    for (template, routes) in shapes.into_values() {
        router
            .insert(template, routes)
            .unwrap_or_else(|err| panic!("{template}: {err}"));
    }
    router
}

static ROUTERS: LazyLock<Vec<matchit::Router<Vec<Route>>>> =
    LazyLock::new(|| REGISTRIES.iter().map(router).collect());

/// Percent-decoding for the reference side: every `%` takes two hex digits, and the bytes
/// must be UTF-8.
fn percent_decode(segment: &str) -> Option<String> {
    let bytes = segment.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3)?;
            if !hex.iter().all(u8::is_ascii_hexdigit) {
                return None;
            }
            let hex = std::str::from_utf8(hex).ok()?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            decoded.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(decoded).ok()
}

/// The steps of routing.md 2, with matchit choosing the template (step 2.4).
fn reference(router: &matchit::Router<Vec<Route>>, method: &Method, path: &str) -> Outcome {
    // 1. The query goes; the path starts with `/`.
    let path = path.split('?').next().unwrap_or_default();
    if !path.starts_with('/') {
        return NotFound;
    }
    // 2. One trailing `/` goes, except from the root; no other empty segment.
    let path = match path.strip_suffix('/') {
        Some(stripped) if !stripped.is_empty() => stripped,
        _ => path,
    };
    if path != "/" && path[1..].split('/').any(str::is_empty) {
        return NotFound;
    }
    // 3, 4. The template, by the path alone.
    let Ok(matched) = router.at(path) else {
        return NotFound;
    };
    let routes = matched.value;
    // 5. The method; HEAD as GET.
    let routed = if *method == Method::HEAD {
        Method::GET
    } else {
        method.clone()
    };
    let Some(route) = routes.iter().find(|route| route.method() == routed) else {
        let has = |m: &Method| routes.iter().any(|route| route.method() == *m);
        let allow: Vec<&str> = [
            ("GET", has(&Method::GET)),
            ("HEAD", has(&Method::GET)),
            ("POST", has(&Method::POST)),
            ("PUT", has(&Method::PUT)),
            ("DELETE", has(&Method::DELETE)),
        ]
        .into_iter()
        .filter_map(|(name, allowed)| allowed.then_some(name))
        .collect();
        return Outcome::MethodNotAllowed(allow.join(", "));
    };
    // 6. The params: no raw dot segment, then each decoded.
    let raw: Vec<&str> = matched.params.iter().map(|(_, value)| value).collect();
    if raw.iter().any(|param| matches!(*param, "." | "..")) {
        return NotFound;
    }
    let Some(params) = raw.iter().map(|param| percent_decode(param)).collect() else {
        return BadRequest;
    };
    Outcome::Found(route.controller(), route.action(), params)
}

/// A path built from a base path of the registries, then more segments.
fn routed_path() -> impl Strategy<Value = String> {
    let bases = select(
        &[
            "/a",
            "/a/b",
            "/a/b/c",
            "/a/bc",
            "/a/new",
            "/a/new_form",
            "/a/new_form/x",
            "/a/edit_form",
            "/a/x",
            "/a/x/edit_form",
            "/a/1",
            "/a/b/edit_form/c",
            "/b",
            "/b/new_form",
            "/a/b/c/1/d",
            "/a/x/c",
            "/a/1/c/2/d/3/e",
            "/a/b/b/c",
            "/a/search",
            "/a/1/close",
            "/a/1/x",
            "/a/x/x",
            "/a/1/s",
            "/a/1/c/2/ok",
            "/p",
            "/p/verify",
            "/p/q",
            "/p/q/search",
            "/p/q/1/s/verify",
            "/p/t",
            "/p/t/verify",
            "/b/close",
        ][..],
    );
    let tail = prop_oneof![8 => Just(""), 2 => Just("/"), 1 => Just("?q"), 1 => Just("/?q=/a")];
    (bases, vec(segment(), 0..3), tail).prop_map(|(base, segments, tail)| {
        let mut path = base.to_owned();
        for segment in segments {
            path.push('/');
            path.push_str(&segment);
        }
        path + tail
    })
}

/// Every template of the registries.
static TEMPLATES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let mut templates: Vec<&'static str> = REGISTRIES
        .iter()
        .flat_map(|registry| registry.routes().map(|route| route.path()))
        .collect();
    templates.sort_unstable();
    templates.dedup();
    templates
});

/// A template of the registries with each param replaced by a generated segment (a static
/// segment of the registries half of the time, so that a static branch stands beside the param
/// at every depth), sometimes with more segments after it.
fn template_path() -> impl Strategy<Value = String> {
    let tail = prop_oneof![
        8 => Just(String::new()),
        2 => Just("/".to_owned()),
        1 => Just("?q=/a".to_owned()),
        2 => segment().prop_map(|segment| format!("/{segment}")),
    ];
    (select(TEMPLATES.clone()), vec(segment(), 4), tail).prop_map(|(template, values, tail)| {
        let mut values = values.into_iter();
        let mut path: String = template
            .split('/')
            .skip(1)
            .map(|segment| match segment.starts_with('{') {
                true => values.next().unwrap_or_default(),
                false => segment.to_owned(),
            })
            .fold(String::new(), |path, segment| path + "/" + &segment);
        path.push_str(&tail);
        path
    })
}

proptest! {
    #![proptest_config(config(100_000))]

    /// routing.md 2: restful and the reference give the same outcome, for every registry.
    #[test]
    fn agrees_with_matchit(
        method in method(),
        path in prop_oneof![3 => routed_path(), 3 => template_path(), 1 => path()],
    ) {
        for (registry, router) in REGISTRIES.iter().zip(ROUTERS.iter()) {
            let restful = Outcome::of(registry, &method, &path);
            let reference = reference(router, &method, &path);
            prop_assert_eq!(restful, reference, "{} {:?} in {:?}", method, path, registry);
        }
    }
}

/// The reference's own decoder, on the cases that matter.
#[test]
fn reference_percent_decode() {
    let rows = [
        ("abc", Some("abc")),
        ("a+b", Some("a+b")),
        ("%41%2f%2F", Some("A//")),
        ("caf%C3%A9", Some("café")),
        ("%25", Some("%")),
        ("%", None),
        ("%4", None),
        ("%zz", None),
        ("%+1", None),
        ("%FF", None),
        ("%C3", None),
        ("é%", None),
    ];
    for (raw, expected) in rows {
        assert_eq!(percent_decode(raw).as_deref(), expected, "{raw:?}");
    }
}
