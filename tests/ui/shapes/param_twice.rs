use restful_core::Restful;

#[derive(Restful)]
#[restful(param = "username", param = "login")]
struct Users;

fn main() {
    let _ = <Users as Restful>::CONTROLLER;
}
