//! `docs/guide.md`, 8.3 to 8.6 (templates in `member` and `collection`, routes of any shape,
//! `param`, `path_names`), checked: each block in a module of its own with the same statements.
//! The blocks are separate programs; here they share one binary, so each recognizes with a
//! registry of its own controllers rather than the process-wide one.

/// 8.3 Templates in `member` and `collection`.
mod member_templates {
    use restful_core::{Method, Registry, Restful};

    #[derive(Restful)]
    #[restful(
        member(
            post(undo_revoke = "undo-revoke"),
            get(translation = "translations/{locale}")
        ),
        collection(get(by_date = "on/{year}/{month}"))
    )]
    struct KeysController;

    #[test]
    fn block() {
        assert_eq!(KeysController::undo_revoke_path(7), "/keys/7/undo-revoke");
        assert_eq!(
            KeysController::translation_path(7, "fr"),
            "/keys/7/translations/fr"
        );
        assert_eq!(KeysController::by_date_path(2026, 11), "/keys/on/2026/11");

        let registry = Registry::new([KeysController::CONTROLLER]).unwrap();
        let found = registry
            .recognize(&Method::GET, "/keys/7/translations/fr")
            .unwrap();
        assert_eq!(found.action().name(), "translation");
        assert_eq!((found.id(), found.param("locale")), (Some("7"), Some("fr")));
    }
}

/// 8.4 Routes of any shape: `routes(...)`.
mod any_shape {
    use restful_core::{Method, Registry, Restful};

    #[derive(Restful)]
    #[restful(
        only(),
        routes(get(home = "/"), get(about = "/about"), get(asset = "/assets/{*path}"))
    )]
    struct PagesController;

    #[derive(Restful)]
    #[restful(
        param = "username",
        only(index, show),
        routes(get(profile = "/~{username}"))
    )]
    struct UsersController;

    #[test]
    fn block() {
        assert_eq!(PagesController::home_path(), "/");
        assert_eq!(
            PagesController::asset_path("css/site.css"),
            "/assets/css/site.css"
        );
        assert_eq!(UsersController::profile_path("ada"), "/~ada");

        let registry =
            Registry::new([PagesController::CONTROLLER, UsersController::CONTROLLER]).unwrap();
        let found = registry
            .recognize(&Method::GET, "/assets/css/site.css")
            .unwrap();
        assert_eq!(found.param("path"), Some("css/site.css"));
        let found = registry.recognize(&Method::GET, "/~ada").unwrap();
        assert!(found.controller().is::<UsersController>());
        assert_eq!(found.id(), Some("ada"));
    }

    #[test]
    fn a_slash_that_would_make_an_empty_segment_is_escaped() {
        let path = PagesController::asset_path("css//site.css/");
        let registry = Registry::new([PagesController::CONTROLLER]).unwrap();
        let found = registry.recognize(&Method::GET, &path).unwrap();
        assert_eq!(found.param("path"), Some("css//site.css/"), "{path}");
    }
}

/// 8.5 `param`: the own id's name.
mod param {
    use restful_core::{Action, Method, Registry, Restful};

    #[derive(Restful)]
    #[restful(param = "username")]
    struct UsersController;

    #[derive(Restful)]
    #[restful(parent = UsersController)]
    struct PostsController;

    #[test]
    fn block() {
        assert_eq!(
            UsersController::CONTROLLER
                .route(Action::Show)
                .unwrap()
                .path(),
            "/users/{username}"
        );
        assert_eq!(
            PostsController::CONTROLLER.path(),
            "/users/{user_username}/posts"
        );
        assert_eq!(PostsController::show_path("ada", 3), "/users/ada/posts/3");
    }

    #[test]
    fn the_prose() {
        let registry =
            Registry::new([UsersController::CONTROLLER, PostsController::CONTROLLER]).unwrap();
        let found = registry.recognize(&Method::GET, "/users/ada").unwrap();
        assert_eq!(found.id(), Some("ada"));
        assert_eq!(found.param("id"), None);
        assert_eq!(found.param("username"), Some("ada"));
    }
}

/// 8.6 `path_names`: the forms' segments.
mod path_names {
    use restful_core::{Action, Method, Registry, Restful};

    #[derive(Restful)]
    #[restful(path_names(new_form = "new", edit_form = "edit"))]
    struct ArticlesController;

    #[test]
    fn the_prose() {
        let registry = Registry::new([ArticlesController::CONTROLLER]).unwrap();
        let found = registry.recognize(&Method::GET, "/articles/new").unwrap();
        assert_eq!(found.action(), Action::NewForm);
        let found = registry
            .recognize(&Method::GET, "/articles/1/edit")
            .unwrap();
        assert_eq!(found.action(), Action::EditForm);
        assert_eq!(ArticlesController::new_form_path(), "/articles/new");
        let path = registry
            .path_for(ArticlesController::CONTROLLER, Action::Show, Some("new"))
            .unwrap();
        assert_eq!(path, "/articles/%6Eew");
    }
}
