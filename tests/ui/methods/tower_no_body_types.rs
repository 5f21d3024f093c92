use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

#[restful_tower::actions]
impl PhotosController {
    async fn index() -> &'static str {
        "all photos"
    }
}

fn main() {}
