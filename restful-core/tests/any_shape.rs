//! Routes of any shape on controllers: `routes(...)`, templates in `member(...)` and
//! `collection(...)`, `param` and `path_names`, through recognition, params, links and the
//! listing.

use restful_core::{Action, Method, RecognizeError, Registry, RegistryError, Restful};

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
    routes(
        get(profile = "/~{username}"),
        get(feed = "/~{username}/feed.{format}")
    )
)]
struct UsersController;

#[derive(Restful)]
#[restful(parent = UsersController, only(index, show))]
struct PostsController;

#[derive(Restful)]
#[restful(
    member(
        post(undo_revoke = "undo-revoke"),
        get(translation = "translations/{locale}")
    ),
    collection(get(by_date = "on/{year}/{month}"), get(search))
)]
struct KeysController;

#[derive(Restful)]
#[restful(path_names(new_form = "new", edit_form = "edit"))]
struct ArticlesController;

#[derive(Restful)]
#[restful(
    prefix = "/admin",
    only(),
    routes(get(dashboard = "/"), delete(purge = "/cache/{key}"))
)]
struct AdminController;

fn registry() -> Registry {
    Registry::new([
        PagesController::CONTROLLER,
        UsersController::CONTROLLER,
        PostsController::CONTROLLER,
        KeysController::CONTROLLER,
        ArticlesController::CONTROLLER,
        AdminController::CONTROLLER,
    ])
    .expect("no conflict")
}

#[test]
fn the_listing_shows_every_route_in_table_order() {
    let table: Vec<String> = KeysController::CONTROLLER
        .routes()
        .map(|route| format!("{} {} {}", route.method(), route.path(), route.action()))
        .collect();
    assert_eq!(
        table[7..],
        [
            "GET /keys/on/{year}/{month} by_date",
            "GET /keys/search search",
            "POST /keys/{id}/undo-revoke undo_revoke",
            "GET /keys/{id}/translations/{locale} translation",
        ]
    );
    let pages: Vec<String> = PagesController::CONTROLLER
        .routes()
        .map(|route| format!("{} {} {}", route.method(), route.path(), route.action()))
        .collect();
    assert_eq!(
        pages,
        [
            "GET / home",
            "GET /about about",
            "GET /assets/{*path} asset",
        ]
    );
    let articles: Vec<&str> = ArticlesController::CONTROLLER
        .routes()
        .map(|r| r.path())
        .collect();
    assert!(articles.contains(&"/articles/new"));
    assert!(articles.contains(&"/articles/{id}/edit"));
    let edit = ArticlesController::CONTROLLER
        .route(Action::EditForm)
        .unwrap();
    assert_eq!(edit.action().name(), "edit_form");
    let admin: Vec<&str> = AdminController::CONTROLLER
        .routes()
        .map(|r| r.path())
        .collect();
    assert_eq!(admin, ["/admin", "/admin/cache/{key}"]);
}

#[test]
fn each_route_names_its_own_params() {
    let keys = KeysController::CONTROLLER;
    let names = |name: &str| {
        let action = keys.action(name).unwrap();
        keys.route(action).unwrap().param_names()
    };
    assert_eq!(names("by_date"), ["year", "month"]);
    assert_eq!(names("translation"), ["id", "locale"]);
    assert_eq!(names("undo_revoke"), ["id"]);
    assert_eq!(names("search"), [] as [&str; 0]);
    let users = UsersController::CONTROLLER;
    assert_eq!(users.param_names(), ["username"]);
    assert_eq!(
        users.route(Action::Show).unwrap().path(),
        "/users/{username}"
    );
    assert_eq!(
        PostsController::CONTROLLER.path(),
        "/users/{user_username}/posts"
    );
    assert_eq!(
        PostsController::CONTROLLER.param_names(),
        ["user_username", "id"]
    );
}

#[test]
fn routes_of_any_shape_are_recognized_with_their_params() {
    let registry = registry();
    let found = registry.recognize(&Method::GET, "/").unwrap();
    assert!(found.controller().is::<PagesController>());
    assert_eq!(found.action().name(), "home");
    let found = registry
        .recognize(&Method::GET, "/assets/css/site.css")
        .unwrap();
    assert_eq!(found.action().name(), "asset");
    assert_eq!(found.param("path"), Some("css/site.css"));
    assert_eq!(found.id(), None);

    let found = registry.recognize(&Method::GET, "/~ada").unwrap();
    assert_eq!(found.action().name(), "profile");
    assert_eq!(found.id(), Some("ada"), "{{username}} is the own id");
    assert_eq!(found.param("username"), Some("ada"));
    assert_eq!(found.param("id"), None);
    let found = registry.recognize(&Method::GET, "/~ada/feed.atom").unwrap();
    assert_eq!(found.id(), Some("ada"));
    assert_eq!(
        found.params().collect::<Vec<_>>(),
        [("username", "ada"), ("format", "atom")]
    );
    let found = registry
        .recognize(&Method::GET, "/users/ada/posts/3")
        .unwrap();
    assert_eq!(
        found.params().collect::<Vec<_>>(),
        [("user_username", "ada"), ("id", "3")]
    );
    assert_eq!(found.id(), Some("3"));

    let found = registry
        .recognize(&Method::GET, "/keys/7/translations/fr")
        .unwrap();
    assert_eq!(found.action().name(), "translation");
    assert_eq!(
        found.id(),
        Some("7"),
        "the own id is not the last param here"
    );
    assert_eq!(found.clone().into_id().as_deref(), Some("7"));
    assert_eq!(found.param("locale"), Some("fr"));
    let found = registry
        .recognize(&Method::GET, "/keys/on/2026/11")
        .unwrap();
    assert_eq!(found.id(), None);
    assert_eq!(
        found.params().collect::<Vec<_>>(),
        [("year", "2026"), ("month", "11")]
    );
    let found = registry
        .recognize(&Method::POST, "/keys/7/undo-revoke")
        .unwrap();
    assert_eq!(found.action().name(), "undo_revoke");

    let found = registry.recognize(&Method::GET, "/articles/new").unwrap();
    assert_eq!(found.action(), Action::NewForm);
    let found = registry
        .recognize(&Method::GET, "/articles/new_form")
        .unwrap();
    assert_eq!(
        (found.action(), found.id()),
        (Action::Show, Some("new_form"))
    );
    assert_eq!(
        registry
            .recognize(&Method::GET, "/admin")
            .unwrap()
            .action()
            .name(),
        "dashboard"
    );
    assert!(matches!(
        registry.recognize(&Method::POST, "/about"),
        Err(RecognizeError::MethodNotAllowed(_))
    ));
    assert_eq!(
        registry.recognize(&Method::GET, "/assets"),
        Err(RecognizeError::NotFound),
        "a catch-all takes one segment or more"
    );
}

#[test]
fn link_functions_take_one_argument_per_param_in_path_order() {
    assert_eq!(PagesController::home_path(), "/");
    assert_eq!(PagesController::about_path(), "/about");
    assert_eq!(
        PagesController::asset_path("css/site.css"),
        "/assets/css/site.css"
    );
    assert_eq!(UsersController::profile_path("ada"), "/~ada");
    assert_eq!(UsersController::feed_path("ada", "atom"), "/~ada/feed.atom");
    assert_eq!(UsersController::show_path("ada"), "/users/ada");
    assert_eq!(PostsController::show_path("ada", 3), "/users/ada/posts/3");
    assert_eq!(KeysController::by_date_path(2026, 11), "/keys/on/2026/11");
    assert_eq!(
        KeysController::translation_path(7, "fr"),
        "/keys/7/translations/fr"
    );
    assert_eq!(KeysController::undo_revoke_path(7), "/keys/7/undo-revoke");
    assert_eq!(ArticlesController::new_form_path(), "/articles/new");
    assert_eq!(ArticlesController::edit_form_path(1), "/articles/1/edit");
    assert_eq!(AdminController::dashboard_path(), "/admin");
    assert_eq!(AdminController::purge_path("a b"), "/admin/cache/a%20b");
}

#[test]
fn paths_round_trip_through_the_registry() {
    let registry = registry();
    let values = [
        "new", "edit", "a/b", "..", ".", "x.atom", "~", "%", "é", "search", "on",
    ];
    for &controller in registry.controllers().collect::<Vec<_>>().iter() {
        for route in controller.routes() {
            let count = route.param_names().len();
            for value in values {
                let ids = vec![value; count];
                let Ok(path) = registry.path_for(controller, route.action(), ids.as_slice()) else {
                    panic!("{route}: no path for {value:?}");
                };
                let found = registry
                    .recognize(&route.method(), &path)
                    .unwrap_or_else(|err| panic!("{route}: {path} is {err}"));
                assert_eq!(found.route(), route, "{path}");
                let read: Vec<&str> = found.params().map(|(_, value)| value).collect();
                assert_eq!(read, ids, "{route}: {path}");
            }
        }
    }
}

#[test]
fn a_conflict_with_a_route_of_any_shape_names_both() {
    #[derive(Restful)]
    #[restful(only(), routes(get(photo = "/photos/{slug}")))]
    struct SlugsController;

    #[derive(Restful)]
    #[restful(only(show))]
    struct PhotosController;

    let err =
        Registry::new([SlugsController::CONTROLLER, PhotosController::CONTROLLER]).unwrap_err();
    let message = err.to_string();
    assert!(message.contains("SlugsController#photo"), "{message}");
    assert!(message.contains("PhotosController#show"), "{message}");
}

#[test]
fn a_template_that_repeats_an_ancestors_id_names_both() {
    #[derive(Restful)]
    #[restful(only(show))]
    struct AlbumsController;

    #[derive(Restful)]
    #[restful(parent = AlbumsController, only(), collection(get(moved = "moved/{album_id}")))]
    struct TracksController;

    let err =
        Registry::new([AlbumsController::CONTROLLER, TracksController::CONTROLLER]).unwrap_err();
    assert!(
        matches!(
            err,
            RegistryError::AncestorParam {
                param: "album_id",
                ..
            }
        ),
        "{err:?}"
    );
    let message = err.to_string();
    assert!(message.contains("TracksController#moved"), "{message}");
    assert!(message.contains("AlbumsController"), "{message}");
}
