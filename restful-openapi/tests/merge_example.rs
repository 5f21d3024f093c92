//! `examples/merge.rs`, the example of docs/integrations.md §5.3: the app's own operations
//! stay, every restful route is added with its bodies, the whole passes
//! `openapi-spec-validator`; and the guide quotes the example as it is.

mod support;

#[allow(dead_code, reason = "the example's `main` is not called here")]
#[path = "../examples/merge.rs"]
mod example;

use restful_core::registry;
use serde_json::{Value, json};

fn document() -> Value {
    serde_json::from_str(&example::api().to_json().unwrap()).unwrap()
}

#[test]
fn the_apps_operations_stay_and_every_route_is_added() {
    let document = document();
    assert_eq!(document["info"]["title"], "Photo album");
    assert_eq!(
        document["paths"]["/health"]["get"]["responses"]["200"]["description"],
        "Up"
    );
    for route in registry().routes() {
        let method = route.method().as_str().to_ascii_lowercase();
        let operation = &document["paths"][route.path()][&method];
        assert!(operation["operationId"].is_string(), "{route}");
    }
    let photo = json!({"$ref": "#/components/schemas/Photo"});
    let create = &document["paths"]["/photos"]["post"];
    assert_eq!(
        create["responses"]["201"]["content"]["application/json"]["schema"],
        photo
    );
    assert_eq!(
        create["requestBody"]["content"].as_object().unwrap().len(),
        2
    );
    let schemas: Vec<&String> = document["components"]["schemas"]
        .as_object()
        .unwrap()
        .keys()
        .collect();
    assert_eq!(schemas, ["Comment", "Photo", "PhotoInput"]);
}

#[test]
fn the_merged_document_passes_openapi_spec_validator() {
    support::validator::validate("examples/merge.rs", &document().to_string());
}

#[test]
fn the_guide_shows_the_example_as_it_is() {
    let guide = include_str!("../../docs/integrations.md");
    let example = include_str!("../examples/merge.rs");
    assert!(
        guide.contains(example.trim_end()),
        "docs/integrations.md §5.3 must quote restful-openapi/examples/merge.rs whole"
    );
}
