use restful_core::Restful;

#[derive(Restful)]
struct Photos<'a>(&'a str);

fn main() {}
