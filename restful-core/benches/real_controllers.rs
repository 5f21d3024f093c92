//! The registry of five Rails apps' whole route tables, declared through the derive
//! (`tests/fixtures/fixture-real-table`: one `#[derive(Restful)]` per Rails controller, `only()`
//! and `routes(...)`), against matchit 0.9 and wayfind 1.1 by hand, on the tables and the
//! request mixes of `real_tables.rs` (`support/tables.rs`, `support/routers.rs`): the same
//! rows kept, the same shuffled hits, 404s and 405s, the same seeds. restful's side is what an
//! app gets: `Registry::new` over the controllers, `Registry::recognize`, then the route and
//! every param read through `Match::params`. Before timing, the registry's listing must be the
//! kept table and its answers the bare recognizer's on every request (which matchit's and
//! wayfind's are checked against). The median of per-round ratios over interleaved rounds.
//!
//! ```sh
//! cargo bench -p restful-core --bench real_controllers
//! cargo bench -p restful-core --bench real_controllers -- --apps maybe,osm
//! cargo bench -p restful-core --bench real_controllers -- --no-params    # a diagnostic
//! ```

use std::collections::HashMap;
use std::hint::black_box;

use restful_core::{Controller, Method, RecognizeError, Registry};

#[allow(dead_code)] // shared with real_tables.rs, which uses more of both
#[path = "support/routers.rs"]
mod routers;
mod support;
#[allow(dead_code)]
#[path = "support/tables.rs"]
mod tables;

use routers::{MatchitRouter, Outcome, Routers, Spelled, WayfindRouter, refusals, strays};
use support::Args;
use support::counting::{median, time};
use tables::{App, Kept};

/// The derived controllers of an app's table.
fn controllers(app: &str) -> &'static [&'static Controller] {
    match app {
        "mastodon" => &fixture_real_table::mastodon::CONTROLLERS,
        "discourse" => &fixture_real_table::discourse::CONTROLLERS,
        "redmine" => &fixture_real_table::redmine::CONTROLLERS,
        "osm" => &fixture_real_table::osm::CONTROLLERS,
        "maybe" => &fixture_real_table::maybe::CONTROLLERS,
        other => panic!("no fixture for {other}"),
    }
}

/// What the registry answers, as `routers::Outcome`: the route by its index in the kept table
/// (`index`, by method and template).
fn outcome_registry(
    registry: &Registry,
    index: &HashMap<(Method, &str), usize>,
    method: &Method,
    path: &str,
) -> Outcome {
    const ALLOW: [Method; 5] = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
    ];
    match registry.recognize(method, path) {
        Ok(found) => {
            let route = found.route();
            let at = index[&(route.method(), route.path())];
            let params = found.params().map(|(n, v)| (n.to_owned(), v.to_owned()));
            Outcome::Route(at, params.collect())
        }
        Err(RecognizeError::NotFound) => Outcome::NotFound,
        Err(RecognizeError::MethodNotAllowed(allowed)) => Outcome::MethodNotAllowed(
            allowed
                .methods()
                .map(|m| 1 << ALLOW.iter().position(|a| *a == m).expect("in Allow order"))
                .fold(0, |bits, bit| bits | bit),
        ),
        Err(err) => panic!("{method} {path}: {err}"),
    }
}

/// Runs every request through the registry, as a handler would: the route, then every param
/// (name and value; none without `PARAMS`, a diagnostic). Returns the hits.
fn run_registry<const PARAMS: bool>(registry: &Registry, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        match registry.recognize(black_box(method), black_box(path)) {
            Ok(found) => {
                let mut read = found.route().path().len();
                if PARAMS {
                    for (name, value) in found.params() {
                        read += name.len() + value.len();
                    }
                }
                black_box(read);
                hits += 1;
            }
            Err(err) => {
                black_box(err);
            }
        }
    }
    hits
}

/// The same through matchit and the method check.
fn run_matchit<const PARAMS: bool>(router: &MatchitRouter, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        match router.recognize(black_box(method), black_box(path)) {
            Ok((route, params)) => {
                let mut read = route;
                if PARAMS {
                    for (name, value) in params.iter() {
                        read += name.len() + value.len();
                    }
                }
                black_box(read);
                hits += 1;
            }
            Err(miss) => {
                black_box(miss);
            }
        }
    }
    hits
}

/// The same through wayfind and the method check.
fn run_wayfind<const PARAMS: bool>(router: &WayfindRouter, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        match router.recognize(black_box(method), black_box(path)) {
            Ok((route, found)) => {
                let mut read = route;
                if PARAMS {
                    for (name, value) in found.parameters() {
                        read += name.len() + value.len();
                    }
                }
                black_box(read);
                hits += 1;
            }
            Err(miss) => {
                black_box(miss);
            }
        }
    }
    hits
}

/// Rounds per measurement: six orders of the three sides, seventeen times each.
const ROUNDS: usize = 102;
/// Lookups per timed run: passes over the requests until about this many.
const LOOKUPS: usize = 20_000;

/// One app, ready to measure: what was kept, the routers, the registry, the mix.
struct Prepared {
    app: App,
    kept: Kept,
    routers: Routers,
    registry: Registry,
    controllers: usize,
    requests: Vec<(Method, String)>,
}

impl Prepared {
    /// `app` with the mix of seed `seed` (`real_tables.rs`'s), checked: the three routers
    /// agree on every request, the registry's listing is the kept table, and the registry
    /// answers every request as the bare recognizer does.
    fn new(app: App, seed: u64) -> Prepared {
        let kept = tables::keep(&app, refusals, strays);
        let routers = Routers::new(&Spelled::new(kept.routes.iter()));
        let requests = tables::requests(&kept.routes, &routers.restful, seed);
        routers.check(&requests, tables::root_catch_all(&kept.routes));

        let controllers = controllers(app.name);
        let registry = Registry::new(controllers.iter().copied())
            .unwrap_or_else(|err| panic!("{}: {err}", app.name));
        let index: HashMap<(Method, &str), usize> = kept
            .routes
            .iter()
            .enumerate()
            .map(|(i, route)| ((route.method.clone(), route.template.as_str()), i))
            .collect();
        let mut listing: Vec<usize> = registry
            .routes()
            .map(|route| {
                *index
                    .get(&(route.method(), route.path()))
                    .unwrap_or_else(|| panic!("{}: {route} is not in the kept table", app.name))
            })
            .collect();
        listing.sort_unstable();
        listing.dedup();
        assert_eq!(
            listing.len(),
            kept.routes.len(),
            "{}: the listing",
            app.name
        );
        for (_, method, path) in &requests {
            assert_eq!(
                outcome_registry(&registry, &index, method, path),
                routers::outcome_restful(&routers.restful, method, path),
                "{}: the registry and the recognizer on {method} {path}",
                app.name
            );
        }
        drop(index);
        let requests = requests.into_iter().map(|(_, m, p)| (m, p)).collect();
        Prepared {
            app,
            kept,
            routers,
            registry,
            controllers: controllers.len(),
            requests,
        }
    }

    /// One pass of side `side` (0: the registry, 1: matchit, 2: wayfind) over the mix.
    fn run(&self, side: usize, params: bool) -> usize {
        let requests = &self.requests;
        match (side, params) {
            (0, true) => run_registry::<true>(&self.registry, requests),
            (0, false) => run_registry::<false>(&self.registry, requests),
            (1, true) => run_matchit::<true>(&self.routers.matchit, requests),
            (1, false) => run_matchit::<false>(&self.routers.matchit, requests),
            (_, true) => run_wayfind::<true>(&self.routers.wayfind, requests),
            (_, false) => run_wayfind::<false>(&self.routers.wayfind, requests),
        }
    }

    /// ns per lookup on each side (medians over the rounds), and the medians of each round's
    /// matchit (wayfind) time over the registry's.
    fn compare(&self, params: bool) -> ([f64; 3], f64, f64) {
        let hits = self.run(0, params);
        assert_eq!(hits, self.run(1, params));
        assert_eq!(hits, self.run(2, params));
        let passes = LOOKUPS.div_ceil(self.requests.len());
        let lookups = (self.requests.len() * passes) as f64;
        let mut ns: [Vec<f64>; 3] = Default::default();
        for round in 0..ROUNDS {
            // The six orders in turn, so that each side goes before each other in half the
            // rounds.
            const ORDERS: [[usize; 3]; 6] = [
                [0, 1, 2],
                [2, 1, 0],
                [1, 2, 0],
                [0, 2, 1],
                [2, 0, 1],
                [1, 0, 2],
            ];
            for side in ORDERS[round % ORDERS.len()] {
                let t = time(|| {
                    for _ in 0..passes {
                        black_box(self.run(side, params));
                    }
                });
                ns[side].push(t.as_nanos() as f64 / lookups);
            }
        }
        let [ours, matchit, wayfind] = ns;
        let over = |theirs: &[f64]| median(theirs.iter().zip(&ours).map(|(t, o)| t / o).collect());
        let ratios = (over(&matchit), over(&wayfind));
        (
            [median(ours), median(matchit), median(wayfind)],
            ratios.0,
            ratios.1,
        )
    }
}

fn main() {
    let args = Args::from_env();
    let wanted: Option<Vec<&str>> = args.value("--apps").map(|list| list.split(',').collect());
    // Each app's seed is its place in the list, as in `real_tables.rs`.
    let prepared: Vec<Prepared> = tables::apps()
        .into_iter()
        .enumerate()
        .filter(|(_, app)| wanted.as_ref().is_none_or(|w| w.contains(&app.name)))
        .map(|(i, app)| Prepared::new(app, i as u64))
        .collect();
    if !args.measures() {
        for p in &prepared {
            println!(
                "smoke run: {}: {} of {} rows kept, as {} derived controllers; the registry \
                 lists them and agrees with the three routers on {} requests",
                p.app.name,
                p.kept.routes.len(),
                p.app.rows.len(),
                p.controllers,
                p.requests.len()
            );
        }
        return;
    }
    let params = !args.has("--no-params");
    let read = match params {
        true => "every param read",
        false => "no param read (a diagnostic)",
    };
    println!(
        "Registry::recognize + the route + {read}, against matchit 0.9 and wayfind 1.1 by hand, \
         the shuffled mix of each app ({ROUNDS} rounds of about {LOOKUPS} lookups per side):\n"
    );
    println!(
        "| app | rows kept | derived controllers | requests | registry ns/lookup | matchit ns/lookup | wayfind ns/lookup | speed-up over matchit | speed-up over wayfind |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for p in &prepared {
        let ([ours, matchit, wayfind], over_matchit, over_wayfind) = p.compare(params);
        println!(
            "| {} | {} of {} | {} | {} | {ours:.1} | {matchit:.1} | {wayfind:.1} | {over_matchit:.2}× | {over_wayfind:.2}× |",
            p.app.name,
            p.kept.routes.len(),
            p.app.rows.len(),
            p.controllers,
            p.requests.len(),
        );
    }
}
