//! Typed params in the document: each param's schema is its type's (`integer` with its
//! `format` and bounds, a UUID's `format`, a pattern of an app's own type), untyped params are
//! strings, and the document stays valid.

mod support;

use std::borrow::Cow;

use restful_core::{Param, ParamSchema, Registry, RestPath, Restful};
use serde_json::{Value, json};

#[derive(Debug, PartialEq)]
struct Slug(String);

impl Param for Slug {
    fn parse(text: &str) -> Option<Self> {
        let ok = text.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
        ok.then(|| Slug(text.to_owned()))
    }
    fn write(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn schema() -> ParamSchema {
        ParamSchema::string().format("slug").pattern("^[a-z-]+$")
    }
}

#[derive(Restful)]
#[restful(id = u64)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, id = Slug, only(show))]
struct CommentsController;

#[derive(Restful)]
#[restful(
    resource = "archives",
    only(),
    routes(get(month = "/archives/{year}/{month}"), get(file = "/files/{*path}")),
    params(year = i32, month = u8, path = RestPath)
)]
struct ArchivesController;

fn document() -> Value {
    let registry = Registry::new([
        PhotosController::CONTROLLER,
        CommentsController::CONTROLLER,
        ArchivesController::CONTROLLER,
    ])
    .expect("no conflict");
    serde_json::from_str(&restful_openapi::openapi_json(&registry)).unwrap()
}

/// `name` → schema, for each param of the operation at `path` and `method`.
fn schemas(document: &Value, path: &str, method: &str) -> Vec<(String, Value)> {
    let params = document["paths"][path][method]["parameters"]
        .as_array()
        .unwrap();
    params
        .iter()
        .map(|param| {
            (
                param["name"].as_str().unwrap().to_owned(),
                param["schema"].clone(),
            )
        })
        .collect()
}

#[test]
fn each_param_has_its_types_schema() {
    let document = document();
    let u64_schema = json!({"type": "integer", "format": "int64", "minimum": 0});
    assert_eq!(
        schemas(&document, "/photos/{id}", "get"),
        [("id".to_owned(), u64_schema.clone())]
    );
    assert_eq!(
        schemas(&document, "/photos/{photo_id}/comments/{id}", "get"),
        [
            ("photo_id".to_owned(), u64_schema),
            (
                "id".to_owned(),
                json!({"type": "string", "format": "slug", "pattern": "^[a-z-]+$"})
            ),
        ]
    );
    assert_eq!(
        schemas(&document, "/archives/{year}/{month}", "get"),
        [
            (
                "year".to_owned(),
                json!({"type": "integer", "format": "int32"})
            ),
            (
                "month".to_owned(),
                json!({"type": "integer", "format": "int32", "minimum": 0, "maximum": 255})
            ),
        ]
    );
    assert_eq!(
        schemas(&document, "/files/{path}", "get"),
        [("path".to_owned(), json!({"type": "string"}))]
    );
}

#[test]
fn a_route_whose_params_are_all_typed_answers_no_400() {
    let document = document();
    let statuses = |path: &str| -> Vec<String> {
        let responses = document["paths"][path]["get"]["responses"]
            .as_object()
            .unwrap();
        responses.keys().cloned().collect()
    };
    // A malformed escape in a typed param is a 404: the path is no route's.
    assert_eq!(statuses("/photos/{id}"), ["200", "404", "405"]);
    assert_eq!(statuses("/archives/{year}/{month}"), ["200", "404", "405"]);
    // Nested: the parent's id typed as the parent types it, the own id a `Slug`.
    assert_eq!(
        statuses("/photos/{photo_id}/comments/{id}"),
        ["200", "404", "405"]
    );
}

#[test]
fn the_document_passes_the_validator() {
    support::validator::validate("typed params", &document().to_string());
}
