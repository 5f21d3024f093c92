//! Guarded operations (`Document::filters`): the security requirement and the answers of each
//! named filter, on exactly the operations whose routes the router says it guards, taken from
//! the router's own route list (`Mounts::routes`, which every adapter's `routes()` gives).

mod support;

use std::panic::{AssertUnwindSafe, catch_unwind};

use restful_core::adapter::{Filters, MountedRoute, Mounts, Slots};
use restful_core::http::StatusCode;
use restful_core::{Registry, Restful};
use restful_openapi::{Body, Document, Guard};
use serde_json::{Value, json};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, Http, HttpAuthScheme, SecurityScheme};

#[derive(Restful)]
#[restful(member(post(publish)))]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, only(index, create))]
struct CommentsController;

#[derive(Restful)]
#[restful(only(index, show))]
struct TagsController;

fn registry() -> Registry {
    Registry::new([
        PhotosController::CONTROLLER,
        CommentsController::CONTROLLER,
        TagsController::CONTROLLER,
    ])
    .unwrap()
}

/// The routes of a router with, in this order: on photos, `login` on everything but `index`
/// and `show`, `owner` on `edit_form`, `update`, `destroy` and `publish`, an unnamed filter
/// and a `block` filter on every action; on comments, `login` and `api_key` on `create`; tags
/// unfiltered.
fn routes() -> Vec<MountedRoute> {
    let mut mounts = Mounts::new();
    let mut photos = Filters::new();
    photos.except(["index", "show"], ());
    photos.name_last("login");
    photos.only(["edit_form", "update", "destroy", "publish"], ());
    photos.name_last("owner");
    photos.every(());
    photos.every(());
    photos.name_last("block");
    let mut comments = Filters::new();
    comments.only(["create"], ());
    comments.name_last("login");
    comments.only(["create"], ());
    comments.name_last("api_key");
    for (controller, filters) in [
        (PhotosController::CONTROLLER, photos),
        (CommentsController::CONTROLLER, comments),
        (TagsController::CONTROLLER, Filters::new()),
    ] {
        let mut slots = Slots::new();
        for action in controller.actions().iter() {
            slots.set(action, ());
        }
        mounts
            .mount_filtered(controller, slots, &filters, |handler, _| handler)
            .unwrap();
    }
    mounts.routes().collect()
}

fn login() -> Guard {
    Guard::new()
        .scheme(
            "basic",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Basic)),
        )
        .scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new("session"))),
        )
        .answers(StatusCode::UNAUTHORIZED, "Sign in first")
        .body(StatusCode::UNAUTHORIZED, Body::text())
}

fn owner() -> Guard {
    Guard::new().answers(StatusCode::FORBIDDEN, "Only the photo's owner")
}

fn api_key() -> Guard {
    Guard::new().scheme(
        "api_key",
        SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::new("X-Api-Key"))),
    )
}

fn document() -> Value {
    let json = Document::new(&registry())
        .filters(
            routes(),
            [
                ("login", login()),
                ("owner", owner()),
                ("api_key", api_key()),
            ],
        )
        .to_json();
    serde_json::from_str(&json).unwrap()
}

fn operation<'a>(document: &'a Value, path: &str, method: &str) -> &'a Value {
    let operation = &document["paths"][path][method];
    assert!(operation.is_object(), "no {method} {path} in the document");
    operation
}

fn statuses(operation: &Value) -> Vec<&str> {
    operation["responses"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect()
}

#[test]
fn a_login_filter_marks_exactly_the_operations_it_guards() {
    let document = document();
    let either = json!([{"basic": []}, {"session": []}]);
    for (path, method) in [
        ("/photos", "post"),
        ("/photos/new_form", "get"),
        ("/photos/{id}/edit_form", "get"),
        ("/photos/{id}", "put"),
        ("/photos/{id}", "delete"),
        ("/photos/{id}/publish", "post"),
    ] {
        let operation = operation(&document, path, method);
        assert_eq!(operation["security"], either, "{method} {path}");
        assert_eq!(
            operation["responses"]["401"],
            json!({"description": "Sign in first", "content": {"text/plain": {"schema": {"type": "string"}}}}),
            "{method} {path}"
        );
    }
    for (path, method) in [
        ("/photos", "get"),
        ("/photos/{id}", "get"),
        ("/photos/{photo_id}/comments", "get"),
        ("/tags", "get"),
        ("/tags/{id}", "get"),
    ] {
        let operation = operation(&document, path, method);
        assert!(operation.get("security").is_none(), "{method} {path}");
        assert!(!statuses(operation).contains(&"401"), "{method} {path}");
    }
}

#[test]
fn an_owner_filter_adds_its_403_and_no_security() {
    let document = document();
    for (path, method) in [
        ("/photos/{id}/edit_form", "get"),
        ("/photos/{id}", "put"),
        ("/photos/{id}", "delete"),
        ("/photos/{id}/publish", "post"),
    ] {
        let operation = operation(&document, path, method);
        assert_eq!(
            operation["responses"]["403"],
            json!({"description": "Only the photo's owner"})
        );
    }
    for (path, method) in [("/photos", "post"), ("/photos/{id}", "get")] {
        assert!(!statuses(operation(&document, path, method)).contains(&"403"));
    }
}

#[test]
fn two_guards_with_schemes_need_one_scheme_of_each() {
    let document = document();
    let create = operation(&document, "/photos/{photo_id}/comments", "post");
    assert_eq!(
        create["security"],
        json!([{"api_key": [], "basic": []}, {"api_key": [], "session": []}])
    );
}

#[test]
fn the_schemes_are_declared_once_in_components() {
    let document = document();
    assert_eq!(
        document["components"]["securitySchemes"],
        json!({
            "api_key": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
            "basic": {"type": "http", "scheme": "basic"},
            "session": {"type": "apiKey", "in": "cookie", "name": "session"},
        })
    );
}

#[test]
fn the_guarded_document_is_valid_openapi() {
    let json = Document::new(&registry())
        .filters(
            routes(),
            [
                ("login", login()),
                ("owner", owner()),
                ("api_key", api_key()),
            ],
        )
        .to_json();
    support::validator::validate("the guarded document", &json);
}

#[test]
fn a_guard_keeps_what_the_app_attached_for_the_same_status() {
    let json = Document::new(&registry())
        .response::<PhotosController>(
            restful_core::Action::Create,
            StatusCode::UNAUTHORIZED,
            Body::html(),
        )
        .filters(routes(), [("login", login())])
        .to_json();
    let document: Value = serde_json::from_str(&json).unwrap();
    let unauthorized = &operation(&document, "/photos", "post")["responses"]["401"];
    assert_eq!(unauthorized["description"], "Unauthorized");
    let media: Vec<&String> = unauthorized["content"]
        .as_object()
        .unwrap()
        .keys()
        .collect();
    assert_eq!(media, ["text/html", "text/plain"]);
}

fn panic_message(run: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(run)).expect_err("it should panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

#[test]
fn a_guard_no_route_has_is_a_mistake_named_with_the_names_there_are() {
    let message = panic_message(|| {
        let _ = Document::new(&registry()).filters(routes(), [("logn", login())]);
    });
    assert_eq!(
        message,
        "no route has a filter named `logn`: the routes' filters are named block, login, \
         owner, api_key; give the guard the name the router gives the filter"
    );
    let message = panic_message(|| {
        let _ = Document::new(&registry()).filters(Vec::new(), [("login", login())]);
    });
    assert!(message.contains("no route has a named filter"), "{message}");
}

#[test]
fn a_guard_given_twice_or_a_scheme_declared_twice_is_a_mistake() {
    let message = panic_message(|| {
        let _ =
            Document::new(&registry()).filters(routes(), [("login", login()), ("login", owner())]);
    });
    assert_eq!(message, "the filter `login` has two guards: give it one");
    let other_basic = Guard::new().scheme(
        "basic",
        SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
    );
    let message = panic_message(|| {
        let _ = Document::new(&registry())
            .filters(routes(), [("login", login()), ("owner", other_basic)]);
    });
    assert!(message.contains("`basic` is declared twice"), "{message}");
}

#[test]
fn a_route_whose_controller_the_document_lacks_is_a_mistake() {
    let registry = Registry::new([TagsController::CONTROLLER]).unwrap();
    let message = panic_message(|| {
        let _ = Document::new(&registry).filters(routes(), [("login", login())]);
    });
    assert!(message.contains("is not in the registry"), "{message}");
}
