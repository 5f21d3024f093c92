// A type without `#[derive(Restful)]` given to a router as a controller.
use restful_axum::{Actions, RestfulRouter};

struct PhotosController;

fn main() {
    let _ = RestfulRouter::<()>::new().restful::<PhotosController>(Actions::new());
}
