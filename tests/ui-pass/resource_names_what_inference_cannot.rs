// A name from which no resource can be inferred is fine once `resource` is given.
use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "controllers")]
struct Controller;

#[derive(Restful)]
#[restful(resource = "fotos")]
struct FotósController;

fn main() {
    assert_eq!(Controller::CONTROLLER.path(), "/controllers");
    assert_eq!(FotósController::CONTROLLER.path(), "/fotos");
}
