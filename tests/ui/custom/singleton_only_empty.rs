use restful_core::Restful;

#[derive(Restful)]
#[restful(singleton, only())]
struct ProfileController;

fn main() {
    let _ = <ProfileController as Restful>::CONTROLLER;
}
