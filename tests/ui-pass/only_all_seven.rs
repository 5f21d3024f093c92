// `only` may name every action, in any order; `except` may leave exactly one.
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(only(destroy, update, edit_form, show, create, new_form, index))]
struct PhotosController;

#[derive(Restful)]
#[restful(except(index, new_form, create, show, edit_form, update))]
struct AlbumsController;

fn main() {
    assert!(
        Action::ALL
            .iter()
            .all(|&action| PhotosController::CONTROLLER.serves(action))
    );
    assert_eq!(AlbumsController::CONTROLLER.routes().count(), 1);
    assert!(AlbumsController::CONTROLLER.serves(Action::Destroy));
}
