use restful_core::Restful;

#[derive(Restful)]
#[restful(only())]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
