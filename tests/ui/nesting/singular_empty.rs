use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "people", singular = "")]
struct PeopleController;

fn main() {
    let _ = <PeopleController as Restful>::CONTROLLER;
}
