use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(close) delete(archive)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
