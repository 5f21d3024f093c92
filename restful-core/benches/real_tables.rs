//! restful's `Recognizer` against matchit 0.9 and wayfind 1.1 on the route tables of five
//! Rails apps (`benches/routes/`): per app, the table that a router which refuses conflicts
//! keeps (`support/tables.rs`), a shuffled mix of hits, 404s and 405s over it, and each side
//! doing what a handler needs — the route, the method checked (HEAD as GET, a 405 with its
//! allowed methods as a bit set), every param read. The median of per-round ratios over
//! interleaved rounds in one process; and the time to build each router.
//!
//! ```sh
//! cargo bench -p restful-core --bench real_tables
//! cargo bench -p restful-core --bench real_tables -- --dropped      # every row not kept, and why
//! cargo bench -p restful-core --bench real_tables -- --by-kind      # hits, unknown paths, 405s apart
//! cargo bench -p restful-core --bench real_tables -- --apps maybe,osm
//! cargo bench -p restful-core --bench real_tables -- --no-params    # no param read: a diagnostic
//! cargo bench -p restful-core --bench real_tables -- --svg docs/real-tables.svg
//! # one side alone, on one kind of request, for a profiler:
//! cargo bench -p restful-core --bench real_tables -- --profile restful --kind hits --apps maybe
//! ```

use std::hint::black_box;

use restful_core::{Method, Recognizer};

#[path = "support/routers.rs"]
mod routers;
mod support;
#[path = "support/tables.rs"]
mod tables;

use routers::{MatchitRouter, Routers, Spelled, WayfindRouter, refusals, restful, strays};
use support::Args;
use support::chart::Chart;
use support::counting::{median, time};
use tables::{App, Kept, Kind};

/// Runs every request through restful's recognizer, as a handler would: the route, then every
/// param (name and value; none without `PARAMS`, a diagnostic). Returns the hits.
fn run_restful<const PARAMS: bool>(
    recognizer: &Recognizer<usize>,
    requests: &[(Method, String)],
) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        match recognizer.recognize(black_box(method), black_box(path)) {
            Ok(found) => {
                let mut read = *found.value();
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
/// Lookups per app of `--profile`.
const PROFILED: usize = 200_000;

/// The medians of one comparison: ns per lookup on each side, and the median of each round's
/// matchit (wayfind) time over its restful time: how many times faster restful is.
struct Figures {
    restful_ns: f64,
    matchit_ns: f64,
    wayfind_ns: f64,
    over_matchit: f64,
    over_wayfind: f64,
}

/// One pass of side `side` (0: restful, 1: matchit, 2: wayfind) over `requests`, reading
/// every param unless `params` is false (a diagnostic).
fn run(routers: &Routers, side: usize, params: bool, requests: &[(Method, String)]) -> usize {
    match (side, params) {
        (0, true) => run_restful::<true>(&routers.restful, requests),
        (0, false) => run_restful::<false>(&routers.restful, requests),
        (1, true) => run_matchit::<true>(&routers.matchit, requests),
        (1, false) => run_matchit::<false>(&routers.matchit, requests),
        (_, true) => run_wayfind::<true>(&routers.wayfind, requests),
        (_, false) => run_wayfind::<false>(&routers.wayfind, requests),
    }
}

fn compare(routers: &Routers, requests: &[(Method, String)], params: bool) -> Figures {
    let hits = run(routers, 0, params, requests);
    assert_eq!(hits, run(routers, 1, params, requests));
    assert_eq!(hits, run(routers, 2, params, requests));
    let passes = LOOKUPS.div_ceil(requests.len());
    let lookups = (requests.len() * passes) as f64;
    let mut ns: [Vec<f64>; 3] = Default::default();
    for round in 0..ROUNDS {
        // The six orders in turn, so that each side goes before each other in half the rounds.
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
                    black_box(run(routers, side, params, requests));
                }
            });
            ns[side].push(t.as_nanos() as f64 / lookups);
        }
    }
    let [ours, matchit, wayfind] = ns;
    let over = |theirs: &[f64]| median(theirs.iter().zip(&ours).map(|(t, o)| t / o).collect());
    Figures {
        over_matchit: over(&matchit),
        over_wayfind: over(&wayfind),
        restful_ns: median(ours.clone()),
        matchit_ns: median(matchit),
        wayfind_ns: median(wayfind),
    }
}

/// The medians of building each router from the kept table, in µs: restful, matchit, wayfind.
fn build_times(spelled: &Spelled) -> [f64; 3] {
    let (braces, angles) = (spelled.braces(), spelled.angles());
    let mut us: [Vec<f64>; 3] = Default::default();
    for _ in 0..31 {
        let t = time(|| drop(black_box(restful(black_box(&braces)))));
        us[0].push(t.as_nanos() as f64 / 1e3);
        let t = time(|| drop(black_box(MatchitRouter::new(black_box(&braces)))));
        us[1].push(t.as_nanos() as f64 / 1e3);
        let t = time(|| drop(black_box(WayfindRouter::new(black_box(&angles)))));
        us[2].push(t.as_nanos() as f64 / 1e3);
    }
    us.map(median)
}

/// One app, ready to measure: what was kept, the routers, the mix.
struct Prepared {
    app: App,
    kept: Kept,
    spelled: Spelled,
    routers: Routers,
    requests: Vec<(Kind, Method, String)>,
}

impl Prepared {
    /// `app` with the mix of seed `seed`, checked.
    fn new(app: App, seed: u64) -> Prepared {
        let kept = tables::keep(&app, refusals, strays);
        let spelled = Spelled::new(kept.routes.iter());
        let routers = Routers::new(&spelled);
        let requests = tables::requests(&kept.routes, &routers.restful, seed);
        routers.check(&requests, tables::root_catch_all(&kept.routes));
        Prepared {
            app,
            kept,
            spelled,
            routers,
            requests,
        }
    }

    /// The requests of the mix of kind `kind` (`hits`, `unknown`, `405`; all for `None`).
    fn mix(&self, kind: Option<&str>) -> Vec<(Method, String)> {
        self.requests
            .iter()
            .filter(|(k, _, _)| {
                matches!(
                    (kind, k),
                    (None, _)
                        | (Some("hits"), Kind::Hit(_))
                        | (Some("unknown"), Kind::Unknown)
                        | (Some("405"), Kind::MethodNotAllowed)
                )
            })
            .map(|(_, method, path)| (method.clone(), path.clone()))
            .collect()
    }

    /// How many requests of the mix are of kind `kind` (or `HEAD`).
    fn count(&self, kind: &str) -> usize {
        match kind {
            "HEAD" => self.requests.iter().filter(|r| r.1 == Method::HEAD).count(),
            kind => self.mix(Some(kind)).len(),
        }
    }
}

/// `12 (a: 9, b: 3)`: a total, and what it is made of, if said.
fn counted(parts: &[(String, usize)]) -> String {
    let total: usize = parts.iter().map(|(_, n)| n).sum();
    match parts {
        [] => "0".into(),
        [(reason, n)] if reason.is_empty() => n.to_string(),
        [(reason, n)] => format!("{n} ({reason})"),
        _ => {
            let list: Vec<String> = parts.iter().map(|(r, n)| format!("{r}: {n}")).collect();
            format!("{total} ({})", list.join(", "))
        }
    }
}

/// The table of rows kept and dropped, and with `dropped` every row dropped and why.
fn print_kept(prepared: &[Prepared], dropped: bool) {
    use tables::Dropped;
    println!("rows kept, and why the others were dropped:\n");
    println!(
        "| app | rows in the file | {} | kept |",
        Dropped::COLUMNS.join(" | ")
    );
    println!("|---|---:|{}---:|", "---:|".repeat(Dropped::COLUMNS.len()));
    for p in prepared {
        let columns: Vec<String> = p.kept.counts().iter().map(|c| counted(c)).collect();
        println!(
            "| {} | {} | {} | {} |",
            p.app.name,
            p.app.rows.len(),
            columns.join(" | "),
            p.kept.routes.len()
        );
    }
    if !dropped {
        return;
    }
    for p in prepared {
        println!("\n{} ({}):\n", p.app.name, p.app.source);
        for (i, why) in &p.kept.dropped {
            let row = &p.app.rows[*i];
            let (column, reason) = why.reason();
            let mut line = format!(
                "- line {}: `{} {}` ({}#{}): {}",
                row.line,
                row.method,
                row.template,
                row.controller,
                row.action,
                Dropped::COLUMNS[column]
            );
            if !reason.is_empty() {
                line += &format!(" ({reason})");
            }
            if let Dropped::Refused(by) | Dropped::Elsewhere(by) = why {
                let messages: Vec<String> =
                    by.iter().map(|(who, m)| format!("{who}: {m}")).collect();
                line += &format!(" — {}", messages.join("; "));
            }
            println!("{line}");
        }
    }
}

/// The figures of each app, and with `by_kind` of each kind of request apart; the speed-ups
/// of each app, for the chart.
fn measure(prepared: &[Prepared], by_kind: bool, params: bool) -> Vec<(String, Vec<Option<f64>>)> {
    let read = match params {
        true => "every param read",
        false => "no param read (a diagnostic)",
    };
    println!(
        "\nrecognize + the method check + {read}, the shuffled mix of each app \
         ({ROUNDS} rounds of about {LOOKUPS} lookups per side):\n"
    );
    println!(
        "| app | requests: hits (HEAD) / unknown paths / 405 | restful ns/lookup | matchit ns/lookup | wayfind ns/lookup | speed-up over matchit | speed-up over wayfind | build restful µs | build matchit µs | build wayfind µs |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut groups = Vec::new();
    let mut kinds = Vec::new();
    for p in prepared {
        let f = compare(&p.routers, &p.mix(None), params);
        let [build_ours, build_matchit, build_wayfind] = build_times(&p.spelled);
        println!(
            "| {} | {}: {} ({}) / {} / {} | {:.1} | {:.1} | {:.1} | {:.2}× | {:.2}× | {build_ours:.0} | {build_matchit:.0} | {build_wayfind:.0} |",
            p.app.name,
            p.requests.len(),
            p.count("hits"),
            p.count("HEAD"),
            p.count("unknown"),
            p.count("405"),
            f.restful_ns,
            f.matchit_ns,
            f.wayfind_ns,
            f.over_matchit,
            f.over_wayfind,
        );
        groups.push((
            p.app.name.to_owned(),
            vec![Some(f.over_matchit), Some(f.over_wayfind)],
        ));
        if by_kind {
            let rows: Vec<(&str, Figures)> = ["hits", "unknown", "405"]
                .into_iter()
                .map(|kind| (kind, compare(&p.routers, &p.mix(Some(kind)), params)))
                .collect();
            kinds.push((p.app.name, rows));
        }
    }
    for (app, rows) in kinds {
        println!("\nby kind of request, {app} (a diagnostic; the mix is the figure):\n");
        println!(
            "| request | restful ns | matchit ns | wayfind ns | speed-up over matchit | over wayfind |"
        );
        println!("|---|---:|---:|---:|---:|---:|");
        for (kind, f) in rows {
            println!(
                "| {kind} | {:.1} | {:.1} | {:.1} | {:.2}× | {:.2}× |",
                f.restful_ns, f.matchit_ns, f.wayfind_ns, f.over_matchit, f.over_wayfind
            );
        }
    }
    groups
}

fn main() {
    let args = Args::from_env();
    let wanted: Option<Vec<&str>> = args.value("--apps").map(|list| list.split(',').collect());
    // Each app's seed is its place in the list, whichever apps are measured.
    let prepared: Vec<Prepared> = tables::apps()
        .into_iter()
        .enumerate()
        .filter(|(_, app)| wanted.as_ref().is_none_or(|w| w.contains(&app.name)))
        .map(|(i, app)| Prepared::new(app, i as u64))
        .collect();
    let params = !args.has("--no-params");
    if let Some(side) = args.value("--profile") {
        let side = ["restful", "matchit", "wayfind"]
            .iter()
            .position(|s| *s == side)
            .expect("--profile restful, matchit or wayfind");
        // One side alone, for a profiler: about `PROFILED` lookups per app.
        for p in &prepared {
            let requests = p.mix(args.value("--kind"));
            for _ in 0..PROFILED / requests.len().max(1) {
                black_box(run(&p.routers, side, params, &requests));
            }
        }
        return;
    }
    if !args.measures() {
        for p in &prepared {
            println!(
                "smoke run: {}: {} of {} rows kept; the three routers agree on {} requests",
                p.app.name,
                p.kept.routes.len(),
                p.app.rows.len(),
                p.requests.len()
            );
        }
        return;
    }
    print_kept(&prepared, args.has("--dropped"));
    let groups = measure(&prepared, args.has("--by-kind"), params);
    if let Some(path) = args.value("--svg") {
        Chart {
            title: "recognize + method + every param, on five apps' route tables (higher is better)",
            baseline: "the other router",
            series: &[("over matchit 0.9", "#1f77b4"), ("over wayfind 1.1", "#ff7f0e")],
            groups,
            log: false,
        }
        .write(path);
    }
}
