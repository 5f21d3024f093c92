use restful_core::Restful;

#[derive(Restful)]
struct FotósController;

fn main() {
    let _ = <FotósController as Restful>::CONTROLLER;
}
