use restful_core::Restful;

#[derive(Restful)]
#[restful(id = u64)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(parent = CommentsController, only(show))]
struct RepliesController;

fn main() {
    // The photo's id is a `u64`; the comment's is untyped: anything that displays.
    let _ = CommentsController::show_path("42", "x");
    let _ = RepliesController::show_path(("42", 7), "x");
    let _ = RepliesController::show_path((42, "7"), "x");
}
