use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(close), delete(close)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
