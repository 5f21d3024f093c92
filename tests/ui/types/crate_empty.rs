use restful_core::Restful;

#[derive(Restful)]
#[restful(crate = "")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
