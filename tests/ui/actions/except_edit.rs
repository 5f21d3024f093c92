use restful_core::Restful;

#[derive(Restful)]
#[restful(except(edit))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
