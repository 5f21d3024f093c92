//! Two routes with the same method and template, from different base paths: a controller's
//! `<base>/new_form` is another's base path (docs/guide.md, "6.2 Conflicts").

use restful_core::{Action, Method, RegistryError, Restful, try_registry};

#[derive(Restful)]
struct PhotosController;

/// `GET /photos/new_form` is both `PhotosController#new_form` and this one's `index`.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "new_form", only(index, show))]
struct DraftsController;

#[test]
fn try_registry_names_both_routes_the_template_and_the_fix() {
    let err = try_registry().unwrap_err();
    let RegistryError::DuplicateRoute {
        method,
        template,
        first,
        second,
    } = err
    else {
        panic!("expected DuplicateRoute, got {err:?}");
    };
    assert_eq!((method, *template), (&Method::GET, "/photos/new_form"));
    assert_eq!(
        *first,
        PhotosController::CONTROLLER.route(Action::NewForm).unwrap()
    );
    assert_eq!(
        *second,
        DraftsController::CONTROLLER.route(Action::Index).unwrap()
    );
    assert_eq!(
        err.to_string(),
        "conflicting routes: `GET /photos/new_form` is both \
         `conflict_same_route::PhotosController#new_form` and \
         `conflict_same_route::DraftsController#index`; give one of them \
         `#[restful(resource = \"...\")]` or `#[restful(prefix = \"...\")]`"
    );
}
