use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index, new))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
