// A controller that serves custom actions and none of the seven (Rails' `only: []` with member
// and collection routes); a singleton whose resource no plural rule touches.
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(only(), collection(get(search)))]
struct SearchesController;

#[derive(Restful)]
#[restful(except(index, new_form, create, show, edit_form, update, destroy), member(post(ping)))]
struct HostsController;

#[derive(Restful)]
#[restful(singleton, only(show, update))]
struct SettingsController;

fn main() {
    let table = |controller: &'static restful_core::Controller| -> Vec<String> {
        controller
            .routes()
            .map(|route| format!("{} {}", route.method(), route.path()))
            .collect()
    };
    assert_eq!(table(SearchesController::CONTROLLER), ["GET /searches/search"]);
    assert_eq!(table(HostsController::CONTROLLER), ["POST /hosts/{id}/ping"]);
    assert!(!HostsController::CONTROLLER.serves(Action::Show));
    // `settings`, not `setting`: a singleton's singular is its resource.
    assert_eq!(SettingsController::CONTROLLER.singular(), "settings");
}
