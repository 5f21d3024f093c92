//! The headline comparison: restful's `recognize` against matchit 0.9's `at` plus the same
//! method check, each reading every param of what it found, over the shuffled mix of
//! `support::tagged_requests` (flat, prefixed and nested routes, 404s, 405s); the median of
//! per-round ratios over interleaved rounds in one process, at 10, 100 and 1,000 controllers;
//! and the time to build each router.
//!
//! ```sh
//! cargo bench -p restful-core --bench versus_matchit
//! cargo bench -p restful-core --bench versus_matchit -- --sizes 10,100,1000,10000
//! cargo bench -p restful-core --bench versus_matchit -- --by-kind      # a table per kind
//! cargo bench -p restful-core --bench versus_matchit -- --svg docs/recognize.svg
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};

use restful_core::{Method, Registry};

mod support;
use support::chart::Chart;
use support::counting::median;
use support::{Kind, MatchitRouter, SIZES, controllers, run_matchit, run_restful, tagged_requests};

/// Rounds per measurement; each round times both routers over the same requests, in
/// alternating order.
const ROUNDS: usize = 101;
/// Lookups per timed run: passes over the requests until about this many.
const LOOKUPS: usize = 20_000;

fn time(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

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
    let rounds = if controllers.len() >= 10_000 { 11 } else { 31 };
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let t = time(|| drop(black_box(Registry::new(controllers.iter().copied()))));
        ours.push(t.as_nanos() as f64 / 1e3);
        let t = time(|| drop(black_box(MatchitRouter::new(controllers))));
        theirs.push(t.as_nanos() as f64 / 1e3);
    }
    (median(ours), median(theirs))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    // `cargo test --benches` runs bench targets without `--bench`: a quick check only.
    if !args.iter().any(|a| a == "--bench") {
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
    let sizes: Vec<usize> = match arg("--sizes") {
        Some(list) => list.split(',').filter_map(|n| n.parse().ok()).collect(),
        None => SIZES.to_vec(),
    };
    let by_kind = args.iter().any(|a| a == "--by-kind");
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
    if let Some(path) = arg("--svg") {
        Chart {
            title: "recognize + every param read, over matchit + the same method check (higher is better)",
            baseline: "matchit",
            series: &[("the shuffled mix", "#1f77b4")],
            groups,
            log: false,
        }
        .write(&path);
    }
}
