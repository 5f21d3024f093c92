use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "fotós")]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
