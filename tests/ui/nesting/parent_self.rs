use restful_core::Restful;

#[derive(Restful)]
#[restful(parent = Self)]
struct CommentsController;

fn main() {
    let _ = <CommentsController as Restful>::CONTROLLER;
}
