use restful_core::Restful;

#[derive(Restful)]
#[restful(member(get(translation = "")))]
struct Keys;

fn main() {
    let _ = <Keys as Restful>::CONTROLLER;
}
