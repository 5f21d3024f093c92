use restful_core::Restful;

#[derive(Restful)]
#[restful(singleton, except(new_form, create, show, edit_form, update, destroy))]
struct ProfileController;

fn main() {
    let _ = <ProfileController as Restful>::CONTROLLER;
}
