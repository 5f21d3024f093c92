use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

#[derive(Clone)]
struct Db;

#[restful_axum::actions(stat = Db)]
impl PhotosController {
    async fn index() -> &'static str {
        "all photos"
    }
}

fn main() {}
