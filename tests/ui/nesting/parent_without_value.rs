use restful_core::Restful;

#[derive(Restful)]
#[restful(parent)]
struct CommentsController;

fn main() {
    let _ = <CommentsController as Restful>::CONTROLLER;
}
