//! Nested controllers mount like any other, and their params reach handlers (docs/guide.md,
//! "4. Nested resources").

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::http::{Method, Request, StatusCode};
use restful_axum::{Actions, Id, Recognized, RestfulRouter};
use restful_core::Restful;
use tower::ServiceExt;

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(parent = CommentsController, only(index, show))]
struct LikesController;

/// `Controller#action name=value...`, every param in path order.
async fn say(found: Recognized) -> String {
    let mut text = format!("{}#{}", found.controller().name(), found.action());
    for (name, value) in found.params() {
        text += &format!(" {name}={value}");
    }
    text
}

async fn photo_of(found: Recognized, Id(id): Id) -> String {
    format!(
        "photo {} comment {id}",
        found.param("photo_id").unwrap_or("?")
    )
}

fn all(show: bool) -> Actions {
    let actions = Actions::new()
        .index(say)
        .new_form(say)
        .create(say)
        .edit_form(say)
        .update(say)
        .destroy(say);
    if show {
        actions.show(photo_of)
    } else {
        actions.show(say)
    }
}

fn app() -> Router {
    RestfulRouter::new()
        .restful::<PhotosController>(all(false))
        .restful::<CommentsController>(all(true))
        .restful::<LikesController>(Actions::new().index(say).show(say))
        .expect_all_mounted()
        .into_router()
}

async fn send(method: Method, uri: &str) -> (StatusCode, String) {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .body(Body::empty())
        .unwrap();
    let response = app().oneshot(request).await.unwrap();
    let status = response.status();
    let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    (status, String::from_utf8(body.to_vec()).unwrap())
}

#[tokio::test]
async fn every_param_reaches_the_handler() {
    let rows = [
        (Method::GET, "/photos/1", "PhotosController#show id=1"),
        (
            Method::GET,
            "/photos/1/comments",
            "CommentsController#index photo_id=1",
        ),
        (
            Method::POST,
            "/photos/a%20b/comments",
            "CommentsController#create photo_id=a b",
        ),
        (Method::GET, "/photos/1/comments/2", "photo 1 comment 2"),
        (
            Method::GET,
            "/photos/1/comments/2/edit_form",
            "CommentsController#edit_form photo_id=1 id=2",
        ),
        (
            Method::DELETE,
            "/photos/1/comments/2",
            "CommentsController#destroy photo_id=1 id=2",
        ),
        (
            Method::GET,
            "/photos/1/comments/2/likes/3",
            "LikesController#show photo_id=1 comment_id=2 id=3",
        ),
        (
            Method::GET,
            "/photos/new_form/comments",
            "CommentsController#index photo_id=new_form",
        ),
    ];
    for (method, uri, expected) in rows {
        let (status, body) = send(method.clone(), uri).await;
        assert_eq!(
            (status, body.as_str()),
            (StatusCode::OK, expected),
            "{method} {uri}"
        );
    }
}

#[tokio::test]
async fn refusals_follow_the_registry() {
    let rows = [
        (
            Method::PATCH,
            "/photos/1/comments/2",
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (
            Method::PUT,
            "/photos/1/comments/2/likes/3",
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (Method::GET, "/photos/./comments", StatusCode::NOT_FOUND),
        (
            Method::GET,
            "/photos/%zz/comments/2",
            StatusCode::BAD_REQUEST,
        ),
        (
            Method::GET,
            "/photos/1/comments/2/likes/3/edit_form",
            StatusCode::NOT_FOUND,
        ),
    ];
    for (method, uri, expected) in rows {
        let (status, body) = send(method.clone(), uri).await;
        assert_eq!(status, expected, "{method} {uri}: {body}");
    }
}
