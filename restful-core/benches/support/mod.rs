//! The workload every benchmark shares (the rules are in `docs/benchmarks.md`): `n` controllers
//! such as an application has — flat, under a prefix, nested one and two levels — and a
//! shuffled mix of requests to every kind of route, with 404s and 405s. Both sides of a
//! comparison answer the same requests and read every param of what they found.
//!
//! The controllers are `fixture_bench_mix::controllers(n)`, the first `n` of 1,000
//! `#[derive(Restful)]` types (`tests/fixtures/fixture-bench-mix`): derived, since a router
//! mounts only the controllers of the process-wide registry.

#![allow(dead_code)] // each bench uses its own part

pub mod chart;
pub mod counting;

use restful_core::{Controller, Method};

pub const SIZES: [usize; 3] = [10, 100, 1_000];

/// A bench's command line. `cargo bench` passes `--bench`; `cargo test --benches` runs the
/// target without it, for a quick check only.
pub struct Args(Vec<String>);

impl Args {
    pub fn from_env() -> Args {
        Args(std::env::args().collect())
    }

    /// Whether this run measures (`cargo bench`), rather than checks quickly.
    pub fn measures(&self) -> bool {
        self.has("--bench")
    }

    /// Whether `flag` was given.
    pub fn has(&self, flag: &str) -> bool {
        self.0.iter().any(|a| a == flag)
    }

    /// The value given after `name`.
    pub fn value(&self, name: &str) -> Option<&str> {
        let at = self.0.iter().position(|a| a == name)?;
        self.0.get(at + 1).map(String::as_str)
    }

    /// The numbers of controllers to measure: `--sizes 10,100`, else `default`; 10 alone for
    /// a quick check.
    pub fn sizes(&self, default: &[usize]) -> Vec<usize> {
        match (self.measures(), self.value("--sizes")) {
            (false, _) => vec![10],
            (true, Some(list)) => list.split(',').filter_map(|n| n.parse().ok()).collect(),
            (true, None) => default.to_vec(),
        }
    }
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
/// picked at random, one of its routes picked at random (custom actions included; HEAD for some
/// GETs), a 404 below one of its routes or outside every controller, or PATCH (405) on one of
/// its routes. Every path comes from `path_for`, with numeric ids.
pub fn tagged_requests(controllers: &[&'static Controller]) -> Vec<(Kind, Method, String)> {
    let mut next = xorshift();
    let mut requests: Vec<(Kind, Method, String)> = (0..1024)
        .map(|_| {
            let c = controllers[next() as usize % controllers.len()];
            let routes: Vec<_> = c.routes().collect();
            let route = routes[next() as usize % routes.len()];
            let ids: Vec<String> = (0..route.param_names().len())
                .map(|_| (next() % 100_000).to_string())
                .collect();
            let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
            let path = c.path_for(route.action(), &ids[..]).expect("served");
            match next() % 10 {
                0..=6 => {
                    let method = match route.method() {
                        Method::GET if next() % 4 == 0 => Method::HEAD,
                        method => method,
                    };
                    (Kind::of(c), method, path)
                }
                7 => (Kind::NotFound, Method::GET, format!("{path}/comments/1")),
                8 => (
                    Kind::NotFound,
                    Method::GET,
                    format!("/assets/app-{}.js", next() % 100_000),
                ),
                _ => (Kind::MethodNotAllowed, Method::PATCH, path),
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
