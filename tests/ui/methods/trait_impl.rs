use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

trait Listing {
    fn index() -> &'static str;
}

#[restful_axum::actions]
impl Listing for PhotosController {
    fn index() -> &'static str {
        "all photos"
    }
}

fn main() {}
