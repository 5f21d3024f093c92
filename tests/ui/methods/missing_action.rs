use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index, show, destroy))]
struct PhotosController;

#[restful_axum::actions]
impl PhotosController {
    async fn index() -> &'static str {
        "all photos"
    }
}

fn main() {}
