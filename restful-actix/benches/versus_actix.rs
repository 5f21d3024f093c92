//! restful-actix against the same routes written by hand in actix-web, two ways: one
//! `web::resource` per template (how the actix guide writes routes), and each controller's
//! resources grouped in a `web::scope` (nested controllers' scopes in their parent's), the
//! faster way an expert writes them. Per-request time as the median of per-round ratios over
//! interleaved rounds in one process, and allocations per request, at 10, 100 and 1,000
//! controllers (a quarter of them nested).
//!
//! ```sh
//! cargo bench -p restful-actix --bench versus_actix
//! cargo bench -p restful-actix --bench versus_actix -- --sizes 10 --svg docs/actix.svg
//! ```
//!
//! The three apps answer the same 1,024-request mix (all seven actions, HEAD, 404s, 405s),
//! through `Service::call` on the app `actix_web::test::init_service` builds, as actix's own
//! tests do; each request is built before the clock starts. Their handlers do the same work:
//! the routes without params answer a static text; the others take every param as an owned
//! `String` (`Params` on restful's side, `web::Path<Vec<String>>` on actix's) and answer with
//! how many there were; all have the same 404 handler.

use std::hint::black_box;
use std::time::Instant;

use actix_web::dev::{Service, ServiceResponse};
use actix_web::test::{TestRequest, init_service};
use actix_web::{App, HttpResponse, Resource, Scope, web};
use restful_actix::{Actions, Params, RestfulRouter};
use restful_core::{Action, Controller, Method};

#[path = "../../restful-core/benches/support/mod.rs"]
mod support;
// The controllers of the mix, derived: a router mounts only those of the process-wide registry.
use fixture_bench_mix::controllers;
use support::chart::Chart;
use support::counting::{self, Counting, median};
use support::{Args, SIZES, requests};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const ROUNDS: usize = 15;

async fn plain() -> &'static str {
    "ok"
}

async fn restful_params(params: Params) -> String {
    let owned: Vec<String> = params.iter().map(|(_, value)| value.to_owned()).collect();
    owned.len().to_string()
}

async fn actix_params(params: web::Path<Vec<String>>) -> String {
    params.into_inner().len().to_string()
}

async fn not_found() -> HttpResponse {
    HttpResponse::NotFound().body("not found")
}

/// Whether `controller`'s template of `action` has params.
fn has_params(controller: &'static Controller, action: Action) -> bool {
    controller
        .route(action)
        .is_some_and(|route| !route.param_names().is_empty())
}

/// restful-actix's router: every controller mounted, each action answered by the handler of
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

/// A resource's route for one of `controller`'s routes: GET also answers HEAD, as restful's
/// routes do.
fn route_to(resource: Resource, controller: &'static Controller, action: Action) -> Resource {
    let with_params = has_params(controller, action);
    let route = match action.method() {
        Method::GET => web::get(),
        Method::POST => web::post(),
        Method::PUT => web::put(),
        _ => web::delete(),
    };
    let resource = match with_params {
        true => resource.route(route.to(actix_params)),
        false => resource.route(route.to(plain)),
    };
    match (action.method(), with_params) {
        (Method::GET, true) => resource.route(web::head().to(actix_params)),
        (Method::GET, false) => resource.route(web::head().to(plain)),
        _ => resource,
    }
}

/// Adds one of `controller`'s routes to the resource at `path`, made when it is the first.
fn add(
    resources: &mut Vec<(&'static str, Option<Resource>)>,
    path: &'static str,
    controller: &'static Controller,
    action: Action,
) {
    let slot = match resources.iter().position(|(at, _)| *at == path) {
        Some(index) => &mut resources[index].1,
        None => {
            resources.push((path, Some(web::resource(path))));
            &mut resources.last_mut().expect("just pushed").1
        }
    };
    *slot = slot
        .take()
        .map(|resource| route_to(resource, controller, action));
}

/// The same routes by hand: one `web::resource` per template, its methods as routes.
fn by_resource(controllers: &[&'static Controller]) -> Vec<Resource> {
    let mut resources = Vec::new();
    for &controller in controllers {
        for route in controller.routes() {
            add(&mut resources, route.path(), controller, route.action());
        }
    }
    resources.into_iter().filter_map(|(_, r)| r).collect()
}

/// The same routes grouped: a `web::scope` per controller at its base path (a nested one in
/// its parent's scope, below the parent's `/{id}`), with its resources `""`, `/new_form`,
/// `/{id}` and `/{id}/edit_form`.
fn by_scope(controllers: &[&'static Controller]) -> Vec<Scope> {
    fn scope_of(
        controller: &'static Controller,
        at: &str,
        controllers: &[&'static Controller],
    ) -> Scope {
        let children = controllers
            .iter()
            .filter(|child| child.parent() == Some(controller));
        let scope = children.fold(web::scope(at), |scope, &child| {
            let below = &child.path()[controller.path().len()..];
            scope.service(scope_of(child, below, controllers))
        });
        let mut resources = Vec::new();
        for route in controller.routes() {
            let below = &route.path()[controller.path().len()..];
            add(&mut resources, below, controller, route.action());
        }
        resources
            .into_iter()
            .filter_map(|(_, r)| r)
            .fold(scope, Scope::service)
    }
    controllers
        .iter()
        .filter(|c| c.parent().is_none())
        .map(|&c| scope_of(c, c.path(), controllers))
        .collect()
}

fn request(method: &Method, path: &str) -> actix_http::Request {
    let method = actix_web::http::Method::from_bytes(method.as_str().as_bytes()).expect("method");
    TestRequest::default().method(method).uri(path).to_request()
}

/// One pass of the mix through `app`: the number of 2xx answers, and the ns per request.
async fn pass<S, B>(app: &S, requests: &[(Method, String)]) -> (usize, f64)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
{
    let built: Vec<_> = requests.iter().map(|(m, p)| request(m, p)).collect();
    let mut ok = 0;
    let start = Instant::now();
    for request in built {
        if let Ok(response) = app.call(request).await {
            if black_box(response).status().is_success() {
                ok += 1;
            }
        }
    }
    (
        ok,
        start.elapsed().as_nanos() as f64 / requests.len() as f64,
    )
}

/// The allocations per request of one pass of the mix, the requests' own aside.
async fn allocations<S, B>(app: &S, requests: &[(Method, String)]) -> f64
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
{
    let built: Vec<_> = requests.iter().map(|(m, p)| request(m, p)).collect();
    let before = counting::allocations();
    for request in built {
        black_box(app.call(request).await.ok());
    }
    (counting::allocations() - before) as f64 / requests.len() as f64
}

/// One size's figures: for each app (restful-actix, a resource per template, a scope per
/// controller), the median ns per request and the allocations per request; and the median of
/// the per-round ratios of each hand-written app's time to restful-actix's.
struct Row {
    n: usize,
    ns: [f64; 3],
    allocations: [f64; 3],
    speed_up: [f64; 2],
}

async fn measure(n: usize, rounds: usize) -> Row {
    let controllers = controllers(n);
    let requests = requests(&controllers);
    let restful = init_service(
        App::new()
            .service(restful_router(&controllers))
            .default_service(web::to(not_found)),
    )
    .await;
    let resources = init_service(
        by_resource(&controllers)
            .into_iter()
            .fold(App::new(), App::service)
            .default_service(web::to(not_found)),
    )
    .await;
    let scopes = init_service(
        by_scope(&controllers)
            .into_iter()
            .fold(App::new(), App::service)
            .default_service(web::to(not_found)),
    )
    .await;
    let ok = [
        pass(&restful, &requests).await.0,
        pass(&resources, &requests).await.0,
        pass(&scopes, &requests).await.0,
    ];
    assert!(
        ok[0] == ok[1] && ok[0] == ok[2],
        "every app must answer the same requests with a 2xx: {ok:?}"
    );
    let allocations = [
        allocations(&restful, &requests).await,
        allocations(&resources, &requests).await,
        allocations(&scopes, &requests).await,
    ];
    let mut times: [Vec<f64>; 3] = Default::default();
    let mut ratios: [Vec<f64>; 2] = Default::default();
    for round in 0..rounds {
        // Each round runs the three in another order.
        let mut round_ns = [0.0; 3];
        for i in 0..3 {
            let app = (round + i) % 3;
            round_ns[app] = match app {
                0 => pass(&restful, &requests).await.1,
                1 => pass(&resources, &requests).await.1,
                _ => pass(&scopes, &requests).await.1,
            };
        }
        for (app, ns) in round_ns.into_iter().enumerate() {
            times[app].push(ns);
        }
        ratios[0].push(round_ns[1] / round_ns[0]);
        ratios[1].push(round_ns[2] / round_ns[0]);
    }
    Row {
        n,
        ns: times.map(median),
        allocations,
        speed_up: ratios.map(median),
    }
}

fn main() {
    let args = Args::from_env();
    let sizes = args.sizes(&SIZES);
    let rounds = if args.measures() { ROUNDS } else { 1 };
    let rows: Vec<Row> = actix_web::rt::System::new().block_on(async {
        let mut rows = Vec::new();
        for &n in &sizes {
            rows.push(measure(n, rounds).await);
        }
        rows
    });
    println!(
        "| controllers | restful-actix ns/request | web::resource ns/request | web::scope ns/request | speed-up: vs resource | speed-up: vs scope | allocations/request: restful | resource | scope |"
    );
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for r in &rows {
        println!(
            "| {} | {:.0} | {:.0} | {:.0} | {:.2}× | {:.2}× | {:.2} | {:.2} | {:.2} |",
            r.n,
            r.ns[0],
            r.ns[1],
            r.ns[2],
            r.speed_up[0],
            r.speed_up[1],
            r.allocations[0],
            r.allocations[1],
            r.allocations[2]
        );
    }
    if let Some(path) = args.value("--svg") {
        let groups = rows
            .iter()
            .map(|r| {
                let values = r.speed_up.iter().copied().map(Some).collect();
                (format!("{} controllers", r.n), values)
            })
            .collect();
        let chart = Chart {
            title: "restful-actix's speed over the same routes by hand in actix-web (log scale)",
            baseline: "actix-web by hand",
            series: &[
                ("vs a web::resource per template", "#1f77b4"),
                ("vs a web::scope per controller", "#ff7f0e"),
            ],
            groups,
            log: true,
        };
        chart.write(path);
    }
}
