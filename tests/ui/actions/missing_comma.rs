use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index show))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
