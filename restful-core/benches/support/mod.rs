//! The workload both benchmarks share: `n` controllers, the same requests, and matchit loaded
//! with the same templates, followed by the same method check.

#![allow(dead_code)] // each bench uses its own part

pub mod chart;
pub mod counting;

use std::collections::HashMap;
use std::hint::black_box;

use restful_core::__private;
use restful_core::{Action, Controller, Method, Registry};

pub const SIZES: [usize; 4] = [10, 100, 1_000, 10_000];

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

/// The two workloads of the benchmarks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// Controllers without parents, under a few prefixes.
    Flat,
    /// As `Flat`, but about a third of the controllers nested one level under a root one, and a
    /// tenth two levels (under a nested one).
    Nested,
    /// As `Flat`, but a quarter of the controllers nested one level under a root one (the
    /// adapters' benchmarks).
    Quarter,
}

impl Workload {
    pub fn name(self) -> &'static str {
        match self {
            Workload::Flat => "flat",
            Workload::Nested => "nested",
            Workload::Quarter => "a quarter nested",
        }
    }

    /// `n` controllers such as a large application has: resources under a few prefixes; one
    /// in five serves only `index` and `show`, so that 405s have somewhere to come from.
    pub fn controllers(self, n: usize) -> Vec<&'static Controller> {
        let mut made: Vec<&'static Controller> = Vec::with_capacity(n);
        let (mut roots, mut level_one) = (Vec::new(), Vec::new());
        for i in 0..n {
            let depth = match self {
                Workload::Flat => 0,
                Workload::Nested if i % 10 == 9 && !level_one.is_empty() => 2,
                Workload::Nested if i % 3 == 1 && !roots.is_empty() => 1,
                Workload::Nested => 0,
                Workload::Quarter if i % 4 == 1 && !roots.is_empty() => 1,
                Workload::Quarter => 0,
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
}

/// `n` controllers of the flat workload.
pub fn controllers(n: usize) -> Vec<&'static Controller> {
    Workload::Flat.controllers(n)
}

/// 1,024 requests over the controllers: hits of all seven actions (HEAD included), 404s
/// and 405s, in a fixed pseudo-random order. Every path comes from `path_for`.
pub fn requests(controllers: &[&'static Controller]) -> Vec<(Method, String)> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..1024)
        .map(|i| {
            let c = controllers[next() as usize % controllers.len()];
            let ids: Vec<String> = (0..c.param_names().len())
                .map(|_| (next() % 100_000).to_string())
                .collect();
            let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
            let ancestors = &ids[..ids.len() - 1];
            let member = || c.path_for(Action::Show, &ids[..]).expect("show is served");
            match i % 10 {
                kind @ 0..=6 => {
                    let action = Action::ALL[kind];
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
                    (method, path.expect("served"))
                }
                7 => (Method::GET, format!("{}/comments", member())),
                8 => (Method::GET, format!("/assets/app-{}.js", ids[0])),
                _ => (Method::PATCH, member()),
            }
        })
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
    pub fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
    ) -> Result<(&'static Controller, Action, Option<&'p str>), MatchitError> {
        let found = self.router.at(path).map_err(|_| MatchitError::NotFound)?;
        match slot(method).and_then(|s| found.value[s]) {
            Some((c, action)) => Ok((c, action, found.params.get("id"))),
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

/// Runs every request through restful's recognizer.
pub fn run_restful(registry: &Registry, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        if black_box(registry.recognize(black_box(method), black_box(path))).is_ok() {
            hits += 1;
        }
    }
    hits
}

/// Runs every request through matchit and the method check.
pub fn run_matchit(router: &MatchitRouter, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        if black_box(router.recognize(black_box(method), black_box(path))).is_ok() {
            hits += 1;
        }
    }
    hits
}
