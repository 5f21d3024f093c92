use restful_core::Restful;

#[derive(Restful)]
struct Photos<const N: usize>;

fn main() {}
