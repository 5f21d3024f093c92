use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index, show))]
struct PhotosController;

#[restful_actix::actions]
impl PhotosController {
    async fn show() -> &'static str {
        "a photo"
    }
}

fn main() {}
