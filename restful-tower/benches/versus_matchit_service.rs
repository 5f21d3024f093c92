//! restful-tower's `RestfulRouter` against a tower router written by hand on matchit 0.9, the
//! shape of matchit's own hyper example: one `matchit::Router` per method whose values are
//! boxed tower services, HEAD looked up as GET, a 405 with `Allow` from the other methods'
//! routers, the params put in the request's extensions. Per-request time as the median of
//! per-round ratios over interleaved rounds in one process, and allocations per request, at
//! 10, 100 and 1,000 controllers (a quarter of them nested).
//!
//! ```sh
//! cargo bench -p restful-tower --bench versus_matchit_service
//! cargo bench -p restful-tower --bench versus_matchit_service -- --svg docs/tower.svg
//! ```
//!
//! Both routers answer the same 1,024-request mix (all seven actions, HEAD, 404s, 405s)
//! through `tower::ServiceExt::oneshot`. Their handlers do the same work: the routes without
//! params answer a static text; the others take every param as an owned `String` and answer
//! with how many there were; both have the same 404 service.

use std::collections::HashMap;
use std::convert::Infallible;
use std::hint::black_box;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode, header};
use http_body_util::Full;
use restful_core::{Action, Controller};
use restful_tower::{Actions, Params, RestfulRouter};
use tower::util::{BoxCloneSyncService, Oneshot};
use tower::{Service, ServiceExt, service_fn};

#[path = "../../restful-core/benches/support/mod.rs"]
mod support;
// The controllers of the mix, derived: a router mounts only those of the process-wide registry.
use fixture_bench_mix::controllers;
use support::chart::Chart;
use support::counting::{self, Counting, median};
use support::{Args, SIZES, requests};

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const ROUNDS: usize = 31;

type Body = Full<Bytes>;
type Handler = BoxCloneSyncService<Request<Body>, Response<Body>, Infallible>;

async fn plain(_: Request<Body>) -> Result<Response<Body>, Infallible> {
    Ok(Response::new(Full::from("ok")))
}

async fn restful_params(request: Request<Body>) -> Result<Response<Body>, Infallible> {
    let params = Params::of(&request).expect("a restful route");
    let owned: Vec<String> = params.iter().map(|(_, value)| value.to_owned()).collect();
    Ok(Response::new(Full::from(owned.len().to_string())))
}

/// The params the hand-written router found, owned.
#[derive(Clone)]
struct Found(Vec<(String, String)>);

async fn matchit_params(request: Request<Body>) -> Result<Response<Body>, Infallible> {
    let Found(params) = request.extensions().get::<Found>().expect("routed");
    let owned: Vec<String> = params.iter().map(|(_, value)| value.clone()).collect();
    Ok(Response::new(Full::from(owned.len().to_string())))
}

async fn not_found(_: Request<Body>) -> Result<Response<Body>, Infallible> {
    let mut response = Response::new(Full::from("not found"));
    *response.status_mut() = StatusCode::NOT_FOUND;
    Ok(response)
}

/// Whether `controller`'s template of `action` has params.
fn has_params(controller: &'static Controller, action: Action) -> bool {
    controller
        .route(action)
        .is_some_and(|route| !route.param_names().is_empty())
}

/// restful-tower's router: every controller mounted, each action answered by the service of
/// its shape.
fn restful_router(controllers: &[&'static Controller]) -> RestfulRouter<Body, Body> {
    controllers
        .iter()
        .fold(RestfulRouter::new(), |router, &controller| {
            let actions = controller
                .actions()
                .iter()
                .fold(Actions::new(), |actions, action| {
                    if has_params(controller, action) {
                        actions.on(action, service_fn(restful_params))
                    } else {
                        actions.on(action, service_fn(plain))
                    }
                });
            router.mount(controller, actions)
        })
        .fallback(service_fn(not_found))
}

/// The router by hand: a matchit router per method, of boxed services.
#[derive(Clone)]
struct ByHand {
    routes: Arc<HashMap<Method, matchit::Router<Handler>>>,
    not_found: Handler,
}

impl ByHand {
    fn new(controllers: &[&'static Controller]) -> ByHand {
        let mut routes: HashMap<Method, matchit::Router<Handler>> = HashMap::new();
        for &controller in controllers {
            for route in controller.routes() {
                let handler = match has_params(controller, route.action()) {
                    true => Handler::new(service_fn(matchit_params)),
                    false => Handler::new(service_fn(plain)),
                };
                routes
                    .entry(route.method())
                    .or_default()
                    .insert(route.path(), handler)
                    .expect("no conflict");
            }
        }
        ByHand {
            routes: Arc::new(routes),
            not_found: Handler::new(service_fn(not_found)),
        }
    }
}

impl Service<Request<Body>> for ByHand {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Oneshot<Handler, Request<Body>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, mut request: Request<Body>) -> Self::Future {
        let method = match *request.method() {
            Method::HEAD => Method::GET,
            ref method => method.clone(),
        };
        let routed = self.routes.get(&method).and_then(|router| {
            let found = router.at(request.uri().path()).ok()?;
            let params = found.params.iter();
            let params = params.map(|(k, v)| (k.to_owned(), v.to_owned())).collect();
            Some((found.value.clone(), params))
        });
        if let Some((handler, params)) = routed {
            request.extensions_mut().insert(Found(params));
            return handler.oneshot(request);
        }
        // 405 where another method's router has the path, with those methods in `Allow`.
        let mut allowed: Vec<&str> = self
            .routes
            .iter()
            .filter(|(_, router)| router.at(request.uri().path()).is_ok())
            .map(|(method, _)| method.as_str())
            .collect();
        if allowed.is_empty() {
            return self.not_found.clone().oneshot(request);
        }
        if allowed.contains(&"GET") {
            allowed.push("HEAD");
        }
        let allow = allowed.join(", ");
        let refusal = service_fn(move |_: Request<Body>| {
            let allow = allow.clone();
            async move {
                let mut response = Response::new(Full::from("method not allowed"));
                *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
                let value = header::HeaderValue::from_str(&allow).expect("method names");
                response.headers_mut().insert(header::ALLOW, value);
                Ok(response)
            }
        });
        Handler::new(refusal).oneshot(request)
    }
}

fn request(method: &Method, path: &str) -> Request<Body> {
    Request::builder()
        .method(method.clone())
        .uri(path)
        .body(Body::default())
        .unwrap_or_default()
}

/// One pass of the mix through `app`: the number of 2xx answers.
async fn pass<A>(app: &A, requests: &[(Method, String)]) -> usize
where
    A: Service<Request<Body>, Response = Response<Body>, Error = Infallible> + Clone,
{
    let mut ok = 0;
    for (method, path) in requests {
        let response = app.clone().oneshot(request(method, path)).await;
        if response.is_ok_and(|response| black_box(response).status().is_success()) {
            ok += 1;
        }
    }
    ok
}

/// The ns per request of one pass of the mix.
async fn time<A>(app: &A, requests: &[(Method, String)]) -> f64
where
    A: Service<Request<Body>, Response = Response<Body>, Error = Infallible> + Clone,
{
    let start = Instant::now();
    black_box(pass(app, requests).await);
    start.elapsed().as_nanos() as f64 / requests.len() as f64
}

/// The allocations per request of one pass of the mix.
async fn allocations<A>(app: &A, requests: &[(Method, String)]) -> f64
where
    A: Service<Request<Body>, Response = Response<Body>, Error = Infallible> + Clone,
{
    let before = counting::allocations();
    pass(app, requests).await;
    (counting::allocations() - before) as f64 / requests.len() as f64
}

/// One size's figures: ns and allocations per request of restful-tower and of the router by
/// hand, and the median of the per-round ratios of the latter's time to the former's.
struct Row {
    n: usize,
    ns: [f64; 2],
    allocations: [f64; 2],
    speed_up: f64,
}

async fn measure(n: usize, rounds: usize) -> Row {
    let controllers = controllers(n);
    let requests = requests(&controllers);
    let restful = restful_router(&controllers);
    let by_hand = ByHand::new(&controllers);
    let ok = [
        pass(&restful, &requests).await,
        pass(&by_hand, &requests).await,
    ];
    assert_eq!(
        ok[0], ok[1],
        "both must answer the same requests with a 2xx"
    );
    let allocations = [
        allocations(&restful, &requests).await,
        allocations(&by_hand, &requests).await,
    ];
    let mut times: [Vec<f64>; 2] = Default::default();
    let mut ratios = Vec::new();
    for round in 0..rounds {
        // Every other round, the other goes first.
        let (restful_ns, by_hand_ns) = if round % 2 == 0 {
            let first = time(&restful, &requests).await;
            (first, time(&by_hand, &requests).await)
        } else {
            let first = time(&by_hand, &requests).await;
            (time(&restful, &requests).await, first)
        };
        times[0].push(restful_ns);
        times[1].push(by_hand_ns);
        ratios.push(by_hand_ns / restful_ns);
    }
    Row {
        n,
        ns: times.map(median),
        allocations,
        speed_up: median(ratios),
    }
}

fn main() {
    let args = Args::from_env();
    let sizes = args.sizes(&SIZES);
    let rounds = if args.measures() { ROUNDS } else { 1 };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("runtime");
    let rows: Vec<Row> = sizes
        .iter()
        .map(|&n| runtime.block_on(measure(n, rounds)))
        .collect();
    println!(
        "| controllers | restful-tower ns/request | matchit by hand ns/request | speed-up | allocations/request: restful-tower | matchit by hand |"
    );
    println!("|---:|---:|---:|---:|---:|---:|");
    for r in &rows {
        println!(
            "| {} | {:.0} | {:.0} | {:.2}× | {:.2} | {:.2} |",
            r.n, r.ns[0], r.ns[1], r.speed_up, r.allocations[0], r.allocations[1]
        );
    }
    if let Some(path) = args.value("--svg") {
        let groups = rows
            .iter()
            .map(|r| (format!("{} controllers", r.n), vec![Some(r.speed_up)]))
            .collect();
        let chart = Chart {
            title: "restful-tower's speed over a tower router by hand on matchit 0.9",
            baseline: "matchit by hand",
            series: &[("RestfulRouter, in process", "#2ca02c")],
            groups,
            log: false,
        };
        chart.write(path);
    }
}
