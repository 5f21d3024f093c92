//! `#[restful_tower::actions]`: a controller's `async fn`s of the request as its handlers,
//! mounted in one call (`RestfulRouter::controller`), the body types read from the functions or
//! given, a function's `#[layer]` on its action only and named in the router's list, and
//! `expect_all_mounted_in` for the app's own module. What does not compile is in
//! `tests/ui/methods`.

use std::convert::Infallible;

use http::{Request, Response};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use restful_tower::{ControllerActions, Id, RestfulRouter};
use tower::ServiceExt;
use tower::util::MapResponseLayer;

type Body = Full<Bytes>;

/// Marks the response `x-filter: tagged`.
fn tag(mut response: Response<Body>) -> Response<Body> {
    let tagged = http::HeaderValue::from_static("tagged");
    response.headers_mut().insert("x-filter", tagged);
    response
}

mod web {
    use super::*;

    #[derive(restful_core::Restful)]
    #[restful(id = u64, only(index, show))]
    pub struct PhotosController;

    #[restful_tower::actions]
    impl PhotosController {
        async fn index(_: Request<Body>) -> Result<Response<Body>, Infallible> {
            Ok(Response::new(Full::from("index")))
        }

        #[layer(MapResponseLayer::new(tag), name = "tagged")]
        async fn show(request: Request<Body>) -> Result<Response<Body>, Infallible> {
            Ok(match Id::<u64>::of(&request) {
                Ok(Id(id)) => Response::new(Full::from(format!("show {id}"))),
                Err(refused) => refused.into_response(),
            })
        }
    }

    #[derive(restful_core::Restful)]
    #[restful(only(index))]
    pub struct NotesController;

    /// Body types said, where no function's signature shows them.
    #[restful_tower::actions(body = Body, response = Body)]
    impl NotesController {
        async fn index(_: http::Request<Body>) -> Result<Response<Body>, Infallible> {
            Ok(Response::new(Full::from("notes")))
        }
    }
}

/// A test's own controller, outside the app's module.
#[derive(restful_core::Restful)]
#[restful(only(index))]
struct ProbeController;

async fn send(app: &RestfulRouter<Body, Body>, path: &str) -> String {
    let request = Request::get(path).body(Body::default()).unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let tagged = response.headers().get("x-filter").is_some();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    let body = String::from_utf8(body.to_vec()).unwrap();
    if tagged {
        format!("{body} (tagged)")
    } else {
        body
    }
}

#[tokio::test]
async fn a_controllers_functions_are_its_handlers_mounted_in_one_call() {
    let module = format!("{}::web", module_path!());
    let app = RestfulRouter::new()
        .controller::<web::PhotosController>()
        .restful::<web::NotesController>(
            <web::NotesController as ControllerActions<Body, Body>>::actions(),
        )
        .expect_all_mounted_in(&module);
    assert!(
        app.unmounted_in(module_path!())
            .iter()
            .any(|c| c.is::<ProbeController>())
    );
    for route in app.routes() {
        let names: Vec<_> = route.filter_names().collect();
        match route.route().action().name() {
            "show" => assert_eq!(names, [Some("tagged")]),
            _ => assert!(names.is_empty(), "{route}"),
        }
    }
    assert_eq!(send(&app, "/photos").await, "index");
    assert_eq!(send(&app, "/photos/7").await, "show 7 (tagged)");
    assert_eq!(send(&app, "/notes").await, "notes");
}
