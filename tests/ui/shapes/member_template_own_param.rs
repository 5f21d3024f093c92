use restful_core::Restful;

#[derive(Restful)]
#[restful(member(get(translation = "translations/{id}")))]
struct Keys;

fn main() {
    let _ = <Keys as Restful>::CONTROLLER;
}
