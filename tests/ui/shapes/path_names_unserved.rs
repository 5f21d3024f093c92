use restful_core::Restful;

#[derive(Restful)]
#[restful(except(edit_form), path_names(edit_form = "edit"))]
struct Articles;

fn main() {
    let _ = <Articles as Restful>::CONTROLLER;
}
