use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "photos/albums")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
