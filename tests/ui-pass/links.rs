// The generated path functions: any `Display` id, a private controller whose functions go
// unused without a warning, and the controller's own visibility.
#![deny(warnings)]

use std::fmt;

use restful_core::Restful;

mod web {
    use restful_core::Restful;

    #[derive(Restful)]
    pub struct PhotosController;

    #[derive(Restful)]
    #[restful(parent = PhotosController, member(post(close)))]
    pub(crate) struct CommentsController;
}

/// Never called: its functions must not warn.
#[derive(Restful)]
#[restful(only(index, show))]
struct UnusedController;

struct Slug(&'static str);

impl fmt::Display for Slug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

fn main() {
    let id = String::from("7");
    assert_eq!(web::PhotosController::show_path(&id), "/photos/7");
    assert_eq!(web::PhotosController::show_path(id.clone()), "/photos/7");
    assert_eq!(web::PhotosController::show_path(7_u8), "/photos/7");
    assert_eq!(web::PhotosController::show_path(Slug("a b")), "/photos/a%20b");
    assert_eq!(web::CommentsController::close_path(&id, Slug("x")), "/photos/7/comments/x/close");
    let _: fn() -> String = web::PhotosController::index_path;
}
