//! What typing the ids costs: the same twelve controllers (four at the root, four nested one
//! level, four two levels) declared twice, untyped and with `#[restful(id = u64)]`, over one
//! shuffled mix of their routes with numeric ids, 404s and 405s. Each side does what a handler
//! needs: the route, then every param read as a `u64` (restful's typed side parses each id
//! once more, as a handler's `Ids<(u64, ...)>` does). Against matchit 0.9 by hand doing the
//! same: `at`, the method check, every param parsed, and a 404 where one does not parse.
//!
//! ```sh
//! cargo bench -p restful-core --bench typed_ids
//! ```

use std::collections::HashMap;
use std::hint::black_box;

use restful_core::{Controller, Method, Param, Registry};

mod support;
use support::Args;
use support::counting::{median, time};

macro_rules! controllers {
    ($module:ident, $($attrs:tt)*) => {
        mod $module {
            use restful_core::Restful;

            #[derive(Restful)]
            #[restful(resource = "photos", $($attrs)*)]
            pub struct Photos;
            #[derive(Restful)]
            #[restful(resource = "orders", prefix = "/api/v1", $($attrs)*)]
            pub struct Orders;
            #[derive(Restful)]
            #[restful(resource = "users", collection(get(search)), member(post(archive)), $($attrs)*)]
            pub struct Users;
            #[derive(Restful)]
            #[restful(resource = "tags", only(index, show), $($attrs)*)]
            pub struct Tags;
            #[derive(Restful)]
            #[restful(resource = "comments", parent = Photos, $($attrs)*)]
            pub struct Comments;
            #[derive(Restful)]
            #[restful(resource = "lines", parent = Orders, $($attrs)*)]
            pub struct Lines;
            #[derive(Restful)]
            #[restful(resource = "posts", parent = Users, $($attrs)*)]
            pub struct Posts;
            #[derive(Restful)]
            #[restful(resource = "albums", parent = Users, only(index, show), $($attrs)*)]
            pub struct Albums;
            #[derive(Restful)]
            #[restful(resource = "likes", parent = Comments, $($attrs)*)]
            pub struct Likes;
            #[derive(Restful)]
            #[restful(resource = "refunds", parent = Lines, $($attrs)*)]
            pub struct Refunds;
            #[derive(Restful)]
            #[restful(resource = "replies", parent = Posts, $($attrs)*)]
            pub struct Replies;
            #[derive(Restful)]
            #[restful(resource = "photos", parent = Albums, $($attrs)*)]
            pub struct AlbumPhotos;

            pub fn all() -> Vec<&'static restful_core::Controller> {
                vec![
                    Photos::CONTROLLER, Orders::CONTROLLER, Users::CONTROLLER,
                    Tags::CONTROLLER, Comments::CONTROLLER, Lines::CONTROLLER,
                    Posts::CONTROLLER, Albums::CONTROLLER, Likes::CONTROLLER,
                    Refunds::CONTROLLER, Replies::CONTROLLER, AlbumPhotos::CONTROLLER,
                ]
            }
        }
    };
}

controllers!(untyped,);
controllers!(typed, id = u64);

/// The routes by hand in matchit: each template with its routes by method (GET, POST, PUT,
/// DELETE), the value a route's place in `Registry::routes`.
struct MatchitRouter {
    router: matchit::Router<[Option<usize>; 4]>,
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

impl MatchitRouter {
    fn new(controllers: &[&'static Controller]) -> MatchitRouter {
        let mut order = Vec::new();
        let mut templates: HashMap<&str, [Option<usize>; 4]> = HashMap::new();
        for (at, route) in controllers.iter().flat_map(|c| c.routes()).enumerate() {
            let slots = templates.entry(route.path()).or_insert_with(|| {
                order.push(route.path());
                [None; 4]
            });
            slots[slot(&route.method()).expect("routed")] = Some(at);
        }
        let mut router = matchit::Router::new();
        for template in order {
            router
                .insert(template, templates[template])
                .expect("no conflict");
        }
        MatchitRouter { router }
    }
}

/// 1,024 requests, shuffled: a route's path with ids (seven in ten), a route's path with a
/// word where an id goes (a 404 for typed ids; one in ten, where `words`, else ids), PATCH
/// on a route (405; one in ten), a path below a route (404; one in ten).
fn requests(controllers: &[&'static Controller], words: bool) -> Vec<(Method, String)> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let routes: Vec<_> = controllers.iter().flat_map(|c| c.routes()).collect();
    let mut requests: Vec<(Method, String)> = (0..1024)
        .map(|_| {
            let route = routes[next() as usize % routes.len()];
            let kind = next() % 10;
            let ids: Vec<String> = (0..route.param_names().len())
                .map(|_| match kind {
                    7 if words => "latest".to_owned(),
                    _ => (next() % 100_000).to_string(),
                })
                .collect();
            let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
            let path = route
                .controller()
                .path_for(route.action(), &ids[..])
                .expect("served");
            match kind {
                8 => (Method::PATCH, path),
                9 => (Method::GET, format!("{path}/x/1")),
                _ => (route.method(), path),
            }
        })
        .collect();
    for i in (1..requests.len()).rev() {
        let j = next() as usize % (i + 1);
        requests.swap(i, j);
    }
    requests
}

/// Recognizes each request and reads every param as a `u64`; a param that is none is a 404,
/// as the handler would answer. Returns the requests answered by a handler.
fn run_restful(registry: &Registry, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        if let Ok(found) = registry.recognize(black_box(method), black_box(path)) {
            black_box(found.route());
            // Every param, even past one that is no number.
            let mut all = true;
            for (_, value) in found.params() {
                all &= black_box(u64::parse(value)).is_some();
            }
            if all {
                hits += 1;
            }
        }
    }
    hits
}

fn run_matchit(router: &MatchitRouter, requests: &[(Method, String)]) -> usize {
    let mut hits = 0;
    for (method, path) in requests {
        let Ok(found) = router.router.at(black_box(path)) else {
            continue;
        };
        let Some(route) = slot(method).and_then(|s| found.value[s]) else {
            continue;
        };
        black_box(route);
        let mut all = true;
        for (_, value) in found.params.iter() {
            all &= black_box(u64::parse(value)).is_some();
        }
        if all {
            hits += 1;
        }
    }
    hits
}

const ROUNDS: usize = 101;
const PASSES: usize = 20;

fn main() {
    let args = Args::from_env();
    let untyped = Registry::new(untyped::all()).expect("no conflict");
    let typed = Registry::new(typed::all()).expect("no conflict");
    let router = MatchitRouter::new(&untyped::all());
    let mixes = [
        ("every id a number", requests(&untyped::all(), false)),
        (
            "a word where an id goes in one request in ten",
            requests(&untyped::all(), true),
        ),
    ];
    for (_, requests) in &mixes {
        let hits = run_restful(&untyped, requests);
        assert_eq!(
            hits,
            run_restful(&typed, requests),
            "typed ids answer the same"
        );
        assert_eq!(hits, run_matchit(&router, requests), "as matchit does");
    }
    if !args.measures() {
        println!("smoke run: the three routers agree on both mixes");
        return;
    }
    println!(
        "the same 12 controllers, untyped and `id = u64`, 1,024 requests (405s and 404s among \
         them); every param read as a `u64`:\n"
    );
    println!(
        "| mix | restful untyped ns/lookup | restful `id = u64` ns/lookup | matchit + parse ns/lookup | untyped over typed | typed over matchit |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, requests) in &mixes {
        let sides: [&dyn Fn() -> usize; 3] = [
            &|| run_restful(&untyped, requests),
            &|| run_restful(&typed, requests),
            &|| run_matchit(&router, requests),
        ];
        let mut times = vec![Vec::new(); sides.len()];
        for round in 0..ROUNDS {
            for k in 0..sides.len() {
                // A different side first in each round.
                let k = (k + round) % sides.len();
                let t = time(|| {
                    for _ in 0..PASSES {
                        black_box((sides[k])());
                    }
                });
                times[k].push(t.as_nanos() as f64 / (PASSES * requests.len()) as f64);
            }
        }
        let ratio = |a: usize, b: usize| {
            median(times[a].iter().zip(&times[b]).map(|(x, y)| y / x).collect())
        };
        println!(
            "| {name} | {:.1} | {:.1} | {:.1} | {:.2}× | {:.2}× |",
            median(times[0].clone()),
            median(times[1].clone()),
            median(times[2].clone()),
            ratio(0, 1),
            ratio(1, 2),
        );
    }
}
