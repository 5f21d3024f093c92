use restful_core::Restful;

#[derive(Restful)]
#[restful(except(index, new_form, create, show, edit_form, update, destroy))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
