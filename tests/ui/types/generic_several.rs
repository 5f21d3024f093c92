use restful_core::Restful;

#[derive(Restful)]
struct Photos<'a, T: 'a, const N: usize>(&'a [T; N]);

fn main() {}
