use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "photos")]
#[restful(prefix = "/admin", resource = "pictures")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
