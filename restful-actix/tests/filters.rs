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
use restful_conformance::{ISSUES_FILTERS_LISTED, panic_message};
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
    assert_eq!(listed, ISSUES_FILTERS_LISTED);
    for route in router.routes() {
        let writes = route.route().method() != Method::GET;
        assert_eq!(
            route.filter_names().any(|name| name == Some("login")),
            writes
        );
    }
}

/// 401 without an `x-user` header.
async fn login(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::EitherBody<impl MessageBody>>, Error> {
    if request.headers().contains_key("x-user") {
        return Ok(next.call(request).await?.map_into_left_body());
    }
    let refused = HttpResponse::Unauthorized().body("login required");
    Ok(request.into_response(refused).map_into_right_body())
}

async fn status_of<S, B>(app: &S, method: actix_web::http::Method, path: &str, user: bool) -> u16
where
    S: actix_web::dev::Service<actix_http::Request, Response = ServiceResponse<B>, Error = Error>,
{
    let mut request = TestRequest::default().method(method).uri(path);
    if user {
        request = request.insert_header(("x-user", "ann"));
    }
    test::call_service(app, request.to_request())
        .await
        .status()
        .as_u16()
}

/// actix's own ways of adding middleware cover restful routes as they cover the app's own:
/// `App::wrap` every request, `Scope::wrap` every request below the scope.
#[actix_web::test]
async fn app_and_scope_middleware_cover_restful_routes() {
    use actix_web::http::Method as M;
    use actix_web::web;
    let app = test::init_service(
        App::new()
            .wrap(from_fn(login))
            .service(RestfulRouter::new().restful::<IssuesController>(issues_echo())),
    )
    .await;
    for (method, path, anonymous, signed_in) in [
        (M::GET, "/issues", 401, 200),
        (M::DELETE, "/issues/7", 401, 200),
        (M::POST, "/issues/7/close", 401, 200),
        (M::PATCH, "/issues/7", 401, 405),
        (M::GET, "/nowhere", 401, 404),
    ] {
        assert_eq!(
            status_of(&app, method.clone(), path, false).await,
            anonymous,
            "{method} {path}"
        );
        assert_eq!(
            status_of(&app, method.clone(), path, true).await,
            signed_in,
            "{method} {path}"
        );
    }

    let app = test::init_service(
        App::new()
            .route("/health", web::get().to(|| async { "ok" }))
            .service(
                web::scope("/api")
                    .wrap(from_fn(login))
                    .service(RestfulRouter::new().restful::<IssuesController>(issues_echo())),
            ),
    )
    .await;
    assert_eq!(status_of(&app, M::GET, "/api/issues/7", false).await, 401);
    assert_eq!(status_of(&app, M::GET, "/api/issues/7", true).await, 200);
    assert_eq!(status_of(&app, M::GET, "/health", false).await, 200);
}

fn issues_echo() -> Actions {
    async fn echo(found: Recognized) -> String {
        format!("{}#{}", found.controller().name(), found.action())
    }
    Actions::new()
        .index(echo)
        .show(echo)
        .destroy(echo)
        .on("close", echo)
}
