//! axum's router (through the adapter) and the registry answer every request alike: the same
//! status, and for a match the same route and id. Exhaustive over short paths built from the
//! segments where the routing rules differ (up to five segments, six methods: 44,000 requests).

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Method, Request, StatusCode};
use restful_axum::{Actions, Recognized, RestfulRouter};
use restful_core::{Restful, registry};
use tower::ServiceExt;

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

async fn answer(found: Recognized) -> String {
    format!(
        "{}#{} {:?}",
        found.controller().name(),
        found.action(),
        found.id()
    )
}

fn app() -> Router {
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
        .expect_all_mounted()
        .into_router()
}

const SEGMENTS: [&str; 9] = [
    "photos",
    "archive",
    "new_form",
    "edit_form",
    "7",
    "%zz",
    "..",
    "a%2Fb",
    "",
];

fn paths() -> Vec<String> {
    let mut paths = vec!["/".to_owned()];
    let mut layer = vec![String::new()];
    for _ in 0..5 {
        let mut next = Vec::new();
        for prefix in &layer {
            for segment in SEGMENTS {
                next.push(format!("{prefix}/{segment}"));
            }
        }
        paths.extend(next.iter().cloned());
        layer = next;
    }
    paths.retain(|p| p.starts_with("/photos"));
    paths
}

#[tokio::test]
async fn axum_and_the_registry_answer_alike() {
    let app = app();
    let methods = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
    ];
    let mut checked = 0;
    for path in paths() {
        for method in &methods {
            let request = Request::builder()
                .method(method.clone())
                .uri(&path)
                .body(Body::empty())
                .unwrap();
            let response = app.clone().oneshot(request).await.unwrap();
            let status = response.status();
            let body = to_bytes(response.into_body(), 1 << 16).await.unwrap();
            let expected = registry().recognize(method, &path);
            match expected {
                Ok(found) => {
                    assert_eq!(status, StatusCode::OK, "{method} {path}");
                    if *method != Method::HEAD {
                        let want = format!(
                            "{}#{} {:?}",
                            found.controller().name(),
                            found.action(),
                            found.id()
                        );
                        assert_eq!(String::from_utf8_lossy(&body), want, "{method} {path}");
                    }
                }
                Err(err) => assert_eq!(status, err.status(), "{method} {path}"),
            }
            checked += 1;
        }
    }
    assert!(checked > 40_000, "{checked}");
}
