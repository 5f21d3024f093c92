use restful_core::Restful;

#[derive(Restful)]
#[restful(prefix = "/admin/../staff")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
