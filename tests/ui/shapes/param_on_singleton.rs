use restful_core::Restful;

#[derive(Restful)]
#[restful(singleton, param = "username")]
struct Profile;

fn main() {
    let _ = <Profile as Restful>::CONTROLLER;
}
