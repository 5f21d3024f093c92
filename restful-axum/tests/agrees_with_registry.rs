//! The adapter, both ways (`into_router` and `into_layer`), and the registry answer every
//! request alike: the same status, and for a match the same route and params. Exhaustive over
//! the paths built from the segments where the routing rules differ: up to five segments from
//! eleven, and six from the six that reach the deepest nested route; six methods.

use std::convert::Infallible;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Method, Request, StatusCode};
use axum::response::Response;
use restful_axum::{Actions, Recognized, RestfulRouter};
use restful_core::{Restful, registry};
use tower::util::BoxCloneSyncService;
use tower::{Layer, ServiceExt};

#[derive(Restful)]
struct PhotosController;

/// Nested where `PhotosController`'s `{id}` goes.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index, show, destroy))]
struct ArchiveController;

/// A base path ending in `new_form` beside `PhotosController`'s `new_form`.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "new_form", only(create, show))]
struct DraftsController;

#[derive(Restful)]
#[restful(
    prefix = "/photos/archive",
    resource = "edit_form",
    only(index, edit_form)
)]
struct OddController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(parent = CommentsController, only(index, show))]
struct LikesController;

/// `Controller#action name=value...`: the route and every param, decoded, in path order.
fn describe<'a>(
    controller: &str,
    action: restful_core::Action,
    params: impl Iterator<Item = (&'static str, &'a str)>,
) -> String {
    let mut text = format!("{controller}#{action}");
    for (name, value) in params {
        text += &format!(" {name}={value}");
    }
    text
}

async fn answer(found: Recognized) -> String {
    describe(found.controller().name(), found.action(), found.params())
}

async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "not found")
}

type App = BoxCloneSyncService<Request<Body>, Response, Infallible>;

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

fn mounted() -> RestfulRouter {
    let all = || {
        Actions::new()
            .index(answer)
            .new_form(answer)
            .create(answer)
            .show(answer)
            .edit_form(answer)
            .update(answer)
            .destroy(answer)
    };
    RestfulRouter::new()
        .restful::<PhotosController>(all())
        .restful::<ArchiveController>(Actions::new().index(answer).show(answer).destroy(answer))
        .restful::<DraftsController>(Actions::new().create(answer).show(answer))
        .restful::<OddController>(Actions::new().index(answer).edit_form(answer))
        .restful::<CommentsController>(all())
        .restful::<LikesController>(Actions::new().index(answer).show(answer))
        .expect_all_mounted()
}

const SEGMENTS: [&str; 11] = [
    "photos",
    "comments",
    "likes",
    "archive",
    "new_form",
    "edit_form",
    "7",
    "%zz",
    "..",
    "a%2Fb",
    "",
];

/// What reaches `/photos/{photo_id}/comments/{comment_id}/likes/{id}` and its neighbours.
const DEEP: [&str; 6] = ["comments", "likes", "7", "new_form", "edit_form", ""];

/// Every path below `/photos` of up to `depth` segments from `segments` after it.
fn paths(segments: &[&str], depth: usize) -> Vec<String> {
    let mut paths = vec!["/photos".to_owned()];
    let mut layer = vec!["/photos".to_owned()];
    for _ in 1..depth {
        let mut next = Vec::new();
        for prefix in &layer {
            for segment in segments {
                next.push(format!("{prefix}/{segment}"));
            }
        }
        paths.extend(next.iter().cloned());
        layer = next;
    }
    paths
}

#[tokio::test]
async fn the_adapter_and_the_registry_answer_alike() {
    let methods = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
    ];
    let mut all = paths(&SEGMENTS, 5);
    all.extend(
        paths(&DEEP, 6)
            .into_iter()
            .filter(|p| p.split('/').count() == 7),
    );
    all.extend([
        "/".to_owned(),
        "/comments".to_owned(),
        "/likes/7".to_owned(),
    ]);
    let mut checked = 0;
    for (mode, app) in apps() {
        for path in &all {
            for method in &methods {
                let request = Request::builder()
                    .method(method.clone())
                    .uri(path)
                    .body(Body::empty())
                    .unwrap();
                let response = app.clone().oneshot(request).await.unwrap();
                let status = response.status();
                let body = to_bytes(response.into_body(), 1 << 16).await.unwrap();
                match registry().recognize(method, path) {
                    Ok(found) => {
                        assert_eq!(status, StatusCode::OK, "{mode}: {method} {path}");
                        if *method != Method::HEAD {
                            let want =
                                describe(found.controller().name(), found.action(), found.params());
                            assert_eq!(
                                String::from_utf8_lossy(&body),
                                want,
                                "{mode}: {method} {path}"
                            );
                        }
                    }
                    Err(err) => assert_eq!(status, err.status(), "{mode}: {method} {path}"),
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 250_000, "{checked}");
}
