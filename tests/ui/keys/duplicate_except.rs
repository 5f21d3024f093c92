use restful_core::Restful;

#[derive(Restful)]
#[restful(except(index), except(show))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
