//! The workload every benchmark shares (the rules are in `docs/benchmarks.md`): `n` controllers
//! such as an application has — flat, under a prefix, nested one and two levels — and a
//! shuffled mix of requests to every kind of route, with 404s and 405s. Both sides of a
//! comparison answer the same requests and read every param of what they found.

#![allow(dead_code)] // each bench uses its own part

pub mod chart;
pub mod counting;

use std::collections::HashMap;
use std::hint::black_box;

use restful_core::__private;
use restful_core::{Action, Controller, Method, Registry};

pub const SIZES: [usize; 3] = [10, 100, 1_000];

const PREFIXES: [&str; 4] = ["", "/admin", "/api/v1", "/api/v2/shop"];
const WORDS: [&str; 8] = [
    "photos",
    "orders",
    "customers",
    "book_reviews",
    "invoices",
    "line_items",
    "users",
    "tags",
];

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `n` controllers of the mix: a tenth nested two levels (under a nested one), a third nested
/// one level (under a root one), the rest at the root, a quarter of them with no prefix and the
/// others under `/admin`, `/api/v1` or `/api/v2/shop`. One in five serves only `index` and
/// `show`, so that 405s have somewhere to come from.
pub fn controllers(n: usize) -> Vec<&'static Controller> {
    let mut made: Vec<&'static Controller> = Vec::with_capacity(n);
    let (mut roots, mut level_one) = (Vec::new(), Vec::new());
    for i in 0..n {
        let depth = match i {
            _ if i % 10 == 9 && !level_one.is_empty() => 2,
            _ if i % 3 == 1 && !roots.is_empty() => 1,
            _ => 0,
        };
        let prefix = PREFIXES[i % PREFIXES.len()];
        let resource = leak(format!(
            "{}{}",
            WORDS[(i / PREFIXES.len()) % WORDS.len()],
            i
        ));
        let actions = if i % 5 == 4 { 0b000_1001 } else { 0b111_1111 };
        // A parent picked among the earlier ones, spread over all of them.
        let parent = match depth {
            0 => None,
            1 => Some(roots[(i * 7) % roots.len()]),
            _ => Some(level_one[(i * 7) % level_one.len()]),
        };
        let name = leak(format!("{prefix}/{resource}"));
        let controller = __private::leak(name, prefix, resource, resource, parent, actions);
        match depth {
            0 => roots.push(controller),
            1 => level_one.push(controller),
            _ => {}
        }
        made.push(controller);
    }
    made
}

/// What a request of the mix goes to: a route of a controller of one of the four kinds, or
/// nothing (404), or a route's path with a method it does not have (405).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Flat,
    Prefixed,
    NestedOne,
    NestedTwo,
    NotFound,
    MethodNotAllowed,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Flat,
        Kind::Prefixed,
        Kind::NestedOne,
        Kind::NestedTwo,
        Kind::NotFound,
        Kind::MethodNotAllowed,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Flat => "flat",
            Kind::Prefixed => "prefixed",
            Kind::NestedOne => "nested, one level",
            Kind::NestedTwo => "nested, two levels",
            Kind::NotFound => "404",
            Kind::MethodNotAllowed => "405",
        }
    }

    fn of(controller: &Controller) -> Kind {
        match controller.ancestors().count() {
            0 if controller.path().matches('/').count() == 1 => Kind::Flat,
            0 => Kind::Prefixed,
            1 => Kind::NestedOne,
            _ => Kind::NestedTwo,
        }
    }
}

/// A pseudo-random sequence, the same on every run.
fn xorshift() -> impl FnMut() -> u64 {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

/// 1,024 requests over the controllers, each with its kind, in shuffled order: for a controller
/// picked at random, one of its actions (HEAD for some `show`s), a 404 below one of its member
/// paths or outside every controller, or PATCH (405) on a member path. Every path comes from
/// `path_for`, with numeric ids.
pub fn tagged_requests(controllers: &[&'static Controller]) -> Vec<(Kind, Method, String)> {
    let mut next = xorshift();
    let mut requests: Vec<(Kind, Method, String)> = (0..1024)
        .map(|_| {
            let c = controllers[next() as usize % controllers.len()];
            let ids: Vec<String> = (0..c.param_names().len())
                .map(|_| (next() % 100_000).to_string())
                .collect();
            let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
            let ancestors = &ids[..ids.len() - 1];
            let member = || c.path_for(Action::Show, &ids[..]).expect("show is served");
            match next() % 10 {
                kind @ 0..=6 => {
                    let action = Action::ALL[kind as usize];
                    let action = if c.serves(action) {
                        action
                    } else {
                        Action::Show
                    };
                    let path = if action.has_id() {
                        c.path_for(action, &ids[..])
                    } else {
                        c.path_for(action, ancestors)
                    };
                    let method = if kind == 6 && action == Action::Show {
                        Method::HEAD
                    } else {
                        action.method()
                    };
                    (Kind::of(c), method, path.expect("served"))
                }
                7 => (
                    Kind::NotFound,
                    Method::GET,
                    format!("{}/comments", member()),
                ),
                8 => (
                    Kind::NotFound,
                    Method::GET,
                    format!("/assets/app-{}.js", ids[0]),
                ),
                _ => (Kind::MethodNotAllowed, Method::PATCH, member()),
            }
        })
        .collect();
    // Fisher-Yates, so that no kind comes at a fixed period.
    for i in (1..requests.len()).rev() {
        let j = next() as usize % (i + 1);
        requests.swap(i, j);
    }
    requests
}

/// [`tagged_requests`] without the kinds: what the adapters' benchmarks send.
pub fn requests(controllers: &[&'static Controller]) -> Vec<(Method, String)> {
    tagged_requests(controllers)
        .into_iter()
        .map(|(_, method, path)| (method, path))
        .collect()
}

/// What a user writing the router by hand with matchit has: each template, with its routes
/// by method.
pub struct MatchitRouter {
    router: matchit::Router<[Option<(&'static Controller, Action)>; 4]>,
}

fn slot(method: &Method) -> Option<usize> {
    match *method {
        Method::GET | Method::HEAD => Some(0),
        Method::POST => Some(1),
        Method::PUT => Some(2),
        Method::DELETE => Some(3),
        _ => None,
    }
}

/// What a lookup with matchit gives a handler: the route and the params, in path order.
pub type MatchitFound<'r, 'p> = (&'static Controller, Action, matchit::Params<'r, 'p>);

impl MatchitRouter {
    pub fn new(controllers: &[&'static Controller]) -> MatchitRouter {
        // Templates in first-seen order, each with its routes by method.
        let mut order: Vec<&'static str> = Vec::new();
        let mut templates: HashMap<&'static str, [Option<(&'static Controller, Action)>; 4]> =
            HashMap::new();
        for &c in controllers {
            for route in c.routes() {
                let slots = templates.entry(route.path()).or_insert_with(|| {
                    order.push(route.path());
                    [None; 4]
                });
                slots[slot(&route.method()).expect("routed")] = Some((c, route.action()));
            }
        }
        let mut router = matchit::Router::new();
        for template in order {
            router
                .insert(template, templates[template])
                .expect("no conflict");
        }
        MatchitRouter { router }
    }

    /// `router.at(path)`, then the method check with a 405 `Allow` set.
    pub fn recognize<'r, 'p>(
        &'r self,
        method: &Method,
        path: &'p str,
    ) -> Result<MatchitFound<'r, 'p>, MatchitError> {
        let found = self.router.at(path).map_err(|_| MatchitError::NotFound)?;
        match slot(method).and_then(|s| found.value[s]) {
            Some((c, action)) => Ok((c, action, found.params)),
            None => Err(MatchitError::MethodNotAllowed(allowed(found.value))),
        }
    }
}

/// The hand-written router's errors: a 405 carries the `Allow` set as bits, as restful's does.
#[derive(Debug)]
pub enum MatchitError {
    NotFound,
    MethodNotAllowed(u8),
}

/// Bits in `Allow` order (GET, HEAD, POST, PUT, DELETE), HEAD where GET is.
fn allowed(slots: &[Option<(&'static Controller, Action)>; 4]) -> u8 {
    const BITS: [u8; 4] = [0b00011, 0b00100, 0b01000, 0b10000];
    slots
        .iter()
        .zip(BITS)
        .filter(|(slot, _)| slot.is_some())
        .fold(0, |bits, (_, bit)| bits | bit)
}

/// Runs every request through restful's recognizer, as a handler would: the route, then every
/// param (name and value). Returns the hits.
pub fn run_restful(registry: &Registry, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        match registry.recognize(black_box(method), black_box(path)) {
            Ok(found) => {
                black_box(found.route());
                for param in found.params() {
                    black_box(param);
                }
                hits += 1;
            }
            Err(err) => {
                black_box(err);
            }
        }
    }
    hits
}

/// Runs every request through matchit and the method check, reading every param (name and
/// value) of a hit. Returns the hits.
pub fn run_matchit(router: &MatchitRouter, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        match router.recognize(black_box(method), black_box(path)) {
            Ok((controller, action, params)) => {
                black_box((controller, action));
                for param in params.iter() {
                    black_box(param);
                }
                hits += 1;
            }
            Err(err) => {
                black_box(err);
            }
        }
    }
    hits
}
