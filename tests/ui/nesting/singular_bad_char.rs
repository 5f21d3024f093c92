use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "people", singular = "a person")]
struct PeopleController;

fn main() {
    let _ = <PeopleController as Restful>::CONTROLLER;
}
