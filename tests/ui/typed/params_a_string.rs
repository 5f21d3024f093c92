use restful_core::Restful;

#[derive(Restful)]
#[restful(member(get(translation = "translations/{locale}")), params(locale = "String"))]
struct KeysController;

fn main() {}
