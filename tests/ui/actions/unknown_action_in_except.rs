use restful_core::Restful;

#[derive(Restful)]
#[restful(except(delete))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
