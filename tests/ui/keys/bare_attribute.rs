use restful_core::Restful;

#[derive(Restful)]
#[restful]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
