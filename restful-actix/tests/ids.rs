//! `Ids<T>`: every param at once, a tuple in path order or a struct by name, at the root and in
//! a `web::scope`; a `T` that does not fit the route is a 500 naming it; a typed param that does
//! not parse is not the route (404, the app's default service).

use actix_web::test::{self, TestRequest};
use actix_web::{App, HttpResponse, web};
use restful_actix::{Actions, Ids, RestfulRouter};
use restful_conformance::shared::IDS_ROWS;
use restful_core::Restful;

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

fn router() -> RestfulRouter {
    RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().show(photo))
        .restful::<CommentsController>(Actions::new().index(wrong).show(comment).destroy(destroy))
}

#[actix_web::test]
async fn ids_reads_every_param_at_once() {
    let app = test::init_service(
        App::new()
            .service(web::scope("/api").service(router()))
            .service(router())
            .default_service(web::to(|| async {
                HttpResponse::NotFound().body("the app's 404")
            })),
    )
    .await;
    for prefix in ["", "/api"] {
        for (method, path, status, body) in IDS_ROWS {
            let path = format!("{prefix}{path}");
            let method = actix_web::http::Method::from_bytes(method.as_bytes()).unwrap();
            let request = TestRequest::default()
                .method(method.clone())
                .uri(&path)
                .to_request();
            let response = test::call_service(&app, request).await;
            let got = response.status().as_u16();
            let text = test::read_body(response).await;
            let text = String::from_utf8(text.to_vec()).unwrap();
            assert_eq!((got, text.as_str()), (status, body), "{method} {path}");
        }
    }
}
