use restful_core::Restful;

#[derive(Restful)]
struct Photos<T>(T);

fn main() {}
