use restful_core::Restful;

#[derive(Restful)]
#[restful(member(pots(close)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
