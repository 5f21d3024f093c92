//! Built by scripts/package-check.sh outside the workspace, against the packaged crates: the
//! adapters that the `axum` program does not use, and restful-openapi, each used once.

use std::convert::Infallible;

use restful_core::http::{Request, Response, StatusCode};
use restful_core::{Restful, registry};
use tower::{ServiceExt as _, service_fn};

#[derive(Restful)]
#[restful(only(index, show))]
struct PhotosController;

async fn index() -> &'static str {
    "all photos"
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    // restful-actix: a router built (its mount checks run), not served.
    let _actix = restful_actix::RestfulRouter::new()
        .restful::<PhotosController>(restful_actix::Actions::new().index(index).show(index))
        .expect_all_mounted();
    println!("restful-actix: PhotosController mounted");

    // restful-tower: one request in process.
    let say = |text: &'static str| {
        service_fn(move |_: Request<String>| async move {
            Ok::<_, Infallible>(Response::new(String::from(text)))
        })
    };
    let tower = restful_tower::RestfulRouter::<String, String>::new()
        .restful::<PhotosController>(
            restful_tower::Actions::new()
                .index(say("all photos"))
                .show(say("a photo")),
        )
        .expect_all_mounted();
    let request = Request::get("/photos/3").body(String::new()).unwrap();
    let response = tower.oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.body(), "a photo");
    println!("restful-tower: GET /photos/3: 200, a photo");

    // restful-openapi: the document of the registry.
    let json = restful_openapi::openapi_json(registry());
    assert!(json.contains("\"operationId\": \"photos_show\""), "{json}");
    println!("restful-openapi: {} bytes of JSON", json.len());
}
