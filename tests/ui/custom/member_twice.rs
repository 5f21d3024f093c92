use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(close)))]
#[restful(member(post(reopen)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
