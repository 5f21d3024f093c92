// A nested controller's path functions take its parent's ids, then its own.
use restful_core::Restful;

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

fn main() {
    let _ = CommentsController::show_path(3);
}
