use restful_core::Restful;

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(prefix = "/admin")]
#[restful(parent = PhotosController)]
struct CommentsController;

fn main() {
    let _ = <CommentsController as Restful>::CONTROLLER;
}
