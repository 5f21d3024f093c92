use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(close)), only(show, close))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
