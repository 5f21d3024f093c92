//! `Ids<T>`: every param at once, a tuple in path order or a struct by name, at the root and
//! mounted; a `T` that does not fit the route is a 500 naming it; a typed param that does not
//! parse is not the route (404, the router's fallback).

use std::convert::Infallible;

use http::{Request, Response, StatusCode};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use restful_conformance::shared::IDS_ROWS;
use restful_core::Restful;
use restful_tower::{Actions, Ids, RestfulRouter};
use tower::{ServiceExt, service_fn};

#[derive(Restful)]
#[restful(id = u64, only(show))]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, only(index, show, destroy))]
struct CommentsController;

type Body = Full<Bytes>;
type Answer = Result<Response<Body>, Infallible>;

#[derive(serde::Deserialize)]
struct PhotoIds {
    id: u64,
}

fn answer<T>(
    ids: Result<Ids<T>, restful_tower::Rejection>,
    text: impl FnOnce(T) -> String,
) -> Answer {
    Ok(match ids {
        Ok(Ids(ids)) => Response::new(Full::from(text(ids))),
        Err(rejection) => rejection.into_response(),
    })
}

async fn photo(request: Request<Body>) -> Answer {
    answer(Ids::<PhotoIds>::of(&request), |ids| {
        format!("photo {}", ids.id)
    })
}

async fn comment(request: Request<Body>) -> Answer {
    answer(Ids::<(u64, String)>::of(&request), |(photo, comment)| {
        format!("comment {comment} of photo {photo}")
    })
}

async fn destroy(request: Request<Body>) -> Answer {
    answer(Ids::<(u64, u64)>::of(&request), |(photo, comment)| {
        format!("comment {comment} of photo {photo}")
    })
}

async fn wrong(request: Request<Body>) -> Answer {
    answer(Ids::<(u64, u64)>::of(&request), |_| "never".to_owned())
}

async fn not_found(_: Request<Body>) -> Answer {
    let mut response = Response::new(Full::from("the app's 404"));
    *response.status_mut() = StatusCode::NOT_FOUND;
    Ok(response)
}

fn router() -> RestfulRouter<Body, Body> {
    RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().show(service_fn(photo)))
        .restful::<CommentsController>(
            Actions::new()
                .index(service_fn(wrong))
                .show(service_fn(comment))
                .destroy(service_fn(destroy)),
        )
        .fallback(service_fn(not_found))
}

#[tokio::test]
async fn ids_reads_every_param_at_once() {
    for (router, prefix) in [(router(), ""), (router().mounted_at("/api"), "/api")] {
        for (method, path, status, body) in IDS_ROWS {
            let path = format!("{prefix}{path}");
            let request = Request::builder()
                .method(method)
                .uri(&path)
                .body(Body::default())
                .unwrap();
            let response = router.clone().oneshot(request).await.unwrap();
            let got = response.status().as_u16();
            let text = response.into_body().collect().await.unwrap().to_bytes();
            let text = String::from_utf8(text.to_vec()).unwrap();
            assert_eq!((got, text.as_str()), (status, body), "{method} {path}");
        }
    }
}
