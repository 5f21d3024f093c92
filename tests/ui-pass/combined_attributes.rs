// Keys spread over two `#[restful(...)]` attributes add up.
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(resource = "book_reviews", prefix = "/admin")]
#[restful(only(index, show))]
struct Reviews;

fn main() {
    let controller = Reviews::CONTROLLER;
    assert_eq!(controller.path(), "/admin/book_reviews");
    assert!(controller.serves(Action::Index) && controller.serves(Action::Show));
    assert!(!controller.serves(Action::Create));
}
