//! The conflicts a custom segment can make (docs/routing.md, "2.4 The template is chosen by the
//! path alone"): a custom action's path is its controller's own, so a route of another
//! controller with the same shape is a clash, named with both controllers. The process-wide
//! registry of this binary conflicts on purpose; every test builds its own registries.

use restful_core::{Registry, RegistryError, Restful};

// `/projects` with a member action `close`, and a child resource named like it that serves
// GET only: by shape, `/projects/{id}/close` is both.
#[derive(Restful)]
#[restful(member(post(close)))]
struct ProjectsController;

#[derive(Restful)]
#[restful(parent = ProjectsController, only(index))]
struct CloseController;

// `/photos` with a collection action `search`, and another controller at `/photos/search`.
#[derive(Restful)]
#[restful(collection(get(search)))]
struct PhotosController;

#[derive(Restful)]
#[restful(prefix = "/photos", resource = "search", only(create))]
struct PhotoSearchController;

// The singleton `/profile` with a member action `verify`, and its child `/profile/verify`.
#[derive(Restful)]
#[restful(singleton, member(post(verify)))]
struct ProfileController;

#[derive(Restful)]
#[restful(parent = ProfileController)]
struct VerifyController;

// `/issues` with `search` and `close`, the names of the custom actions above.
#[derive(Restful)]
#[restful(collection(get(search)), member(post(close)))]
struct IssuesController;

#[test]
fn a_member_action_beside_a_child_of_its_name_is_a_clash_naming_both() {
    let err = Registry::new([ProjectsController::CONTROLLER, CloseController::CONTROLLER])
        .map(|_| ())
        .unwrap_err();
    assert!(matches!(err, RegistryError::CustomClash { .. }), "{err:?}");
    let projects = ProjectsController::CONTROLLER.type_name();
    let close = CloseController::CONTROLLER.type_name();
    assert_eq!(
        err.to_string(),
        format!(
            "conflicting routes: `/projects/{{id}}/close` is both `{projects}#close` and \
             `{close}#index` (`/projects/{{project_id}}/close` has the same shape); the path \
             of a custom action is its controller's own: rename `close` in `{projects}`, or \
             give `{close}` another `#[restful(resource = \"...\")]`"
        )
    );
}

#[test]
fn a_collection_action_beside_another_base_path_is_a_clash() {
    let err = Registry::new([
        PhotosController::CONTROLLER,
        PhotoSearchController::CONTROLLER,
    ])
    .map(|_| ())
    .unwrap_err();
    assert!(matches!(err, RegistryError::CustomClash { .. }), "{err:?}");
    let photos = PhotosController::CONTROLLER.type_name();
    assert!(
        err.to_string().contains(&format!("`{photos}#search`")),
        "{err}"
    );
}

#[test]
fn a_singletons_member_action_beside_a_child_of_its_name_is_a_clash() {
    assert!(matches!(
        Registry::new([ProfileController::CONTROLLER, VerifyController::CONTROLLER]),
        Err(RegistryError::CustomClash { .. })
    ));
}

#[test]
fn custom_actions_of_one_name_on_unrelated_controllers_do_not_clash() {
    let registry = Registry::new([
        ProjectsController::CONTROLLER,
        PhotosController::CONTROLLER,
        IssuesController::CONTROLLER,
        ProfileController::CONTROLLER,
    ]);
    assert!(registry.is_ok());
}

// Two controllers' routes of any shape on one template, of two methods (Rails' `GET /bookmarks`
// of `list` beside `POST /bookmarks` of `bookmarks`), and a third on it with a method taken.
#[derive(Restful)]
#[restful(only(), routes(get(bookmarks = "/bookmarks"), get(home = "/")))]
struct ListController;

#[derive(Restful)]
#[restful(only(), routes(post(add = "/bookmarks"), post(not_found = "/")))]
struct BookmarksController;

#[derive(Restful)]
#[restful(only(), routes(get(saved = "/bookmarks")))]
struct SavedController;

#[test]
fn routes_of_any_shape_share_a_template_across_controllers_by_method() {
    let registry = Registry::new([ListController::CONTROLLER, BookmarksController::CONTROLLER])
        .expect("a template of no controller's own, one route per method");
    let bookmarks: Vec<String> = registry
        .routes()
        .filter(|route| route.path() == "/bookmarks")
        .map(|route| route.to_string())
        .collect();
    assert_eq!(bookmarks.len(), 2, "{bookmarks:?}");
    let err = Registry::new([ListController::CONTROLLER, SavedController::CONTROLLER])
        .map(|_| ())
        .unwrap_err();
    assert!(
        matches!(err, RegistryError::DuplicateRoute { .. }),
        "{err:?}"
    );
}

#[test]
fn a_route_of_any_shape_on_a_custom_actions_path_is_a_clash() {
    #[derive(Restful)]
    #[restful(only(), routes(post(lookup = "/photos/search")))]
    struct LookupController;

    let err = Registry::new([PhotosController::CONTROLLER, LookupController::CONTROLLER])
        .map(|_| ())
        .unwrap_err();
    assert!(matches!(err, RegistryError::CustomClash { .. }), "{err:?}");
}
