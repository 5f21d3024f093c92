// The derive applies to every kind of type: structs, enums and unions.
use restful_core::Restful;

#[derive(Restful)]
enum PhotosController {
    #[allow(dead_code)]
    Only,
}

#[derive(Restful)]
union BookReviewsController {
    #[allow(dead_code)]
    bits: u32,
}

#[derive(Restful)]
struct TagsController {
    #[allow(dead_code)]
    id: u32,
}

#[derive(Restful)]
struct AlbumsController(#[allow(dead_code)] u32);

fn main() {
    assert_eq!(PhotosController::CONTROLLER.path(), "/photos");
    assert_eq!(BookReviewsController::CONTROLLER.path(), "/book_reviews");
    assert_eq!(TagsController::CONTROLLER.path(), "/tags");
    assert_eq!(AlbumsController::CONTROLLER.path(), "/albums");
}
