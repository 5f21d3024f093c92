//! `docs/guide.md` §4 (nested resources), checked: every Rust block of the section is here, in a
//! module of its own, with the same statements (formatted by rustfmt), and the paths, params
//! and messages the section states in its tables and prose are asserted beside them and in
//! [`prose`].
//!
//! The guide's blocks are separate programs, each with its own controllers; here they share one
//! binary, so its process-wide registry holds all of them, two `PhotosController`s included, and
//! does not build ([`this_binary_has_no_process_wide_registry`]). So a block that calls
//! `registry()` runs against a module-local `registry()`: a `Registry::new` of exactly that
//! block's controllers, which is what `registry()` is in a program made of that block alone.
//! `Controller::path_for` falls back to the controller's own templates here; every block checks
//! its paths against its own registry too ([`same_with_registry`]), and the one path that needs
//! other controllers' templates is checked with `Registry::path_for` in [`prose`].

use restful_core::{Action, Controller, Ids, Registry};

/// `controller.path_for(action, ids)` as a program of `registry`'s controllers alone would give
/// it: the same as `Registry::path_for` on that registry.
fn same_with_registry(
    registry: &Registry,
    controller: &Controller,
    action: Action,
    ids: impl Ids + Copy,
) {
    assert_eq!(
        controller.path_for(action, ids),
        registry.path_for(controller, action, ids),
        "{} {action}",
        controller.name()
    );
}

#[test]
fn this_binary_has_no_process_wide_registry() {
    // Many blocks, one binary: `/photos` twice, a chain too deep, a param named twice.
    assert!(restful_core::try_registry().is_err());
}

/// §4.1: `parent`, and the seven routes of a nested controller.
mod parent_and_the_seven_routes {
    use restful_core::{Action, Restful};

    #[derive(Restful)]
    struct PhotosController; // /photos

    #[derive(Restful)]
    #[restful(parent = PhotosController)]
    struct CommentsController; // /photos/{photo_id}/comments, all seven actions

    #[test]
    fn block() {
        let comments = CommentsController::CONTROLLER;
        assert_eq!(comments.path(), "/photos/{photo_id}/comments");
        assert!(comments.parent().unwrap().is::<PhotosController>());

        let table: Vec<String> = comments
            .routes()
            .map(|route| format!("{} {}", route.method(), route.path()))
            .collect();
        assert_eq!(
            table,
            [
                "GET /photos/{photo_id}/comments",
                "GET /photos/{photo_id}/comments/new_form",
                "POST /photos/{photo_id}/comments",
                "GET /photos/{photo_id}/comments/{id}",
                "GET /photos/{photo_id}/comments/{id}/edit_form",
                "PUT /photos/{photo_id}/comments/{id}",
                "DELETE /photos/{photo_id}/comments/{id}",
            ]
        );
        assert_eq!(
            comments.route(Action::Index).unwrap().param_names(),
            ["photo_id"]
        );
        assert_eq!(
            comments.route(Action::Show).unwrap().param_names(),
            ["photo_id", "id"]
        );
    }
}

/// §4.2: how the param is named.
mod how_the_param_is_named {
    use restful_core::Restful;

    #[derive(Restful)]
    #[restful(resource = "people")]
    struct PersonApi; // its singular: "person"

    #[derive(Restful)]
    #[restful(parent = PersonApi)]
    struct AddressesController;

    #[derive(Restful)]
    #[restful(singular = "media_item")] // "medium" without it
    struct MediaController;

    #[derive(Restful)]
    #[restful(parent = MediaController)]
    struct TagsController;

    #[test]
    fn block() {
        assert_eq!(PersonApi::CONTROLLER.singular(), "person");
        assert_eq!(
            AddressesController::CONTROLLER.path(),
            "/people/{person_id}/addresses"
        );
        assert_eq!(MediaController::CONTROLLER.singular(), "media_item");
        assert_eq!(
            TagsController::CONTROLLER.path(),
            "/media/{media_item_id}/tags"
        );
    }
}

/// §4.3: coming from Rails.
mod coming_from_rails {
    use std::sync::LazyLock;

    use restful_core::{Action, Method, Registry, Restful};

    /// `registry()` of a program made of this block.
    fn registry() -> &'static Registry {
        static REGISTRY: LazyLock<Registry> = LazyLock::new(|| {
            Registry::new([PhotosController::CONTROLLER, CommentsController::CONTROLLER]).unwrap()
        });
        &REGISTRY
    }

    #[derive(Restful)]
    struct PhotosController;

    #[derive(Restful)]
    #[restful(parent = PhotosController)]
    struct CommentsController;

    #[test]
    fn block() {
        assert_eq!(CommentsController::index_path(1), "/photos/1/comments");
        assert_eq!(
            CommentsController::new_form_path(1),
            "/photos/1/comments/new_form"
        );
        assert_eq!(CommentsController::show_path(1, 2), "/photos/1/comments/2");
        assert_eq!(
            CommentsController::edit_form_path(1, 2),
            "/photos/1/comments/2/edit_form"
        );

        let found = registry()
            .recognize(&Method::PUT, "/photos/1/comments/2")
            .unwrap();
        assert_eq!(found.action(), Action::Update);
        assert_eq!(found.param("photo_id"), Some("1")); // params[:photo_id]
        assert_eq!(found.id(), Some("2")); // params[:id]
    }

    #[test]
    fn paths_are_those_of_the_registry() {
        let comments = CommentsController::CONTROLLER;
        for (action, ids) in [
            (Action::Index, &["1"][..]),
            (Action::NewForm, &["1"]),
            (Action::Show, &["1", "2"]),
            (Action::EditForm, &["1", "2"]),
        ] {
            super::same_with_registry(registry(), comments, action, ids);
        }
    }

    /// The table of the section: Rails' routes of `resources :photos do resources :comments
    /// end`, and restful's.
    #[test]
    fn the_table() {
        let rows = [
            (
                Action::Index,
                "GET /photos/{photo_id}/comments",
                &["1"][..],
                "/photos/1/comments",
            ),
            (
                Action::NewForm,
                "GET /photos/{photo_id}/comments/new_form",
                &["1"],
                "/photos/1/comments/new_form",
            ),
            (
                Action::Create,
                "POST /photos/{photo_id}/comments",
                &["1"],
                "/photos/1/comments",
            ),
            (
                Action::Show,
                "GET /photos/{photo_id}/comments/{id}",
                &["1", "2"],
                "/photos/1/comments/2",
            ),
            (
                Action::EditForm,
                "GET /photos/{photo_id}/comments/{id}/edit_form",
                &["1", "2"],
                "/photos/1/comments/2/edit_form",
            ),
            (
                Action::Update,
                "PUT /photos/{photo_id}/comments/{id}",
                &["1", "2"],
                "/photos/1/comments/2",
            ),
            (
                Action::Destroy,
                "DELETE /photos/{photo_id}/comments/{id}",
                &["1", "2"],
                "/photos/1/comments/2",
            ),
        ];
        let comments = CommentsController::CONTROLLER;
        for (action, route, ids, path) in rows {
            let found = comments.route(action).unwrap();
            assert_eq!(format!("{} {}", found.method(), found.path()), route);
            assert_eq!(registry().path_for(comments, action, ids).unwrap(), path);
            let back = registry().recognize(&action.method(), path).unwrap();
            assert_eq!(back.route(), found);
        }
        // Rails routes PATCH to `update` as well; restful answers 405 (routing.md §2.5).
        let err = registry()
            .recognize(&Method::PATCH, "/photos/1/comments/2")
            .unwrap_err();
        assert_eq!(err.allowed().unwrap().to_string(), "GET, HEAD, PUT, DELETE");
        // `new` and `edit` are ids, as for a controller without a parent (routing.md §2.4).
        let found = registry()
            .recognize(&Method::GET, "/photos/1/comments/new")
            .unwrap();
        assert_eq!((found.action(), found.id()), (Action::Show, Some("new")));
    }
}

/// §4.4: deeper nesting.
mod deeper_nesting {
    use restful_core::{Action, Restful};

    #[derive(Restful)]
    struct PhotosController;

    #[derive(Restful)]
    #[restful(parent = PhotosController)]
    struct CommentsController;

    #[derive(Restful)]
    #[restful(parent = CommentsController, only(index, create, destroy))]
    struct LikesController;

    #[test]
    fn block() {
        let likes = LikesController::CONTROLLER;
        assert_eq!(
            likes.path(),
            "/photos/{photo_id}/comments/{comment_id}/likes"
        );
        assert_eq!(likes.param_names(), ["photo_id", "comment_id", "id"]);
        let chain: Vec<&str> = likes.ancestors().map(|c| c.name()).collect();
        assert_eq!(chain, ["CommentsController", "PhotosController"]);
        assert_eq!(
            likes.path_for(Action::Destroy, ["1", "2", "3"]).unwrap(),
            "/photos/1/comments/2/likes/3"
        );
        // The same link, checked by the compiler: the parent's two ids as a tuple, then the like's.
        assert_eq!(
            LikesController::destroy_path((1, 2), 3),
            "/photos/1/comments/2/likes/3"
        );
    }

    #[test]
    fn paths_are_those_of_the_registry() {
        let registry = restful_core::Registry::new([
            PhotosController::CONTROLLER,
            CommentsController::CONTROLLER,
            LikesController::CONTROLLER,
        ])
        .unwrap();
        super::same_with_registry(
            &registry,
            LikesController::CONTROLLER,
            Action::Destroy,
            ["1", "2", "3"],
        );
    }
}

/// §4.4: a fifth level is refused.
mod too_deep {
    use restful_core::{Registry, Restful};

    #[derive(Restful)]
    struct AlbumsController;

    #[derive(Restful)]
    #[restful(parent = AlbumsController)]
    struct PhotosController;

    #[derive(Restful)]
    #[restful(parent = PhotosController)]
    struct CommentsController;

    #[derive(Restful)]
    #[restful(parent = CommentsController)]
    struct LikesController;

    #[derive(Restful)]
    #[restful(parent = LikesController, only(index))]
    struct VotesController;

    #[test]
    fn block() {
        let four = [
            AlbumsController::CONTROLLER,
            PhotosController::CONTROLLER,
            CommentsController::CONTROLLER,
            LikesController::CONTROLLER,
        ];
        assert!(Registry::new(four).is_ok());

        assert_eq!(
            VotesController::CONTROLLER.path(),
            "/albums/{album_id}/photos/{photo_id}/comments/{comment_id}/likes/{like_id}/votes"
        );
        let five = four.into_iter().chain([VotesController::CONTROLLER]);
        let err = Registry::new(five).unwrap_err();
        assert!(err.to_string().contains("is nested too deep"));
    }

    #[test]
    fn the_message() {
        let five = [
            AlbumsController::CONTROLLER,
            PhotosController::CONTROLLER,
            CommentsController::CONTROLLER,
            LikesController::CONTROLLER,
            VotesController::CONTROLLER,
        ];
        let err = Registry::new(five).unwrap_err();
        assert_eq!(
            err.to_string()
                .replace("guide_nesting::too_deep::", "app::"),
            "`app::VotesController` is nested too deep: the chain `app::VotesController` → \
             `app::LikesController` → `app::CommentsController` → `app::PhotosController` → \
             `app::AlbumsController` has more than 4 controllers (more than 4 ids in one path); \
             nest it under a controller nearer the root"
        );
        // Four ids in one path are recognized.
        let four = Registry::new(five.into_iter().take(4)).unwrap();
        let found = four
            .recognize(
                &restful_core::Method::GET,
                "/albums/1/photos/2/comments/3/likes/4",
            )
            .unwrap();
        assert!(found.controller().is::<LikesController>());
        assert_eq!(found.params().count(), 4);
    }
}

/// §4.4: one param name twice in a template.
mod repeated_param {
    use restful_core::{Registry, Restful};

    #[derive(Restful)]
    struct UsersController; // /users

    #[derive(Restful)]
    #[restful(parent = UsersController, resource = "users")]
    struct FriendsController; // /users/{user_id}/users

    #[derive(Restful)]
    #[restful(parent = FriendsController, only(index))]
    struct PostsController; // /users/{user_id}/users/{user_id}/posts

    #[test]
    fn block() {
        assert_eq!(
            PostsController::CONTROLLER.path(),
            "/users/{user_id}/users/{user_id}/posts"
        );
        let err = Registry::new([
            UsersController::CONTROLLER,
            FriendsController::CONTROLLER,
            PostsController::CONTROLLER,
        ])
        .unwrap_err();
        assert!(
            err.to_string()
                .contains("which names the param `{user_id}` twice")
        );
    }

    #[test]
    fn the_message() {
        let err = Registry::new([
            UsersController::CONTROLLER,
            FriendsController::CONTROLLER,
            PostsController::CONTROLLER,
        ])
        .unwrap_err();
        assert_eq!(
            err.to_string()
                .replace("guide_nesting::repeated_param::", "app::"),
            "`app::PostsController` has the template `/users/{user_id}/users/{user_id}/posts`, \
             which names the param `{user_id}` twice: two controllers of the chain \
             `app::PostsController` → `app::FriendsController` → `app::UsersController` have the \
             same singular; give one of them `#[restful(singular = \"...\")]`"
        );
    }
}

/// §4.4: the fix, `singular` on the middle controller.
mod repeated_param_fixed {
    use restful_core::{Registry, Restful};

    #[derive(Restful)]
    struct UsersController;

    #[derive(Restful)]
    #[restful(parent = UsersController, resource = "users", singular = "friend")]
    struct FriendsController;

    #[derive(Restful)]
    #[restful(parent = FriendsController, only(index))]
    struct PostsController;

    #[test]
    fn block() {
        assert_eq!(
            PostsController::CONTROLLER.path(),
            "/users/{user_id}/users/{friend_id}/posts"
        );
        let registry = Registry::new([
            UsersController::CONTROLLER,
            FriendsController::CONTROLLER,
            PostsController::CONTROLLER,
        ]);
        assert!(registry.is_ok());
    }
}

/// §4.5: `prefix` and `parent`.
mod prefix_and_parent {
    use restful_core::Restful;

    #[derive(Restful)]
    #[restful(prefix = "/admin")]
    struct BookReviewsController; // /admin/book_reviews

    #[derive(Restful)]
    #[restful(parent = BookReviewsController, resource = "notes")]
    struct ReviewNotesController;

    #[test]
    fn block() {
        assert_eq!(
            ReviewNotesController::CONTROLLER.path(),
            "/admin/book_reviews/{book_review_id}/notes"
        );
    }
}

/// §4.6: generating paths.
mod generating_paths {
    use restful_core::{Action, PathError, Registry, Restful};

    #[derive(Restful)]
    struct PhotosController;

    #[derive(Restful)]
    #[restful(parent = PhotosController)]
    struct CommentsController;

    #[test]
    fn block() {
        let comments = CommentsController::CONTROLLER;
        assert_eq!(
            comments.path_for(Action::Show, ["42", "7"]).unwrap(),
            "/photos/42/comments/7"
        );
        let ids: Vec<&str> = vec!["42", "7"];
        assert_eq!(
            comments.path_for(Action::Show, ids.as_slice()).unwrap(),
            "/photos/42/comments/7"
        );
        // An action with one param also takes `Option<&str>`:
        assert_eq!(
            comments.path_for(Action::Index, Some("42")).unwrap(),
            "/photos/42/comments"
        );

        // Each id is one segment, encoded on its own:
        assert_eq!(
            comments.path_for(Action::Show, ["a/b", "café"]).unwrap(),
            "/photos/a%2Fb/comments/caf%C3%A9"
        );
        assert_eq!(
            comments.path_for(Action::Show, ["42", "new_form"]).unwrap(),
            "/photos/42/comments/%6Eew_form"
        );
        assert_eq!(
            comments.path_for(Action::Show, [".", ".."]).unwrap(),
            "/photos/%2E/comments/%2E."
        );

        let err = comments.path_for(Action::Show, ["42"]).unwrap_err();
        assert!(matches!(err, PathError::WrongIdCount { given: 1, .. }));
        assert!(err.to_string().ends_with(
            "CommentsController#show` takes 2 ids, in path order: `photo_id`, `id`; 1 given"
        ));
    }

    #[test]
    fn paths_are_those_of_the_registry() {
        let registry =
            Registry::new([PhotosController::CONTROLLER, CommentsController::CONTROLLER]).unwrap();
        let comments = CommentsController::CONTROLLER;
        for ids in [
            ["42", "7"],
            ["a/b", "café"],
            ["42", "new_form"],
            [".", ".."],
        ] {
            super::same_with_registry(&registry, comments, Action::Show, ids);
        }
        super::same_with_registry(&registry, comments, Action::Index, Some("42"));
    }

    /// The table of errors in the section.
    #[test]
    fn the_errors() {
        let comments = CommentsController::CONTROLLER;
        let photos = PhotosController::CONTROLLER;
        let rows: [(Result<String, PathError>, &str); 7] = [
            (
                comments.path_for(Action::Show, ["42"]),
                "`app::CommentsController#show` takes 2 ids, in path order: `photo_id`, `id`; 1 given",
            ),
            (
                comments.path_for(Action::Show, Some("7")),
                "`app::CommentsController#show` takes 2 ids, in path order: `photo_id`, `id`; 1 given",
            ),
            (
                comments.path_for(Action::Index, None),
                "`app::CommentsController#index` takes one id, for `photo_id`; 0 given",
            ),
            (
                comments.path_for(Action::Show, ["", "7"]),
                "`app::CommentsController#show` was given an empty id for `photo_id`; an id must not be empty",
            ),
            (
                photos.path_for(Action::Show, None),
                "`app::PhotosController#show` takes one id, for `id`; 0 given",
            ),
            (
                photos.path_for(Action::Show, [] as [&str; 0]),
                "`app::PhotosController#show` takes one id, for `id`; 0 given",
            ),
            (
                photos.path_for(Action::Index, ["1"]),
                "`app::PhotosController#index` takes no id; 1 given",
            ),
        ];
        for (result, message) in rows {
            let err = result.unwrap_err();
            assert_eq!(
                err.to_string()
                    .replace("guide_nesting::generating_paths::", "app::"),
                message
            );
        }
    }
}

/// §4.7: the descriptor and the match.
mod reading_params {
    use std::sync::LazyLock;

    use restful_core::{Action, Method, Registry, Restful};

    /// `registry()` of a program made of this block.
    fn registry() -> &'static Registry {
        static REGISTRY: LazyLock<Registry> = LazyLock::new(|| {
            Registry::new([PhotosController::CONTROLLER, CommentsController::CONTROLLER]).unwrap()
        });
        &REGISTRY
    }

    #[derive(Restful)]
    struct PhotosController;

    #[derive(Restful)]
    #[restful(parent = PhotosController)]
    struct CommentsController;

    #[test]
    fn block() {
        let found = registry()
            .recognize(&Method::GET, "/photos/caf%C3%A9/comments/7/edit_form")
            .unwrap();
        assert!(found.controller().is::<CommentsController>());
        assert_eq!(found.action(), Action::EditForm);
        assert_eq!(found.param("photo_id"), Some("café"));
        assert_eq!(found.param("id"), Some("7"));
        assert_eq!(found.id(), Some("7"));
        assert_eq!(
            found.params().collect::<Vec<_>>(),
            [("photo_id", "café"), ("id", "7")]
        );

        let found = registry()
            .recognize(&Method::POST, "/photos/1/comments")
            .unwrap();
        assert_eq!((found.action(), found.id()), (Action::Create, None));
        assert_eq!(found.params().collect::<Vec<_>>(), [("photo_id", "1")]);

        let by_path = registry().by_path("/photos/{photo_id}/comments").unwrap();
        assert!(by_path.is::<CommentsController>());
        assert!(registry().by_path("/photos/1/comments").is_none());
    }
}

/// §4.8: a conflict by the shape of templates.
mod conflict_by_shape {
    use restful_core::{Registry, Restful};

    #[derive(Restful)]
    struct PhotosController; // GET /photos/{id}/edit_form

    #[derive(Restful)]
    #[restful(parent = PhotosController, resource = "edit_form", only(index))]
    struct EditFormsController; // GET /photos/{photo_id}/edit_form

    #[test]
    fn block() {
        let err = Registry::new([
            PhotosController::CONTROLLER,
            EditFormsController::CONTROLLER,
        ])
        .unwrap_err();
        assert!(
            err.to_string()
                .contains("(`/photos/{photo_id}/edit_form` has the same shape)")
        );
    }

    #[test]
    fn the_message() {
        let err = Registry::new([
            PhotosController::CONTROLLER,
            EditFormsController::CONTROLLER,
        ])
        .unwrap_err();
        assert_eq!(
            err.to_string()
                .replace("guide_nesting::conflict_by_shape::", "app::"),
            "conflicting routes: `GET /photos/{id}/edit_form` is both \
             `app::PhotosController#edit_form` and `app::EditFormsController#index` \
             (`/photos/{photo_id}/edit_form` has the same shape); give one of them \
             `#[restful(resource = \"...\")]`, or a controller without a parent \
             `#[restful(prefix = \"...\")]`"
        );
    }
}

/// What §4 says in prose.
mod prose {
    use restful_core::{Action, Method, Registry, RegistryError, Restful};

    /// §4.1: the parent's `only` does not touch its children's routes.
    mod parent_serves_only_index {
        use restful_core::Restful;

        #[derive(Restful)]
        #[restful(only(index))]
        pub struct PhotosController;

        #[derive(Restful)]
        #[restful(parent = PhotosController)]
        pub struct CommentsController;
    }

    #[test]
    fn a_parent_that_serves_no_show_still_has_children_with_all_seven() {
        use parent_serves_only_index::{CommentsController, PhotosController};
        let registry =
            Registry::new([PhotosController::CONTROLLER, CommentsController::CONTROLLER]).unwrap();
        assert_eq!(CommentsController::CONTROLLER.routes().len(), 7);
        let found = registry
            .recognize(&Method::GET, "/photos/1/comments/2")
            .unwrap();
        assert!(found.controller().is::<CommentsController>());
        assert_eq!(
            registry
                .recognize(&Method::GET, "/photos/1")
                .unwrap_err()
                .status(),
            404
        );
    }

    /// §4.2: the table of singulars.
    mod singulars {
        use restful_core::Restful;

        #[derive(Restful)]
        #[restful(resource = "photos")]
        pub struct R1;
        #[derive(Restful)]
        #[restful(resource = "categories")]
        pub struct R2;
        #[derive(Restful)]
        #[restful(resource = "people")]
        pub struct R3;
        #[derive(Restful)]
        #[restful(resource = "boxes")]
        pub struct R4;
        #[derive(Restful)]
        #[restful(resource = "statuses")]
        pub struct R5;
        #[derive(Restful)]
        #[restful(resource = "book_reviews")]
        pub struct R6;
        #[derive(Restful)]
        #[restful(resource = "news")]
        pub struct R7;
        #[derive(Restful)]
        #[restful(resource = "media")]
        pub struct R8;
        #[derive(Restful)]
        #[restful(resource = "children")]
        pub struct R9;
        #[derive(Restful)]
        #[restful(resource = "analyses")]
        pub struct R10;
        #[derive(Restful)]
        #[restful(resource = "user_mice")]
        pub struct R11;
        #[derive(Restful)]
        #[restful(resource = "sea_species")]
        pub struct R12;
        #[derive(Restful)]
        #[restful(resource = "s")]
        pub struct R13;
        #[derive(Restful)]
        #[restful(resource = "html_pages")]
        pub struct R14;
        #[derive(Restful)]
        #[restful(resource = "photo")]
        pub struct R15;
        #[derive(Restful)]
        #[restful(resource = "data")]
        pub struct R16;

        #[derive(Restful)]
        #[restful(parent = R3)]
        pub struct AddressesController;
    }

    #[test]
    fn the_singulars() {
        use singulars::*;
        let rows = [
            (R1::CONTROLLER, "photo"),
            (R2::CONTROLLER, "category"),
            (R3::CONTROLLER, "person"),
            (R4::CONTROLLER, "box"),
            (R5::CONTROLLER, "status"),
            (R6::CONTROLLER, "book_review"),
            (R7::CONTROLLER, "news"),
            (R8::CONTROLLER, "medium"),
            (R9::CONTROLLER, "child"),
            (R10::CONTROLLER, "analysis"),
            (R11::CONTROLLER, "user_mouse"),
            (R12::CONTROLLER, "sea_species"),
            (R13::CONTROLLER, "s"),
            (R14::CONTROLLER, "html_page"),
            (R15::CONTROLLER, "photo"),
            (R16::CONTROLLER, "datum"),
        ];
        for (controller, singular) in rows {
            assert_eq!(controller.singular(), singular, "{}", controller.resource());
        }
        // The param is `<singular>_id`.
        assert_eq!(
            AddressesController::CONTROLLER.path(),
            "/people/{person_id}/addresses"
        );
    }

    /// §4.2: `singular` names the controller's own id in its children; its own path keeps
    /// its parent's word.
    mod singular_on_a_child {
        use restful_core::Restful;

        #[derive(Restful)]
        pub struct PhotosController;

        #[derive(Restful)]
        #[restful(parent = PhotosController, singular = "remark")]
        pub struct CommentsController;

        #[derive(Restful)]
        #[restful(parent = CommentsController)]
        pub struct LikesController;
    }

    #[test]
    fn singular_sits_on_the_parent() {
        use singular_on_a_child::{CommentsController, LikesController};
        assert_eq!(
            CommentsController::CONTROLLER.path(),
            "/photos/{photo_id}/comments"
        );
        assert_eq!(
            LikesController::CONTROLLER.path(),
            "/photos/{photo_id}/comments/{remark_id}/likes"
        );
    }

    /// §4.6: an ancestor's id is escaped when another template would claim it.
    mod archive {
        use restful_core::Restful;

        #[derive(Restful)]
        pub struct PhotosController;

        #[derive(Restful)]
        #[restful(prefix = "/photos", resource = "archive")]
        pub struct PhotoArchiveController;

        #[derive(Restful)]
        #[restful(parent = PhotosController)]
        pub struct CommentsController;
    }

    #[test]
    fn an_ancestor_id_that_a_static_segment_claims_is_escaped() {
        use archive::{CommentsController, PhotoArchiveController, PhotosController};
        let registry = Registry::new([
            PhotosController::CONTROLLER,
            PhotoArchiveController::CONTROLLER,
            CommentsController::CONTROLLER,
        ])
        .unwrap();
        let comments = CommentsController::CONTROLLER;
        let path = registry
            .path_for(comments, Action::Index, ["archive"])
            .unwrap();
        assert_eq!(path, "/photos/%61rchive/comments");
        let found = registry.recognize(&Method::GET, &path).unwrap();
        assert_eq!(
            found.params().collect::<Vec<_>>(),
            [("photo_id", "archive")]
        );
        // Unescaped, the path is the archive's `show` of "comments".
        let found = registry
            .recognize(&Method::GET, "/photos/archive/comments")
            .unwrap();
        assert!(found.controller().is::<PhotoArchiveController>());
        assert_eq!(found.id(), Some("comments"));
        // Where no template claims it, the id stays as it is.
        let path = registry
            .path_for(comments, Action::Show, ["archive", "7"])
            .unwrap();
        assert_eq!(path, "/photos/archive/comments/7");
    }

    /// §4.8: a registry of children without their parent.
    #[test]
    fn a_registry_of_a_child_alone_builds() {
        use archive::CommentsController;
        let registry = Registry::new([CommentsController::CONTROLLER]).unwrap();
        let found = registry
            .recognize(&Method::GET, "/photos/1/comments")
            .unwrap();
        assert!(found.controller().is::<CommentsController>());
        assert!(registry.recognize(&Method::GET, "/photos/1").is_err());
    }

    /// §4.8: two children with one resource under one parent.
    mod same_resource {
        use restful_core::Restful;

        #[derive(Restful)]
        pub struct PhotosController;

        #[derive(Restful)]
        #[restful(parent = PhotosController)]
        pub struct CommentsController;

        #[derive(Restful)]
        #[restful(parent = PhotosController, resource = "comments")]
        pub struct RemarksController;
    }

    #[test]
    fn two_children_with_one_base_path() {
        use same_resource::{CommentsController, PhotosController, RemarksController};
        let err = Registry::new([
            PhotosController::CONTROLLER,
            CommentsController::CONTROLLER,
            RemarksController::CONTROLLER,
        ])
        .unwrap_err();
        assert!(matches!(err, RegistryError::DuplicatePath { .. }));
        assert_eq!(
            err.to_string()
                .replace("guide_nesting::prose::same_resource::", "app::"),
            "conflicting controllers: `app::CommentsController` and `app::RemarksController` both \
             have the base path `/photos/{photo_id}/comments`; give one of them \
             `#[restful(resource = \"...\")]`, or a controller without a parent \
             `#[restful(prefix = \"...\")]`"
        );
    }
}
