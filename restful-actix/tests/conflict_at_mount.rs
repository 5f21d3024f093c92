//! Two derived controllers with one base path: the process-wide registry cannot be built, so
//! the first mount panics with the registry's refusal, which names both, as any mount would.
//! A test binary of its own: its registry conflicts.

use restful_actix::{Actions, RestfulRouter};
use restful_conformance::panic_message;
use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index))]
struct Gadgets;

/// An older name for the same resource, left behind.
#[derive(Restful)]
#[restful(resource = "gadgets", only(index))]
struct Widgets;

async fn index() -> &'static str {
    "gadgets"
}

#[test]
fn a_registry_in_conflict_fails_the_first_mount() {
    let message = panic_message(|| {
        let _ = RestfulRouter::new().restful::<Gadgets>(Actions::new().index(index));
    });
    assert!(
        message
            .starts_with("restful-actix: the registry cannot be built: conflicting controllers:"),
        "{message}"
    );
    for name in [
        Gadgets::CONTROLLER.type_name(),
        Widgets::CONTROLLER.type_name(),
        "`/gadgets`",
    ] {
        assert!(message.contains(name), "{message}");
    }
}
