//! The `serde` feature (docs/integrations.md, "The route table as JSON"): actions, routes and
//! controllers as JSON; an action back from its name.

use restful_core::{Action, Restful, registry};
use serde_json::{Value, json};

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, only(index, show))]
struct CommentsController;

#[derive(Restful)]
#[restful(
    param = "username",
    only(show),
    routes(get(feed = "/~{username}/feed.{format}"))
)]
struct UsersController;

#[test]
fn an_action_is_its_name_both_ways() {
    for action in Action::ALL {
        let text = serde_json::to_string(&action).unwrap();
        assert_eq!(text, format!("\"{}\"", action.name()));
        assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), action);
    }
    let owned: Vec<Action> =
        serde_json::from_value(json!(["index", "new_form", "destroy"])).unwrap();
    assert_eq!(owned, [Action::Index, Action::NewForm, Action::Destroy]);
}

#[test]
fn an_unknown_action_name_is_an_error_naming_it_and_the_seven() {
    for bad in [
        "\"edit\"",
        "\"Index\"",
        "\"new-form\"",
        "\"\"",
        "3",
        "null",
        "{}",
    ] {
        let err = serde_json::from_str::<Action>(bad).unwrap_err().to_string();
        assert!(
            err.contains("new_form") && err.contains("destroy"),
            "{bad}: {err}"
        );
        if bad.starts_with('"') {
            assert!(err.contains(bad), "{bad}: {err}");
        }
    }
}

#[test]
fn a_route_of_any_shape_carries_its_own_params() {
    let feed = UsersController::CONTROLLER.action("feed").unwrap();
    let route = UsersController::CONTROLLER.route(feed).unwrap();
    assert_eq!(
        serde_json::to_value(route).unwrap(),
        json!({
            "controller": UsersController::CONTROLLER.type_name(),
            "action": "feed",
            "method": "GET",
            "path": "/~{username}/feed.{format}",
            "params": ["username", "format"],
        })
    );
    let controller = serde_json::to_value(UsersController::CONTROLLER).unwrap();
    assert_eq!(controller["params"], json!(["username"]));
}

#[test]
fn a_route_carries_its_controller_action_method_template_and_params() {
    let route = CommentsController::CONTROLLER.route(Action::Show).unwrap();
    assert_eq!(
        serde_json::to_value(route).unwrap(),
        json!({
            "controller": CommentsController::CONTROLLER.type_name(),
            "action": "show",
            "method": "GET",
            "path": "/photos/{photo_id}/comments/{id}",
            "params": ["photo_id", "id"],
        })
    );
}

#[test]
fn a_controller_carries_its_names_parent_and_routes() {
    let value = serde_json::to_value(CommentsController::CONTROLLER).unwrap();
    let type_name = CommentsController::CONTROLLER.type_name();
    assert_eq!(
        value,
        json!({
            "name": "CommentsController",
            "type_name": type_name,
            "resource": "comments",
            "singular": "comment",
            "singleton": false,
            "path": "/photos/{photo_id}/comments",
            "parent": PhotosController::CONTROLLER.type_name(),
            "params": ["photo_id", "id"],
            "routes": [
                {"controller": type_name, "action": "index", "method": "GET",
                 "path": "/photos/{photo_id}/comments", "params": ["photo_id"]},
                {"controller": type_name, "action": "show", "method": "GET",
                 "path": "/photos/{photo_id}/comments/{id}", "params": ["photo_id", "id"]},
            ],
        })
    );
    let photos = serde_json::to_value(PhotosController::CONTROLLER).unwrap();
    assert_eq!(photos["parent"], Value::Null);
    assert_eq!(photos["routes"].as_array().unwrap().len(), 7);
}

#[test]
fn the_route_table_as_json_is_every_route_in_registry_order() {
    let routes: Vec<_> = registry().routes().collect();
    let value = serde_json::to_value(&routes).unwrap();
    let rows: Vec<String> = value
        .as_array()
        .unwrap()
        .iter()
        .map(|route| format!("{} {} {}", route["method"], route["path"], route["action"]))
        .collect();
    let expected: Vec<String> = registry()
        .routes()
        .map(|route| {
            format!(
                "\"{}\" \"{}\" \"{}\"",
                route.method(),
                route.path(),
                route.action()
            )
        })
        .collect();
    assert_eq!(rows, expected);
    assert_eq!(rows.len(), 7 + 2 + 2);
}
