use restful_core::Restful;

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
struct AlbumsController;

#[derive(Restful)]
#[restful(parent = PhotosController, parent = AlbumsController)]
struct CommentsController;

fn main() {
    let _ = <CommentsController as Restful>::CONTROLLER;
}
