use restful_core::Restful;

#[derive(Restful)]
#[restful(only(), routes(get(profile = "/~{user name}")))]
struct Pages;

fn main() {
    let _ = <Pages as Restful>::CONTROLLER;
}
