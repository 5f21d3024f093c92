//! Filters on actix-web (docs/guide.md, "9. Filters"): the order filters run in, what a filter
//! reads, the mount's refusal of a misspelled name, and the router's list. The HTTP behaviour on
//! every stack is the conformance suite's.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::{Next, from_fn};
use actix_web::test::{self, TestRequest};
use actix_web::{App, Error, HttpMessage, HttpRequest, HttpResponse};
use restful_actix::{Actions, Recognized, RestfulRouter};
use restful_conformance::panic_message;
use restful_core::{Method, Restful};

#[derive(Restful)]
#[restful(only(index, show, destroy), member(post(close)))]
struct IssuesController;

/// The `x-seen` header as the handler gets it.
async fn seen(request: HttpRequest) -> String {
    let seen = request
        .headers()
        .get("x-seen")
        .and_then(|v| v.to_str().ok());
    seen.unwrap_or_default().to_owned()
}

fn append(value: Option<&HeaderValue>, tag: &str) -> HeaderValue {
    let before = value.and_then(|v| v.to_str().ok()).unwrap_or_default();
    HeaderValue::from_str(&format!("{before}{tag}")).unwrap()
}

/// Appends `a>` to `x-seen` on the way in and `<a` to `x-out` on the way out.
async fn a(
    mut request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    tagged(&mut request, "a");
    out(next.call(request).await?, "a")
}

async fn b(
    mut request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    tagged(&mut request, "b");
    out(next.call(request).await?, "b")
}

fn tagged(request: &mut ServiceRequest, tag: &str) {
    let name = HeaderName::from_static("x-seen");
    let value = append(request.headers().get(&name), &format!("{tag}>"));
    request.headers_mut().insert(name, value);
}

fn out<B>(mut response: ServiceResponse<B>, tag: &str) -> Result<ServiceResponse<B>, Error> {
    let name = HeaderName::from_static("x-out");
    let value = append(response.headers().get(&name), &format!("<{tag}"));
    response.headers_mut().insert(name, value);
    Ok(response)
}

#[actix_web::test]
async fn filters_run_in_declaration_order_the_first_outermost() {
    let actions = Actions::new()
        .index(seen)
        .show(seen)
        .destroy(seen)
        .on("close", seen)
        .wrap(from_fn(a))
        .wrap_only(["show", "close"], from_fn(b));
    let router = RestfulRouter::new().restful::<IssuesController>(actions);
    let app = test::init_service(App::new().service(router)).await;
    for (method, path, inward, outward) in [
        ("GET", "/issues/1", "a>b>", "<b<a"),
        ("POST", "/issues/1/close", "a>b>", "<b<a"),
        ("GET", "/issues", "a>", "<a"),
    ] {
        let request = TestRequest::default()
            .method(method.parse().unwrap())
            .uri(path)
            .to_request();
        let response = test::call_service(&app, request).await;
        assert_eq!(response.status(), 200, "{method} {path}");
        assert_eq!(
            response.headers().get("x-out").unwrap(),
            outward,
            "{method} {path}"
        );
        assert_eq!(test::read_body(response).await, inward, "{method} {path}");
    }
}

#[actix_web::test]
async fn a_filter_reads_the_recognized_route_and_its_id() {
    async fn owner_only(
        request: ServiceRequest,
        next: Next<impl MessageBody + 'static>,
    ) -> Result<ServiceResponse<impl MessageBody>, Error> {
        let id = request.extensions().get::<Recognized>().and_then(|found| {
            assert_eq!(found.action().name(), "destroy");
            found.id().map(str::to_owned)
        });
        if id.as_deref() == Some("7") {
            return Ok(next.call(request).await?.map_into_left_body());
        }
        let refused = HttpResponse::Forbidden().body("not yours");
        Ok(request.into_response(refused).map_into_right_body())
    }
    let actions = Actions::new()
        .index(seen)
        .show(seen)
        .destroy(seen)
        .on("close", seen)
        .wrap_only(["destroy"], from_fn(owner_only));
    let router = RestfulRouter::new().restful::<IssuesController>(actions);
    let app = test::init_service(App::new().service(router)).await;
    for (path, status) in [("/issues/7", 200), ("/issues/8", 403)] {
        let request = TestRequest::delete().uri(path).to_request();
        assert_eq!(
            test::call_service(&app, request).await.status(),
            status,
            "{path}"
        );
    }
}

fn issues() -> Actions {
    Actions::new()
        .index(seen)
        .show(seen)
        .destroy(seen)
        .on("close", seen)
}

#[test]
fn a_name_the_controller_does_not_serve_panics_with_the_nearest() {
    let message = panic_message(|| {
        let _ = RestfulRouter::new()
            .restful::<IssuesController>(issues().wrap_except(["index", "clsoe"], from_fn(a)));
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
            .wrap_except(["index", "show"], from_fn(a))
            .named("login")
            .wrap(from_fn(b)),
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
