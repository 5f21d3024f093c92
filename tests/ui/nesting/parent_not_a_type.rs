use restful_core::Restful;

#[derive(Restful)]
#[restful(parent = photos_controller)]
struct CommentsController;

fn main() {
    let _ = <CommentsController as Restful>::CONTROLLER;
}
