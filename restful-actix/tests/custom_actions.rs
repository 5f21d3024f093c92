//! Custom actions and singletons on actix-web (docs/guide.md, "8. Beyond the seven"): handlers
//! by name, the mount's refusals, `Recognized` in a custom action's handler, and HEAD and 405
//! on a custom route (routed as GET). The whole HTTP behaviour is the conformance suite's; these are the
//! mount's.

use actix_web::App;
use actix_web::http::Method;
use actix_web::test::{self, TestRequest};
use restful_actix::{Actions, Recognized, RestfulRouter};
use restful_conformance::panic_message;
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(only(show), member(post(close)), collection(get(search)))]
struct IssuesController;

#[derive(Restful)]
#[restful(singleton, only(show), member(post(verify)))]
struct ProfileController;

async fn echo(found: Recognized) -> String {
    format!(
        "{}#{} {:?}",
        found.controller().name(),
        found.action(),
        found.id()
    )
}

fn issues() -> Actions {
    Actions::new()
        .show(echo)
        .on("close", echo)
        .on("search", echo)
}

#[actix_web::test]
async fn handlers_given_by_name_answer_their_routes() {
    let router = RestfulRouter::new()
        .restful::<IssuesController>(issues())
        .restful::<ProfileController>(Actions::new().on(Action::Show, echo).on("verify", echo))
        .expect_all_mounted();
    let app = test::init_service(App::new().service(router)).await;
    let rows = [
        (
            Method::POST,
            "/issues/7/close",
            200,
            "IssuesController#close Some(\"7\")",
        ),
        (
            Method::GET,
            "/issues/search",
            200,
            "IssuesController#search None",
        ),
        // HEAD: routed as GET; actix's server, not the test service, leaves the body out
        // (the conformance suite checks it over a socket).
        (
            Method::HEAD,
            "/issues/search",
            200,
            "IssuesController#search None",
        ),
        (
            Method::GET,
            "/issues/7/close",
            405,
            "method not allowed; the path allows POST",
        ),
        (
            Method::POST,
            "/profile/verify",
            200,
            "ProfileController#verify None",
        ),
        (Method::GET, "/profile", 200, "ProfileController#show None"),
    ];
    for (method, path, status, body) in rows {
        let request = TestRequest::default()
            .method(method.clone())
            .uri(path)
            .to_request();
        let response = test::call_service(&app, request).await;
        let got = response.status().as_u16();
        let text = test::read_body(response).await;
        let text = String::from_utf8(text.to_vec()).unwrap();
        assert_eq!((got, text.as_str()), (status, body), "{method} {path}");
    }
}

#[test]
fn a_name_the_controller_does_not_serve_panics_with_the_nearest() {
    let message = panic_message(|| {
        let _ = RestfulRouter::new().restful::<IssuesController>(issues().on("clsoe", echo));
    });
    assert!(
        message.starts_with("restful-actix: cannot mount `custom_actions::IssuesController`: it serves no action named `clsoe`; did you mean `close`? It serves `show`, `search`, `close`"),
        "{message}"
    );
}

#[test]
fn a_custom_action_without_its_handler_fails_at_the_mount() {
    let message = panic_message(|| {
        let _ = RestfulRouter::new()
            .restful::<IssuesController>(Actions::new().show(echo).on("search", echo));
    });
    assert!(
        message.contains("it serves `close` but has no handler for it"),
        "{message}"
    );
    assert!(message.contains("`.on(\"close\", handler)`"), "{message}");
}

#[test]
fn expect_all_mounted_counts_the_controllers_of_custom_actions() {
    let message = panic_message(|| {
        let _ = RestfulRouter::new()
            .restful::<IssuesController>(issues())
            .expect_all_mounted();
    });
    assert!(message.contains("ProfileController"), "{message}");
}
