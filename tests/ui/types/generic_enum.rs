use restful_core::Restful;

#[derive(Restful)]
enum Photos<T> {
    One(T),
}

fn main() {}
