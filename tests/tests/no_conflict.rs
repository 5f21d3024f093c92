//! What is not a conflict (docs/guide.md, "6.2 Conflicts"): a static segment beside `{id}`, a
//! base path nested in another's id position, and one template shared by two controllers under
//! different methods.

use restful_core::{Action, Method, RecognizeError, Restful, registry};

#[derive(Restful)]
struct PhotosController;

/// `/photos/archive` sits where `PhotosController`'s `{id}` goes.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index, show))]
struct ArchiveController;

/// `POST /photos/new_form` beside `PhotosController`'s `GET /photos/new_form`.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "new_form", only(create))]
struct DraftsController;

#[test]
fn the_registry_builds() {
    assert_eq!(registry().len(), 3);
}

#[test]
fn static_segments_win_over_id_and_fall_back_to_it() {
    let r = registry();
    let found = r.recognize(&Method::GET, "/photos/archive").unwrap();
    assert!(found.controller().is::<ArchiveController>());
    assert_eq!(found.action(), Action::Index);
    // `/photos/archive` has no PUT: the static template was chosen, so 405, not photos#update.
    assert!(matches!(
        r.recognize(&Method::PUT, "/photos/archive"),
        Err(RecognizeError::MethodNotAllowed(_))
    ));
    // `/photos/archive/{id}` (archive#show) beats `/photos/{id}/edit_form`: the leftmost
    // difference decides, and there `archive` is static.
    let found = r
        .recognize(&Method::GET, "/photos/archive/edit_form")
        .unwrap();
    assert!(found.controller().is::<ArchiveController>());
    assert_eq!(
        (found.action(), found.id()),
        (Action::Show, Some("edit_form"))
    );
    // A static branch that leads nowhere falls back to `{id}`.
    let found = r
        .recognize(&Method::GET, "/photos/archive/1/edit_form")
        .unwrap_err();
    assert_eq!(found, RecognizeError::NotFound);
    let found = r
        .recognize(&Method::GET, "/photos/archiv/edit_form")
        .unwrap();
    assert!(found.controller().is::<PhotosController>());
    assert_eq!(
        (found.action(), found.id()),
        (Action::EditForm, Some("archiv"))
    );
}

#[test]
fn one_template_two_controllers_by_method() {
    let r = registry();
    let get = r.recognize(&Method::GET, "/photos/new_form").unwrap();
    assert!(get.controller().is::<PhotosController>());
    assert_eq!(get.action(), Action::NewForm);
    let post = r.recognize(&Method::POST, "/photos/new_form").unwrap();
    assert!(post.controller().is::<DraftsController>());
    assert_eq!(post.action(), Action::Create);
    let err = r
        .recognize(&Method::DELETE, "/photos/new_form")
        .unwrap_err();
    assert_eq!(err.allowed().unwrap().to_string(), "GET, HEAD, POST");
}

#[test]
fn generated_paths_step_around_the_neighbours() {
    let photos = PhotosController::CONTROLLER;
    assert_eq!(
        photos.path_for(Action::Show, Some("archive")).unwrap(),
        "/photos/%61rchive"
    );
    assert_eq!(
        photos.path_for(Action::EditForm, Some("archive")).unwrap(),
        "/photos/%61rchive/edit_form"
    );
    for id in ["archive", "new_form", ".", "..", "x"] {
        for action in [
            Action::Show,
            Action::EditForm,
            Action::Update,
            Action::Destroy,
        ] {
            let path = photos.path_for(action, Some(id)).unwrap();
            let found = registry().recognize(&action.method(), &path).unwrap();
            assert!(found.controller().is::<PhotosController>(), "{path}");
            assert_eq!((found.action(), found.id()), (action, Some(id)), "{path}");
        }
    }
}
