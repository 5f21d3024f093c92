//! A mounted controller answers exactly as docs/routing.md, "2. Recognition", says, alike as an
//! `axum::Router` (`into_router`) and as a layer in front of an app (`into_layer`).

use std::convert::Infallible;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Method, Request, StatusCode, header};
use axum::response::Response;
use restful_axum::{Actions, Id, MethodOverride, Recognized, RestfulRouter};
use restful_conformance::panic_message;
use restful_core::Restful;
use tower::util::BoxCloneSyncService;
use tower::{Layer, ServiceExt};

#[derive(Restful)]
struct PhotosController;

/// Sits where `PhotosController`'s `{id}` goes: static segments win.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index, show))]
struct ArchiveController;

#[derive(Restful)]
#[restful(prefix = "/admin", resource = "book_reviews", only(index, show))]
struct ReviewsController;

async fn say(found: Recognized) -> String {
    match found.id() {
        Some(id) => format!("{}#{} {id}", found.controller().name(), found.action()),
        None => format!("{}#{}", found.controller().name(), found.action()),
    }
}

async fn show_id(Id(id): Id) -> String {
    format!("id={id}")
}

fn photos() -> Actions {
    Actions::new()
        .index(say)
        .new_form(say)
        .create(say)
        .show(show_id)
        .edit_form(say)
        .update(say)
        .destroy(say)
}

fn mounted() -> RestfulRouter {
    RestfulRouter::new()
        .restful::<PhotosController>(photos())
        .restful::<ArchiveController>(Actions::new().index(say).show(say))
        .restful::<ReviewsController>(Actions::new().index(say).show(say))
        .expect_all_mounted()
}

async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "the app's 404")
}

type App = BoxCloneSyncService<Request<Body>, Response, Infallible>;

/// The app both ways: restful routes from a `Router`'s fallback, and from a layer in front of
/// the app's `Router`; the same 404.
fn apps() -> [(&'static str, App); 2] {
    let router: Router = mounted().fallback(not_found).into_router();
    let layered = mounted()
        .into_layer()
        .layer(Router::new().fallback(not_found));
    [
        ("into_router", BoxCloneSyncService::new(router)),
        ("into_layer", BoxCloneSyncService::new(layered)),
    ]
}

/// The answer of both apps, checked to be the same.
async fn send(method: Method, uri: &str) -> (StatusCode, Option<String>, String) {
    let mut answers = Vec::new();
    for (mode, app) in apps() {
        let request = Request::builder()
            .method(method.clone())
            .uri(uri)
            .body(Body::empty())
            .unwrap();
        let response: Response = app.oneshot(request).await.unwrap();
        let status = response.status();
        let allow = response
            .headers()
            .get(header::ALLOW)
            .map(|v| v.to_str().unwrap().to_owned());
        let body = to_bytes(response.into_body(), 1 << 20).await.unwrap();
        answers.push((
            mode,
            (status, allow, String::from_utf8(body.to_vec()).unwrap()),
        ));
    }
    let (_, first) = answers.remove(0);
    for (mode, answer) in answers {
        assert_eq!(answer, first, "{mode} answers {method} {uri} otherwise");
    }
    first
}

#[tokio::test]
async fn every_action_is_served_at_its_route() {
    let cases = [
        (Method::GET, "/photos", "PhotosController#index"),
        (Method::GET, "/photos/new_form", "PhotosController#new_form"),
        (Method::POST, "/photos", "PhotosController#create"),
        (Method::GET, "/photos/42", "id=42"),
        (
            Method::GET,
            "/photos/42/edit_form",
            "PhotosController#edit_form 42",
        ),
        (Method::PUT, "/photos/42", "PhotosController#update 42"),
        (Method::DELETE, "/photos/42", "PhotosController#destroy 42"),
        (
            Method::GET,
            "/admin/book_reviews/7",
            "ReviewsController#show 7",
        ),
        (Method::GET, "/photos/archive", "ArchiveController#index"),
        (Method::GET, "/photos/archive/3", "ArchiveController#show 3"),
    ];
    for (method, uri, expected) in cases {
        let (status, _, body) = send(method.clone(), uri).await;
        assert_eq!(
            (status, body.as_str()),
            (StatusCode::OK, expected),
            "{method} {uri}"
        );
    }
}

#[tokio::test]
async fn trailing_slash_query_and_head() {
    for uri in ["/photos/", "/photos?page=2", "/photos/?page=2"] {
        let (status, _, body) = send(Method::GET, uri).await;
        assert_eq!(
            (status, body.as_str()),
            (StatusCode::OK, "PhotosController#index"),
            "{uri}"
        );
    }
    let (status, _, body) = send(Method::GET, "/photos/9/").await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, "id=9"));
    let (status, _, body) = send(Method::HEAD, "/photos/9").await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, ""));
    // HEAD keeps the length GET's body has.
    for (mode, app) in apps() {
        let request = Request::head("/photos/9").body(Body::empty()).unwrap();
        let response = app.oneshot(request).await.unwrap();
        let length = response.headers().get(header::CONTENT_LENGTH);
        assert_eq!(length.map(|v| v.as_bytes()), Some(&b"4"[..]), "{mode}");
    }
}

#[tokio::test]
async fn ids_are_decoded_and_checked() {
    let cases = [
        ("/photos/a%2Fb", StatusCode::OK, "id=a/b"),
        ("/photos/a+b", StatusCode::OK, "id=a+b"),
        ("/photos/caf%C3%A9", StatusCode::OK, "id=café"),
        ("/photos/v1.2.json", StatusCode::OK, "id=v1.2.json"),
        ("/photos/%2E", StatusCode::OK, "id=."),
        ("/photos/%zz", StatusCode::BAD_REQUEST, ""),
        ("/photos/%FF", StatusCode::BAD_REQUEST, ""),
        ("/photos/%C3", StatusCode::BAD_REQUEST, ""),
        ("/photos/..", StatusCode::NOT_FOUND, ""),
        ("/photos/./edit_form", StatusCode::NOT_FOUND, ""),
    ];
    for (uri, status, body) in cases {
        let (got, _, text) = send(Method::GET, uri).await;
        assert_eq!(got, status, "{uri}: {text}");
        if status == StatusCode::OK {
            assert_eq!(text, body, "{uri}");
        }
    }
}

#[tokio::test]
async fn refusals_carry_their_error_for_the_app_to_restyle() {
    for (mode, app) in apps() {
        let request = Request::builder()
            .uri("/photos/%zz")
            .body(Body::empty())
            .unwrap();
        let response = app.oneshot(request).await.unwrap();
        assert_eq!(
            response.extensions().get::<restful_core::RecognizeError>(),
            Some(&restful_core::RecognizeError::BadRequest),
            "{mode}"
        );
    }
}

#[tokio::test]
async fn not_found_and_method_not_allowed() {
    for uri in [
        "/",
        "/videos",
        "/photos//1",
        "/photos/1/2",
        "/Photos",
        "/photos/1/edit_form/x",
    ] {
        let (status, _, _) = send(Method::GET, uri).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}");
    }
    let cases = [
        (Method::PATCH, "/photos/1", "GET,HEAD,PUT,DELETE"),
        (Method::POST, "/photos/1", "GET,HEAD,PUT,DELETE"),
        (Method::DELETE, "/photos", "GET,HEAD,POST"),
        (Method::PUT, "/photos/new_form", "GET,HEAD"),
        (Method::POST, "/photos/1/edit_form", "GET,HEAD"),
        (Method::PUT, "/photos/archive", "GET,HEAD"),
        (Method::OPTIONS, "/admin/book_reviews", "GET,HEAD"),
        // 405 comes before the id rules (docs/routing.md, "2. Recognition").
        (Method::PATCH, "/photos/%zz", "GET,HEAD,PUT,DELETE"),
    ];
    for (method, uri, allow) in cases {
        let (status, got, _) = send(method.clone(), uri).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {uri}");
        let got = got.unwrap_or_default().replace(' ', "");
        assert_eq!(got, allow, "{method} {uri}");
    }
}

#[tokio::test]
async fn method_override_from_form_posts_only() {
    for (mode, app) in apps() {
        method_override_from_form_posts_only_in(mode, app).await;
    }
}

async fn method_override_from_form_posts_only_in(mode: &str, app: App) {
    let app = MethodOverride::new(app);
    let post = |body: &'static str, content_type: &'static str, uri: &'static str| {
        Request::builder()
            .method(Method::POST)
            .uri(uri)
            .header(header::CONTENT_TYPE, content_type)
            .body(Body::from(body))
            .unwrap()
    };
    let form = "application/x-www-form-urlencoded";
    let cases = [
        (
            post("_method=PUT&title=x", form, "/photos/5"),
            StatusCode::OK,
            "PhotosController#update 5",
        ),
        (
            post(
                "_method=delete",
                "application/x-www-form-urlencoded; charset=utf-8",
                "/photos/5",
            ),
            StatusCode::OK,
            "PhotosController#destroy 5",
        ),
        (
            post("title=x", form, "/photos"),
            StatusCode::OK,
            "PhotosController#create",
        ),
        // PATCH is not routed: 405, as a PATCH request would be.
        (
            post("_method=PATCH", form, "/photos/5"),
            StatusCode::METHOD_NOT_ALLOWED,
            "",
        ),
        // Never from the query string, never from other content types, never to GET.
        (
            post("", form, "/photos/5?_method=PUT"),
            StatusCode::METHOD_NOT_ALLOWED,
            "",
        ),
        (
            post("{\"_method\":\"PUT\"}", "application/json", "/photos/5"),
            StatusCode::METHOD_NOT_ALLOWED,
            "",
        ),
        (
            post("_method=GET", form, "/photos/5"),
            StatusCode::METHOD_NOT_ALLOWED,
            "",
        ),
    ];
    for (request, status, body) in cases {
        let what = format!("{mode}: {} {}", request.method(), request.uri());
        let response = app.clone().oneshot(request).await.unwrap();
        assert_eq!(response.status(), status, "{what}");
        let text = to_bytes(response.into_body(), 1 << 20).await.unwrap();
        if status == StatusCode::OK {
            assert_eq!(String::from_utf8_lossy(&text), body, "{what}");
        }
    }
    // A PUT request is left alone.
    let request = Request::builder()
        .method(Method::PUT)
        .uri("/photos/5")
        .header(header::CONTENT_TYPE, form)
        .body(Body::from("_method=DELETE"))
        .unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let text = to_bytes(response.into_body(), 1 << 20).await.unwrap();
    assert_eq!(String::from_utf8_lossy(&text), "PhotosController#update 5");
    // Too large a form body: 413.
    let big = "x=".to_owned() + &"y".repeat(2 << 20);
    let request = Request::builder()
        .method(Method::POST)
        .uri("/photos")
        .header(header::CONTENT_TYPE, form)
        .body(Body::from(big))
        .unwrap();
    let response = app.oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

#[test]
fn a_served_action_without_handler_fails_at_build() {
    let message = panic_message(|| {
        let _: RestfulRouter =
            RestfulRouter::new().restful::<PhotosController>(Actions::new().index(say));
    });
    assert!(message.contains("`serve::PhotosController`"), "{message}");
    assert!(
        message.contains(
            "`new_form`, `create`, `show`, `edit_form`, `update`, `destroy` but has no handler"
        ),
        "{message}"
    );
}

#[test]
fn a_handler_for_an_action_not_served_fails_at_build() {
    let message = panic_message(|| {
        let _: RestfulRouter = RestfulRouter::new()
            .restful::<ReviewsController>(Actions::new().index(say).show(say).destroy(say));
    });
    assert!(
        message.contains("does not serve `destroy`, yet a handler was given"),
        "{message}"
    );
}

#[test]
fn unmounted_controllers_are_listed() {
    let partial = RestfulRouter::new().restful::<PhotosController>(photos());
    let missing: Vec<&str> = partial.unmounted().iter().map(|c| c.path()).collect();
    assert_eq!(missing, ["/admin/book_reviews", "/photos/archive"]);
    let err = partial.all_mounted().unwrap_err();
    assert_eq!(
        err.to_string(),
        "2 discovered controller(s) not mounted: `serve::ReviewsController` \
         (/admin/book_reviews), `serve::ArchiveController` (/photos/archive); mount each with \
         `.restful::<Controller>(Actions::new()...)`"
    );
    let message = panic_message(|| {
        let _: RestfulRouter = RestfulRouter::new()
            .restful::<PhotosController>(photos())
            .expect_all_mounted();
    });
    assert_eq!(message, format!("restful-axum: {err}"));
}

#[test]
fn mounting_twice_fails() {
    let message = panic_message(|| {
        let _: RestfulRouter = RestfulRouter::new()
            .restful::<PhotosController>(photos())
            .restful::<PhotosController>(photos());
    });
    assert!(message.contains("mounted twice"), "{message}");
}

#[tokio::test]
async fn state_is_given_before_the_layer() {
    use axum::extract::State;

    async fn counted(State(count): State<usize>, found: Recognized) -> String {
        format!("{} {count}", found.action())
    }
    let layered = RestfulRouter::new()
        .restful::<ReviewsController>(Actions::new().index(counted).show(counted))
        .with_state(7)
        .into_layer()
        .layer(Router::new().route("/health", axum::routing::get(|| async { "ok" })));
    for (uri, expected) in [
        ("/admin/book_reviews", "index 7"),
        ("/admin/book_reviews/1", "show 7"),
        ("/health", "ok"),
    ] {
        let request = Request::get(uri).body(Body::empty()).unwrap();
        let response = layered.clone().oneshot(request).await.unwrap();
        let body = to_bytes(response.into_body(), 1 << 10).await.unwrap();
        assert_eq!(String::from_utf8_lossy(&body), expected, "{uri}");
    }
}

/// `Controller#action self=<link>`: the link to this route that the handler builds; and the
/// link to the reviews' index, made from the typed function.
async fn own_link(found: Recognized) -> String {
    format!(
        "{}#{} self={} prefix={} reviews={}",
        found.controller().name(),
        found.action(),
        found.self_path(),
        found.prefix(),
        found.link(ReviewsController::index_path()),
    )
}

#[tokio::test]
async fn links_include_the_prefix_the_router_is_nested_at() {
    let linked = || {
        RestfulRouter::new()
            .restful::<ReviewsController>(Actions::new().index(own_link).show(own_link))
            .restful::<ArchiveController>(Actions::new().index(own_link).show(own_link))
    };
    let nested: Router = Router::new()
        .nest("/api", linked().into_router())
        .nest("/t/{tenant}", linked().into_router());
    let nested_service: Router = Router::new().nest_service(
        "/v2",
        linked()
            .into_layer()
            .layer(Router::new().fallback(not_found)),
    );
    let cases = [
        (
            &nested,
            "/api/admin/book_reviews/a%2Fb",
            "ReviewsController#show self=/api/admin/book_reviews/a%2Fb prefix=/api \
             reviews=/api/admin/book_reviews",
        ),
        (
            &nested,
            "/t/acme/photos/archive/",
            "ArchiveController#index self=/t/acme/photos/archive prefix=/t/acme \
             reviews=/t/acme/admin/book_reviews",
        ),
        (
            &nested_service,
            "/v2/photos/archive/3?x=1",
            "ArchiveController#show self=/v2/photos/archive/3 prefix=/v2 \
             reviews=/v2/admin/book_reviews",
        ),
    ];
    for (app, uri, expected) in cases {
        let request = Request::get(uri).body(Body::empty()).unwrap();
        let response = app.clone().oneshot(request).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{uri}");
        let body = to_bytes(response.into_body(), 1 << 10).await.unwrap();
        assert_eq!(String::from_utf8_lossy(&body), expected, "{uri}");
    }
    // At the root, no prefix.
    let (status, _, body) = send(Method::GET, "/photos/archive/3").await;
    assert_eq!(
        (status, body.as_str()),
        (StatusCode::OK, "ArchiveController#show 3")
    );
}

/// Below a prefix, the path below it is recognized as it came: axum's own strip turns
/// `/api//photos/archive` into `/photos/archive`, where an empty segment is a 404
/// (docs/routing.md, "2.2 One trailing slash is ignored; empty segments are not").
#[tokio::test]
async fn an_empty_segment_after_the_prefix_is_kept() {
    let linked = || {
        RestfulRouter::new()
            .restful::<ReviewsController>(Actions::new().index(own_link).show(own_link))
            .restful::<ArchiveController>(Actions::new().index(own_link).show(own_link))
    };
    let nested: Router = Router::new()
        .nest("/api", linked().fallback(not_found).into_router())
        .nest("/t/{tenant}", linked().fallback(not_found).into_router());
    let nested_service: Router = Router::new().nest_service(
        "/v2",
        linked()
            .into_layer()
            .layer(Router::new().fallback(not_found)),
    );
    let cases = [
        (&nested, "/api//photos/archive"),
        (&nested, "/api//admin/book_reviews/1"),
        (&nested, "/t/acme//photos/archive/3"),
        (&nested_service, "/v2//photos/archive"),
    ];
    for (app, uri) in cases {
        let request = Request::get(uri).body(Body::empty()).unwrap();
        let response = app.clone().oneshot(request).await.unwrap();
        let body = to_bytes(response.into_body(), 1 << 10).await.unwrap();
        assert_eq!(String::from_utf8_lossy(&body), "the app's 404", "{uri}");
    }
    // One slash after the prefix is the path's own.
    let request = Request::get("/t/acme/photos/archive/3")
        .body(Body::empty())
        .unwrap();
    let response = nested.oneshot(request).await.unwrap();
    let body = to_bytes(response.into_body(), 1 << 10).await.unwrap();
    assert_eq!(
        String::from_utf8_lossy(&body),
        "ArchiveController#show self=/t/acme/photos/archive/3 prefix=/t/acme \
         reviews=/t/acme/admin/book_reviews"
    );
}
