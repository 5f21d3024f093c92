use restful_core::Restful;

#[derive(Restful)]
#[restful(singular = "person", singular = "human")]
struct PeopleController;

fn main() {
    let _ = <PeopleController as Restful>::CONTROLLER;
}
