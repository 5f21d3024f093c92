use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

#[restful_axum::actions]
impl PhotosController {
    async fn index(&self) -> &'static str {
        "all photos"
    }
}

fn main() {}
