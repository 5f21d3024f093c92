//! Filters on tower (docs/guide.md, "9. Filters"): the mount's refusal of a misspelled name
//! and the router's list of the filters on each route. What filters do over HTTP (order, HEAD,
//! the override, 404/405/400) is the conformance suite's.

use std::convert::Infallible;

use http::{Request, Response};
use http_body_util::Full;
use hyper::body::Bytes;
use restful_conformance::{ISSUES_FILTERS_LISTED, panic_message};
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
    assert_eq!(listed, ISSUES_FILTERS_LISTED);
    for route in router.routes() {
        let writes = route.route().method() != Method::GET;
        assert_eq!(
            route.filter_names().any(|name| name == Some("login")),
            writes
        );
    }
}

/// A layer around the router (`ServiceBuilder`, or `Layer::layer`: tower's way of adding
/// middleware to a service) sees every request, restful routes included; the router's own
/// filters see only the actions they name.
#[tokio::test]
async fn a_layer_around_the_router_covers_every_restful_route() {
    use tower::ServiceExt;

    /// 401 without an `x-user` header, else the inner answer.
    #[derive(Clone)]
    struct Login<S>(S);
    impl<S> tower::Service<Request<Body>> for Login<S>
    where
        S: tower::Service<Request<Body>, Response = Response<Body>, Error = Infallible>,
        S::Future: Send + 'static,
    {
        type Response = Response<Body>;
        type Error = Infallible;
        type Future =
            std::pin::Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;
        fn poll_ready(
            &mut self,
            cx: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Result<(), Infallible>> {
            self.0.poll_ready(cx)
        }
        fn call(&mut self, request: Request<Body>) -> Self::Future {
            if request.headers().contains_key("x-user") {
                return Box::pin(self.0.call(request));
            }
            let mut refused = Response::new(Body::from("login required"));
            *refused.status_mut() = http::StatusCode::UNAUTHORIZED;
            Box::pin(async move { Ok(refused) })
        }
    }

    let router = RestfulRouter::new().restful::<IssuesController>(issues());
    let app = tower::ServiceBuilder::new()
        .layer(layer_fn(Login))
        .service(router);
    for (method, path, anonymous, signed_in) in [
        ("GET", "/issues", 401, 200),
        ("DELETE", "/issues/7", 401, 200),
        ("POST", "/issues/7/close", 401, 200),
        ("PATCH", "/issues/7", 401, 405),
        ("GET", "/nowhere", 401, 404),
    ] {
        for (user, expected) in [(false, anonymous), (true, signed_in)] {
            let mut request = Request::builder().method(method).uri(path);
            if user {
                request = request.header("x-user", "ann");
            }
            let request = request.body(Body::default()).unwrap();
            let status = app.clone().oneshot(request).await.unwrap().status();
            assert_eq!(
                status.as_u16(),
                expected,
                "{method} {path}, signed in: {user}"
            );
        }
    }
}
