use restful_core::Restful;

// `s` singularizes to nothing: the children of `S` name its id `{s_id}`, not `{_id}`.
#[derive(Restful)]
#[restful(resource = "s")]
struct S;

#[derive(Restful)]
#[restful(parent = S)]
struct ChildrenController;

fn main() {
    assert_eq!(S::CONTROLLER.singular(), "s");
    assert_eq!(ChildrenController::CONTROLLER.path(), "/s/{s_id}/children");
}
