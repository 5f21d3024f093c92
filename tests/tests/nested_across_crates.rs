//! Nesting across crates (docs/guide.md, "4.1 `parent` and `singular`"): a child whose parent
//! lives in another crate gets its base path, its parent and its params from that crate's
//! descriptor, and the registry of the binary serves it.

use fixture_app::PhotosController;
use fixture_app::admin::BookReviewsController;
use fixture_nested::{CommentsController, LikesController, ReviewNotesController};
use restful_core::{Action, Controller, Method, Restful, registry};

#[test]
fn the_base_path_comes_from_the_parent_in_the_other_crate() {
    let rows: [(&Controller, &str, &Controller); 3] = [
        (
            CommentsController::CONTROLLER,
            "/photos/{photo_id}/comments",
            PhotosController::CONTROLLER,
        ),
        (
            ReviewNotesController::CONTROLLER,
            "/admin/book_reviews/{book_review_id}/notes",
            BookReviewsController::CONTROLLER,
        ),
        (
            LikesController::CONTROLLER,
            "/photos/{photo_id}/comments/{comment_id}/likes",
            CommentsController::CONTROLLER,
        ),
    ];
    for (child, path, parent) in rows {
        assert_eq!(child.path(), path);
        assert!(
            std::ptr::eq(child.parent().unwrap(), parent),
            "{}",
            child.name()
        );
    }
    assert_eq!(LikesController::CONTROLLER.singular(), "thumb");
    assert_eq!(
        LikesController::CONTROLLER.param_names(),
        ["photo_id", "comment_id", "id"]
    );
}

#[test]
fn the_registry_of_the_binary_serves_the_children() {
    let found = registry()
        .recognize(&Method::GET, "/admin/book_reviews/12/notes")
        .unwrap();
    assert!(found.controller().is::<ReviewNotesController>());
    assert_eq!(found.param("book_review_id"), Some("12"));
    let found = registry()
        .recognize(&Method::DELETE, "/photos/1/comments/2/likes/3")
        .unwrap();
    assert!(found.controller().is::<LikesController>());
    assert_eq!(
        found.params().collect::<Vec<_>>(),
        [("photo_id", "1"), ("comment_id", "2"), ("id", "3")]
    );
    assert!(std::ptr::eq(
        registry().by_path("/photos/{photo_id}/comments").unwrap(),
        CommentsController::CONTROLLER
    ));
}

#[test]
fn paths_round_trip() {
    let likes = LikesController::CONTROLLER;
    let path = likes
        .path_for(Action::EditForm, ["a b", "new_form", "7"])
        .unwrap();
    assert_eq!(path, "/photos/a%20b/comments/new_form/likes/7/edit_form");
    let found = registry().recognize(&Method::GET, &path).unwrap();
    assert!(found.controller().is::<LikesController>());
    assert_eq!(
        found.params().map(|(_, v)| v).collect::<Vec<_>>(),
        ["a b", "new_form", "7"]
    );
}
