use restful_core::Restful;

#[derive(Restful)]
#[restful(singleton)]
#[restful(singleton, resource = "account")]
struct ProfileController;

fn main() {
    let _ = <ProfileController as Restful>::CONTROLLER;
}
