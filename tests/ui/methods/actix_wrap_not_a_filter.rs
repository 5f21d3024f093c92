use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

#[restful_actix::actions]
impl PhotosController {
    #[wrap]
    async fn index() -> &'static str {
        "all photos"
    }
}

fn main() {}
