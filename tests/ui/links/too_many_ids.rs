// A path function takes exactly the route's params.
use restful_core::Restful;

#[derive(Restful)]
struct PhotosController;

fn main() {
    let _ = PhotosController::show_path(1, 2);
    let _ = PhotosController::index_path(1);
}
