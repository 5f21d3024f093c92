use restful_core::Restful;

#[derive(Restful)]
#[restful = "photos"]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
