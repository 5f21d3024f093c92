//! `#[restful_actix::actions]`: a controller's functions as its handlers, mounted in one call
//! (`RestfulRouter::controller`), and `expect_all_mounted_in` for the app's own module. What
//! does not compile is in `tests/ui/methods`.

use actix_web::App;
use actix_web::test::{self, TestRequest};
use restful_actix::{Id, RestfulRouter};

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
    let app = test::init_service(App::new().service(router)).await;
    for (method, path, body) in [
        ("GET", "/photos", "index"),
        ("GET", "/photos/7", "show 7"),
        ("POST", "/photos/7/publish", "publish 7"),
    ] {
        let request = TestRequest::default()
            .method(method.parse().unwrap())
            .uri(path)
            .to_request();
        let got = test::call_and_read_body(&app, request).await;
        assert_eq!(got, body.as_bytes(), "{method} {path}");
    }
}
