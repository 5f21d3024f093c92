use restful_core::Restful;

#[derive(Restful)]
#[restful(id = u64)]
struct PhotosController;

fn main() {
    let _ = PhotosController::show_path("42");
}
