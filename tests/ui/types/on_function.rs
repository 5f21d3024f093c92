#[derive(restful_core::Restful)]
fn photos() {}

fn main() {
    photos();
}
