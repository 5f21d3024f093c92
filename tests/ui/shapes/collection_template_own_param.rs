use restful_core::Restful;

#[derive(Restful)]
#[restful(param = "username", collection(get(by = "by/{username}")))]
struct Users;

fn main() {
    let _ = <Users as Restful>::CONTROLLER;
}
