//! Filters on axum (docs/guide.md, "9. Filters"): what the mount checks, the order filters
//! run in, what a filter reads, and the router's list of them. The HTTP behaviour on every
//! stack is the conformance suite's; these are the mount's and the order's.

use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::{Next, from_fn};
use axum::response::Response;
use restful_axum::{Actions, Id, Recognized, RestfulRouter};
use restful_conformance::{ISSUES_FILTERS_LISTED, panic_message};
use restful_core::{Method, Restful};
use tower::ServiceExt;

#[derive(Restful)]
#[restful(only(index, show, destroy), member(post(close)))]
struct IssuesController;

async fn echo(found: Recognized) -> String {
    format!("{}#{}", found.controller().name(), found.action())
}

fn issues() -> Actions {
    Actions::new()
        .index(echo)
        .show(echo)
        .destroy(echo)
        .on("close", echo)
}

/// A filter that appends `tag` to the `x-seen` header on the way in, and on the way out.
fn tag(
    tag: &'static str,
) -> impl Fn(Request, Next) -> std::pin::Pin<Box<dyn Future<Output = Response> + Send>> + Clone {
    move |mut request: Request, next: Next| {
        Box::pin(async move {
            let seen = request
                .headers()
                .get("x-seen")
                .and_then(|v| v.to_str().ok());
            let seen = format!("{}{tag}>", seen.unwrap_or_default());
            request
                .headers_mut()
                .insert("x-seen", HeaderValue::from_str(&seen).unwrap());
            let mut response = next.run(request).await;
            let out = response
                .headers()
                .get("x-out")
                .and_then(|v| v.to_str().ok());
            let out = format!("{}<{tag}", out.unwrap_or_default());
            response
                .headers_mut()
                .insert("x-out", HeaderValue::from_str(&out).unwrap());
            response
        })
    }
}

async fn send(app: axum::Router, method: &str, path: &str) -> Response {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .body(Body::empty());
    app.oneshot(request.unwrap()).await.unwrap()
}

#[tokio::test]
async fn filters_run_in_declaration_order_the_first_outermost() {
    async fn seen(request: Request) -> String {
        let seen = request
            .headers()
            .get("x-seen")
            .and_then(|v| v.to_str().ok());
        seen.unwrap_or_default().to_owned()
    }
    let actions = Actions::new()
        .index(seen)
        .show(seen)
        .destroy(seen)
        .on("close", seen)
        .layer(from_fn(tag("a")))
        .layer_only(["show", "close"], from_fn(tag("b")))
        .layer_except(["close"], from_fn(tag("c")));
    let app = RestfulRouter::new()
        .restful::<IssuesController>(actions)
        .into_router();
    for (method, path, inward, outward) in [
        ("GET", "/issues/1", "a>b>c>", "<c<b<a"),
        ("POST", "/issues/1/close", "a>b>", "<b<a"),
        ("GET", "/issues", "a>c>", "<c<a"),
        ("HEAD", "/issues/1", "", "<c<b<a"),
    ] {
        let response = send(app.clone(), method, path).await;
        assert_eq!(response.status(), StatusCode::OK, "{method} {path}");
        assert_eq!(response.headers()["x-out"], outward, "{method} {path}");
        let body = to_bytes(response.into_body(), 1024).await.unwrap();
        if method != "HEAD" {
            assert_eq!(body, inward, "{method} {path}");
        }
    }
}

#[tokio::test]
async fn a_filter_reads_the_recognized_route_and_its_id() {
    async fn owner_only(
        Id(id): Id<u32>,
        found: Recognized,
        request: Request,
        next: Next,
    ) -> Response {
        assert_eq!(found.action().name(), "destroy");
        match id {
            7 => next.run(request).await,
            _ => Response::builder()
                .status(403)
                .body(Body::from("not yours"))
                .unwrap(),
        }
    }
    let app = RestfulRouter::new()
        .restful::<IssuesController>(issues().layer_only(["destroy"], from_fn(owner_only)))
        .into_router();
    assert_eq!(send(app.clone(), "DELETE", "/issues/7").await.status(), 200);
    assert_eq!(send(app.clone(), "DELETE", "/issues/8").await.status(), 403);
    // A 404 of the filter's `Id` (not a number) comes before the filter.
    assert_eq!(send(app, "DELETE", "/issues/x").await.status(), 404);
}

#[test]
fn a_name_the_controller_does_not_serve_panics_with_the_nearest() {
    async fn pass(request: Request, next: Next) -> Response {
        next.run(request).await
    }
    let message = panic_message(|| {
        let _ = RestfulRouter::new()
            .restful::<IssuesController>(issues().layer_except(["index", "clsoe"], from_fn(pass)));
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
    async fn pass(request: Request, next: Next) -> Response {
        next.run(request).await
    }
    let router: RestfulRouter = RestfulRouter::new().restful::<IssuesController>(
        issues()
            .layer_except(["index", "show"], from_fn(pass))
            .named("login")
            .layer(from_fn(pass)),
    );
    let listed: Vec<String> = router.routes().map(|route| route.to_string()).collect();
    assert_eq!(listed, ISSUES_FILTERS_LISTED);
    // Every route that changes state is guarded by the login.
    for route in router.routes() {
        let writes = route.route().method() != Method::GET;
        assert_eq!(
            route.filter_names().any(|name| name == Some("login")),
            writes
        );
    }
}
