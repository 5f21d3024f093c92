use restful_core::Restful;

#[derive(Restful)]
#[restful(singleton, only(index, show))]
struct ProfileController;

fn main() {
    let _ = <ProfileController as Restful>::CONTROLLER;
}
