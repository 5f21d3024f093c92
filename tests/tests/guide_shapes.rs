//! `docs/guide.md`, 8.3 to 8.8 (templates in `member` and `collection`, routes of any shape,
//! `param`, `path_names`, typed params), checked: each block in a module of its own with the same statements.
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

/// 8.8 Typed params: `id` and `params`.
mod typed {
    use std::borrow::Cow;

    use restful_core::{Action, Method, Param, ParamSchema, Registry, Restful};

    /// An app's own id type: a slug.
    #[derive(Debug, PartialEq)]
    struct Slug(String);

    impl Param for Slug {
        fn parse(text: &str) -> Option<Slug> {
            let ok = text
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            ok.then(|| Slug(text.to_owned()))
        }
        fn write(&self) -> Cow<'_, str> {
            Cow::Borrowed(&self.0)
        }
        fn schema() -> ParamSchema {
            ParamSchema::string().pattern("^[a-z0-9-]+$")
        }
    }

    #[derive(Restful)]
    #[restful(
        id = u64,
        collection(get(by_month = "on/{year}/{month}")),
        params(year = u16, month = u8)
    )]
    struct StoriesController;

    #[derive(Restful)]
    #[restful(parent = StoriesController, id = Slug)]
    struct ChaptersController;

    #[test]
    fn block() {
        let registry = Registry::new([
            StoriesController::CONTROLLER,
            ChaptersController::CONTROLLER,
        ])
        .unwrap();
        let status = |path: &str| match registry.recognize(&Method::GET, path) {
            Ok(found) => format!("{}", found.action()),
            Err(err) => err.status().to_string(),
        };
        assert_eq!(status("/stories/7/chapters/the-end"), "show");
        assert_eq!(status("/stories/seven/chapters/the-end"), "404 Not Found");
        assert_eq!(status("/stories/7/chapters/The_End"), "404 Not Found");
        assert_eq!(status("/stories/on/2024/12"), "by_month");
        assert_eq!(status("/stories/on/2024/256"), "404 Not Found");

        let chapter = Slug("the-end".into());
        assert_eq!(
            ChaptersController::show_path(7, &chapter),
            "/stories/7/chapters/the-end"
        );
        assert_eq!(
            StoriesController::by_month_path(2024_u16, 7_u8),
            "/stories/on/2024/7"
        );
        assert_eq!(Action::Show.name(), "show");
    }
}
