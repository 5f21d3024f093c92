use restful_core::Restful;

#[derive(Restful)]
#[restful(collection(gte(search)))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
