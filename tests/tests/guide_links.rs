//! `docs/guide.md`, "Links", checked: the section's Rust blocks, each in a module of its own with
//! the same statements (formatted by rustfmt), and the message its prose quotes. The blocks are
//! separate programs; here their two `PhotosController`s share one binary, whose process-wide
//! registry therefore does not build, and `path_for` checks ids against each controller's own
//! routes, which gives these paths too.

/// The generated `<action>_path` functions.
mod links {
    use restful_core::Restful;

    #[derive(Restful)]
    #[restful(member(post(publish)))]
    struct PhotosController;

    #[derive(Restful)]
    #[restful(parent = PhotosController)]
    struct CommentsController;

    #[test]
    fn block() {
        assert_eq!(PhotosController::index_path(), "/photos");
        assert_eq!(PhotosController::show_path(42), "/photos/42");
        assert_eq!(
            PhotosController::edit_form_path("a/b c"),
            "/photos/a%2Fb%20c/edit_form"
        );
        assert_eq!(PhotosController::publish_path(42), "/photos/42/publish");
        // A nested controller's functions take the parent's id first.
        assert_eq!(
            CommentsController::show_path(42, 7),
            "/photos/42/comments/7"
        );
        // An id that would be read as something else gets its first byte escaped:
        assert_eq!(
            PhotosController::show_path("new_form"),
            "/photos/%6Eew_form"
        );
    }

    #[test]
    fn an_empty_id_panics_with_the_message_the_guide_quotes() {
        let err = std::panic::catch_unwind(|| PhotosController::show_path("")).unwrap_err();
        let message = err.downcast_ref::<String>().unwrap();
        assert_eq!(
            message,
            "PhotosController::show_path: `guide_links::links::PhotosController#show` was given \
             an empty id for `id`; an id must not be empty"
        );
    }
}

/// `path_for`: the action as a value.
mod path_for {
    use restful_core::{Action, Restful};

    #[derive(Restful)]
    struct PhotosController;

    #[test]
    fn block() {
        let photos = PhotosController::CONTROLLER;
        assert_eq!(photos.path_for(Action::Index, None).unwrap(), "/photos");
        assert_eq!(
            photos.path_for(Action::EditForm, Some("42")).unwrap(),
            "/photos/42/edit_form"
        );
        assert_eq!(
            photos.path_for(Action::Show, Some("new_form")).unwrap(),
            "/photos/%6Eew_form"
        );
        assert!(photos.path_for(Action::Show, None).is_err());
    }
}
