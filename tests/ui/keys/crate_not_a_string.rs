use restful_core::Restful;

#[derive(Restful)]
#[restful(crate = restful_core)]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
