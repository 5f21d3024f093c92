//! `on_rejection`: the app answers restful's refusals itself (docs/integrations.md, 4.1), at
//! the root and `mounted_at` a prefix, with and without a fallback, behind `MethodOverride`.

use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};

use http::request::Parts;
use http::{Request, Response, StatusCode, header};
use http_body::{Body as _, Frame};
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use restful_core::adapter::Rejection;
use restful_core::{Action, Restful};
use restful_tower::{Actions, Id, MethodOverride, OverrideBody, Recognized, RestfulRouter};
use tower::util::BoxCloneSyncService;
use tower::{ServiceExt, service_fn};

#[derive(Restful)]
#[restful(only(index, show, update))]
struct PhotosController;

type BoxError = Box<dyn std::error::Error + Send + Sync>;
/// What comes in: a body of any kind (one that breaks off, too).
type In = BoxBody<Bytes, BoxError>;
/// What the router gets, behind `MethodOverride`.
type Body = OverrideBody<In>;
type Out = Full<Bytes>;
type Answer = Result<Response<Out>, Infallible>;

/// Reads an `Id` its route has not (a bug of the app: 500).
async fn index(request: Request<Body>) -> Answer {
    Ok(match Id::<String>::of(&request) {
        Ok(Id(id)) => Response::new(Out::from(format!("never: {id}"))),
        Err(rejection) => rejection.into_response(),
    })
}

async fn show(request: Request<Body>) -> Answer {
    Ok(match Id::<u64>::of(&request) {
        Ok(Id(id)) => Response::new(Out::from(format!("photo {id}"))),
        Err(rejection) => rejection.into_response(),
    })
}

async fn update(request: Request<Body>) -> Answer {
    let id = Recognized::of(&request).and_then(|found| found.id().map(str::to_owned));
    Ok(Response::new(Out::from(format!(
        "updated {}",
        id.unwrap_or_default()
    ))))
}

async fn not_found(request: Request<Body>) -> Answer {
    let text = format!("the app's 404 for {} {}", request.method(), request.uri());
    Ok(Response::builder()
        .status(404)
        .body(Out::from(text))
        .unwrap())
}

/// JSON to a client that asks for it, the app's page otherwise; never an `Allow`.
fn answer(rejection: Rejection, parts: &Parts) -> Response<Out> {
    let json = parts
        .headers
        .get(header::ACCEPT)
        .is_some_and(|accept| accept.as_bytes().starts_with(b"application/json"));
    let status = rejection.status();
    let path = parts.uri.path();
    let found = match parts.extensions.get::<Recognized>() {
        Some(found) => format!(" ({})", found.action()),
        None => String::new(),
    };
    let (content_type, body) = match json {
        true => (
            "application/json",
            format!(
                r#"{{"status":{},"error":"{}","path":"{path}"}}"#,
                status.as_u16(),
                rejection.message()
            ),
        ),
        false => (
            "text/html",
            format!("<p>{}{found} at {path}</p>", rejection.message()),
        ),
    };
    Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, content_type)
        .body(Out::from(body))
        .unwrap()
}

fn restful() -> RestfulRouter<Body, Out> {
    RestfulRouter::new().restful::<PhotosController>(
        Actions::new()
            .index(service_fn(index))
            .show(service_fn(show))
            .update(service_fn(update)),
    )
}

type App = BoxCloneSyncService<Request<In>, Response<Out>, Infallible>;

/// The app at the root and below `/api`, with a fallback, with the function (the router's and
/// the override's) or without.
fn apps(function: bool) -> Vec<(&'static str, App)> {
    let app = |router: RestfulRouter<Body, Out>| -> App {
        let router = router.fallback(service_fn(not_found));
        match function {
            true => BoxCloneSyncService::new(
                MethodOverride::new(router.on_rejection(answer)).on_rejection(answer),
            ),
            false => BoxCloneSyncService::new(MethodOverride::new(router)),
        }
    };
    vec![
        ("", app(restful())),
        ("/api", app(restful().mounted_at("/api"))),
    ]
}

/// The router without a fallback: the function answers its 404s.
fn without_fallback(function: bool) -> App {
    let router = match function {
        true => restful().on_rejection(answer),
        false => restful(),
    };
    BoxCloneSyncService::new(MethodOverride::new(router))
}

#[derive(Debug, PartialEq, Eq)]
struct Got {
    status: StatusCode,
    allow: Option<String>,
    content_type: Option<String>,
    body: String,
}

async fn send(app: &App, request: Request<In>) -> Got {
    let response = app.clone().oneshot(request).await.unwrap();
    let header = |name| {
        let value = response.headers().get(name);
        value.map(|value: &http::HeaderValue| value.to_str().unwrap().to_owned())
    };
    let (allow, content_type) = (header(header::ALLOW), header(header::CONTENT_TYPE));
    let status = response.status();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    Got {
        status,
        allow,
        content_type,
        body: String::from_utf8(body.to_vec()).unwrap(),
    }
}

fn empty() -> In {
    Full::new(Bytes::new())
        .map_err(|never| match never {})
        .boxed()
}

fn request(method: &str, mount: &str, path: &str, accept: &str) -> Request<In> {
    Request::builder()
        .method(method)
        .uri(format!("{mount}{path}"))
        .header(header::ACCEPT, accept)
        .body(empty())
        .unwrap()
}

const JSON: &str = "application/json";
const HTML: &str = "text/html";

fn json(status: u16, error: &str, path: &str) -> String {
    format!(r#"{{"status":{status},"error":"{error}","path":"{path}"}}"#)
}

#[tokio::test]
async fn a_405_gets_the_apps_body_and_keeps_its_allow() {
    let error = "method not allowed; the path allows GET, HEAD, PUT";
    for (mount, app) in apps(true) {
        for method in ["DELETE", "PATCH", "OPTIONS", "POST"] {
            let got = send(&app, request(method, mount, "/photos/1", JSON)).await;
            let expected = Got {
                status: StatusCode::METHOD_NOT_ALLOWED,
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

#[tokio::test]
async fn an_allow_the_function_sets_is_its_own() {
    let own = |rejection: Rejection, _: &Parts| {
        let response = Response::builder().status(rejection.status());
        response
            .header(header::ALLOW, "GET")
            .body(Out::from("mine"))
            .unwrap()
    };
    let app: App = BoxCloneSyncService::new(MethodOverride::new(restful().on_rejection(own)));
    let got = send(&app, request("DELETE", "", "/photos/1", HTML)).await;
    assert_eq!(
        (got.status, got.allow.as_deref(), got.body.as_str()),
        (StatusCode::METHOD_NOT_ALLOWED, Some("GET"), "mine")
    );
}

#[tokio::test]
async fn a_malformed_escape_is_the_apps_400() {
    let error = "the param `id` is a malformed percent-escape or not UTF-8";
    for (mount, app) in apps(true) {
        let got = send(&app, request("GET", mount, "/photos/%zz", JSON)).await;
        assert_eq!(got.status, StatusCode::BAD_REQUEST, "{mount}");
        assert_eq!(got.allow, None, "{mount}");
        assert_eq!(got.body, json(400, error, &format!("{mount}/photos/%zz")));
        let page = send(&app, request("PUT", mount, "/photos/%FF", HTML)).await;
        assert_eq!(page.body, format!("<p>{error} at {mount}/photos/%FF</p>"));
    }
}

/// A form POST to `/photos/1` whose body is `body`.
fn form(mount: &str, body: In, accept: &str) -> Request<In> {
    Request::post(format!("{mount}/photos/1"))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::ACCEPT, accept)
        .body(body)
        .unwrap()
}

fn too_large() -> In {
    let mut form = b"_method=DELETE&pad=".to_vec();
    form.resize(restful_tower::DEFAULT_BODY_LIMIT + 1, b'a');
    Full::new(Bytes::from(form))
        .map_err(|never| match never {})
        .boxed()
}

/// A form body that breaks off after its first bytes, as a dropped connection does.
fn broken() -> In {
    BoxBody::new(Broken { sent: false })
}

struct Broken {
    sent: bool,
}

impl http_body::Body for Broken {
    type Data = Bytes;
    type Error = BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BoxError>>> {
        if std::mem::replace(&mut self.sent, true) {
            return Poll::Ready(Some(Err("the connection broke".into())));
        }
        Poll::Ready(Some(Ok(Frame::data(Bytes::from_static(b"_method=")))))
    }
}

#[tokio::test]
async fn the_overrides_413_and_400_are_the_apps() {
    for (mount, app) in apps(true) {
        let path = format!("{mount}/photos/1");
        let got = send(&app, form(mount, too_large(), JSON)).await;
        assert_eq!(got.status, StatusCode::PAYLOAD_TOO_LARGE, "{mount}");
        assert_eq!(got.content_type.as_deref(), Some(JSON), "{mount}");
        assert_eq!(got.body, json(413, "form body too large", &path));
        let page = send(&app, form(mount, too_large(), HTML)).await;
        assert_eq!(page.body, format!("<p>form body too large at {path}</p>"));
        let unreadable = send(&app, form(mount, broken(), JSON)).await;
        assert_eq!(unreadable.status, StatusCode::BAD_REQUEST, "{mount}");
        let error = "the form body could not be read";
        assert_eq!(unreadable.body, json(400, error, &path), "{mount}");
    }
}

#[tokio::test]
async fn an_extractors_refusal_is_the_apps_with_the_request_head() {
    let error = Rejection::NoId(Action::Index).message();
    for (mount, app) in apps(true) {
        let got = send(&app, request("GET", mount, "/photos", HTML)).await;
        assert_eq!(got.status, StatusCode::INTERNAL_SERVER_ERROR, "{mount}");
        // The head is the request's: its extensions hold what the router recognized.
        assert_eq!(
            got.body,
            format!("<p>{error} (index) at {mount}/photos</p>")
        );
        let head = send(&app, request("HEAD", mount, "/photos", JSON)).await;
        assert_eq!(
            (head.status.as_u16(), head.body.as_str()),
            (500, ""),
            "{mount}"
        );
    }
}

#[tokio::test]
async fn an_id_that_does_not_parse_goes_to_the_apps_fallback() {
    for (mount, app) in apps(true) {
        for accept in [JSON, HTML] {
            let got = send(&app, request("GET", mount, "/photos/abc", accept)).await;
            let fallback = format!("the app's 404 for GET {mount}/photos/abc");
            assert_eq!((got.status, got.body), (StatusCode::NOT_FOUND, fallback));
            let head = send(&app, request("HEAD", mount, "/photos/abc", accept)).await;
            assert_eq!(
                (head.status, head.body.as_str()),
                (StatusCode::NOT_FOUND, "")
            );
        }
        let ok = send(&app, request("GET", mount, "/photos/7", JSON)).await;
        assert_eq!((ok.status, ok.body.as_str()), (StatusCode::OK, "photo 7"));
        let nowhere = send(&app, request("GET", mount, "/photos/7/x", JSON)).await;
        assert_eq!(
            nowhere.body,
            format!("the app's 404 for GET {mount}/photos/7/x")
        );
    }
}

#[tokio::test]
async fn without_a_fallback_the_function_answers_the_404s() {
    let app = without_fallback(true);
    let got = send(&app, request("GET", "", "/photos/abc", JSON)).await;
    let expected = Got {
        status: StatusCode::NOT_FOUND,
        allow: None,
        content_type: Some(JSON.to_owned()),
        body: json(404, "no resource has this id", "/photos/abc"),
    };
    assert_eq!(got, expected);
    let nowhere = send(&app, request("GET", "", "/videos", JSON)).await;
    assert_eq!(
        nowhere.body,
        json(404, "no route matches the path", "/videos")
    );
    let dots = send(&app, request("GET", "", "/photos/..", HTML)).await;
    assert_eq!(dots.body, "<p>no route matches the path at /photos/..</p>");
}

/// Restful's plain text, as before `on_rejection`.
fn plain(status: StatusCode, allow: Option<&str>, body: &str) -> Got {
    Got {
        status,
        allow: allow.map(str::to_owned),
        content_type: Some("text/plain; charset=utf-8".to_owned()),
        body: body.to_owned(),
    }
}

#[tokio::test]
async fn without_a_function_every_answer_is_as_before() {
    let not_allowed = "method not allowed; the path allows GET, HEAD, PUT";
    for (mount, app) in apps(false) {
        let cases = [
            (
                request("DELETE", mount, "/photos/1", JSON),
                plain(
                    StatusCode::METHOD_NOT_ALLOWED,
                    Some("GET, HEAD, PUT"),
                    not_allowed,
                ),
            ),
            (
                request("GET", mount, "/photos/%zz", JSON),
                plain(
                    StatusCode::BAD_REQUEST,
                    None,
                    "the param `id` is a malformed percent-escape or not UTF-8",
                ),
            ),
            (
                request("GET", mount, "/photos/abc", JSON),
                plain(StatusCode::NOT_FOUND, None, "no resource has this id"),
            ),
            (
                request("GET", mount, "/photos", JSON),
                plain(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    None,
                    Rejection::NoId(Action::Index).message(),
                ),
            ),
        ];
        for (request, expected) in cases {
            let sent = format!("{} {}", request.method(), request.uri());
            assert_eq!(send(&app, request).await, expected, "{sent}");
        }
        let large = send(&app, form(mount, too_large(), JSON)).await;
        let expected = plain(StatusCode::PAYLOAD_TOO_LARGE, None, "form body too large");
        assert_eq!(large, expected, "{mount}");
        let unreadable = send(&app, form(mount, broken(), JSON)).await;
        let expected = plain(
            StatusCode::BAD_REQUEST,
            None,
            "the form body could not be read",
        );
        assert_eq!(unreadable, expected, "{mount}");
    }
    let app = without_fallback(false);
    let nowhere = send(&app, request("GET", "", "/videos", JSON)).await;
    assert_eq!(
        nowhere,
        plain(StatusCode::NOT_FOUND, None, "no route matches the path")
    );
    let ok = send(&app, request("PUT", "", "/photos/1", JSON)).await;
    assert_eq!((ok.status, ok.body.as_str()), (StatusCode::OK, "updated 1"));
}

#[test]
fn the_empty_body_of_a_rerouted_request_is_empty() {
    assert!(Body::default().is_end_stream());
}
