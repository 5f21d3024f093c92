//! `on_rejection`: the app answers restful's refusals itself (docs/integrations.md, 4.1), at
//! the root and in `web::scope`, behind `MethodOverride` (`actix_web::test`, in process).

use actix_http::Request;
use actix_web::body::MessageBody;
use actix_web::dev::{Payload, Service, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderMap};
use actix_web::test::{self, TestRequest};
use actix_web::web::Bytes;
use actix_web::{App, Error, HttpResponse, web};
use restful_actix::{Actions, Id, MethodOverride, Recognized, RestfulRouter};
use restful_core::adapter::Rejection;
use restful_core::http::request::Parts;
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(only(index, show, update))]
struct PhotosController;

/// Reads an `Id` its route has not (a bug of the app: 500).
async fn index(Id(id): Id) -> String {
    format!("never: {id}")
}

async fn show(Id(id): Id<u64>) -> String {
    format!("photo {id}")
}

async fn update(found: Recognized) -> String {
    format!("updated {}", found.id().unwrap_or_default())
}

async fn not_found(request: actix_web::HttpRequest) -> HttpResponse {
    HttpResponse::NotFound().body(format!(
        "the app's 404 for {} {}",
        request.method(),
        request.uri()
    ))
}

/// JSON to a client that asks for it, the app's page otherwise; never an `Allow`. The head is
/// `http` 1's.
fn answer(rejection: Rejection, parts: &Parts) -> HttpResponse {
    let json = parts
        .headers
        .get(restful_core::http::header::ACCEPT)
        .is_some_and(|accept| accept.as_bytes().starts_with(b"application/json"));
    let status = StatusCode::from_u16(rejection.status().as_u16()).unwrap();
    let path = parts.uri.path();
    let found = match parts.extensions.get::<Recognized>() {
        Some(found) => format!(" ({})", found.action()),
        None => String::new(),
    };
    match json {
        true => HttpResponse::build(status)
            .content_type("application/json")
            .body(format!(
                r#"{{"status":{},"error":"{}","path":"{path}"}}"#,
                status.as_u16(),
                rejection.message()
            )),
        false => HttpResponse::build(status)
            .content_type("text/html")
            .body(format!("<p>{}{found} at {path}</p>", rejection.message())),
    }
}

fn restful(function: bool) -> RestfulRouter {
    let router = RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().index(index).show(show).update(update));
    match function {
        true => router.on_rejection(answer),
        false => router,
    }
}

/// The app, its router at `mount` (`""`: the root, else a `web::scope`), with the function
/// (the router's and the override's) or without.
async fn app(
    mount: &'static str,
    function: bool,
) -> impl Service<Request, Response = ServiceResponse<impl MessageBody>, Error = Error> {
    let method_override = match function {
        true => MethodOverride::new().on_rejection(answer),
        false => MethodOverride::new(),
    };
    let app = App::new()
        .wrap(method_override)
        .default_service(web::to(not_found));
    let app = match mount {
        "" => app.service(restful(function)),
        prefix => app.service(web::scope(prefix).service(restful(function))),
    };
    test::init_service(app).await
}

#[derive(Debug, PartialEq, Eq)]
struct Got {
    status: u16,
    allow: Option<String>,
    content_type: Option<String>,
    body: String,
}

async fn send<S, B>(app: &S, request: Request) -> Got
where
    S: Service<Request, Response = ServiceResponse<B>, Error = Error>,
    B: MessageBody,
{
    let response = app.call(request).await.unwrap();
    let header = |headers: &HeaderMap, name| {
        let value = headers.get(name);
        value.map(|value: &header::HeaderValue| value.to_str().unwrap().to_owned())
    };
    let allow = header(response.headers(), header::ALLOW);
    let content_type = header(response.headers(), header::CONTENT_TYPE);
    let status = response.status().as_u16();
    let body = test::read_body(response).await;
    Got {
        status,
        allow,
        content_type,
        body: String::from_utf8(body.to_vec()).unwrap(),
    }
}

fn request(method: &str, mount: &str, path: &str, accept: &str) -> Request {
    TestRequest::default()
        .method(method.parse().unwrap())
        .uri(&format!("{mount}{path}"))
        .insert_header((header::ACCEPT, accept))
        .to_request()
}

const JSON: &str = "application/json";
const HTML: &str = "text/html";
const MOUNTS: [&str; 2] = ["", "/api"];

fn json(status: u16, error: &str, path: &str) -> String {
    format!(r#"{{"status":{status},"error":"{error}","path":"{path}"}}"#)
}

#[actix_web::test]
async fn a_405_gets_the_apps_body_and_keeps_its_allow() {
    let error = "method not allowed; the path allows GET, HEAD, PUT";
    for mount in MOUNTS {
        let app = app(mount, true).await;
        for method in ["DELETE", "PATCH", "OPTIONS", "POST"] {
            let got = send(&app, request(method, mount, "/photos/1", JSON)).await;
            let expected = Got {
                status: 405,
                allow: Some("GET, HEAD, PUT".to_owned()),
                content_type: Some(JSON.to_owned()),
                body: json(405, error, &format!("{mount}/photos/1")),
            };
            assert_eq!(got, expected, "{mount}: {method}");
            let page = send(&app, request(method, mount, "/photos/1", HTML)).await;
            assert_eq!(page.allow.as_deref(), Some("GET, HEAD, PUT"), "{mount}");
            assert_eq!(page.content_type.as_deref(), Some(HTML));
            assert_eq!(page.body, format!("<p>{error} at {mount}/photos/1</p>"));
        }
    }
}

#[actix_web::test]
async fn an_allow_the_function_sets_is_its_own() {
    let own = |_: Rejection, _: &Parts| {
        HttpResponse::MethodNotAllowed()
            .insert_header((header::ALLOW, "GET"))
            .body("mine")
    };
    let router = restful(false).on_rejection(own);
    let app = test::init_service(App::new().service(router)).await;
    let got = send(&app, request("DELETE", "", "/photos/1", HTML)).await;
    assert_eq!(
        (got.status, got.allow.as_deref(), got.body.as_str()),
        (405, Some("GET"), "mine")
    );
}

#[actix_web::test]
async fn a_malformed_escape_is_the_apps_400() {
    let error = "the param `id` is a malformed percent-escape or not UTF-8";
    for mount in MOUNTS {
        let app = app(mount, true).await;
        let got = send(&app, request("GET", mount, "/photos/%zz", JSON)).await;
        assert_eq!((got.status, got.allow), (400, None), "{mount}");
        assert_eq!(got.body, json(400, error, &format!("{mount}/photos/%zz")));
        let page = send(&app, request("PUT", mount, "/photos/%FF", HTML)).await;
        assert_eq!(page.body, format!("<p>{error} at {mount}/photos/%FF</p>"));
    }
}

/// A form POST to `/photos/1` whose body is `payload`.
fn form(mount: &str, payload: Payload, accept: &str) -> Request {
    let mut request = TestRequest::post()
        .uri(&format!("{mount}/photos/1"))
        .insert_header((header::CONTENT_TYPE, "application/x-www-form-urlencoded"))
        .insert_header((header::ACCEPT, accept))
        .to_request();
    *request.payload() = payload;
    request
}

fn too_large() -> Payload {
    let mut form = b"_method=DELETE&pad=".to_vec();
    form.resize(restful_actix::DEFAULT_BODY_LIMIT + 1, b'a');
    Payload::from(Bytes::from(form))
}

/// A form body that breaks off after its first bytes, as a dropped connection does.
fn broken() -> Payload {
    let chunks: Vec<Result<Bytes, PayloadError>> = vec![
        Ok(Bytes::from_static(b"_method=")),
        Err(PayloadError::Incomplete(None)),
    ];
    let payload: actix_http::BoxedPayloadStream = Box::pin(futures_util::stream::iter(chunks));
    Payload::Stream { payload }
}

#[actix_web::test]
async fn the_overrides_413_and_400_are_the_apps() {
    for mount in MOUNTS {
        let app = app(mount, true).await;
        let path = format!("{mount}/photos/1");
        let got = send(&app, form(mount, too_large(), JSON)).await;
        assert_eq!(got.status, 413, "{mount}");
        assert_eq!(got.content_type.as_deref(), Some(JSON), "{mount}");
        assert_eq!(got.body, json(413, "form body too large", &path));
        let page = send(&app, form(mount, too_large(), HTML)).await;
        assert_eq!(page.body, format!("<p>form body too large at {path}</p>"));
        let unreadable = send(&app, form(mount, broken(), JSON)).await;
        assert_eq!(unreadable.status, 400, "{mount}");
        let error = "the form body could not be read";
        assert_eq!(unreadable.body, json(400, error, &path), "{mount}");
    }
}

#[actix_web::test]
async fn an_extractors_refusal_is_the_apps_with_the_request_head() {
    let error = Rejection::NoId(Action::Index).message();
    for mount in MOUNTS {
        let app = app(mount, true).await;
        let got = send(&app, request("GET", mount, "/photos", HTML)).await;
        assert_eq!(got.status, 500, "{mount}");
        // The head's extensions hold what the router recognized.
        assert_eq!(
            got.body,
            format!("<p>{error} (index) at {mount}/photos</p>")
        );
        let json_got = send(&app, request("GET", mount, "/photos?page=2", JSON)).await;
        assert_eq!(json_got.body, json(500, error, &format!("{mount}/photos")));
    }
}

#[actix_web::test]
async fn an_id_that_does_not_parse_goes_to_the_apps_default_service() {
    for mount in MOUNTS {
        let app = app(mount, true).await;
        for accept in [JSON, HTML] {
            let got = send(&app, request("GET", mount, "/photos/abc", accept)).await;
            let fallback = format!("the app's 404 for GET {mount}/photos/abc");
            assert_eq!((got.status, got.body), (404, fallback), "{mount}");
        }
        let ok = send(&app, request("GET", mount, "/photos/7", JSON)).await;
        assert_eq!((ok.status, ok.body.as_str()), (200, "photo 7"));
        let nowhere = send(&app, request("GET", mount, "/photos/7/x", JSON)).await;
        assert_eq!(
            nowhere.body,
            format!("the app's 404 for GET {mount}/photos/7/x")
        );
    }
}

/// Restful's plain text, as before `on_rejection`.
fn plain(status: u16, allow: Option<&str>, body: &str) -> Got {
    Got {
        status,
        allow: allow.map(str::to_owned),
        content_type: Some("text/plain; charset=utf-8".to_owned()),
        body: body.to_owned(),
    }
}

#[actix_web::test]
async fn without_a_function_every_answer_is_as_before() {
    let not_allowed = "method not allowed; the path allows GET, HEAD, PUT";
    for mount in MOUNTS {
        let app = app(mount, false).await;
        let cases = [
            (
                request("DELETE", mount, "/photos/1", JSON),
                plain(405, Some("GET, HEAD, PUT"), not_allowed),
            ),
            (
                request("GET", mount, "/photos/%zz", JSON),
                plain(
                    400,
                    None,
                    "the param `id` is a malformed percent-escape or not UTF-8",
                ),
            ),
            (
                request("GET", mount, "/photos/abc", JSON),
                plain(404, None, "no resource has this id"),
            ),
            (
                request("GET", mount, "/photos", JSON),
                plain(500, None, Rejection::NoId(Action::Index).message()),
            ),
            (
                form(mount, too_large(), JSON),
                plain(413, None, "form body too large"),
            ),
            (
                form(mount, broken(), JSON),
                plain(400, None, "the form body could not be read"),
            ),
        ];
        for (request, expected) in cases {
            let sent = format!("{} {}", request.method(), request.uri());
            assert_eq!(send(&app, request).await, expected, "{sent}");
        }
        let ok = send(&app, request("PUT", mount, "/photos/1", JSON)).await;
        assert_eq!((ok.status, ok.body.as_str()), (200, "updated 1"));
    }
}
