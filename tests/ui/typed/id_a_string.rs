use restful_core::Restful;

#[derive(Restful)]
#[restful(id = "u64")]
struct PhotosController;

fn main() {}
