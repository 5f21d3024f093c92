//! `#[restful_actix::actions]`: a controller's functions as its handlers, mounted in one call
//! (`RestfulRouter::controller`), a function's `#[wrap]` on its action only and named in the
//! router's list, and `expect_all_mounted_in` for the app's own module. What does not compile
//! is in `tests/ui/methods`.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::HeaderValue;
use actix_web::middleware::{Next, from_fn};
use actix_web::test::{self, TestRequest};
use actix_web::{App, Error};
use restful_actix::{Id, RestfulRouter};

/// Marks the response `x-filter: tagged`.
async fn tag(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut response = next.call(request).await?;
    response.headers_mut().insert(
        "x-filter".parse().unwrap(),
        HeaderValue::from_static("tagged"),
    );
    Ok(response)
}

mod web {
    use super::*;

    #[derive(restful_core::Restful)]
    #[restful(id = u64, only(index, show), member(post(publish)))]
    pub struct PhotosController;

    #[restful_actix::actions]
    impl PhotosController {
        async fn index() -> &'static str {
            "index"
        }

        async fn show(Id(id): Id<u64>) -> String {
            format!("show {id}")
        }

        #[wrap(from_fn(tag), name = "tagged")]
        async fn publish(Id(id): Id<u64>) -> String {
            format!("publish {id}")
        }
    }
}

/// A test's own controller, outside the app's module.
#[derive(restful_core::Restful)]
#[restful(only(index))]
struct ProbeController;

#[actix_web::test]
async fn a_controllers_functions_are_its_handlers_mounted_in_one_call() {
    let module = format!("{}::web", module_path!());
    let router = RestfulRouter::new()
        .controller::<web::PhotosController>()
        .expect_all_mounted_in(&module);
    assert!(
        router
            .unmounted_in(module_path!())
            .iter()
            .any(|c| c.is::<ProbeController>())
    );
    for route in router.routes() {
        let names: Vec<_> = route.filter_names().collect();
        match route.route().action().name() {
            "publish" => assert_eq!(names, [Some("tagged")]),
            _ => assert!(names.is_empty(), "{route}"),
        }
    }
    let app = test::init_service(App::new().service(router)).await;
    for (method, path, body, tagged) in [
        ("GET", "/photos", "index", false),
        ("GET", "/photos/7", "show 7", false),
        ("POST", "/photos/7/publish", "publish 7", true),
    ] {
        let request = TestRequest::default()
            .method(method.parse().unwrap())
            .uri(path)
            .to_request();
        let response = test::call_service(&app, request).await;
        let filter = response.headers().get("x-filter").cloned();
        assert_eq!(filter.is_some(), tagged, "{method} {path}");
        let got = test::read_body(response).await;
        assert_eq!(got, body.as_bytes(), "{method} {path}");
    }
}
