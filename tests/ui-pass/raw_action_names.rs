// Keys and action names may be written as raw identifiers.
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(r#only(r#index, r#show))]
struct PhotosController;

fn main() {
    assert!(PhotosController::CONTROLLER.serves(Action::Show));
    assert!(!PhotosController::CONTROLLER.serves(Action::Create));
}
