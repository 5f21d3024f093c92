//! Routes of any shape on axum: `Id` gives the own id wherever the template has it
//! (`/~{username}`, `/keys/{id}/translations/{locale}`) and a 500 that says so on a route
//! without one, on both mounts; `into_router()` holds a root route and a catch-all beside
//! other routes, and `route_layer` covers them, at the root, in `nest` and in `nest_service`;
//! a path that only the wider axum route of a suffix param takes is a 404 without `Allow`.

use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::{Next, from_fn};
use axum::response::{IntoResponse, Response};
use restful_axum::{Actions, Id, Layer, RestfulRouter};
use restful_core::Restful;
use tower::ServiceExt;

#[derive(Restful)]
#[restful(
    only(),
    routes(
        get(home = "/"),
        get(about = "/about"),
        get(asset = "/assets/{*path}"),
        get(logo = "/logos/{name}.png")
    )
)]
struct PagesController;

#[derive(Restful)]
#[restful(
    param = "username",
    only(index, show),
    routes(
        get(profile = "/~{username}"),
        get(feed = "/~{username}/feed.{format}")
    )
)]
struct UsersController;

#[derive(Restful)]
#[restful(only(), member(get(translation = "translations/{locale}")))]
struct KeysController;

async fn ok() -> &'static str {
    "ok"
}

/// `id=<the own id>`; a 500 from `Id`'s rejection on a route without one.
async fn id(Id(id): Id) -> String {
    format!("id={id}")
}

fn restful() -> RestfulRouter {
    RestfulRouter::new()
        .restful::<PagesController>(
            Actions::new()
                .on("home", id)
                .on("about", ok)
                .on("asset", id)
                .on("logo", ok),
        )
        .restful::<UsersController>(
            Actions::new()
                .index(ok)
                .show(id)
                .on("profile", id)
                .on("feed", id),
        )
        .restful::<KeysController>(Actions::new().on("translation", id))
}

/// 401 without an `x-user` header.
async fn login(request: Request, next: Next) -> Response {
    match request.headers().contains_key("x-user") {
        true => next.run(request).await,
        false => (StatusCode::UNAUTHORIZED, "login required").into_response(),
    }
}

async fn send(app: &Router, method: &str, path: &str, user: bool) -> (StatusCode, String) {
    let mut request = Request::builder().method(method).uri(path);
    if user {
        request = request.header("x-user", "ann");
    }
    let request = request.body(Body::empty()).unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), 4096)
        .await
        .unwrap();
    (status, String::from_utf8(body.to_vec()).unwrap())
}

/// The app's own 404, to tell it from restful's answers.
async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "the app's 404")
}

/// The restful routes every way restful-axum serves them, and the prefix of each.
fn apps() -> Vec<(&'static str, Router, &'static str)> {
    let app = || Router::new().fallback(not_found);
    vec![
        ("into_router", restful().into_router(), ""),
        (
            "into_layer",
            Router::new().fallback_service(restful().into_layer().layer(app())),
            "",
        ),
        (
            "into_router in nest",
            app().nest("/api", restful().into_router()),
            "/api",
        ),
        (
            "into_router in nest_service",
            app().nest_service("/api", restful().into_router()),
            "/api",
        ),
        (
            "into_layer in nest_service",
            app().nest_service("/api", restful().into_layer().layer(app())),
            "/api",
        ),
    ]
}

#[tokio::test]
async fn id_is_the_own_id_wherever_the_template_has_it() {
    for (how, app, prefix) in apps() {
        for (path, expected) in [
            ("/~ada", "id=ada"),
            ("/~ada/", "id=ada"),
            ("/~caf%C3%A9", "id=café"),
            ("/~ada/feed.atom", "id=ada"),
            ("/users/ada", "id=ada"),
            ("/keys/7/translations/fr", "id=7"),
        ] {
            let path = format!("{prefix}{path}");
            assert_eq!(
                send(&app, "GET", &path, false).await,
                (StatusCode::OK, expected.to_owned()),
                "{how}: {path}"
            );
        }
    }
}

#[tokio::test]
async fn id_on_a_route_without_the_own_id_is_a_500_that_says_so() {
    for (how, app, prefix) in apps() {
        // The root route below a prefix is the prefix itself (`Router::nest` routes no
        // `/api/`).
        for path in ["", "/assets/css/site.css"] {
            let path = match format!("{prefix}{path}") {
                root if root.is_empty() => "/".to_owned(),
                path => path,
            };
            let (status, body) = send(&app, "GET", &path, false).await;
            assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{how}: {path}");
            assert!(body.contains("has no own id"), "{how}: {path}: {body}");
        }
    }
}

#[tokio::test]
async fn route_layer_covers_a_root_route_and_a_catch_all() {
    let at_root = restful().into_router().route_layer(from_fn(login));
    let in_nest_service = Router::new()
        .nest_service("/api", restful().into_router().route_layer(from_fn(login)))
        .fallback(not_found);
    let in_nest = Router::new()
        .nest("/api", restful().into_router())
        .route_layer(from_fn(login))
        .fallback(not_found);
    let guarded = [
        ("GET", "/"),
        ("GET", "//"),
        ("HEAD", "/"),
        ("GET", "/about"),
        ("GET", "/about/"),
        ("GET", "/assets/a"),
        ("GET", "/assets/css/site.css"),
        ("GET", "/assets/css/site.css/"),
        ("GET", "/~ada"),
        ("GET", "/~ada/"),
        ("GET", "/~ada/feed.atom"),
        ("GET", "/users"),
        ("GET", "/users/ada"),
        // axum puts a route layer on the route's 405 too.
        ("POST", "/"),
        ("POST", "/about"),
        ("DELETE", "/assets/a"),
    ];
    for (how, app, prefix) in [
        ("at the root", &at_root, ""),
        ("in nest_service", &in_nest_service, "/api"),
        ("in nest", &in_nest, "/api"),
    ] {
        for (method, path) in guarded {
            // `Router::nest` routes `/api`, not `/api/` (below).
            let path = match (path, how) {
                ("/", "in nest") => prefix.to_owned(),
                _ => format!("{prefix}{path}"),
            };
            let (status, body) = send(app, method, &path, false).await;
            assert_eq!(
                status,
                StatusCode::UNAUTHORIZED,
                "{how}: {method} {path}: {body}"
            );
            let (status, _) = send(app, method, &path, true).await;
            let expected = match method {
                "POST" | "DELETE" => StatusCode::METHOD_NOT_ALLOWED,
                // `Id` on the root and on the catch-all: a 500, yet the login ran first.
                _ if path.trim_end_matches('/') == prefix || path.contains("/assets/") => {
                    StatusCode::INTERNAL_SERVER_ERROR
                }
                _ => StatusCode::OK,
            };
            assert_eq!(status, expected, "{how}: {method} {path}, signed in");
        }
    }
    // The prefix itself is the root route below it, guarded as well.
    assert_eq!(
        send(&in_nest_service, "GET", "/api", false).await.0,
        StatusCode::UNAUTHORIZED
    );
    // The prefix with `/`: `nest_service` routes it to the router, where the login guards it;
    // `Router::nest` sends it to the outer app, whatever the nested router holds.
    assert_eq!(
        send(&in_nest_service, "GET", "/api/", false).await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        send(&in_nest, "GET", "/api/", false).await,
        (StatusCode::NOT_FOUND, "the app's 404".to_owned())
    );
    // A catch-all takes one segment or more: `/assets` is no route, and no route layer runs.
    for (app, path) in [
        (&at_root, "/assets"),
        (&in_nest_service, "/api/assets"),
        (&in_nest, "/api/assets"),
    ] {
        assert_eq!(
            send(app, "GET", path, false).await.0,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_filter_names_a_route_of_any_shape_by_its_action() {
    let restful = || {
        RestfulRouter::new().restful::<PagesController>(
            Actions::new()
                .on("home", ok)
                .on("about", ok)
                .on("asset", ok)
                .on("logo", ok)
                .layer_only(["asset"], from_fn(login)),
        )
    };
    for (mount, app) in [
        ("into_router", restful().into_router()),
        (
            "into_layer",
            Router::new().fallback_service(restful().into_layer().layer(Router::new())),
        ),
    ] {
        let (status, _) = send(&app, "GET", "/assets/css/site.css", false).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{mount}");
        let (status, _) = send(&app, "GET", "/assets/css/site.css", true).await;
        assert_eq!(status, StatusCode::OK, "{mount}");
        let (status, _) = send(&app, "GET", "/about", false).await;
        assert_eq!(
            status,
            StatusCode::OK,
            "{mount}: the filter is on `asset` only"
        );
    }
}

/// `/logos/{name}.png` is the axum route `/logos/{name}` (axum holds no suffix), which also takes
/// `/logos/ada`: restful answers it 404 for every method, with no `Allow` (which axum adds to
/// what a method router's fallback answers when it has none), as on the other stacks.
#[tokio::test]
async fn a_path_only_a_wider_route_takes_is_a_404_without_allow() {
    for (how, app, prefix) in apps() {
        for (method, path, status, allow) in [
            ("GET", "/logos/ada.png", StatusCode::OK, None),
            (
                "POST",
                "/logos/ada.png",
                StatusCode::METHOD_NOT_ALLOWED,
                Some("GET, HEAD"),
            ),
            ("GET", "/logos/ada", StatusCode::NOT_FOUND, None),
            ("POST", "/logos/ada", StatusCode::NOT_FOUND, None),
            ("DELETE", "/logos/ada/", StatusCode::NOT_FOUND, None),
            ("PATCH", "/logos/ada", StatusCode::NOT_FOUND, None),
        ] {
            let path = format!("{prefix}{path}");
            let request = Request::builder().method(method).uri(&path);
            let request = request.body(Body::empty()).unwrap();
            let response = app.clone().oneshot(request).await.unwrap();
            let got = response.headers().get(axum::http::header::ALLOW);
            let got = got.map(|allow| allow.to_str().unwrap());
            assert_eq!(
                (response.status(), got),
                (status, allow),
                "{how}: {method} {path}"
            );
        }
    }
}
