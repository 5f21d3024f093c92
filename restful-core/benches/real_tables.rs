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

use std::collections::HashMap;
use std::hint::black_box;

use restful_core::{Method, RecognizeError, Recognizer, Segment, Template};

mod support;
#[path = "support/tables.rs"]
mod tables;

use support::Args;
use support::chart::Chart;
use support::counting::{median, time};
use tables::{App, Kept, Kind, Refusals, Route};

/// The routes of one template by method, as a user writing the router by hand keeps them:
/// GET (which HEAD gets too), POST, PUT, DELETE; each the route's index.
#[derive(Clone, Copy, Default)]
struct ByMethod([Option<usize>; 4]);

fn slot(method: &Method) -> Option<usize> {
    match *method {
        Method::GET | Method::HEAD => Some(0),
        Method::POST => Some(1),
        Method::PUT => Some(2),
        Method::DELETE => Some(3),
        _ => None,
    }
}

impl ByMethod {
    /// The route for `method`, or a 405 with the methods there are.
    fn route(&self, method: &Method) -> Result<usize, Miss> {
        slot(method)
            .and_then(|s| self.0[s])
            .ok_or_else(|| Miss::MethodNotAllowed(self.allowed()))
    }

    /// Bits in `Allow` order (GET, HEAD, POST, PUT, DELETE), HEAD where GET is.
    fn allowed(&self) -> u8 {
        const BITS: [u8; 4] = [0b00011, 0b00100, 0b01000, 0b10000];
        self.0
            .iter()
            .zip(BITS)
            .filter(|(route, _)| route.is_some())
            .fold(0, |bits, (_, bit)| bits | bit)
    }
}

/// The hand-written routers' misses: a 405 carries the `Allow` set as bits, as restful's does.
#[derive(Debug)]
enum Miss {
    NotFound,
    MethodNotAllowed(u8),
}

/// Templates in first-seen order, each with its routes by method (a route's index is its
/// place in `routes`).
fn by_template<'t>(routes: &[(Method, &'t str)]) -> Vec<(&'t str, ByMethod)> {
    let mut order: Vec<&'t str> = Vec::new();
    let mut templates: HashMap<&'t str, ByMethod> = HashMap::new();
    for (i, (method, template)) in routes.iter().enumerate() {
        let routes = templates.entry(template).or_insert_with(|| {
            order.push(template);
            ByMethod::default()
        });
        routes.0[slot(method).expect("a method with routes")] = Some(i);
    }
    order.into_iter().map(|t| (t, templates[t])).collect()
}

/// matchit 0.9 by hand: every template inserted with its routes by method.
struct MatchitRouter(matchit::Router<ByMethod>);

impl MatchitRouter {
    fn new(routes: &[(Method, &str)]) -> Result<MatchitRouter, matchit::InsertError> {
        let mut router = matchit::Router::new();
        for (template, routes) in by_template(routes) {
            router.insert(template, routes)?;
        }
        Ok(MatchitRouter(router))
    }

    /// `at(path)`, then the method check.
    fn recognize<'r, 'p>(
        &'r self,
        method: &Method,
        path: &'p str,
    ) -> Result<(usize, matchit::Params<'r, 'p>), Miss> {
        let found = self.0.at(path).map_err(|_| Miss::NotFound)?;
        Ok((found.value.route(method)?, found.params))
    }
}

/// wayfind 1.1 by hand: every template (in wayfind's syntax) inserted with its routes by
/// method, then the router built.
struct WayfindRouter(wayfind::Router<ByMethod>);

impl WayfindRouter {
    fn new(routes: &[(Method, &str)]) -> Result<WayfindRouter, wayfind::InsertError> {
        let mut builder = wayfind::RouterBuilder::new();
        for (template, routes) in by_template(routes) {
            builder.insert(template, routes)?;
        }
        Ok(WayfindRouter(builder.build()))
    }

    /// `search(path)`, then the method check.
    fn recognize<'r, 'p>(
        &'r self,
        method: &Method,
        path: &'p str,
    ) -> Result<(usize, wayfind::Match<'r, 'p, ByMethod>), Miss> {
        let found = self.0.search(path).ok_or(Miss::NotFound)?;
        Ok((found.data().route(method)?, found))
    }
}

fn restful(routes: &[(Method, &str)]) -> Result<Recognizer<usize>, restful_core::RecognizerError> {
    Recognizer::new(
        routes
            .iter()
            .enumerate()
            .map(|(i, (method, template))| (method.clone(), *template, i)),
    )
}

/// A template in wayfind's syntax: `<id>`, `<*path>`.
fn wayfind_syntax(template: &Template) -> String {
    if template.is_root() {
        return "/".into();
    }
    let mut text = String::new();
    for segment in template.segments() {
        text.push('/');
        match segment {
            Segment::Static(s) => text.push_str(s),
            Segment::Param {
                prefix,
                name,
                suffix,
            } => text.push_str(&format!("{prefix}<{name}>{suffix}")),
            Segment::CatchAll { name } => text.push_str(&format!("<*{name}>")),
        }
    }
    text
}

/// A kept table as each side takes it: methods with templates in restful's and matchit's
/// syntax (the same), and in wayfind's.
struct Spelled {
    braces: Vec<(Method, String)>,
    angles: Vec<(Method, String)>,
}

impl Spelled {
    fn new<'a>(routes: impl Iterator<Item = &'a Route>) -> Spelled {
        let (braces, angles) = routes
            .map(|route| {
                (
                    (route.method.clone(), route.template.as_str().to_owned()),
                    (route.method.clone(), wayfind_syntax(&route.template)),
                )
            })
            .unzip();
        Spelled { braces, angles }
    }

    fn braces(&self) -> Vec<(Method, &str)> {
        self.braces
            .iter()
            .map(|(m, t)| (m.clone(), t.as_str()))
            .collect()
    }

    fn angles(&self) -> Vec<(Method, &str)> {
        self.angles
            .iter()
            .map(|(m, t)| (m.clone(), t.as_str()))
            .collect()
    }
}

/// The routers that refuse the table `kept` then `extra`, each with its message.
fn refusals(kept: &[Route], extra: &[Route]) -> Refusals {
    let spelled = Spelled::new(kept.iter().chain(extra));
    let mut refused = Vec::new();
    if let Err(err) = MatchitRouter::new(&spelled.braces()) {
        refused.push(("matchit", err.to_string()));
    }
    if let Err(err) = WayfindRouter::new(&spelled.angles()) {
        refused.push(("wayfind", err.to_string()));
    }
    if let Err(err) = restful(&spelled.braces()) {
        refused.push(("restful", err.to_string()));
    }
    refused
}

/// The routes of the table `kept` (by index) whose paths a router sends to another route (or
/// answers with a 404 or a 405), each with the routers that do and what they answered: four
/// paths of each route that restful sends to it, with its method.
fn strays(kept: &[Route]) -> Vec<(usize, Refusals)> {
    let routers = Routers::new(&Spelled::new(kept.iter()));
    let mut strays = Vec::new();
    for (i, route) in kept.iter().enumerate() {
        let mut next = tables::xorshift(i as u64);
        let mut elsewhere: Refusals = Vec::new();
        for _ in 0..4 {
            let path = tables::path(&route.template, next());
            let method = &route.method;
            let ours = outcome_restful(&routers.restful, method, &path);
            if !matches!(ours, Outcome::Route(r, _) if r == i) {
                continue;
            }
            let answer = |outcome: Outcome| match outcome {
                Outcome::Route(r, _) => format!("`{} {}`", kept[r].method, kept[r].template),
                Outcome::NotFound => "a 404".to_owned(),
                Outcome::MethodNotAllowed(_) => "a 405".to_owned(),
            };
            for (name, theirs) in routers.hand_outcomes(method, &path) {
                if theirs != ours && elsewhere.iter().all(|(n, _)| *n != name) {
                    let message = format!("`{method} {path}` goes to {}", answer(theirs));
                    elsewhere.push((name, message));
                }
            }
        }
        if !elsewhere.is_empty() {
            strays.push((i, elsewhere));
        }
    }
    strays
}

/// What a request got, the same way on every side: the route and its params (name, value),
/// a 404, or a 405 with its `Allow` bits.
#[derive(PartialEq, Eq, Debug)]
enum Outcome {
    Route(usize, Vec<(String, String)>),
    NotFound,
    MethodNotAllowed(u8),
}

fn owned<'a>(params: impl Iterator<Item = (&'a str, &'a str)>) -> Vec<(String, String)> {
    params.map(|(n, v)| (n.to_owned(), v.to_owned())).collect()
}

fn outcome_restful(recognizer: &Recognizer<usize>, method: &Method, path: &str) -> Outcome {
    const ALLOW: [Method; 5] = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
    ];
    match recognizer.recognize(method, path) {
        Ok(found) => Outcome::Route(*found.value(), owned(found.params())),
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

fn outcome_hand(found: Result<(usize, Vec<(String, String)>), Miss>) -> Outcome {
    match found {
        Ok((route, params)) => Outcome::Route(route, params),
        Err(Miss::NotFound) => Outcome::NotFound,
        Err(Miss::MethodNotAllowed(bits)) => Outcome::MethodNotAllowed(bits),
    }
}

/// The three routers of one kept table.
struct Routers {
    restful: Recognizer<usize>,
    matchit: MatchitRouter,
    wayfind: WayfindRouter,
}

impl Routers {
    fn new(spelled: &Spelled) -> Routers {
        Routers {
            restful: restful(&spelled.braces()).expect("kept"),
            matchit: MatchitRouter::new(&spelled.braces()).expect("kept"),
            wayfind: WayfindRouter::new(&spelled.angles()).expect("kept"),
        }
    }

    /// What matchit and wayfind answer `method` and `path`.
    fn hand_outcomes(&self, method: &Method, path: &str) -> [(&'static str, Outcome); 2] {
        let matchit = self
            .matchit
            .recognize(method, path)
            .map(|(route, params)| (route, owned(params.iter())));
        let wayfind = self
            .wayfind
            .recognize(method, path)
            .map(|(route, found)| (route, owned(found.parameters().iter().copied())));
        [
            ("matchit", outcome_hand(matchit)),
            ("wayfind", outcome_hand(wayfind)),
        ]
    }

    /// Panics, naming the request, unless the three agree on every request (the route and its
    /// params, or the miss and its `Allow` set) and it gets what it was made for: its route,
    /// a 404 (or `unknown`, the route that takes unknown paths), a 405.
    fn check(&self, requests: &[(Kind, Method, String)], unknown: Option<usize>) {
        for (kind, method, path) in requests {
            let ours = outcome_restful(&self.restful, method, path);
            for (name, theirs) in self.hand_outcomes(method, path) {
                assert_eq!(ours, theirs, "restful and {name} on {method} {path}");
            }
            let got = match ours {
                Outcome::Route(route, _) if Some(route) == unknown => Kind::Unknown,
                Outcome::Route(route, _) => Kind::Hit(route),
                Outcome::NotFound if unknown.is_none() => Kind::Unknown,
                Outcome::NotFound => panic!("{method} {path}: a 404 beside a catch-all"),
                Outcome::MethodNotAllowed(_) => Kind::MethodNotAllowed,
            };
            let made_for = match *kind {
                Kind::Hit(route) if Some(route) == unknown => Kind::Unknown,
                kind => kind,
            };
            assert_eq!(got, made_for, "{method} {path}");
        }
    }
}

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
