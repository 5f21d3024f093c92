use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(undo_revoke = "/undo-revoke")))]
struct Keys;

fn main() {
    let _ = <Keys as Restful>::CONTROLLER;
}
