use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(close)), routes(post(close = "/close/{id}")))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
