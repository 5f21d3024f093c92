use restful_core::Restful;

#[derive(Restful)]
#[restful(parent = self::CommentsController)]
struct CommentsController;

fn main() {
    let _ = <CommentsController as Restful>::CONTROLLER;
}
