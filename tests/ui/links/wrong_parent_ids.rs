// The ids of a parent that is nested in turn are a tuple: one id is not enough.
use restful_core::Restful;

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(parent = CommentsController, only(show))]
struct RepliesController;

fn main() {
    let _ = RepliesController::show_path(7, 3);
    let _ = RepliesController::show_path((7, 3, 1), 3);
}
