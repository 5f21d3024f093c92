use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(clôture)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
