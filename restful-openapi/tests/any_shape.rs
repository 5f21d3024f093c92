//! Routes of any shape in the document: `routes(...)` with absolute templates, member and
//! collection routes with templates of their own, `param = "..."` and `path_names`. Every
//! route is one operation, every param of its template declared in path order (the own id
//! wherever it is), a catch-all written `{name}`, operationIds unique across the document,
//! and the document valid.

mod support;

use std::collections::{BTreeMap, BTreeSet};

use restful_core::{Registry, Restful};
use serde_json::Value;

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
#[restful(
    path_names(new_form = "new", edit_form = "edit"),
    only(new_form, edit_form)
)]
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

fn document() -> Value {
    serde_json::from_str(&restful_openapi::openapi_json(&registry())).unwrap()
}

/// `(path, method)` → operation.
fn operations(document: &Value) -> BTreeMap<(String, String), Value> {
    let mut operations = BTreeMap::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            operations.insert((path.clone(), method.clone()), operation.clone());
        }
    }
    operations
}

/// The operation at `path` and `method`: its id, summary and `(name, description)` of each
/// param.
fn row(document: &Value, path: &str, method: &str) -> (String, String, Vec<(String, String)>) {
    let operation = &document["paths"][path][method];
    assert!(operation.is_object(), "no operation {method} {path}");
    let params = operation["parameters"]
        .as_array()
        .map(|params| {
            params
                .iter()
                .map(|param| {
                    assert_eq!(param["in"], "path");
                    assert_eq!(param["required"], true);
                    (
                        param["name"].as_str().unwrap().to_owned(),
                        param["description"].as_str().unwrap().to_owned(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    (
        operation["operationId"].as_str().unwrap().to_owned(),
        operation["summary"].as_str().unwrap().to_owned(),
        params,
    )
}

fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(name, description)| ((*name).to_owned(), (*description).to_owned()))
        .collect()
}

#[test]
fn every_route_is_one_operation_at_its_template() {
    let registry = registry();
    let document = document();
    let listed: BTreeSet<(String, String)> = operations(&document).into_keys().collect();
    let expected: BTreeSet<(String, String)> = registry
        .controllers()
        .flat_map(|controller| controller.routes())
        .map(|route| {
            (
                route.path().replace("{*path}", "{path}"),
                route.method().as_str().to_ascii_lowercase(),
            )
        })
        .collect();
    assert_eq!(listed, expected);
    assert!(listed.contains(&("/assets/{path}".to_owned(), "get".to_owned())));
    assert!(listed.contains(&("/articles/new".to_owned(), "get".to_owned())));
    assert!(listed.contains(&("/articles/{id}/edit".to_owned(), "get".to_owned())));
    assert!(listed.contains(&("/admin".to_owned(), "get".to_owned())));
}

#[test]
fn routes_of_any_shape_are_named_and_summarized() {
    let document = document();
    let row = |path, method| row(&document, path, method);
    assert_eq!(
        row("/", "get"),
        ("pages_home".into(), "Home".into(), vec![])
    );
    assert_eq!(
        row("/about", "get"),
        ("pages_about".into(), "About".into(), vec![])
    );
    assert_eq!(
        row("/assets/{path}", "get"),
        (
            "pages_asset".into(),
            "Asset".into(),
            params(&[(
                "path",
                "The path: the rest of the path, one segment or more, `/` included"
            )])
        )
    );
    assert_eq!(
        row("/~{username}", "get"),
        (
            "users_profile".into(),
            "Profile of a user".into(),
            params(&[("username", "The user's username")])
        )
    );
    assert_eq!(
        row("/~{username}/feed.{format}", "get"),
        (
            "users_feed".into(),
            "Feed of a user".into(),
            params(&[
                ("username", "The user's username"),
                ("format", "The format")
            ])
        )
    );
    // Below `prefix = "/admin"`, the controller's base path is still `/admin/admin`, its
    // name: the ids keep the rule.
    assert_eq!(
        row("/admin", "get"),
        ("admin_admin_dashboard".into(), "Dashboard".into(), vec![])
    );
    assert_eq!(
        row("/admin/cache/{key}", "delete"),
        (
            "admin_admin_purge".into(),
            "Purge".into(),
            params(&[("key", "The key")])
        )
    );
}

#[test]
fn every_param_is_declared_in_path_order_the_own_id_wherever_it_is() {
    let document = document();
    let row = |path, method| row(&document, path, method);
    assert_eq!(
        row("/keys/{id}/undo-revoke", "post"),
        (
            "keys_undo_revoke".into(),
            "Undo revoke a key".into(),
            params(&[("id", "The key's id")])
        )
    );
    assert_eq!(
        row("/keys/{id}/translations/{locale}", "get"),
        (
            "keys_translation".into(),
            "Translation a key".into(),
            params(&[("id", "The key's id"), ("locale", "The locale")])
        )
    );
    assert_eq!(
        row("/keys/on/{year}/{month}", "get"),
        (
            "keys_by_date".into(),
            "By date keys".into(),
            params(&[("year", "The year"), ("month", "The month")])
        )
    );
    assert_eq!(row("/keys/search", "get").2, vec![]);
    assert_eq!(
        row("/users/{username}", "get"),
        (
            "users_show".into(),
            "Show a user".into(),
            params(&[("username", "The user's username")])
        )
    );
    assert_eq!(
        row("/users/{user_username}/posts/{id}", "get"),
        (
            "users_posts_show".into(),
            "Show a post".into(),
            params(&[
                ("user_username", "The user's username"),
                ("id", "The post's id")
            ])
        )
    );
    assert_eq!(
        row("/articles/{id}/edit", "get"),
        (
            "articles_edit_form".into(),
            "Form to edit an article".into(),
            params(&[("id", "The article's id")])
        )
    );

    // Each `{name}` of a path is declared once, and nothing else is.
    for ((path, method), operation) in operations(&document) {
        let in_path: Vec<&str> = path
            .split('{')
            .skip(1)
            .map(|rest| rest.split('}').next().unwrap())
            .collect();
        let declared: Vec<&str> = operation["parameters"]
            .as_array()
            .map(|params| params.iter().map(|p| p["name"].as_str().unwrap()).collect())
            .unwrap_or_default();
        assert_eq!(declared, in_path, "{method} {path}");
    }
}

#[test]
fn operation_ids_are_unique_across_the_document() {
    let document = document();
    let ids: Vec<String> = operations(&document)
        .values()
        .map(|operation| operation["operationId"].as_str().unwrap().to_owned())
        .collect();
    let unique: BTreeSet<&String> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "{ids:?}");
    let tags: BTreeSet<&str> = document["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|tag| tag["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        tags,
        BTreeSet::from([
            "pages",
            "users",
            "users_posts",
            "keys",
            "articles",
            "admin_admin"
        ])
    );
}

#[test]
fn the_document_passes_the_validator() {
    support::validator::validate("routes of any shape", &document().to_string());
}
