use restful_core::Restful;

#[derive(Restful)]
#[restful(singular = "..")]
struct PeopleController;

fn main() {
    let _ = <PeopleController as Restful>::CONTROLLER;
}
