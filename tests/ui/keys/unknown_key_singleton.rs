use restful_core::Restful;

#[derive(Restful)]
#[restful(singelton)]
struct Profile;

fn main() {
    let _ = <Profile as Restful>::CONTROLLER;
}
