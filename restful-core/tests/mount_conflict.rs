//! Two derived controllers with one base path: the process-wide registry cannot be built, so
//! no controller can be mounted, and every mount answers the registry's refusal, which names
//! both. A test binary of its own: its registry conflicts.

use restful_core::adapter::{MountError, Mounts, Slots};
use restful_core::{Action, Restful, try_registry};

#[derive(Restful)]
#[restful(only(index))]
struct Gadgets;

/// An older name for the same resource, left behind.
#[derive(Restful)]
#[restful(resource = "gadgets", only(index))]
struct Widgets;

#[test]
fn a_registry_in_conflict_refuses_every_mount_with_its_error() {
    let refusal = try_registry().expect_err("two controllers have the base path `/gadgets`");
    for controller in [Gadgets::CONTROLLER, Widgets::CONTROLLER] {
        let mut slots = Slots::new();
        slots.set(Action::Index, ());
        let err = Mounts::new().mount(controller, slots).unwrap_err();
        assert_eq!(err, MountError::Conflict(refusal.clone()));
        let message = err.to_string();
        assert!(
            message.starts_with("the registry cannot be built: conflicting controllers:"),
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
}
