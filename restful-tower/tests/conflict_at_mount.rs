//! Two derived controllers with one base path: the process-wide registry cannot be built, so
//! the first mount panics with the registry's refusal, which names both, as any mount would.
//! A test binary of its own: its registry conflicts.

use std::convert::Infallible;

use http::{Request, Response};
use http_body_util::Full;
use hyper::body::Bytes;
use restful_conformance::panic_message;
use restful_core::Restful;
use restful_tower::{Actions, RestfulRouter};
use tower::service_fn;

type Body = Full<Bytes>;

#[derive(Restful)]
#[restful(only(index))]
struct Gadgets;

/// An older name for the same resource, left behind.
#[derive(Restful)]
#[restful(resource = "gadgets", only(index))]
struct Widgets;

async fn index(_: Request<Body>) -> Result<Response<Body>, Infallible> {
    Ok(Response::new(Body::from("gadgets")))
}

#[test]
fn a_registry_in_conflict_fails_the_first_mount() {
    let message = panic_message(|| {
        let _ = RestfulRouter::<Body, Body>::new()
            .restful::<Gadgets>(Actions::new().index(service_fn(index)));
    });
    assert!(
        message
            .starts_with("restful-tower: the registry cannot be built: conflicting controllers:"),
        "{message}"
    );
    for name in [
        Gadgets::CONTROLLER.type_name(),
        Widgets::CONTROLLER.type_name(),
        "`/gadgets`",
    ] {
        assert!(message.contains(name), "{message}");
    }
}
