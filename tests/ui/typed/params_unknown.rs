use restful_core::Restful;

#[derive(Restful)]
#[restful(member(get(translation = "translations/{locale}")), params(local = String))]
struct KeysController;

fn main() {}
