// A path function exists only for a served action.
use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index, show))]
struct PhotosController;

fn main() {
    let _ = PhotosController::edit_form_path(42);
}
