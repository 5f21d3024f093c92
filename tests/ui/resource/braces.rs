use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "{id}")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
