// An id is anything that displays: a type without `Display` is refused at the call.
use restful_core::Restful;

#[derive(Restful)]
struct PhotosController;

struct PhotoId(u64);

fn main() {
    let _ = PhotosController::show_path(PhotoId(1));
}
