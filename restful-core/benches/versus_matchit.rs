//! The headline comparison: restful's `recognize` against matchit 0.9's `at` plus the same
//! method check, each reading every param of what it found, over the shuffled mix of
//! `support::tagged_requests` (flat, prefixed and nested routes, 404s, 405s); the median of
//! per-round ratios over interleaved rounds in one process, at 10, 100 and 1,000 controllers;
//! and the time to build each router.
//!
//! ```sh
//! cargo bench -p restful-core --bench versus_matchit
//! cargo bench -p restful-core --bench versus_matchit -- --sizes 1000   # the mix stops at 1,000
//! cargo bench -p restful-core --bench versus_matchit -- --by-kind      # a table per kind
//! cargo bench -p restful-core --bench versus_matchit -- --svg docs/recognize.svg
//! ```

use std::collections::HashMap;
use std::hint::black_box;

use fixture_bench_mix::controllers;
use restful_core::{Action, Controller, Method, Registry};

mod support;
use support::chart::Chart;
use support::counting::{median, time};
use support::{Args, Kind, SIZES, tagged_requests};

/// What a user writing the router by hand with matchit has: each template, with its routes
/// by method.
struct MatchitRouter {
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
type MatchitFound<'r, 'p> = (&'static Controller, Action, matchit::Params<'r, 'p>);

impl MatchitRouter {
    fn new(controllers: &[&'static Controller]) -> MatchitRouter {
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
    fn recognize<'r, 'p>(
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
enum MatchitError {
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
fn run_restful(registry: &Registry, requests: &[(Method, String)]) -> usize {
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
fn run_matchit(router: &MatchitRouter, requests: &[(Method, String)]) -> usize {
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
            // The `Allow` set, as restful's 405 carries it.
            Err(MatchitError::MethodNotAllowed(allowed)) => {
                black_box(allowed);
            }
            Err(MatchitError::NotFound) => {}
        }
    }
    hits
}

/// Rounds per measurement; each round times both routers over the same requests, in
/// alternating order.
const ROUNDS: usize = 101;
/// Lookups per timed run: passes over the requests until about this many.
const LOOKUPS: usize = 20_000;

/// The medians of one comparison: ns per lookup on each side, and the median of each round's
/// matchit time over its restful time (each ratio compares two runs made back to back, so
/// drift in the machine's speed cancels out).
struct Figures {
    restful_ns: f64,
    matchit_ns: f64,
    speed_up: f64,
}

fn compare(registry: &Registry, router: &MatchitRouter, requests: &[(Method, String)]) -> Figures {
    assert_eq!(
        run_restful(registry, requests),
        run_matchit(router, requests),
        "both routers must agree on the hits"
    );
    let passes = LOOKUPS.div_ceil(requests.len());
    let lookups = (requests.len() * passes) as f64;
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        let mut restful = || {
            let t = time(|| {
                for _ in 0..passes {
                    black_box(run_restful(registry, requests));
                }
            });
            ours.push(t.as_nanos() as f64 / lookups);
        };
        let mut matchit = || {
            let t = time(|| {
                for _ in 0..passes {
                    black_box(run_matchit(router, requests));
                }
            });
            theirs.push(t.as_nanos() as f64 / lookups);
        };
        if round % 2 == 0 {
            restful();
            matchit();
        } else {
            matchit();
            restful();
        }
    }
    let ratios = ours.iter().zip(&theirs).map(|(o, t)| t / o).collect();
    Figures {
        restful_ns: median(ours),
        matchit_ns: median(theirs),
        speed_up: median(ratios),
    }
}

/// The medians of building each router, in µs.
fn build_times(controllers: &[&'static restful_core::Controller]) -> (f64, f64) {
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..31 {
        let t = time(|| drop(black_box(Registry::new(controllers.iter().copied()))));
        ours.push(t.as_nanos() as f64 / 1e3);
        let t = time(|| drop(black_box(MatchitRouter::new(controllers))));
        theirs.push(t.as_nanos() as f64 / 1e3);
    }
    (median(ours), median(theirs))
}

fn main() {
    let args = Args::from_env();
    if !args.measures() {
        let controllers = controllers(30);
        let registry = Registry::new(controllers.iter().copied()).expect("no conflict");
        let router = MatchitRouter::new(&controllers);
        let requests: Vec<_> = tagged_requests(&controllers)
            .into_iter()
            .map(|(_, method, path)| (method, path))
            .collect();
        assert_eq!(
            run_restful(&registry, &requests),
            run_matchit(&router, &requests)
        );
        println!(
            "smoke run: both routers agree on {} requests",
            requests.len()
        );
        return;
    }
    let sizes = args.sizes(&SIZES);
    let by_kind = args.has("--by-kind");
    println!(
        "recognize + every param read, the shuffled mix (flat, prefixed, nested one and two \
         levels, 404s, 405s):\n"
    );
    println!(
        "| controllers | restful ns/lookup | matchit + method ns/lookup | speed-up (median of round ratios) | build restful µs | build matchit µs |"
    );
    println!("|---:|---:|---:|---:|---:|---:|");
    let mut groups = Vec::new();
    let mut kinds = Vec::new();
    for &n in &sizes {
        let controllers = controllers(n);
        let registry = Registry::new(controllers.iter().copied()).expect("no conflict");
        let router = MatchitRouter::new(&controllers);
        let tagged = tagged_requests(&controllers);
        let requests: Vec<(Method, String)> = tagged
            .iter()
            .map(|(_, method, path)| (method.clone(), path.clone()))
            .collect();
        let mix = compare(&registry, &router, &requests);
        let (build_ours, build_theirs) = build_times(&controllers);
        println!(
            "| {n} | {:.1} | {:.1} | {:.2}× | {build_ours:.0} | {build_theirs:.0} |",
            mix.restful_ns, mix.matchit_ns, mix.speed_up
        );
        groups.push((format!("{n} controllers"), vec![Some(mix.speed_up)]));
        if by_kind {
            let rows: Vec<(Kind, Figures)> = Kind::ALL
                .into_iter()
                .map(|kind| {
                    let subset: Vec<(Method, String)> = tagged
                        .iter()
                        .filter(|(k, _, _)| *k == kind)
                        .map(|(_, method, path)| (method.clone(), path.clone()))
                        .collect();
                    (kind, compare(&registry, &router, &subset))
                })
                .collect();
            kinds.push((n, rows));
        }
    }
    for (n, rows) in kinds {
        println!("\nby kind of request, {n} controllers (a diagnostic; the mix is the figure):\n");
        println!("| request | restful ns/lookup | matchit + method ns/lookup | speed-up |");
        println!("|---|---:|---:|---:|");
        for (kind, figures) in rows {
            println!(
                "| {} | {:.1} | {:.1} | {:.2}× |",
                kind.name(),
                figures.restful_ns,
                figures.matchit_ns,
                figures.speed_up
            );
        }
    }
    if let Some(path) = args.value("--svg") {
        Chart {
            title: "recognize + every param read, over matchit + the same method check (higher is better)",
            baseline: "matchit",
            series: &[("the shuffled mix", "#1f77b4")],
            groups,
            log: false,
        }
        .write(path);
    }
}
