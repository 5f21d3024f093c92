use restful_core::Restful;

#[derive(Restful)]
#[restful(param = "{username}")]
struct Users;

fn main() {
    let _ = <Users as Restful>::CONTROLLER;
}
