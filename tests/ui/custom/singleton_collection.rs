use restful_core::Restful;

#[derive(Restful)]
#[restful(singleton, collection(get(search)))]
struct ProfileController;

fn main() {
    let _ = <ProfileController as Restful>::CONTROLLER;
}
