use restful_core::Restful;

#[derive(Restful)]
#[restful(params())]
struct PhotosController;

fn main() {}
