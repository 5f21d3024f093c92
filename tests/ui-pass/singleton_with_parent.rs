// A singleton nested under a plural controller: the parent's id, then no id of its own.
use restful_core::{Action, Restful};

#[derive(Restful)]
struct UsersController;

#[derive(Restful)]
#[restful(parent = UsersController, singleton, member(post(verify)), only(show, update))]
struct ProfileController;

fn main() {
    let profile = ProfileController::CONTROLLER;
    assert!(profile.is_singleton());
    assert_eq!(profile.path(), "/users/{user_id}/profile");
    let table: Vec<String> = profile
        .routes()
        .map(|route| format!("{} {}", route.method(), route.path()))
        .collect();
    assert_eq!(
        table,
        [
            "GET /users/{user_id}/profile",
            "PUT /users/{user_id}/profile",
            "POST /users/{user_id}/profile/verify",
        ]
    );
    assert!(profile.routes().all(|route| route.param_names() == ["user_id"]));
    assert!(!profile.action("verify").unwrap().has_id());
    assert_eq!(
        profile.path_for(Action::Show, ["7"]).unwrap(),
        "/users/7/profile"
    );
}
