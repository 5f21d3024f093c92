//! restful-axum against the same routes written by hand in axum: per-request time, as the
//! median of per-round ratios over interleaved rounds in one process, and allocations per
//! request, at 10, 100 and 1,000 controllers (a quarter of them nested); then a bounded run
//! over real loopback HTTP/1.1 connections.
//!
//! ```sh
//! cargo bench -p restful-axum --bench versus_axum
//! cargo bench -p restful-axum --bench versus_axum -- --sizes 10 --seconds 1
//! cargo bench -p restful-axum --bench versus_axum -- --svg docs/axum.svg   # and the chart
//! # one app alone, for `valgrind --tool=callgrind` (layer, router, axum or ceiling):
//! cargo bench -p restful-axum --bench versus_axum -- --profile router --passes 60
//! ```
//!
//! The apps answer the same 1,024-request mix (all seven actions, HEAD, 404s, 405s). Their
//! handlers do the same work: the routes without params answer a static text; the others
//! take every param as an owned `String` (`Params` on restful's side, `Path<Vec<String>>` on
//! axum's) and answer with how many there were; all have the same 404 handler. In process, a
//! fourth app bounds what any mount made of axum routes can reach: the routes by hand, whose
//! handlers copy axum's own `RawPathParams`, with no rule of restful's at all.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{Path, RawPathParams, Request};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{MethodRouter, delete, get, post, put};
use restful_axum::{Actions, Params, RestfulRouter, RestfulService};
use restful_core::{Action, Controller, Method};
use std::convert::Infallible;
use tower::Layer;

mod oneshot;
#[path = "../../restful-core/benches/support/mod.rs"]
mod support;
// The controllers of the mix, derived: a router mounts only those of the process-wide registry.
use fixture_bench_mix::controllers;
use oneshot::{pass, time};
use support::chart::Chart;
use support::counting::{self, Counting, median};
use support::{Args, SIZES, requests};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const ROUNDS: usize = 31;

async fn plain() -> &'static str {
    "ok"
}

async fn restful_params(params: Params) -> String {
    let owned: Vec<String> = params.iter().map(|(_, value)| value.to_owned()).collect();
    owned.len().to_string()
}

async fn axum_params(Path(params): Path<Vec<String>>) -> String {
    params.len().to_string()
}

/// The params as axum's router left them, copied: no route found, no param checked or named
/// by anything but axum.
async fn raw_params(params: RawPathParams) -> String {
    let owned: Vec<String> = params.iter().map(|(_, value)| value.to_owned()).collect();
    owned.len().to_string()
}

/// The app's 404, the same on both sides.
async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "not found")
}

/// restful-axum's router: every controller mounted, each action answered by the handler of
/// its shape.
fn restful_router(controllers: &[&'static Controller]) -> RestfulRouter {
    controllers
        .iter()
        .fold(RestfulRouter::new(), |router, &controller| {
            let actions = controller
                .actions()
                .iter()
                .fold(Actions::new(), |actions, action| {
                    if has_params(controller, action) {
                        actions.on(action, restful_params)
                    } else {
                        actions.on(action, plain)
                    }
                });
            router.mount(controller, actions)
        })
}

/// restful-axum as a layer in front of the app (whose only route is its 404).
fn restful_layered(controllers: &[&'static Controller]) -> RestfulService<Router> {
    let app = Router::new().fallback(not_found);
    restful_router(controllers).into_layer().layer(app)
}

/// restful-axum as an `axum::Router`: each restful template one of its routes.
fn restful_app(controllers: &[&'static Controller]) -> Router {
    restful_router(controllers)
        .fallback(not_found)
        .into_router()
}

/// How the handlers by hand read their params.
#[derive(Clone, Copy)]
enum ParamsBy {
    /// `Path<Vec<String>>`, as an app by hand does.
    Path,
    /// axum's `RawPathParams`: the ceiling of any mount made of axum routes.
    Raw,
}

/// The same routes by hand: one `Router::route` per template, its methods merged.
fn axum_app(controllers: &[&'static Controller], read: ParamsBy) -> Router {
    let mut templates: Vec<(&'static str, MethodRouter)> = Vec::new();
    for &controller in controllers {
        for route in controller.routes() {
            let with_params = has_params(controller, route.action());
            let handler: MethodRouter = match (route.method(), with_params, read) {
                (Method::GET, false, _) => get(plain),
                (Method::POST, false, _) => post(plain),
                (Method::GET, true, ParamsBy::Path) => get(axum_params),
                (Method::POST, true, ParamsBy::Path) => post(axum_params),
                (Method::PUT, _, ParamsBy::Path) => put(axum_params),
                (_, _, ParamsBy::Path) => delete(axum_params),
                (Method::GET, true, ParamsBy::Raw) => get(raw_params),
                (Method::POST, true, ParamsBy::Raw) => post(raw_params),
                (Method::PUT, _, ParamsBy::Raw) => put(raw_params),
                (_, _, ParamsBy::Raw) => delete(raw_params),
            };
            match templates.iter_mut().find(|(path, _)| *path == route.path()) {
                Some((_, methods)) => *methods = std::mem::take(methods).merge(handler),
                None => templates.push((route.path(), handler)),
            }
        }
    }
    templates
        .into_iter()
        .fold(Router::new(), |router, (path, methods)| {
            router.route(path, methods)
        })
        .fallback(not_found)
}

/// Whether `controller`'s template of `action` has params.
fn has_params(controller: &'static Controller, action: Action) -> bool {
    controller
        .route(action)
        .is_some_and(|route| !route.param_names().is_empty())
}

/// One size's figures: for each app (restful-axum as a layer, restful-axum as a `Router`,
/// axum by hand, the ceiling of axum routes), the median ns per request and the allocations
/// per request; and the median of the per-round ratios of axum's time to each other app's.
struct Row {
    n: usize,
    ns: [f64; 4],
    allocations: [f64; 4],
    speed_up: [f64; 3],
}

/// The apps of one size, in [`Row`]'s order.
struct Apps {
    layered: RestfulService<Router>,
    restful: Router,
    axum: Router,
    ceiling: Router,
}

impl Apps {
    fn new(controllers: &[&'static Controller]) -> Apps {
        // As `axum::serve` does: handlers become routes once, not at every request.
        Apps {
            layered: restful_layered(controllers),
            restful: restful_app(controllers).with_state(()),
            axum: axum_app(controllers, ParamsBy::Path).with_state(()),
            ceiling: axum_app(controllers, ParamsBy::Raw).with_state(()),
        }
    }

    /// The number of 2xx answers of one pass of the mix through app `app`.
    async fn pass(&self, app: usize, requests: &[(Method, String)]) -> usize {
        match app {
            0 => pass(&self.layered, requests).await,
            1 => pass(&self.restful, requests).await,
            2 => pass(&self.axum, requests).await,
            _ => pass(&self.ceiling, requests).await,
        }
    }

    /// The ns per request of one pass of the mix through app `app`.
    async fn time(&self, app: usize, requests: &[(Method, String)]) -> f64 {
        match app {
            0 => time(&self.layered, requests).await,
            1 => time(&self.restful, requests).await,
            2 => time(&self.axum, requests).await,
            _ => time(&self.ceiling, requests).await,
        }
    }

    /// The allocations per request of one pass of the mix through app `app`.
    async fn allocations(&self, app: usize, requests: &[(Method, String)]) -> f64 {
        let before = counting::allocations();
        self.pass(app, requests).await;
        (counting::allocations() - before) as f64 / requests.len() as f64
    }
}

/// The index of each app in [`Apps`] and [`Row`].
const APPS: [&str; 4] = ["layer", "router", "axum", "ceiling"];

fn measure(runtime: &tokio::runtime::Runtime, n: usize) -> Row {
    let controllers = controllers(n);
    let requests = requests(&controllers);
    let apps = Apps::new(&controllers);
    runtime.block_on(async {
        let mut ok = [0; 4];
        let mut allocations = [0.0; 4];
        for app in 0..4 {
            ok[app] = apps.pass(app, &requests).await;
            allocations[app] = apps.allocations(app, &requests).await;
        }
        assert!(
            ok.iter().all(|&ok_of_app| ok_of_app == ok[2]),
            "every app must answer the same requests with a 2xx: {ok:?}"
        );
        let mut times: [Vec<f64>; 4] = Default::default();
        let mut ratios: [Vec<f64>; 3] = Default::default();
        for round in 0..ROUNDS {
            // Each round runs the four in another order.
            let mut round_ns = [0.0; 4];
            for i in 0..4 {
                let app = (round + i) % 4;
                round_ns[app] = apps.time(app, &requests).await;
            }
            for (app, ns) in round_ns.into_iter().enumerate() {
                times[app].push(ns);
            }
            for (ratio, app) in ratios.iter_mut().zip([0, 1, 3]) {
                ratio.push(round_ns[2] / round_ns[app]);
            }
        }
        Row {
            n,
            ns: times.map(median),
            allocations,
            speed_up: ratios.map(median),
        }
    })
}

/// `--profile <app>`: `--passes` passes (20 unless given) of the mix at 10 controllers through
/// one app alone, to count its instructions with callgrind; run it twice with two numbers of
/// passes, and the difference over the difference of requests is the cost of a request.
fn profile(runtime: &tokio::runtime::Runtime, app: &str, passes: usize) {
    let app = APPS
        .iter()
        .position(|name| *name == app)
        .unwrap_or_else(|| panic!("--profile takes one of {APPS:?}"));
    let controllers = controllers(10);
    let requests = requests(&controllers);
    let apps = Apps::new(&controllers);
    runtime.block_on(async {
        for _ in 0..passes {
            apps.pass(app, &requests).await;
        }
    });
}

/// Requests per second over one keep-alive HTTP/1.1 connection to `addr` during `seconds`.
fn loopback_rate(addr: SocketAddr, requests: &[(Method, String)], seconds: f64) -> f64 {
    let mut stream = TcpStream::connect(addr).expect("connect to 127.0.0.1");
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .expect("timeout");
    stream.set_nodelay(true).expect("nodelay");
    let mut buffer = vec![0u8; 64 * 1024];
    let (start, mut done) = (Instant::now(), 0usize);
    'run: loop {
        for (method, path) in requests {
            let head = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
            stream.write_all(head.as_bytes()).expect("write");
            read_response(&mut stream, &mut buffer, *method == Method::HEAD);
            done += 1;
            if start.elapsed().as_secs_f64() >= seconds {
                break 'run;
            }
        }
    }
    done as f64 / start.elapsed().as_secs_f64()
}

/// Reads one response with a `Content-Length` (every answer of both apps has one).
fn read_response(stream: &mut TcpStream, buffer: &mut [u8], head: bool) {
    let mut filled = 0;
    loop {
        let read = stream.read(&mut buffer[filled..]).expect("read");
        assert!(read > 0, "the server closed the connection");
        filled += read;
        let Some(end) = buffer[..filled].windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&buffer[..end]).to_ascii_lowercase();
        let length: usize = headers
            .lines()
            .find_map(|line| line.strip_prefix("content-length:"))
            .and_then(|value| value.trim().parse().ok())
            .unwrap_or(0);
        let body = if head { 0 } else { length };
        while filled < end + 4 + body {
            let read = stream.read(&mut buffer[filled..]).expect("read");
            assert!(read > 0, "the server closed the connection");
            filled += read;
        }
        return;
    }
}

/// Requests per second over loopback for the three apps, and the medians of the ratios of
/// each restful app's rate to axum's.
fn loopback(n: usize, seconds: f64) -> ([f64; 3], [f64; 2]) {
    let controllers = controllers(n);
    let requests = requests(&controllers);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("runtime");
    let serve = |app: BoxService| {
        runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind 127.0.0.1");
            let addr = listener.local_addr().expect("address");
            tokio::spawn(async move {
                axum::serve(
                    listener,
                    axum::ServiceExt::<Request>::into_make_service(app),
                )
                .await
            });
            addr
        })
    };
    let addrs = [
        serve(BoxService::new(restful_layered(&controllers))),
        serve(BoxService::new(restful_app(&controllers))),
        serve(BoxService::new(axum_app(&controllers, ParamsBy::Path))),
    ];
    let mut rates: [Vec<f64>; 3] = Default::default();
    let mut ratios: [Vec<f64>; 2] = Default::default();
    for round in 0..3 {
        let mut round_rates = [0.0; 3];
        for i in 0..3 {
            let app = (round + i) % 3;
            round_rates[app] = loopback_rate(addrs[app], &requests, seconds);
        }
        for (app, rate) in round_rates.into_iter().enumerate() {
            rates[app].push(rate);
        }
        ratios[0].push(round_rates[0] / round_rates[2]);
        ratios[1].push(round_rates[1] / round_rates[2]);
    }
    (rates.map(median), ratios.map(median))
}

/// Any of the three apps, to serve them alike (the box costs each the same).
type BoxService = tower::util::BoxCloneSyncService<Request, Response, Infallible>;

/// The chart of docs/benchmarks.md: at each size, each way's speed-up over axum by hand (the
/// median of round ratios), in process and over loopback, beside the 1.0× line.
fn chart(rows: &[Row], loopback: &[(usize, [f64; 2])]) -> Chart<'static> {
    let groups = rows
        .iter()
        .map(|row| {
            let over_loopback = loopback.iter().find(|(n, _)| *n == row.n).map(|(_, r)| *r);
            let values = vec![
                Some(row.speed_up[0]),
                Some(row.speed_up[1]),
                over_loopback.map(|r| r[0]),
                over_loopback.map(|r| r[1]),
            ];
            (format!("{} controllers", row.n), values)
        })
        .collect();
    Chart {
        title: "restful-axum's speed over the same routes by hand in axum (higher is better)",
        baseline: "axum by hand",
        series: &[
            ("into_layer, in process", "#1f77b4"),
            ("into_router, in process", "#ff7f0e"),
            ("into_layer, loopback", "#aec7e8"),
            ("into_router, loopback", "#ffbb78"),
        ],
        groups,
        log: false,
    }
}

fn main() {
    let args = Args::from_env();
    let sizes = args.sizes(&SIZES);
    let seconds: f64 = args
        .value("--seconds")
        .and_then(|s| s.parse().ok())
        .unwrap_or(2.0);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    if let Some(app) = args.value("--profile") {
        let passes = args.value("--passes").and_then(|p| p.parse().ok());
        profile(&runtime, app, passes.unwrap_or(20));
        return;
    }
    let rows: Vec<Row> = sizes.iter().map(|&n| measure(&runtime, n)).collect();
    println!(
        "| controllers | restful-axum layer ns/request | restful-axum into_router ns/request | axum by hand ns/request | axum routes, no restful rule ns/request | speed-up: layer | speed-up: into_router | speed-up: axum routes, no restful rule | allocations/request: layer | into_router | axum | no restful rule |"
    );
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for r in &rows {
        println!(
            "| {} | {:.0} | {:.0} | {:.0} | {:.0} | {:.2}× | {:.2}× | {:.2}× | {:.2} | {:.2} | {:.2} | {:.2} |",
            r.n,
            r.ns[0],
            r.ns[1],
            r.ns[2],
            r.ns[3],
            r.speed_up[0],
            r.speed_up[1],
            r.speed_up[2],
            r.allocations[0],
            r.allocations[1],
            r.allocations[2],
            r.allocations[3]
        );
    }
    if !args.measures() {
        return;
    }
    println!(
        "\nloopback HTTP/1.1, one keep-alive connection, {seconds} s per run, 3 rounds, each app once per round:\n"
    );
    println!(
        "| controllers | layer requests/s | into_router requests/s | axum by hand requests/s | ratio: layer | ratio: into_router |"
    );
    println!("|---:|---:|---:|---:|---:|---:|");
    let mut over_loopback = Vec::new();
    for &n in &sizes {
        let (rates, ratios) = loopback(n, seconds);
        println!(
            "| {n} | {:.0} | {:.0} | {:.0} | {:.2}× | {:.2}× |",
            rates[0], rates[1], rates[2], ratios[0], ratios[1]
        );
        over_loopback.push((n, ratios));
    }
    if let Some(path) = args.value("--svg") {
        chart(&rows, &over_loopback).write(path);
    }
}
