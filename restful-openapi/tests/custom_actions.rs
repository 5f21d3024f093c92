//! Custom actions and singletons in the document (docs/integrations.md, "5.3 OpenAPI and other
//! tools"): one operation per custom route, operationIds `<base statics>_<name>`, summaries
//! from the name and the singular ("Close an issue", "Search issues", "Verify the profile"),
//! and a singleton's params and summaries without an id.

use std::collections::BTreeMap;

use restful_core::{Registry, Restful};
use serde_json::Value;

#[derive(Restful)]
#[restful(only(index, show))]
struct ProjectsController;

#[derive(Restful)]
#[restful(parent = ProjectsController, only(show), member(post(close, reopen)), collection(get(search)))]
struct IssuesController;

#[derive(Restful)]
#[restful(singleton, only(show, update), member(post(verify)))]
struct ProfileController;

#[derive(Restful)]
#[restful(parent = ProfileController, only(show))]
struct AddressesController;

/// `(path, method)` → `(operationId, summary, path params)`.
fn operations() -> BTreeMap<(String, String), (String, String, Vec<String>)> {
    let registry = Registry::new([
        ProjectsController::CONTROLLER,
        IssuesController::CONTROLLER,
        ProfileController::CONTROLLER,
        AddressesController::CONTROLLER,
    ])
    .unwrap();
    let document: Value = serde_json::from_str(&restful_openapi::openapi_json(&registry)).unwrap();
    let mut operations = BTreeMap::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let params = operation["parameters"]
                .as_array()
                .map(|params| {
                    let name = |param: &Value| param["name"].as_str().unwrap().to_owned();
                    params.iter().map(name).collect()
                })
                .unwrap_or_default();
            operations.insert(
                (path.clone(), method.clone()),
                (
                    operation["operationId"].as_str().unwrap().to_owned(),
                    operation["summary"].as_str().unwrap().to_owned(),
                    params,
                ),
            );
        }
    }
    operations
}

#[test]
fn one_operation_per_custom_route_named_by_its_action() {
    let operations = operations();
    let row = |path: &str, method: &str| {
        let (id, summary, params) = &operations[&(path.to_owned(), method.to_owned())];
        (id.as_str(), summary.as_str(), params.clone())
    };
    let issues = "/projects/{project_id}/issues";
    assert_eq!(
        row(&format!("{issues}/{{id}}/close"), "post"),
        (
            "projects_issues_close",
            "Close an issue",
            vec!["project_id".into(), "id".into()]
        )
    );
    assert_eq!(
        row(&format!("{issues}/{{id}}/reopen"), "post").1,
        "Reopen an issue"
    );
    assert_eq!(
        row(&format!("{issues}/search"), "get"),
        (
            "projects_issues_search",
            "Search issues",
            vec!["project_id".into()]
        )
    );
    assert_eq!(
        row("/profile/verify", "post"),
        ("profile_verify", "Verify the profile", vec![])
    );
    assert_eq!(
        row("/profile", "get"),
        ("profile_show", "Show the profile", vec![])
    );
    assert_eq!(row("/profile", "put").1, "Update the profile");
    // Below a singleton: no param for it.
    assert_eq!(
        row("/profile/addresses/{id}", "get"),
        (
            "profile_addresses_show",
            "Show an address",
            vec!["id".into()]
        )
    );
    assert_eq!(operations.len(), 2 + 4 + 3 + 1);
}
