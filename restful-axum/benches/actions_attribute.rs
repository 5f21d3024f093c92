//! `#[restful_axum::actions]` against the same handlers given one by one to `Actions`: per
//! request time through `into_layer()`, as the median of per-round ratios over interleaved
//! rounds in one process. The attribute writes the same `Actions`, so the ratio is 1.00 but for
//! noise; this measures that it is.
//!
//! ```sh
//! cargo bench -p restful-axum --bench actions_attribute
//! ```
//!
//! Three controllers (the seven actions, one nested, one with custom actions), a shuffled mix of
//! every route (HEAD included), 404s and 405s; each handler reads its params.

use axum::Router;
use axum::http::StatusCode;
use restful_axum::{Actions, Params, RestfulRouter, RestfulService};
use restful_core::{Method, Restful};
use tower::Layer;

mod oneshot;
#[path = "../../restful-core/benches/support/mod.rs"]
mod support;
use oneshot::{pass, time};
use support::counting::median;

const ROUNDS: usize = 31;

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(
    only(index, show, update),
    member(post(close)),
    collection(get(search))
)]
struct IssuesController;

async fn read(params: Params) -> String {
    params
        .iter()
        .map(|(_, value)| value.len())
        .sum::<usize>()
        .to_string()
}

/// An `#[actions]` block of `$controller` whose functions `$action` read every param.
macro_rules! reading {
    ($controller:ident: $($action:ident),*) => {
        #[restful_axum::actions]
        impl $controller {
            $(async fn $action(params: Params) -> String {
                read(params).await
            })*
        }
    };
}

reading!(PhotosController: index, new_form, create, show, edit_form, update, destroy);
reading!(CommentsController: index, new_form, create, show, edit_form, update, destroy);
reading!(IssuesController: index, show, update, close, search);

/// The same functions, given one by one.
fn by_hand() -> RestfulRouter {
    type P = PhotosController;
    type C = CommentsController;
    type I = IssuesController;
    RestfulRouter::new()
        .restful::<P>(
            Actions::new()
                .index(P::index)
                .new_form(P::new_form)
                .create(P::create)
                .show(P::show)
                .edit_form(P::edit_form)
                .update(P::update)
                .destroy(P::destroy),
        )
        .restful::<C>(
            Actions::new()
                .index(C::index)
                .new_form(C::new_form)
                .create(C::create)
                .show(C::show)
                .edit_form(C::edit_form)
                .update(C::update)
                .destroy(C::destroy),
        )
        .restful::<I>(
            Actions::new()
                .index(I::index)
                .show(I::show)
                .update(I::update)
                .on("close", I::close)
                .on("search", I::search),
        )
}

async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "not found")
}

fn layered(router: RestfulRouter) -> RestfulService<Router> {
    router.into_layer().layer(Router::new().fallback(not_found))
}

fn main() {
    let controllers = [
        PhotosController::CONTROLLER,
        CommentsController::CONTROLLER,
        IssuesController::CONTROLLER,
    ];
    let requests: Vec<(Method, String)> = support::requests(&controllers);
    let attribute = layered(
        RestfulRouter::new()
            .controller::<PhotosController>()
            .controller::<CommentsController>()
            .controller::<IssuesController>(),
    );
    let builder = layered(by_hand());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let ok = [
            pass(&attribute, &requests).await,
            pass(&builder, &requests).await,
        ];
        assert_eq!(ok[0], ok[1], "both answer the same requests with a 2xx");
        let mut ratios = Vec::with_capacity(ROUNDS);
        let mut times: [Vec<f64>; 2] = Default::default();
        for round in 0..ROUNDS {
            let (a, b) = if round % 2 == 0 {
                let a = time(&attribute, &requests).await;
                (a, time(&builder, &requests).await)
            } else {
                let b = time(&builder, &requests).await;
                (time(&attribute, &requests).await, b)
            };
            times[0].push(a);
            times[1].push(b);
            ratios.push(b / a);
        }
        println!("| mount | ns/request |");
        println!("|---|---:|");
        println!(
            "| `#[restful_axum::actions]`, `controller::<C>()` | {:.0} |",
            median(times[0].clone())
        );
        println!(
            "| `Actions::new().on(...)`, `restful::<C>(...)` | {:.0} |",
            median(times[1].clone())
        );
        println!();
        println!(
            "speed of the attribute against the builder (median of per-round ratios): {:.2}×",
            median(ratios)
        );
    });
}
