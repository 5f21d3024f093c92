use restful_core::Restful;

#[derive(Restful)]
#[restful(member(patch(close)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
