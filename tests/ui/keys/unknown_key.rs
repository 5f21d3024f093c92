use restful_core::Restful;

#[derive(Restful)]
#[restful(resorce = "photos")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
