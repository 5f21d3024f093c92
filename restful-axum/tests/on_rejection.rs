//! `on_rejection`: the app answers restful's refusals itself (docs/integrations.md, 4.1), on
//! every mount: a layer in front of the app, a `Router` with and without a fallback, nested.

use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::Router;
use axum::body::{Body, Bytes, HttpBody, to_bytes};
use axum::extract::OriginalUri;
use axum::http::request::Parts;
use axum::http::{HeaderValue, Request, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use http_body::Frame;
use restful_axum::{Actions, Id, Layer, MethodOverride, Recognized, RestfulRouter};
use restful_core::Restful;
use restful_core::adapter::Rejection;
use tower::ServiceExt;
use tower::util::BoxCloneSyncService;

#[derive(Restful)]
#[restful(only(index, show, update))]
struct PhotosController;

/// `show` parses the id as a number; `index` reads an `Id` its route has not (a bug of the
/// app: 500).
async fn index(Id(id): Id) -> String {
    format!("never: {id}")
}

async fn show(Id(id): Id<u64>) -> String {
    format!("photo {id}")
}

async fn update(found: Recognized) -> String {
    format!("updated {}", found.id().unwrap_or_default())
}

fn restful() -> RestfulRouter {
    RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().index(index).show(show).update(update))
}

async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "the app's 404")
}

/// JSON to a client that asks for it, the app's page otherwise; never an `Allow`. Below
/// `nest` and `nest_service`, axum gives the router the path below the prefix, and the whole
/// one as `OriginalUri`.
fn answer(rejection: Rejection, parts: &Parts) -> Response {
    let json = parts
        .headers
        .get(header::ACCEPT)
        .is_some_and(|accept| accept.as_bytes().starts_with(b"application/json"));
    let status = rejection.status();
    let uri = match parts.extensions.get::<OriginalUri>() {
        Some(OriginalUri(original)) => original,
        None => &parts.uri,
    };
    let path = uri.path();
    let found = match parts.extensions.get::<Recognized>() {
        Some(found) => format!(" ({})", found.action()),
        None => String::new(),
    };
    match json {
        true => {
            let body = format!(
                r#"{{"status":{},"error":"{}","path":"{path}"}}"#,
                status.as_u16(),
                rejection.message()
            );
            (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
        }
        false => (
            status,
            Html(format!("<p>{}{found} at {path}</p>", rejection.message())),
        )
            .into_response(),
    }
}

type App = BoxCloneSyncService<Request<Body>, Response, Infallible>;

/// The app on every mount, with the function (and the override's) or without.
fn apps(function: bool) -> Vec<(&'static str, App)> {
    let router = || match function {
        true => restful().on_rejection(answer),
        false => restful(),
    };
    let wrap = |app: Router| {
        let app = match function {
            true => MethodOverride::new(app).on_rejection(answer),
            false => MethodOverride::new(app),
        };
        BoxCloneSyncService::new(app)
    };
    let layered = router()
        .into_layer()
        .layer(Router::new().fallback(not_found));
    let nested = router()
        .into_layer()
        .layer(Router::new().fallback(not_found));
    vec![
        ("into_layer", wrap(Router::new().fallback_service(layered))),
        (
            "into_layer in nest_service",
            wrap(
                Router::new()
                    .nest_service("/api", nested)
                    .fallback(not_found),
            ),
        ),
        (
            "into_router",
            wrap(router().fallback(not_found).into_router()),
        ),
        (
            "into_router in nest",
            wrap(Router::new().nest("/api", router().fallback(not_found).into_router())),
        ),
        (
            "into_router in nest_service",
            wrap(Router::new().nest_service("/api", router().fallback(not_found).into_router())),
        ),
    ]
}

/// The router without a fallback: the function answers its 404s.
fn without_fallback(function: bool) -> App {
    let router = match function {
        true => restful().on_rejection(answer),
        false => restful(),
    };
    BoxCloneSyncService::new(router.into_router())
}

#[derive(Debug, PartialEq, Eq)]
struct Answer {
    status: StatusCode,
    allow: Option<String>,
    content_type: Option<String>,
    body: String,
}

async fn send(app: &App, request: Request<Body>) -> Answer {
    let response = app.clone().oneshot(request).await.unwrap();
    let header = |name| {
        response
            .headers()
            .get(name)
            .map(|v: &HeaderValue| v.to_str().unwrap().to_owned())
    };
    let (allow, content_type) = (header(header::ALLOW), header(header::CONTENT_TYPE));
    let status = response.status();
    let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    Answer {
        status,
        allow,
        content_type,
        body: String::from_utf8(body.to_vec()).unwrap(),
    }
}

fn request(method: &str, mount: &str, path: &str, accept: &str) -> Request<Body> {
    Request::builder()
        .method(method)
        .uri(format!("{}{path}", mount_of(mount)))
        .header(header::ACCEPT, accept)
        .body(Body::empty())
        .unwrap()
}

fn mount_of(mode: &str) -> &'static str {
    match mode.contains("nest") {
        true => "/api",
        false => "",
    }
}

const JSON: &str = "application/json";
const HTML: &str = "text/html";

fn json(status: u16, error: &str, path: &str) -> String {
    format!(r#"{{"status":{status},"error":"{error}","path":"{path}"}}"#)
}

#[tokio::test]
async fn a_405_gets_the_apps_body_and_keeps_its_allow() {
    for (mode, app) in apps(true) {
        let mount = mount_of(mode);
        for method in ["DELETE", "PATCH", "OPTIONS", "POST"] {
            let got = send(&app, request(method, mode, "/photos/1", JSON)).await;
            let error = "method not allowed; the path allows GET, HEAD, PUT";
            let expected = Answer {
                status: StatusCode::METHOD_NOT_ALLOWED,
                allow: Some("GET, HEAD, PUT".to_owned()),
                content_type: Some(JSON.to_owned()),
                body: json(405, error, &format!("{mount}/photos/1")),
            };
            assert_eq!(got, expected, "{mode}: {method}");
            let page = send(&app, request(method, mode, "/photos/1", HTML)).await;
            assert_eq!(page.status, StatusCode::METHOD_NOT_ALLOWED, "{mode}");
            assert_eq!(page.allow.as_deref(), Some("GET, HEAD, PUT"), "{mode}");
            assert_eq!(
                page.content_type.as_deref(),
                Some("text/html; charset=utf-8")
            );
            assert_eq!(page.body, format!("<p>{error} at {mount}/photos/1</p>"));
        }
    }
}

#[tokio::test]
async fn an_allow_the_function_sets_is_its_own() {
    let own = |rejection: Rejection, _: &Parts| {
        (rejection.status(), [(header::ALLOW, "GET")], "mine").into_response()
    };
    let app: App = BoxCloneSyncService::new(restful().on_rejection(own).into_router());
    let got = send(&app, request("DELETE", "", "/photos/1", HTML)).await;
    assert_eq!(
        (got.status, got.allow.as_deref(), got.body.as_str()),
        (StatusCode::METHOD_NOT_ALLOWED, Some("GET"), "mine")
    );
}

#[tokio::test]
async fn a_malformed_escape_is_the_apps_400() {
    for (mode, app) in apps(true) {
        let mount = mount_of(mode);
        let got = send(&app, request("GET", mode, "/photos/%zz", JSON)).await;
        let error = "the param `id` is a malformed percent-escape or not UTF-8";
        assert_eq!(got.status, StatusCode::BAD_REQUEST, "{mode}");
        assert_eq!(got.allow, None, "{mode}");
        assert_eq!(
            got.body,
            json(400, error, &format!("{mount}/photos/%zz")),
            "{mode}"
        );
        let page = send(&app, request("PUT", mode, "/photos/%FF", HTML)).await;
        assert_eq!(
            page.body,
            format!("<p>{error} at {mount}/photos/%FF</p>"),
            "{mode}"
        );
    }
}

/// A form POST whose body is `body`, asking for `DELETE`.
fn form(mode: &str, body: Body, accept: &str) -> Request<Body> {
    Request::post(format!("{}/photos/1", mount_of(mode)))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::ACCEPT, accept)
        .body(body)
        .unwrap()
}

fn too_large() -> Body {
    let mut form = b"_method=DELETE&pad=".to_vec();
    form.resize(restful_axum::DEFAULT_BODY_LIMIT + 1, b'a');
    Body::from(form)
}

/// A form body that breaks off after its first bytes, as a dropped connection does.
fn broken() -> Body {
    Body::new(Broken { sent: false })
}

struct Broken {
    sent: bool,
}

impl HttpBody for Broken {
    type Data = Bytes;
    type Error = std::io::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, std::io::Error>>> {
        if std::mem::replace(&mut self.sent, true) {
            return Poll::Ready(Some(Err(std::io::Error::other("the connection broke"))));
        }
        Poll::Ready(Some(Ok(Frame::data(Bytes::from_static(b"_method=")))))
    }
}

#[tokio::test]
async fn the_overrides_413_and_400_are_the_apps() {
    for (mode, app) in apps(true) {
        let got = send(&app, form(mode, too_large(), JSON)).await;
        assert_eq!(got.status, StatusCode::PAYLOAD_TOO_LARGE, "{mode}");
        assert_eq!(got.content_type.as_deref(), Some(JSON), "{mode}");
        let path = format!("{}/photos/1", mount_of(mode));
        assert_eq!(got.body, json(413, "form body too large", &path), "{mode}");
        let page = send(&app, form(mode, too_large(), HTML)).await;
        assert_eq!(page.body, format!("<p>form body too large at {path}</p>"));
        let unreadable = send(&app, form(mode, broken(), JSON)).await;
        assert_eq!(unreadable.status, StatusCode::BAD_REQUEST, "{mode}");
        let error = "the form body could not be read";
        assert_eq!(unreadable.body, json(400, error, &path), "{mode}");
    }
}

#[tokio::test]
async fn an_extractors_refusal_is_the_apps_with_the_request_head() {
    for (mode, app) in apps(true) {
        let mount = mount_of(mode);
        let got = send(&app, request("GET", mode, "/photos", HTML)).await;
        assert_eq!(got.status, StatusCode::INTERNAL_SERVER_ERROR, "{mode}");
        let error = Rejection::NoId(restful_core::Action::Index).message();
        // The head is the request's: its extensions hold what the router recognized.
        assert_eq!(
            got.body,
            format!("<p>{error} (index) at {mount}/photos</p>"),
            "{mode}"
        );
        let head = send(&app, request("HEAD", mode, "/photos", JSON)).await;
        assert_eq!(head.status, StatusCode::INTERNAL_SERVER_ERROR, "{mode}");
        assert_eq!(head.body, "", "{mode}");
    }
}

#[tokio::test]
async fn an_id_that_does_not_parse_goes_to_the_apps_fallback_on_every_mount() {
    for (mode, app) in apps(true) {
        for accept in [JSON, HTML] {
            let got = send(&app, request("GET", mode, "/photos/abc", accept)).await;
            assert_eq!(
                (got.status, got.body.as_str()),
                (StatusCode::NOT_FOUND, "the app's 404"),
                "{mode}"
            );
            let head = send(&app, request("HEAD", mode, "/photos/abc", accept)).await;
            assert_eq!(
                (head.status, head.body.as_str()),
                (StatusCode::NOT_FOUND, "")
            );
        }
        let ok = send(&app, request("GET", mode, "/photos/7", JSON)).await;
        assert_eq!(
            (ok.status, ok.body.as_str()),
            (StatusCode::OK, "photo 7"),
            "{mode}"
        );
        // A path no route has: the fallback, as ever.
        let nowhere = send(&app, request("GET", mode, "/photos/7/x", JSON)).await;
        assert_eq!(nowhere.body, "the app's 404", "{mode}");
    }
}

#[tokio::test]
async fn without_a_fallback_the_function_answers_the_404s() {
    let app = without_fallback(true);
    let got = send(&app, request("GET", "", "/photos/abc", JSON)).await;
    let expected = Answer {
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
fn plain(status: StatusCode, allow: Option<&str>, body: &str) -> Answer {
    Answer {
        status,
        allow: allow.map(str::to_owned),
        content_type: Some("text/plain; charset=utf-8".to_owned()),
        body: body.to_owned(),
    }
}

#[tokio::test]
async fn without_a_function_every_answer_is_as_before() {
    let not_allowed = "method not allowed; the path allows GET, HEAD, PUT";
    for (mode, app) in apps(false) {
        let cases = [
            (
                request("DELETE", mode, "/photos/1", JSON),
                plain(
                    StatusCode::METHOD_NOT_ALLOWED,
                    Some("GET, HEAD, PUT"),
                    not_allowed,
                ),
            ),
            (
                request("GET", mode, "/photos/%zz", JSON),
                plain(
                    StatusCode::BAD_REQUEST,
                    None,
                    "the param `id` is a malformed percent-escape or not UTF-8",
                ),
            ),
            (
                request("GET", mode, "/photos/abc", JSON),
                plain(StatusCode::NOT_FOUND, None, "no resource has this id"),
            ),
            (
                form(mode, too_large(), JSON),
                plain(StatusCode::PAYLOAD_TOO_LARGE, None, "form body too large"),
            ),
            (
                form(mode, broken(), JSON),
                plain(
                    StatusCode::BAD_REQUEST,
                    None,
                    "the form body could not be read",
                ),
            ),
        ];
        for (request, expected) in cases {
            let sent = format!("{} {}", request.method(), request.uri());
            assert_eq!(send(&app, request).await, expected, "{mode}: {sent}");
        }
        let error = Rejection::NoId(restful_core::Action::Index).message();
        let bug = send(&app, request("GET", mode, "/photos", JSON)).await;
        assert_eq!(bug, plain(StatusCode::INTERNAL_SERVER_ERROR, None, error));
        let nowhere = send(&app, request("GET", mode, "/nowhere/x", JSON)).await;
        assert_eq!(nowhere.body, "the app's 404", "{mode}");
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

#[tokio::test]
async fn the_router_and_the_override_take_the_same_function() {
    // One closure, cloned: `Fn + Clone + Send + Sync + 'static`.
    let prefix = String::from("app");
    let function = move |rejection: Rejection, _: &Parts| {
        (
            rejection.status(),
            format!("{prefix}: {}", rejection.status().as_u16()),
        )
            .into_response()
    };
    let router = restful()
        .on_rejection(function.clone())
        .fallback(not_found)
        .into_router();
    let app: App = BoxCloneSyncService::new(MethodOverride::new(router).on_rejection(function));
    let refused = send(&app, request("PATCH", "", "/photos/1", HTML)).await;
    assert_eq!(refused.body, "app: 405");
    let large = send(&app, form("", too_large(), HTML)).await;
    assert_eq!(large.body, "app: 413");
}
