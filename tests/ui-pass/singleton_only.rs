// `only` and `except` choose among a singleton's six actions.
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(singleton, only(show, update))]
struct ProfileController;

#[derive(Restful)]
#[restful(except(new_form, edit_form), singleton, resource = "settings")]
struct Preferences;

fn table(controller: &'static restful_core::Controller) -> Vec<String> {
    controller
        .routes()
        .map(|route| format!("{} {}", route.method(), route.path()))
        .collect()
}

fn main() {
    assert!(ProfileController::CONTROLLER.is_singleton());
    assert_eq!(table(ProfileController::CONTROLLER), ["GET /profile", "PUT /profile"]);
    assert!(!ProfileController::CONTROLLER.serves(Action::Index));

    assert!(Preferences::CONTROLLER.is_singleton());
    assert_eq!(
        table(Preferences::CONTROLLER),
        ["POST /settings", "GET /settings", "PUT /settings", "DELETE /settings"]
    );
}
