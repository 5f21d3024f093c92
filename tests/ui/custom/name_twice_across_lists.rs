use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(close)))]
#[restful(collection(post(close)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
