//! axum's own ways of adding middleware cover restful routes as they cover routes written by
//! hand (docs/integrations.md, 1.5 and 1.6): `Router::route_layer` and `Router::layer` on the
//! router from `into_router()`, also under `Router::nest`, and a layer around the app that
//! `into_layer()` wraps. Each request gets the same status from restful's router as from the
//! same routes written with `Router::route`.

use axum::Router;
use axum::body::Body;
use axum::extract::{MatchedPath, Request};
use axum::http::StatusCode;
use axum::middleware::{Next, from_fn};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use restful_axum::{Actions, Layer, RestfulRouter};
use restful_core::Restful;
use tower::ServiceExt;

#[derive(Restful)]
#[restful(member(post(publish)), collection(get(search)))]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, only(index, create, show))]
struct CommentsController;

#[derive(Restful)]
#[restful(singleton, only(show, update))]
struct ProfileController;

/// Typed: `/notes/abc` is no route's.
#[derive(Restful)]
#[restful(id = u64, only(show, update))]
struct NotesController;

async fn ok() -> &'static str {
    "ok"
}

/// 401 without an `x-user` header.
async fn login(request: Request, next: Next) -> Response {
    match request.headers().contains_key("x-user") {
        true => next.run(request).await,
        false => (StatusCode::UNAUTHORIZED, "login required").into_response(),
    }
}

fn restful() -> RestfulRouter {
    let photos = Actions::new()
        .index(ok)
        .new_form(ok)
        .create(ok)
        .show(ok)
        .edit_form(ok)
        .update(ok)
        .destroy(ok)
        .on("publish", ok)
        .on("search", ok);
    RestfulRouter::new()
        .restful::<PhotosController>(photos)
        .restful::<CommentsController>(Actions::new().index(ok).create(ok).show(ok))
        .restful::<ProfileController>(Actions::new().show(ok).update(ok))
}

/// The same routes, written by hand, with axum's own 404 and 405.
fn by_hand() -> Router {
    Router::new()
        .route("/photos", get(ok).post(ok))
        .route("/photos/new_form", get(ok))
        .route("/photos/search", get(ok))
        .route("/photos/{id}", get(ok).put(ok).delete(ok))
        .route("/photos/{id}/edit_form", get(ok))
        .route("/photos/{id}/publish", post(ok))
        .route("/photos/{photo_id}/comments", get(ok).post(ok))
        .route("/photos/{photo_id}/comments/{id}", get(ok))
        .route("/profile", get(ok).put(ok))
}

/// Every kind of request: each route, HEAD, a 405, a 404, a trailing slash (restful's
/// routes ignore one; axum's by hand do not, so the table says what restful answers).
const REQUESTS: [(&str, &str); 19] = [
    ("GET", "/photos"),
    ("POST", "/photos"),
    ("GET", "/photos/new_form"),
    ("GET", "/photos/search"),
    ("GET", "/photos/7"),
    ("HEAD", "/photos/7"),
    ("PUT", "/photos/7"),
    ("DELETE", "/photos/7"),
    ("GET", "/photos/7/edit_form"),
    ("POST", "/photos/7/publish"),
    ("GET", "/photos/7/comments"),
    ("POST", "/photos/7/comments"),
    ("GET", "/photos/7/comments/3"),
    ("GET", "/profile"),
    ("PUT", "/profile"),
    ("PATCH", "/photos/7"),
    ("DELETE", "/profile"),
    ("GET", "/nowhere"),
    ("GET", "/photos/7/comments/3/likes"),
];

async fn status(app: &Router, method: &str, path: &str, user: bool) -> StatusCode {
    let mut request = Request::builder().method(method).uri(path);
    if user {
        request = request.header("x-user", "ann");
    }
    let request = request.body(Body::empty()).unwrap();
    app.clone().oneshot(request).await.unwrap().status()
}

/// Each request's status from `restful` and from `hand`, anonymous and signed in.
async fn same_answers(restful: Router, hand: Router, prefix: &str) {
    for (method, path) in REQUESTS {
        let path = format!("{prefix}{path}");
        for user in [false, true] {
            assert_eq!(
                status(&restful, method, &path, user).await,
                status(&hand, method, &path, user).await,
                "{method} {path}, signed in: {user}"
            );
        }
    }
}

#[tokio::test]
async fn route_layer_guards_every_restful_route_and_never_the_404() {
    let restful_app = restful().into_router().route_layer(from_fn(login));
    let hand = by_hand().route_layer(from_fn(login));
    same_answers(restful_app.clone(), hand, "").await;
    // The statuses, not only their agreement.
    assert_eq!(
        status(&restful_app, "POST", "/photos", false).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        status(&restful_app, "POST", "/photos", true).await,
        StatusCode::OK
    );
    // axum puts a route layer on the route's 405 too, so the login answers first.
    assert_eq!(
        status(&restful_app, "PATCH", "/photos/7", false).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        status(&restful_app, "PATCH", "/photos/7", true).await,
        StatusCode::METHOD_NOT_ALLOWED
    );
    assert_eq!(
        status(&restful_app, "GET", "/nowhere", false).await,
        StatusCode::NOT_FOUND
    );
    // One trailing slash is the route without it: guarded too.
    for path in ["/photos/", "/photos/7/", "/profile/"] {
        assert_eq!(
            status(&restful_app, "GET", path, false).await,
            StatusCode::UNAUTHORIZED,
            "{path}"
        );
        assert_eq!(
            status(&restful_app, "GET", path, true).await,
            StatusCode::OK,
            "{path}"
        );
    }
}

#[tokio::test]
async fn layer_guards_everything_as_it_does_routes_by_hand() {
    let restful_app = restful().into_router().layer(from_fn(login));
    let hand = by_hand().layer(from_fn(login));
    same_answers(restful_app, hand, "").await;
}

#[tokio::test]
async fn route_layer_on_a_router_that_nests_restful_routes_guards_them() {
    let restful_app = Router::new()
        .nest("/api", restful().into_router())
        .route_layer(from_fn(login));
    let hand = Router::new()
        .nest("/api", by_hand())
        .route_layer(from_fn(login));
    same_answers(restful_app, hand, "/api").await;
}

#[tokio::test]
async fn a_route_layer_sees_the_template_as_matched_path() {
    async fn template(path: MatchedPath) -> String {
        path.as_str().to_owned()
    }
    let app = RestfulRouter::new()
        .restful::<PhotosController>(
            Actions::new()
                .index(template)
                .new_form(template)
                .create(template)
                .show(template)
                .edit_form(template)
                .update(template)
                .destroy(template)
                .on("publish", template)
                .on("search", template),
        )
        .into_router();
    let request = Request::get("/photos/7/edit_form")
        .body(Body::empty())
        .unwrap();
    let response = app.oneshot(request).await.unwrap();
    let body = axum::body::to_bytes(response.into_body(), 1024)
        .await
        .unwrap();
    assert_eq!(&body[..], b"/photos/{id}/edit_form");
}

#[tokio::test]
async fn a_layer_around_the_app_that_into_layer_wraps_guards_restful_routes() {
    let app = Router::new().route("/health", get(ok));
    let wrapped = from_fn(login).layer(restful().into_layer().layer(app));
    let send = |method: &'static str, path: &'static str| {
        let wrapped = wrapped.clone();
        async move {
            let request = Request::builder()
                .method(method)
                .uri(path)
                .body(Body::empty())
                .unwrap();
            wrapped.oneshot(request).await.unwrap().status()
        }
    };
    assert_eq!(send("POST", "/photos").await, StatusCode::UNAUTHORIZED);
    assert_eq!(send("GET", "/photos/7").await, StatusCode::UNAUTHORIZED);
    assert_eq!(send("GET", "/health").await, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn an_app_route_beside_a_restful_template_merges_or_panics_as_axum_does() {
    // Another method at a restful template joins its routes, as `Router::route` does.
    let app = restful()
        .into_router()
        .route("/photos", axum::routing::patch(ok));
    assert_eq!(
        status(&app, "PATCH", "/photos", false).await,
        StatusCode::OK
    );
    assert_eq!(status(&app, "POST", "/photos", false).await, StatusCode::OK);
    // A method restful serves there, or the same shape with another param name: axum panics.
    let same_method = std::panic::catch_unwind(|| {
        let _ = restful().into_router().route("/photos", get(ok));
    });
    assert!(same_method.is_err());
    let other_param = std::panic::catch_unwind(|| {
        let _ = restful().into_router().route("/photos/{slug}", get(ok));
    });
    assert!(other_param.is_err());
}

#[tokio::test]
async fn an_app_route_beside_a_typed_template_merges_or_panics_as_beside_any_other() {
    let notes = || {
        RestfulRouter::new()
            .restful::<NotesController>(Actions::new().show(ok).update(ok))
            .into_router()
    };
    let app = notes().route("/notes/{id}", axum::routing::patch(ok));
    for (method, path, expected) in [
        ("PATCH", "/notes/abc", StatusCode::OK),
        ("GET", "/notes/7", StatusCode::OK),
        ("GET", "/notes/abc", StatusCode::NOT_FOUND),
        ("POST", "/notes/abc", StatusCode::NOT_FOUND),
        ("POST", "/notes/7", StatusCode::METHOD_NOT_ALLOWED),
    ] {
        assert_eq!(
            status(&app, method, path, false).await,
            expected,
            "{method} {path}"
        );
    }
    // GET is restful's there, typed or not: an app's GET would take `show`'s requests.
    let same_method = std::panic::catch_unwind(|| {
        let _ = notes().route("/notes/{id}", get(ok));
    });
    assert!(same_method.is_err());
}
