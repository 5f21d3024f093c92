// With `except` given first, the later `only` is the key that conflicts.
use restful_core::Restful;

#[derive(Restful)]
#[restful(except(destroy), only(index))]
struct Photos;

fn main() {
    let _ = <Photos as Restful>::CONTROLLER;
}
