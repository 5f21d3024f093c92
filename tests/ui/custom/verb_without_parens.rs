use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
