use restful_core::Restful;

#[derive(Restful)]
#[restful(prefix = "/admin")]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, prefix = "/admin")]
struct CommentsController;

fn main() {
    let _ = <CommentsController as Restful>::CONTROLLER;
}
