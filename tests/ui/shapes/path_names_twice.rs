use restful_core::Restful;

#[derive(Restful)]
#[restful(path_names(new_form = "new", new_form = "add"))]
struct Articles;

fn main() {
    let _ = <Articles as Restful>::CONTROLLER;
}
