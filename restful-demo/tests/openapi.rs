//! The demo's OpenAPI document (docs/integrations.md, "5.3 OpenAPI and other tools"):
//! `GET /openapi.json` on the real server and `restful-demo --openapi` give the same document,
//! which lists exactly the demo's routes and passes `openapi-spec-validator`; the home page
//! links to it.

mod support;
#[path = "../../restful-openapi/tests/support/validator.rs"]
mod validator;

use std::collections::BTreeSet;
use std::process::{Command, Stdio};
use std::time::Duration;

use restful_core::registry;
use serde_json::Value;
use support::{BIN, Demo};

// The demo's controllers, in this test's registry too.
use restful_demo as _;

fn get(demo: &Demo, path: &str) -> (u16, Option<String>, String) {
    let agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .new_agent();
    let mut response = agent
        .get(demo.url(path))
        .call()
        .unwrap_or_else(|err| panic!("GET {path}: {err}"));
    let content_type = response
        .headers()
        .get("content-type")
        .map(|value| value.to_str().unwrap().to_owned());
    let body = response.body_mut().read_to_string().unwrap();
    (response.status().as_u16(), content_type, body)
}

/// `restful-demo --openapi`'s standard output.
fn printed() -> String {
    let output = Command::new(BIN)
        .arg("--openapi")
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|err| panic!("cannot run {BIN} --openapi: {err}"));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn openapi_json_is_served_printed_and_linked_from_the_home_page() {
    let demo = Demo::start();
    let (status, content_type, served) = get(&demo, "/openapi.json");
    assert_eq!(status, 200);
    assert_eq!(content_type.as_deref(), Some("application/json"));
    assert_eq!(printed(), format!("{served}\n"));
    assert_eq!(served, restful_demo::openapi_json());

    let (_, _, home) = get(&demo, "/");
    assert!(
        home.contains(r#"<a href="/openapi.json"><code>/openapi.json</code></a>"#),
        "{home}"
    );
}

#[test]
fn the_document_lists_exactly_the_demos_routes() {
    let document: Value = serde_json::from_str(restful_demo::openapi_json()).unwrap();
    assert_eq!(document["openapi"], "3.1.0");
    assert_eq!(document["info"]["title"], "restful-demo");
    let mut listed = BTreeSet::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            assert!(operation["operationId"].is_string(), "{method} {path}");
            listed.insert((path.clone(), method.to_ascii_uppercase()));
        }
    }
    let routes: BTreeSet<(String, String)> = registry()
        .routes()
        .map(|route| (route.path().to_owned(), route.method().to_string()))
        .collect();
    assert_eq!(listed, routes);
    // Photos, all seven and search, feature and unfeature; their comments, all seven; book
    // reviews, four; the settings, a singleton, three.
    assert_eq!(listed.len(), 24);
    let search = &document["paths"]["/photos/search"]["get"];
    assert_eq!(search["operationId"], "photos_search");
    assert_eq!(search["summary"], "Search photos");
    let feature = &document["paths"]["/photos/{id}/feature"]["post"];
    assert_eq!(feature["operationId"], "photos_feature");
    let settings = &document["paths"]["/settings"]["put"];
    assert_eq!(settings["operationId"], "settings_update");
    let comment = &document["paths"]["/photos/{photo_id}/comments/{id}"]["get"];
    assert_eq!(comment["operationId"], "photos_comments_show");
    assert_eq!(comment["summary"], "Show a comment");
    let reviews = &document["paths"]["/admin/book_reviews/{id}"]["get"];
    assert_eq!(reviews["operationId"], "admin_book_reviews_show");
    assert_eq!(reviews["summary"], "Show a book review");
}

#[test]
fn the_document_passes_openapi_spec_validator() {
    validator::validate("the demo's /openapi.json", restful_demo::openapi_json());
}
