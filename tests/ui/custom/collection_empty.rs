use restful_core::Restful;

#[derive(Restful)]
#[restful(collection())]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
