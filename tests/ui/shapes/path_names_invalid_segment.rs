use restful_core::Restful;

#[derive(Restful)]
#[restful(path_names(new_form = "new/form"))]
struct Articles;

fn main() {
    let _ = <Articles as Restful>::CONTROLLER;
}
