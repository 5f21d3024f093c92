//! Custom actions and singletons on axum (docs/guide.md, "8. Beyond the seven"): handlers by
//! name, the mount's refusals, `Recognized` in a custom action's handler, and HEAD and 405 on a
//! custom route. The whole HTTP behaviour is the conformance suite's; these are the mount's.

use axum::body::{Body, to_bytes};
use axum::http::{Request, StatusCode};
use restful_axum::{Actions, Recognized, RestfulRouter};
use restful_conformance::panic_message;
use restful_core::{Action, Restful};
use tower::ServiceExt;

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

async fn send(app: axum::Router, method: &str, path: &str) -> (StatusCode, String) {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .body(Body::empty());
    let response = app.oneshot(request.unwrap()).await.unwrap();
    let status = response.status();
    let body = to_bytes(response.into_body(), 1 << 16).await.unwrap();
    (status, String::from_utf8(body.to_vec()).unwrap())
}

#[tokio::test]
async fn handlers_given_by_name_answer_their_routes() {
    let app: axum::Router = RestfulRouter::new()
        .restful::<IssuesController>(issues())
        .restful::<ProfileController>(Actions::new().on(Action::Show, echo).on("verify", echo))
        .expect_all_mounted()
        .into_router();
    let rows = [
        (
            "POST",
            "/issues/7/close",
            200,
            "IssuesController#close Some(\"7\")",
        ),
        ("GET", "/issues/search", 200, "IssuesController#search None"),
        ("HEAD", "/issues/search", 200, ""),
        (
            "GET",
            "/issues/7/close",
            405,
            "method not allowed; the path allows POST",
        ),
        (
            "POST",
            "/profile/verify",
            200,
            "ProfileController#verify None",
        ),
        ("GET", "/profile", 200, "ProfileController#show None"),
    ];
    for (method, path, status, body) in rows {
        let (got, text) = send(app.clone(), method, path).await;
        assert_eq!(
            (got.as_u16(), text.as_str()),
            (status, body),
            "{method} {path}"
        );
    }
}

#[test]
fn a_name_the_controller_does_not_serve_panics_with_the_nearest() {
    let message = panic_message(|| {
        let _: RestfulRouter =
            RestfulRouter::new().restful::<IssuesController>(issues().on("clsoe", echo));
    });
    assert!(
        message.starts_with("restful-axum: cannot mount `custom_actions::IssuesController`: it serves no action named `clsoe`; did you mean `close`? It serves `show`, `search`, `close`"),
        "{message}"
    );
}

#[test]
fn a_custom_action_without_its_handler_fails_at_the_mount() {
    let message = panic_message(|| {
        let _: RestfulRouter = RestfulRouter::new()
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
        let _: RestfulRouter = RestfulRouter::new()
            .restful::<IssuesController>(issues())
            .expect_all_mounted();
    });
    assert!(message.contains("ProfileController"), "{message}");
}
