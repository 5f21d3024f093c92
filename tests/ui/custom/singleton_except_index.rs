use restful_core::Restful;

#[derive(Restful)]
#[restful(except(index), singleton)]
struct ProfileController;

fn main() {
    let _ = <ProfileController as Restful>::CONTROLLER;
}
