//! The demo's OpenAPI document (docs/integrations.md, "5.3 OpenAPI and other tools"):
//! `GET /openapi.json` on the real server and `restful-demo --openapi` give the same document,
//! which lists exactly the demo's routes and passes `openapi-spec-validator`; the home page
//! links to it. Its JSON schemas have exactly the fields the real answers have (schemathesis,
//! `tests/schemathesis.rs`, checks the rest: types, statuses, what is accepted).

mod support;
#[path = "../../restful-openapi/tests/support/validator.rs"]
mod validator;

use std::collections::BTreeSet;
use std::process::{Command, Stdio};
use std::time::Duration;

use restful_core::registry;
use serde_json::{Value, json};
use support::{BIN, Demo, Site};
use ureq::http::Method;

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
    // reviews, four; the settings, a singleton, three; signing up and an account's page,
    // three; the session, three; the route table and this document, two.
    assert_eq!(listed.len(), 32);
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
    // The two ways of signing in: HTTP Basic, and the sign-in cookie of a browser.
    let schemes = &document["components"]["securitySchemes"];
    assert_eq!(schemes["basic"]["type"], "http");
    assert_eq!(schemes["basic"]["scheme"], "basic");
    assert_eq!(
        (&schemes["session"]["in"], &schemes["session"]["name"]),
        (&json!("cookie"), &json!("restful_demo_login"))
    );
    let reviews = &document["paths"]["/admin/book_reviews/{id}"]["get"];
    assert_eq!(reviews["operationId"], "admin_book_reviews_show");
    assert_eq!(reviews["summary"], "Show a book review");
}

#[test]
fn the_document_passes_openapi_spec_validator() {
    validator::validate("the demo's /openapi.json", restful_demo::openapi_json());
}

/// `(method, path, schema)`: a JSON answer of the real demo, and the schema the document
/// gives it.
const ANSWERS: [(&str, &str, &str); 11] = [
    ("GET", "/photos", "ListedPhoto"),
    ("GET", "/photos/search?q=light", "ListedPhoto"),
    ("GET", "/photos/2", "PhotoWithComments"),
    ("POST", "/photos/3/feature", "Photo"),
    ("POST", "/session", "Account"),
    ("GET", "/photos/2/comments/2", "Comment"),
    ("GET", "/admin/book_reviews/1", "BookReview"),
    ("GET", "/settings", "Settings"),
    ("GET", "/photos/999", "Errors"),
    // What the router refuses, answered by the demo.
    ("PATCH", "/photos/1", "Refusal"),
    ("GET", "/photos/abc", "Refusal"),
];

#[test]
fn the_json_answers_have_exactly_the_fields_their_schemas_list() {
    let site = Site::start();
    let document: Value = serde_json::from_str(restful_demo::openapi_json()).unwrap();
    let schemas = &document["components"]["schemas"];
    let names = |schema: &str, key: &str| -> BTreeSet<String> {
        let listed = &schemas[schema][key];
        let listed: Vec<&str> = match listed {
            Value::Array(names) => names.iter().map(|name| name.as_str().unwrap()).collect(),
            Value::Object(properties) => properties.keys().map(String::as_str).collect(),
            _ => panic!("no {key} in the schema {schema}"),
        };
        listed.into_iter().map(str::to_owned).collect()
    };
    // The user's own photo, to feature.
    let created = site.send_json(Method::POST, "/photos", Some(json!({"title": "Mine"})));
    assert_eq!(created.location.as_deref(), Some("/photos/3"));
    let user = site.user().clone();
    for (method, path, schema) in ANSWERS {
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let body = (path == "/session")
            .then(|| json!({"email_address": user.email, "password": user.password}));
        let answer = site.send_json(method.clone(), path, body).json();
        let object = match &answer {
            Value::Array(items) => items.first().unwrap_or_else(|| panic!("{path}: empty")),
            object => object,
        };
        let answered: BTreeSet<String> = object.as_object().unwrap().keys().cloned().collect();
        assert_eq!(
            answered,
            names(schema, "properties"),
            "{method} {path}: {schema}"
        );
        assert_eq!(
            answered,
            names(schema, "required"),
            "{schema}: all required"
        );
    }
    assert_eq!(
        schemas["PhotoWithComments"]["properties"]["comments"]["items"]["$ref"],
        "#/components/schemas/Comment"
    );
    // Every schema of an answer is checked above; the others are what requests send.
    let answers: BTreeSet<&str> = schemas
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .filter(|name| !name.ends_with("Input") && !name.ends_with("Form"))
        .collect();
    let checked: BTreeSet<&str> = ANSWERS.iter().map(|(_, _, schema)| *schema).collect();
    assert_eq!(answers, checked);
}

#[test]
fn every_operation_lists_each_status_its_action_answers() {
    // Every id is an `i64`: a malformed escape in one is no route (404), never restful's 400.
    let reads = ["200", "405"];
    let reads_by_id = ["200", "404", "405"];
    let creates = [
        "201", "303", "400", "401", "403", "405", "413", "415", "422",
    ];
    let creates_under_a_photo = [
        "201", "303", "400", "401", "403", "404", "405", "413", "415", "422",
    ];
    let updates = [
        "200", "303", "400", "401", "403", "404", "405", "413", "415", "422",
    ];
    let deletes = ["204", "303", "401", "403", "404", "405", "413"];
    let buttons = ["200", "303", "401", "403", "404", "405", "413"];
    // Behind "login": 401 for JSON, 303 to the sign-in form for a browser; behind "owner" or
    // "author" too: 403.
    let forms = ["200", "303", "401", "405"];
    let forms_under_a_photo = ["200", "303", "401", "404", "405"];
    let edit_forms = ["200", "303", "401", "403", "404", "405"];
    let cases: [(&str, &str, &[&str]); 30] = [
        ("GET", "/photos", &reads),
        ("GET", "/photos/new_form", &forms),
        ("POST", "/photos", &creates),
        ("GET", "/photos/search", &["200", "400", "405", "422"]),
        ("GET", "/photos/{id}", &reads_by_id),
        ("GET", "/photos/{id}/edit_form", &edit_forms),
        ("PUT", "/photos/{id}", &updates),
        ("DELETE", "/photos/{id}", &deletes),
        ("POST", "/photos/{id}/feature", &buttons),
        ("DELETE", "/photos/{id}/unfeature", &buttons),
        ("GET", "/photos/{photo_id}/comments", &reads_by_id),
        (
            "GET",
            "/photos/{photo_id}/comments/new_form",
            &forms_under_a_photo,
        ),
        (
            "POST",
            "/photos/{photo_id}/comments",
            &creates_under_a_photo,
        ),
        ("GET", "/photos/{photo_id}/comments/{id}", &reads_by_id),
        (
            "GET",
            "/photos/{photo_id}/comments/{id}/edit_form",
            &edit_forms,
        ),
        ("PUT", "/photos/{photo_id}/comments/{id}", &updates),
        ("DELETE", "/photos/{photo_id}/comments/{id}", &deletes),
        ("GET", "/admin/book_reviews", &reads),
        ("POST", "/admin/book_reviews", &creates),
        ("GET", "/admin/book_reviews/{id}", &reads_by_id),
        ("DELETE", "/admin/book_reviews/{id}", &deletes),
        ("GET", "/settings", &reads),
        ("GET", "/settings/edit_form", &forms),
        (
            "PUT",
            "/settings",
            &[
                "200", "303", "400", "401", "403", "405", "413", "415", "422",
            ],
        ),
        ("GET", "/users/new_form", &reads),
        // A username is untyped: one with a malformed escape is the router's 400.
        ("GET", "/~{username}", &["200", "400", "404", "405"]),
        (
            "POST",
            "/users",
            &[
                "201", "303", "400", "403", "405", "409", "413", "415", "422",
            ],
        ),
        ("GET", "/session/new_form", &reads),
        (
            "POST",
            "/session",
            &[
                "201", "303", "400", "401", "403", "405", "413", "415", "422",
            ],
        ),
        ("DELETE", "/session", &["204", "303", "403", "405", "413"]),
    ];
    let document: Value = serde_json::from_str(restful_demo::openapi_json()).unwrap();
    for (method, path, statuses) in cases {
        let operation = &document["paths"][path][method.to_ascii_lowercase()];
        let listed: Vec<&str> = operation["responses"]
            .as_object()
            .unwrap_or_else(|| panic!("no {method} {path}"))
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(listed, statuses, "{method} {path}");
        let content = |status: &str| -> Vec<&str> {
            let content = operation["responses"][status]["content"].as_object();
            content
                .into_iter()
                .flatten()
                .map(|(media, _)| media.as_str())
                .collect()
        };
        // Every refusal is JSON or a page, as asked: the demo answers restful's too.
        for status in ["400", "403", "404", "405", "409", "413", "415", "422"] {
            if statuses.contains(&status) {
                assert_eq!(
                    content(status),
                    ["application/json", "text/html"],
                    "{method} {path} {status}"
                );
            }
        }
        // The router's refusals: `Refusal`, beside the action's own `Errors` where it has them.
        let json =
            |status: &str| &operation["responses"][status]["content"]["application/json"]["schema"];
        let reference = |name: &str| json!({"$ref": format!("#/components/schemas/{name}")});
        assert_eq!(json("405"), &reference("Refusal"), "{method} {path}");
        assert!(
            operation["responses"]["405"]["headers"]["Allow"].is_object(),
            "{method} {path}"
        );
        if statuses.contains(&"404") {
            assert_eq!(
                json("404"),
                &json!({"anyOf": [reference("Errors"), reference("Refusal")]}),
                "{method} {path}"
            );
        }
        if statuses.contains(&"400") {
            let expected = match path {
                "/~{username}" => reference("Refusal"),
                _ => reference("Errors"),
            };
            assert_eq!(json("400"), &expected, "{method} {path}");
        }
        // The ids are `i64`s, as their types say; a username is text.
        for param in operation["parameters"].as_array().into_iter().flatten() {
            if param["in"] != "path" {
                continue;
            }
            let expected = match param["name"].as_str().unwrap() {
                "username" => json!({"type": "string"}),
                _ => json!({"type": "integer", "format": "int64"}),
            };
            assert_eq!(param["schema"], expected, "{method} {path}: {param}");
        }
        // A JSON client that is not signed in: 401, with the challenge; and the operation
        // names how to sign in.
        if statuses.contains(&"401") {
            assert_eq!(content("401"), ["application/json"], "{method} {path}");
            let challenge = &operation["responses"]["401"]["headers"]["WWW-Authenticate"];
            assert!(challenge.is_object(), "{method} {path}");
        }
        let guarded = operation["security"].is_array();
        assert_eq!(
            guarded,
            statuses.contains(&"401") && path != "/session",
            "{method} {path}"
        );
        if guarded {
            assert_eq!(
                operation["security"],
                json!([{"basic": []}, {"session": []}]),
                "{method} {path}"
            );
        }
        let redirect = &operation["responses"]["303"];
        if statuses.contains(&"303") {
            assert!(redirect["content"].is_null() && redirect["headers"]["Location"].is_object());
        }
        let writes = !matches!(method, "GET");
        let params = operation["parameters"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let token = params.iter().any(|param| param["name"] == "X-CSRF-Token");
        assert_eq!(token, writes, "{method} {path}: the token's header");
    }
}

#[test]
fn writes_take_json_and_forms_and_buttons_take_no_body_or_the_token() {
    let document: Value = serde_json::from_str(restful_demo::openapi_json()).unwrap();
    let cases = [
        ("post", "/photos", Some(("PhotoInput", "PhotoForm"))),
        ("put", "/photos/{id}", Some(("PhotoInput", "PhotoForm"))),
        (
            "post",
            "/photos/{photo_id}/comments",
            Some(("CommentInput", "CommentForm")),
        ),
        (
            "put",
            "/photos/{photo_id}/comments/{id}",
            Some(("CommentInput", "CommentForm")),
        ),
        (
            "post",
            "/admin/book_reviews",
            Some(("BookReviewInput", "BookReviewForm")),
        ),
        ("put", "/settings", Some(("SettingsInput", "SettingsForm"))),
        ("delete", "/photos/{id}", None),
        ("post", "/photos/{id}/feature", None),
        ("delete", "/photos/{id}/unfeature", None),
        ("delete", "/photos/{photo_id}/comments/{id}", None),
        ("delete", "/admin/book_reviews/{id}", None),
    ];
    let schema = |name: &str| format!("#/components/schemas/{name}");
    for (method, path, bodies) in cases {
        let body = &document["paths"][path][method]["requestBody"];
        let content = &body["content"];
        match bodies {
            Some((json, form)) => {
                assert_eq!(body["required"], true, "{method} {path}");
                assert_eq!(content["application/json"]["schema"]["$ref"], schema(json));
                assert_eq!(
                    content["application/x-www-form-urlencoded"]["schema"]["$ref"],
                    schema(form)
                );
            }
            None => {
                assert_eq!(body["required"], false, "{method} {path}");
                assert!(content["application/json"]["schema"].is_object());
                assert_eq!(
                    content["application/x-www-form-urlencoded"]["schema"]["$ref"],
                    schema("TokenForm")
                );
            }
        }
    }
}
