use restful_core::Restful;

#[derive(Restful)]
#[restful(prefix = "/ádmin")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
