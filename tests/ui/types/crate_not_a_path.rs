use restful_core::Restful;

#[derive(Restful)]
#[restful(crate = "restful core")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
