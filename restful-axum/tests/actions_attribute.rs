//! `#[restful_axum::actions]`: a controller's functions as its handlers, mounted in one call
//! (`RestfulRouter::controller`), their filters declared in the block running before those
//! added to `C::actions()` and named in the router's list, and `expect_all_mounted_in` for the
//! app's own module. What does not compile is in `tests/ui/methods`.

use axum::body::{Body, to_bytes};
use axum::extract::{Request, State};
use axum::http::HeaderValue;
use axum::middleware::{Next, from_fn};
use axum::response::Response;
use restful_axum::{ControllerActions, Id, RestfulRouter};
use tower::ServiceExt;

mod web {
    use super::*;

    #[derive(restful_core::Restful)]
    #[restful(id = u64, only(index, show, create), member(post(publish)))]
    pub struct PhotosController;

    #[derive(Clone)]
    pub struct Db(pub &'static str);

    #[restful_axum::actions(state = Db)]
    impl PhotosController {
        async fn index(State(Db(name)): State<Db>) -> String {
            format!("index of {name}")
        }

        async fn show(Id(id): Id<u64>) -> String {
            format!("show {id}")
        }

        #[layer(from_fn(first), name = "first")]
        #[layer(from_fn(second))]
        async fn create(request: Request) -> String {
            seen(&request)
        }

        async fn publish(Id(id): Id<u64>) -> String {
            format!("publish {id}")
        }
    }

    #[derive(restful_core::Restful)]
    #[restful(only(index))]
    pub struct StatelessController;

    /// No state named: the functions suit a router of any state.
    #[restful_axum::actions]
    impl StatelessController {
        async fn index() -> &'static str {
            "stateless"
        }
    }
}

/// A test's own controller, outside the app's module.
#[derive(restful_core::Restful)]
#[restful(only(index))]
struct ProbeController;

fn seen(request: &Request) -> String {
    let seen = request.headers().get("x-seen");
    seen.and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

/// A filter that appends `tag` to the request's `x-seen` header.
async fn mark(tag: &str, mut request: Request, next: Next) -> Response {
    let seen = format!("{}{tag}>", seen(&request));
    request
        .headers_mut()
        .insert("x-seen", HeaderValue::from_str(&seen).unwrap());
    next.run(request).await
}

async fn first(request: Request, next: Next) -> Response {
    mark("first", request, next).await
}

async fn second(request: Request, next: Next) -> Response {
    mark("second", request, next).await
}

async fn added(request: Request, next: Next) -> Response {
    mark("added", request, next).await
}

async fn send(app: &axum::Router, method: &str, path: &str) -> String {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .body(Body::empty())
        .unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let body = to_bytes(response.into_body(), 1024).await.unwrap();
    String::from_utf8(body.to_vec()).unwrap()
}

#[tokio::test]
async fn a_controllers_functions_are_its_handlers_mounted_in_one_call() {
    let app: axum::Router = RestfulRouter::new()
        .controller::<web::PhotosController>()
        .controller::<web::StatelessController>()
        .with_state(web::Db("the db"))
        .into_router();
    assert_eq!(send(&app, "GET", "/photos").await, "index of the db");
    assert_eq!(send(&app, "GET", "/photos/7").await, "show 7");
    assert_eq!(send(&app, "POST", "/photos/7/publish").await, "publish 7");
    assert_eq!(send(&app, "POST", "/photos").await, "first>second>");
    let stateless = <web::StatelessController as restful_core::Restful>::CONTROLLER.path();
    assert_eq!(send(&app, "GET", stateless).await, "stateless");
}

#[tokio::test]
async fn filters_of_the_block_run_before_those_added_to_its_actions() {
    let actions = <web::PhotosController as ControllerActions<web::Db>>::actions()
        .layer_only(["create"], from_fn(added));
    let app: axum::Router = RestfulRouter::new()
        .restful::<web::PhotosController>(actions)
        .with_state(web::Db("the db"))
        .into_router();
    assert_eq!(send(&app, "POST", "/photos").await, "first>second>added>");
}

#[test]
fn a_filter_attribute_names_its_filter_in_the_routers_list() {
    let actions = <web::PhotosController as ControllerActions<web::Db>>::actions()
        .layer_only(["create"], from_fn(added))
        .named("added");
    let router = RestfulRouter::new().restful::<web::PhotosController>(actions);
    for route in router.routes() {
        let names: Vec<_> = route.filter_names().collect();
        match route.route().action().name() {
            "create" => assert_eq!(names, [Some("first"), None, Some("added")]),
            _ => assert!(names.is_empty(), "{route}"),
        }
    }
}

#[test]
fn only_the_controllers_of_a_module_must_be_mounted() {
    let router = RestfulRouter::new()
        .controller::<web::PhotosController>()
        .controller::<web::StatelessController>();
    let module = format!("{}::web", module_path!());
    let unmounted = router.unmounted_in(module_path!());
    assert!(unmounted.iter().any(|c| c.is::<ProbeController>()));
    assert!(router.unmounted_in(&module).is_empty());
    let router = router.expect_all_mounted_in(&module);
    // A prefix that is not a whole segment names no module.
    let web = format!("{}::we", module_path!());
    assert!(router.unmounted_in(&web).is_empty());
    let message = restful_conformance::panic_message(|| {
        let _ = RestfulRouter::<web::Db>::new()
            .controller::<web::PhotosController>()
            .expect_all_mounted_in(module_path!());
    });
    assert!(message.contains("ProbeController"), "{message}");
    assert!(message.contains("StatelessController"), "{message}");
}
