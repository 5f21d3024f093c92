use restful_core::Restful;

#[derive(Restful)]
#[restful(prefix = 42)]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
