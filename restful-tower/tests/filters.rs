//! Filters on tower (docs/guide.md, "9. Filters"): the mount's refusal of a misspelled name
//! and the router's list of the filters on each route. What filters do over HTTP (order, HEAD,
//! the override, 404/405/400) is the conformance suite's.

use std::convert::Infallible;

use http::{Request, Response};
use http_body_util::Full;
use hyper::body::Bytes;
use restful_conformance::panic_message;
use restful_core::{Method, Restful};
use restful_tower::{Actions, RestfulRouter, Route};
use tower::layer::layer_fn;
use tower::service_fn;

#[derive(Restful)]
#[restful(only(index, show, destroy), member(post(close)))]
struct IssuesController;

type Body = Full<Bytes>;

async fn answer(_: Request<Body>) -> Result<Response<Body>, Infallible> {
    Ok(Response::new(Body::from("done")))
}

fn issues() -> Actions<Body, Body> {
    let answer = service_fn(answer);
    Actions::new()
        .index(answer)
        .show(answer)
        .destroy(answer)
        .on("close", answer)
}

/// A filter that passes every request on.
fn pass() -> impl tower::Layer<Route<Body, Body>, Service = Route<Body, Body>> + Send + Sync {
    layer_fn(|next: Route<Body, Body>| next)
}

#[test]
fn a_name_the_controller_does_not_serve_panics_with_the_nearest() {
    let message = panic_message(|| {
        let _ = RestfulRouter::new()
            .restful::<IssuesController>(issues().layer_except(["index", "clsoe"], pass()));
    });
    assert!(
        message.contains("serves no action named `clsoe`; did you mean `close`?"),
        "{message}"
    );
    let message = panic_message(|| {
        let _ = issues().named("login");
    });
    assert!(
        message.contains("names the filter declared before it"),
        "{message}"
    );
}

#[test]
fn the_router_lists_the_filters_of_each_route() {
    let router = RestfulRouter::new().restful::<IssuesController>(
        issues()
            .layer_except(["index", "show"], pass())
            .named("login")
            .layer(pass()),
    );
    let listed: Vec<String> = router.routes().map(|route| route.to_string()).collect();
    assert_eq!(
        listed,
        [
            "GET /issues (IssuesController#index) [unnamed]",
            "GET /issues/{id} (IssuesController#show) [unnamed]",
            "DELETE /issues/{id} (IssuesController#destroy) [login, unnamed]",
            "POST /issues/{id}/close (IssuesController#close) [login, unnamed]",
        ]
    );
    for route in router.routes() {
        let writes = route.route().method() != Method::GET;
        assert_eq!(
            route.filter_names().any(|name| name == Some("login")),
            writes
        );
    }
}
