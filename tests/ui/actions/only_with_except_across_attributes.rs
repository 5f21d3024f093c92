use restful_core::Restful;

#[derive(Restful)]
#[restful(except(destroy))]
#[restful(only(index))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
