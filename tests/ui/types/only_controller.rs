use restful_core::Restful;

#[derive(Restful)]
struct Controller;

fn main() {
    let _ = <Controller as Restful>::CONTROLLER;
}
