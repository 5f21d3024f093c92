use restful_core::Restful;

#[derive(Restful)]
#[restful(singleton, id = u64)]
struct ProfileController;

fn main() {}
