//! What a filter costs the actions it does not cover: restful-axum in front of the app
//! (`into_layer()`), with a login filter on `create`, `update` and `destroy`, against the same
//! router without it, on a shuffled mix of reads (GET and HEAD on every read route, 404s and
//! 405s among them): the median of per-round ratios over interleaved rounds in one process.
//!
//! ```sh
//! cargo bench -p restful-axum --bench filter_cost
//! cargo bench -p restful-axum --bench filter_cost -- --sizes 10 --rounds 11
//! ```
//!
//! Both routers have the same handlers (a static text, or every param read as an owned
//! `String` with `Params`); the filter is `axum::middleware::from_fn` that answers 401 without
//! an `x-user` header. A ratio of 1.00× means the reads pay nothing for the filter on the
//! writes.

use axum::Router;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::{Next, from_fn};
use axum::response::{IntoResponse, Response};
use restful_axum::{Actions, Params, RestfulRouter, RestfulService};
use restful_core::{Action, Controller, Method};
use tower::Layer;

mod oneshot;
#[path = "../../restful-core/benches/support/mod.rs"]
mod support;
// The controllers of the mix, derived: a router mounts only those of the process-wide registry.
use fixture_bench_mix::controllers;
use oneshot::{pass, time};
use support::counting::median;
use support::{Args, SIZES, requests};

async fn plain() -> &'static str {
    "ok"
}

async fn with_params(params: Params) -> String {
    let owned: Vec<String> = params.iter().map(|(_, value)| value.to_owned()).collect();
    owned.len().to_string()
}

async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "not found")
}

async fn login(request: Request, next: Next) -> Response {
    match request.headers().contains_key("x-user") {
        true => next.run(request).await,
        false => (StatusCode::UNAUTHORIZED, "login required").into_response(),
    }
}

/// Every controller mounted; with `filtered`, a login on the writes it serves.
fn app(controllers: &[&'static Controller], filtered: bool) -> RestfulService<Router> {
    let writes = [Action::Create, Action::Update, Action::Destroy];
    let router = controllers
        .iter()
        .fold(RestfulRouter::new(), |router, &controller| {
            let mut actions =
                controller
                    .actions()
                    .iter()
                    .fold(Actions::new(), |actions, action| {
                        let params = controller
                            .route(action)
                            .is_some_and(|route| !route.param_names().is_empty());
                        match params {
                            true => actions.on(action, with_params),
                            false => actions.on(action, plain),
                        }
                    });
            let guarded: Vec<Action> = writes
                .into_iter()
                .filter(|&action| controller.serves(action))
                .collect();
            if filtered && !guarded.is_empty() {
                actions = actions.layer_only(guarded, from_fn(login));
            }
            router.mount(controller, actions)
        });
    router.into_layer().layer(Router::new().fallback(not_found))
}

fn main() {
    let args = Args::from_env();
    let sizes = args.sizes(&SIZES);
    let rounds: usize = match args.measures() {
        false => 1,
        true => args
            .value("--rounds")
            .and_then(|r| r.parse().ok())
            .unwrap_or(31),
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    println!(
        "| controllers | reads in the mix | without the filter ns/request | with it ns/request | ratio: without / with |"
    );
    println!("|---:|---:|---:|---:|---:|");
    for n in sizes {
        let controllers = controllers(n);
        let reads: Vec<(Method, String)> = requests(&controllers)
            .into_iter()
            .filter(|(method, _)| *method == Method::GET || *method == Method::HEAD)
            .collect();
        let bare = app(&controllers, false);
        let filtered = app(&controllers, true);
        runtime.block_on(async {
            let ok = [pass(&bare, &reads).await, pass(&filtered, &reads).await];
            assert_eq!(ok[0], ok[1], "both must answer the reads alike");
            let (mut times, mut ratios) = ([Vec::new(), Vec::new()], Vec::new());
            for round in 0..rounds {
                let mut ns = [0.0; 2];
                for i in 0..2 {
                    let which = (round + i) % 2;
                    ns[which] = match which {
                        0 => time(&bare, &reads).await,
                        _ => time(&filtered, &reads).await,
                    };
                }
                times[0].push(ns[0]);
                times[1].push(ns[1]);
                ratios.push(ns[0] / ns[1]);
            }
            let [bare_ns, filtered_ns] = times.map(median);
            println!(
                "| {n} | {} | {bare_ns:.0} | {filtered_ns:.0} | {:.3}× |",
                reads.len(),
                median(ratios)
            );
        });
    }
}
