use restful_core::Restful;

struct PhotoId(u64);

#[derive(Restful)]
#[restful(id = PhotoId)]
struct PhotosController;

fn main() {}
