use restful_core::Restful;

#[derive(Restful)]
#[restful(param = "User-Name")]
struct Users;

fn main() {
    let _ = <Users as Restful>::CONTROLLER;
}
