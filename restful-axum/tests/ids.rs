//! `Ids<T>`: every param at once, a tuple in path order or a struct by name, on both mounts; a
//! `T` that does not fit the route is a 500 naming it; a typed param that does not parse is
//! not the route (404, the app's fallback).

use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::StatusCode;
use restful_axum::{Actions, Ids, Layer, RestfulRouter};
use restful_conformance::shared::IDS_ROWS;
use restful_core::Restful;
use tower::ServiceExt;

#[derive(Restful)]
#[restful(id = u64, only(show))]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, only(index, show, destroy))]
struct CommentsController;

#[derive(serde::Deserialize)]
struct PhotoIds {
    id: u64,
}

async fn photo(Ids(ids): Ids<PhotoIds>) -> String {
    format!("photo {}", ids.id)
}

async fn comment(Ids((photo, comment)): Ids<(u64, String)>) -> String {
    format!("comment {comment} of photo {photo}")
}

async fn destroy(Ids((photo, comment)): Ids<(u64, u64)>) -> String {
    format!("comment {comment} of photo {photo}")
}

async fn wrong(Ids((_, _)): Ids<(u64, u64)>) -> &'static str {
    "never"
}

async fn not_found() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "the app's 404")
}

fn restful() -> RestfulRouter {
    RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().show(photo))
        .restful::<CommentsController>(Actions::new().index(wrong).show(comment).destroy(destroy))
}

#[tokio::test]
async fn ids_reads_every_param_at_once_on_both_mounts() {
    let apps = [
        ("into_router", restful().fallback(not_found).into_router()),
        (
            "into_layer",
            Router::new().fallback_service(
                restful()
                    .into_layer()
                    .layer(Router::new().fallback(not_found)),
            ),
        ),
    ];
    for (mount, app) in apps {
        for (method, path, status, body) in IDS_ROWS {
            let request = Request::builder()
                .method(method)
                .uri(path)
                .body(Body::empty())
                .unwrap();
            let response = app.clone().oneshot(request).await.unwrap();
            let got = response.status().as_u16();
            let text = axum::body::to_bytes(response.into_body(), 4096)
                .await
                .unwrap();
            let text = String::from_utf8(text.to_vec()).unwrap();
            assert_eq!(
                (got, text.as_str()),
                (status, body),
                "{mount}: {method} {path}"
            );
        }
    }
}
