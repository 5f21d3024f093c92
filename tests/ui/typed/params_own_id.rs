use restful_core::Restful;

#[derive(Restful)]
#[restful(member(get(translation = "translations/{locale}")), params(id = u64))]
struct KeysController;

fn main() {}
