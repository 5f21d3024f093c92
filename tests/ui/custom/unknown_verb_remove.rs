use restful_core::Restful;

#[derive(Restful)]
#[restful(member(remove(archive)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
