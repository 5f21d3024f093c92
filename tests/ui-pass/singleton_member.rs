// `singleton`: one resource with no id (Rails' `resource :profile`); its six actions and its
// member actions are all at the base path or below it, without `{id}`.
use restful_core::{Action, Method, Restful};

#[derive(Restful)]
#[restful(singleton, member(post(verify)))]
struct ProfileController;

fn main() {
    let profile = ProfileController::CONTROLLER;
    assert!(profile.is_singleton());
    assert_eq!(profile.path(), "/profile");
    let table: Vec<(Method, &str, &str)> = profile
        .routes()
        .map(|route| (route.method(), route.path(), route.action().name()))
        .collect();
    assert_eq!(
        table,
        [
            (Method::GET, "/profile/new_form", "new_form"),
            (Method::POST, "/profile", "create"),
            (Method::GET, "/profile", "show"),
            (Method::GET, "/profile/edit_form", "edit_form"),
            (Method::PUT, "/profile", "update"),
            (Method::DELETE, "/profile", "destroy"),
            (Method::POST, "/profile/verify", "verify"),
        ]
    );
    assert!(!profile.serves(Action::Index));
    assert_eq!(profile.action("index"), None);
    let verify = profile.action("verify").unwrap();
    assert!(!verify.has_id() && verify.is_member());
    assert!(profile.routes().all(|route| route.param_names().is_empty()));
}
