// A misspelled action has no path function; rustc names the nearest one.
use restful_core::Restful;

#[derive(Restful)]
struct PhotosController;

fn main() {
    let _ = PhotosController::shw_path(42);
}
