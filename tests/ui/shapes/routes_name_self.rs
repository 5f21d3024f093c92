use restful_core::Restful;

#[derive(Restful)]
#[restful(only(), routes(get(self = "/me")))]
struct Pages;

fn main() {
    let _ = <Pages as Restful>::CONTROLLER;
}
