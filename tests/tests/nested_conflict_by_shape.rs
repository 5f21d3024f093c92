//! docs/guide.md, "4.8 What is refused, and when": conflicts compare templates by shape:
//! `GET /photos/{id}/edit_form` of Photos and `GET /photos/{photo_id}/edit_form` of a child
//! named `edit_form` are one route twice.

use restful_core::{Action, Method, RegistryError, Restful, try_registry};

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, resource = "edit_form", only(index))]
struct EditFormsController;

#[test]
fn templates_that_differ_only_in_param_names_conflict() {
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
    assert_eq!(
        (method, *template),
        (&Method::GET, "/photos/{id}/edit_form")
    );
    assert_eq!(
        *first,
        PhotosController::CONTROLLER
            .route(Action::EditForm)
            .unwrap()
    );
    assert_eq!(
        *second,
        EditFormsController::CONTROLLER
            .route(Action::Index)
            .unwrap()
    );
    assert_eq!(
        err.to_string(),
        "conflicting routes: `GET /photos/{id}/edit_form` is both \
         `nested_conflict_by_shape::PhotosController#edit_form` and \
         `nested_conflict_by_shape::EditFormsController#index` \
         (`/photos/{photo_id}/edit_form` has the same shape); give one of them \
         `#[restful(resource = \"...\")]`, or a controller without a parent \
         `#[restful(prefix = \"...\")]`"
    );
}
