// `crate = "..."` takes any path at which restful_core is reachable: absolute, or through a
// re-export.
mod web {
    pub use restful_core as restful;
}

#[derive(restful_core::Restful)]
#[restful(crate = "::restful_core")]
struct PhotosController;

#[derive(restful_core::Restful)]
#[restful(crate = "crate::web::restful")]
struct AlbumsController;

fn main() {
    use restful_core::Restful;
    assert_eq!(PhotosController::CONTROLLER.path(), "/photos");
    assert_eq!(AlbumsController::CONTROLLER.path(), "/albums");
}
