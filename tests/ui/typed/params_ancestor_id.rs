use restful_core::Restful;

#[derive(Restful)]
#[restful(id = u64)]
struct PhotosController;

#[derive(Restful)]
#[restful(
    parent = PhotosController,
    routes(get(feed = "/photos/{photo_id}/feed")),
    params(photo_id = u32)
)]
struct CommentsController;

fn main() {}
