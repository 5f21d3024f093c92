use restful_core::Restful;

#[derive(Restful)]
#[restful(collection(get(search), post()))]
struct Issues;

fn main() {
    let _ = <Issues as Restful>::CONTROLLER;
}
