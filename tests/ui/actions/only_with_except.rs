use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index, show), except(destroy))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
