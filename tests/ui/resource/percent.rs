use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "photo%20albums")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
