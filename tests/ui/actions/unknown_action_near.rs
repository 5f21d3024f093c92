use restful_core::Restful;

#[derive(Restful)]
#[restful(except(destory))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
