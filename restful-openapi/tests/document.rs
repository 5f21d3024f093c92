//! The document of a registry with flat, prefixed, `only`/`except` and nested controllers
//! (docs/integrations.md, "5.3 OpenAPI and other tools"): one operation per route and nothing
//! else, unique ids, every param declared, the summaries, the form routes' HTML, what
//! `Document` attaches, and a merge with a user's document that keeps the user's operations.

mod support;

use std::collections::{BTreeMap, BTreeSet};

use restful_core::http::StatusCode;
use restful_core::{Action, Registry, Restful};
use restful_openapi::{Body, Document};
use serde_json::{Value, json};
use utoipa::{OpenApi, ToSchema};

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(parent = CommentsController, only(index, create, destroy))]
struct LikesController;

#[derive(Restful)]
#[restful(prefix = "/admin", only(index, create, show, destroy))]
struct BookReviewsController;

#[derive(Restful)]
#[restful(resource = "people", singular = "person", except(new_form, edit_form))]
struct PeopleController;

#[derive(Restful)]
#[restful(parent = PeopleController, only(show))]
struct UpdatesController;

/// `/photos/comments`: the same static segments as `/photos/{photo_id}/comments`.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "comments", only(index))]
struct RecentCommentsController;

/// Not in the test registry.
#[derive(Restful)]
#[restful(resource = "elsewhere")]
struct ElsewhereController;

fn registry() -> Registry {
    Registry::new([
        PhotosController::CONTROLLER,
        CommentsController::CONTROLLER,
        LikesController::CONTROLLER,
        BookReviewsController::CONTROLLER,
        PeopleController::CONTROLLER,
        UpdatesController::CONTROLLER,
    ])
    .unwrap()
}

fn document() -> Value {
    serde_json::from_str(&restful_openapi::openapi_json(&registry())).unwrap()
}

/// Every operation of a document: `(path, method)` → operation.
fn operations(document: &Value) -> BTreeMap<(String, String), Value> {
    let mut operations = BTreeMap::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            operations.insert((path.clone(), method.clone()), operation.clone());
        }
    }
    operations
}

#[test]
fn one_operation_per_route_and_nothing_else() {
    let registry = registry();
    let document = document();
    let listed: BTreeSet<(String, String)> = operations(&document).into_keys().collect();
    let routes: BTreeSet<(String, String)> = registry
        .routes()
        .map(|route| {
            (
                route.path().to_owned(),
                route.method().as_str().to_ascii_lowercase(),
            )
        })
        .collect();
    assert_eq!(listed, routes);
    assert_eq!(listed.len(), registry.routes().count());
    assert_eq!(registry.routes().count(), 7 + 7 + 3 + 4 + 5 + 1);
    assert_eq!(document["openapi"], "3.1.0");
}

#[test]
fn operation_ids_are_the_base_paths_static_segments_and_the_action() {
    let document = document();
    let ids: BTreeMap<(String, String), String> = operations(&document)
        .into_iter()
        .map(|(key, operation)| (key, operation["operationId"].as_str().unwrap().to_owned()))
        .collect();
    let cases = [
        ("/photos", "get", "photos_index"),
        ("/photos/new_form", "get", "photos_new_form"),
        ("/photos", "post", "photos_create"),
        ("/photos/{id}", "get", "photos_show"),
        ("/photos/{id}/edit_form", "get", "photos_edit_form"),
        ("/photos/{id}", "put", "photos_update"),
        ("/photos/{id}", "delete", "photos_destroy"),
        ("/admin/book_reviews/{id}", "get", "admin_book_reviews_show"),
        (
            "/photos/{photo_id}/comments/{id}/edit_form",
            "get",
            "photos_comments_edit_form",
        ),
        (
            "/photos/{photo_id}/comments/{comment_id}/likes/{id}",
            "delete",
            "photos_comments_likes_destroy",
        ),
        (
            "/people/{person_id}/updates/{id}",
            "get",
            "people_updates_show",
        ),
    ];
    for (path, method, id) in cases {
        assert_eq!(
            ids[&(path.to_owned(), method.to_owned())],
            id,
            "{method} {path}"
        );
    }
    let unique: BTreeSet<&String> = ids.values().collect();
    assert_eq!(unique.len(), ids.len(), "{ids:#?}");
}

#[test]
fn a_base_that_an_earlier_controller_has_gets_a_number() {
    let registry = Registry::new([
        PhotosController::CONTROLLER,
        CommentsController::CONTROLLER,
        RecentCommentsController::CONTROLLER,
    ])
    .unwrap();
    let document: Value = serde_json::from_str(&restful_openapi::openapi_json(&registry)).unwrap();
    let operations = operations(&document);
    let id = |path: &str, method: &str| {
        operations[&(path.to_owned(), method.to_owned())]["operationId"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    // Registry order: `/photos/comments` sorts before `/photos/{photo_id}/comments`.
    assert_eq!(id("/photos/comments", "get"), "photos_comments_index");
    assert_eq!(
        id("/photos/{photo_id}/comments", "get"),
        "photos_comments_2_index"
    );
    assert_eq!(
        id("/photos/{photo_id}/comments/{id}/edit_form", "get"),
        "photos_comments_2_edit_form"
    );
    let ids: BTreeSet<String> = operations
        .values()
        .map(|operation| operation["operationId"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(ids.len(), operations.len());
    support::validator::validate("a document with numbered ids", &document.to_string());
}

#[test]
fn every_path_param_is_declared_in_path_required_string() {
    for ((path, method), operation) in operations(&document()) {
        let in_path: Vec<&str> = path
            .split('/')
            .filter_map(|segment| segment.strip_prefix('{')?.strip_suffix('}'))
            .collect();
        let empty = Vec::new();
        let declared = operation["parameters"].as_array().unwrap_or(&empty);
        let names: Vec<&str> = declared
            .iter()
            .map(|param| param["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, in_path, "{method} {path}");
        for param in declared {
            assert_eq!(param["in"], "path", "{method} {path}");
            assert_eq!(param["required"], true, "{method} {path}");
            assert_eq!(
                param["schema"],
                json!({"type": "string"}),
                "{method} {path}"
            );
        }
        assert_eq!(operation.get("parameters").is_some(), !in_path.is_empty());
    }
}

#[test]
fn params_say_whose_id_they_are() {
    let operations = operations(&document());
    let likes = &operations[&(
        "/photos/{photo_id}/comments/{comment_id}/likes/{id}".to_owned(),
        "delete".to_owned(),
    )];
    let descriptions: Vec<&str> = likes["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|param| param["description"].as_str().unwrap())
        .collect();
    assert_eq!(
        descriptions,
        ["The photo's id", "The comment's id", "The like's id"]
    );
}

#[test]
fn summaries_from_the_action_and_the_singular() {
    let operations = operations(&document());
    let cases = [
        ("/photos", "get", "List photos"),
        ("/photos/new_form", "get", "Form for a new photo"),
        ("/photos", "post", "Create a photo"),
        ("/photos/{id}", "get", "Show a photo"),
        ("/photos/{id}/edit_form", "get", "Form to edit a photo"),
        ("/photos/{id}", "put", "Update a photo"),
        ("/photos/{id}", "delete", "Delete a photo"),
        ("/photos/{photo_id}/comments", "get", "List comments"),
        (
            "/photos/{photo_id}/comments/new_form",
            "get",
            "Form for a new comment",
        ),
        ("/admin/book_reviews", "get", "List book reviews"),
        ("/admin/book_reviews/{id}", "get", "Show a book review"),
        ("/people", "post", "Create a person"),
        ("/people/{person_id}/updates/{id}", "get", "Show an update"),
    ];
    for (path, method, summary) in cases {
        assert_eq!(
            operations[&(path.to_owned(), method.to_owned())]["summary"],
            summary,
            "{method} {path}"
        );
    }
}

#[test]
fn forms_answer_html_and_the_others_a_status_of_their_own() {
    let operations = operations(&document());
    let cases = [
        ("/photos", "get", "200", false),
        ("/photos/new_form", "get", "200", true),
        ("/photos", "post", "201", false),
        ("/photos/{id}", "get", "200", false),
        ("/photos/{id}/edit_form", "get", "200", true),
        ("/photos/{id}", "put", "200", false),
        ("/photos/{id}", "delete", "204", false),
    ];
    for (path, method, status, html) in cases {
        let responses = &operations[&(path.to_owned(), method.to_owned())]["responses"];
        let successes: Vec<&String> = responses
            .as_object()
            .unwrap()
            .keys()
            .filter(|status| status.starts_with('2'))
            .collect();
        assert_eq!(successes, [status], "{method} {path}");
        let content = &responses[status]["content"];
        if html {
            assert_eq!(
                content,
                &json!({"text/html": {"schema": {"type": "string"}}})
            );
        } else {
            assert!(content.is_null(), "{method} {path}: {content}");
        }
    }
}

/// A controller with custom actions, and a singleton with a child, for restful's own errors.
#[derive(Restful)]
#[restful(only(show), member(post(close)), collection(get(search)))]
struct IssuesController;

#[derive(Restful)]
#[restful(singleton, only(show, update))]
struct ProfileController;

#[derive(Restful)]
#[restful(parent = ProfileController, only(show))]
struct AddressesController;

/// Every operation's statuses other than its success, in a document of `registry`.
fn refusals(registry: &Registry) -> BTreeMap<(String, String), Vec<String>> {
    let document: Value = serde_json::from_str(&restful_openapi::openapi_json(registry)).unwrap();
    operations(&document)
        .into_iter()
        .map(|(key, operation)| {
            let statuses = operation["responses"].as_object().unwrap().keys();
            let refusals = statuses.filter(|status| !status.starts_with('2'));
            (key, refusals.cloned().collect())
        })
        .collect()
}

#[test]
fn restful_answers_405_on_every_path_and_400_and_404_where_the_path_has_params() {
    let with_params = ["400", "404", "405"];
    let without = ["405"];
    let cases: [(&str, &str, &[&str]); 13] = [
        ("/photos", "get", &without),
        ("/photos", "post", &without),
        ("/photos/new_form", "get", &without),
        ("/photos/{id}", "get", &with_params),
        ("/photos/{id}", "put", &with_params),
        ("/photos/{id}", "delete", &with_params),
        ("/photos/{id}/edit_form", "get", &with_params),
        ("/photos/{photo_id}/comments", "get", &with_params),
        ("/photos/{photo_id}/comments/new_form", "get", &with_params),
        (
            "/photos/{photo_id}/comments/{comment_id}/likes",
            "post",
            &with_params,
        ),
        ("/admin/book_reviews", "get", &without),
        ("/admin/book_reviews/{id}", "delete", &with_params),
        ("/people/{person_id}/updates/{id}", "get", &with_params),
    ];
    let refusals = refusals(&registry());
    for (path, method, expected) in cases {
        assert_eq!(
            refusals[&(path.to_owned(), method.to_owned())],
            expected,
            "{method} {path}"
        );
    }
    // And by the same rule on every operation.
    for ((path, method), statuses) in &refusals {
        let expected: &[&str] = if path.contains('{') {
            &with_params
        } else {
            &without
        };
        assert_eq!(statuses, expected, "{method} {path}");
    }
}

#[test]
fn custom_actions_and_singletons_follow_the_same_rule() {
    let registry = Registry::new([
        IssuesController::CONTROLLER,
        ProfileController::CONTROLLER,
        AddressesController::CONTROLLER,
    ])
    .unwrap();
    let with_params = ["400", "404", "405"];
    let without = ["405"];
    let cases: [(&str, &str, &[&str]); 6] = [
        ("/issues/search", "get", &without),
        ("/issues/{id}", "get", &with_params),
        ("/issues/{id}/close", "post", &with_params),
        ("/profile", "get", &without),
        ("/profile", "put", &without),
        ("/profile/addresses/{id}", "get", &with_params),
    ];
    let refusals = refusals(&registry);
    assert_eq!(refusals.len(), cases.len());
    for (path, method, expected) in cases {
        assert_eq!(
            refusals[&(path.to_owned(), method.to_owned())],
            expected,
            "{method} {path}"
        );
    }
}

#[test]
fn restfuls_errors_are_plain_text_and_the_405_says_which_methods_are_allowed() {
    let operations = operations(&document());
    let text = json!({"text/plain": {"schema": {"type": "string"}}});
    let cases = [
        ("/photos", "post", "GET, HEAD, POST"),
        ("/photos/new_form", "get", "GET, HEAD"),
        ("/photos/{id}", "delete", "GET, HEAD, PUT, DELETE"),
        ("/photos/{id}/edit_form", "get", "GET, HEAD"),
        ("/admin/book_reviews", "get", "GET, HEAD, POST"),
        ("/admin/book_reviews/{id}", "get", "GET, HEAD, DELETE"),
        (
            "/photos/{photo_id}/comments/{comment_id}/likes",
            "post",
            "GET, HEAD, POST",
        ),
        (
            "/photos/{photo_id}/comments/{comment_id}/likes/{id}",
            "delete",
            "DELETE",
        ),
        ("/people/{person_id}/updates/{id}", "get", "GET, HEAD"),
    ];
    for (path, method, allow) in cases {
        let responses = &operations[&(path.to_owned(), method.to_owned())]["responses"];
        let refused = &responses["405"];
        assert!(
            refused["description"]
                .as_str()
                .unwrap()
                .starts_with("Method Not Allowed"),
            "{method} {path}"
        );
        assert_eq!(refused["content"], text, "{method} {path}");
        let header = &refused["headers"]["Allow"];
        assert_eq!(
            header["schema"],
            json!({"type": "string"}),
            "{method} {path}"
        );
        assert_eq!(
            header["description"],
            format!("The methods the path answers, comma-separated: `{allow}`"),
            "{method} {path}"
        );
        for status in ["400", "404"] {
            if path.contains('{') {
                assert_eq!(
                    responses[status]["content"], text,
                    "{method} {path} {status}"
                );
                assert!(responses[status]["headers"].is_null());
            }
        }
    }
}

#[test]
fn the_users_response_to_a_status_restful_lists_is_kept_with_restfuls_text_beside() {
    let users = utoipa::openapi::ResponseBuilder::new()
        .description("No such photo, or it was taken down")
        .content(
            "application/json",
            utoipa::openapi::Content::new(Some(utoipa::openapi::Ref::from_schema_name("Photo"))),
        )
        .build();
    let document = Document::new(&registry())
        // A body attached with `response`: one media type more, restful's description stays.
        .response::<PhotosController>(Action::Show, StatusCode::NOT_FOUND, Body::html())
        .response::<PhotosController>(
            Action::Update,
            StatusCode::METHOD_NOT_ALLOWED,
            Body::json::<Photo>(),
        )
        // A response written whole: the user's, as written.
        .operation::<PhotosController>(Action::Destroy, |destroy| {
            destroy
                .responses
                .responses
                .insert("404".to_owned(), users.clone().into());
        })
        // restful's own taken out.
        .operation::<PhotosController>(Action::EditForm, |edit_form| {
            for status in ["400", "404", "405"] {
                edit_form.responses.responses.remove(status);
            }
        })
        // A status restful does not list, on a path without params: the user's alone.
        .response::<PhotosController>(Action::Create, StatusCode::NOT_FOUND, Body::html());
    let document: Value = serde_json::from_str(&document.to_json()).unwrap();
    let operations = operations(&document);
    let responses = |path: &str, method: &str| {
        operations[&(path.to_owned(), method.to_owned())]["responses"].clone()
    };
    // In alphabetical order: `Value`'s objects sort their keys.
    let media = |response: &Value| -> Vec<String> {
        response["content"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };

    let show = responses("/photos/{id}", "get");
    assert_eq!(media(&show["404"]), ["text/html", "text/plain"]);
    assert!(
        show["404"]["description"]
            .as_str()
            .unwrap()
            .starts_with("Not Found: ")
    );

    let update = responses("/photos/{id}", "put");
    assert_eq!(media(&update["405"]), ["application/json", "text/plain"]);
    assert!(update["405"]["headers"]["Allow"].is_object());

    let destroy = responses("/photos/{id}", "delete");
    assert_eq!(
        destroy["404"]["description"],
        "No such photo, or it was taken down"
    );
    assert_eq!(media(&destroy["404"]), ["application/json"]);
    assert!(destroy["400"].is_object() && destroy["405"].is_object());

    let edit_form = responses("/photos/{id}/edit_form", "get");
    let statuses: Vec<&String> = edit_form.as_object().unwrap().keys().collect();
    assert_eq!(statuses, ["200"]);

    let create = responses("/photos", "post");
    assert_eq!(create["404"]["description"], "Not Found");
    assert_eq!(media(&create["404"]), ["text/html"]);
    support::validator::validate("a document with the user's errors", &document.to_string());
}

#[test]
fn each_controller_is_a_tag_named_like_its_ids() {
    let document = document();
    let tags: Vec<&str> = document["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|tag| tag["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        tags,
        [
            "admin_book_reviews",
            "people",
            "people_updates",
            "photos",
            "photos_comments",
            "photos_comments_likes",
        ]
    );
    for (_, operation) in operations(&document) {
        let id = operation["operationId"].as_str().unwrap();
        let tag = operation["tags"][0].as_str().unwrap();
        assert!(id.starts_with(&format!("{tag}_")), "{id} {tag}");
        assert!(tags.contains(&tag));
    }
}

#[test]
fn the_document_is_the_same_on_every_build() {
    let registry = registry();
    assert_eq!(
        restful_openapi::openapi_json(&registry),
        restful_openapi::openapi_json(&registry)
    );
    assert_eq!(
        restful_openapi::openapi(&registry)
            .to_pretty_json()
            .unwrap(),
        restful_openapi::openapi_json(&registry)
    );
}

/// A photo.
#[derive(ToSchema)]
#[allow(dead_code)]
struct Photo {
    id: u64,
    title: String,
    owner: Owner,
}

/// Who took it.
#[derive(ToSchema)]
#[allow(dead_code)]
struct Owner {
    name: String,
}

/// What `create` takes.
#[derive(ToSchema)]
#[allow(dead_code)]
struct NewPhoto {
    title: String,
}

fn attached() -> Value {
    let document = Document::new(&registry())
        .response::<PhotosController>(Action::Index, StatusCode::OK, Body::json_array::<Photo>())
        .response::<PhotosController>(Action::Show, StatusCode::OK, Body::json::<Photo>())
        .response::<PhotosController>(Action::Show, StatusCode::NOT_FOUND, Body::html())
        .request_body::<PhotosController>(Action::Create, Body::json::<NewPhoto>())
        .request_body::<PhotosController>(Action::Create, Body::form::<NewPhoto>())
        .response::<CommentsController>(Action::Show, StatusCode::OK, Body::json::<Photo>());
    serde_json::from_str(&document.to_json()).unwrap()
}

#[test]
fn bodies_attach_to_a_controllers_action_by_reference() {
    let document = attached();
    let operations = operations(&document);
    let op = |path: &str, method: &str| &operations[&(path.to_owned(), method.to_owned())];
    let photo = json!({"$ref": "#/components/schemas/Photo"});

    let index = &op("/photos", "get")["responses"]["200"];
    assert_eq!(index["description"], "The photos");
    assert_eq!(
        index["content"]["application/json"]["schema"],
        json!({"type": "array", "items": photo})
    );

    let show = &op("/photos/{id}", "get")["responses"];
    assert_eq!(show["200"]["content"]["application/json"]["schema"], photo);
    // restful's own 404, with the user's HTML beside its plain text.
    assert!(
        show["404"]["description"]
            .as_str()
            .unwrap()
            .starts_with("Not Found: ")
    );
    assert_eq!(
        show["404"]["content"]["text/html"]["schema"]["type"],
        "string"
    );

    let create = &op("/photos", "post")["requestBody"];
    assert_eq!(create["required"], true);
    let media: Vec<&String> = create["content"].as_object().unwrap().keys().collect();
    assert_eq!(
        media,
        ["application/json", "application/x-www-form-urlencoded"]
    );

    let nested = &op("/photos/{photo_id}/comments/{id}", "get")["responses"]["200"];
    assert_eq!(nested["content"]["application/json"]["schema"], photo);
    // Nothing else moved: the same operations as without bodies.
    assert_eq!(
        operations.keys().collect::<Vec<_>>(),
        self::operations(&self::document())
            .keys()
            .collect::<Vec<_>>()
    );
}

#[test]
fn named_schemas_go_to_components_with_those_they_refer_to() {
    let document = attached();
    let schemas = document["components"]["schemas"].as_object().unwrap();
    let names: Vec<&String> = schemas.keys().collect();
    assert_eq!(names, ["NewPhoto", "Owner", "Photo"]);
    assert_eq!(
        schemas["Photo"]["properties"]["owner"],
        json!({"$ref": "#/components/schemas/Owner"})
    );
}

#[test]
#[should_panic(expected = "`BookReviewsController` does not serve `update`")]
fn attaching_to_an_action_not_served_panics_with_the_fix() {
    let _ = Document::new(&registry())
        .request_body::<BookReviewsController>(Action::Update, Body::json::<NewPhoto>());
}

#[test]
#[should_panic(
    expected = "`ElsewhereController` is not in the registry this document was built from"
)]
fn attaching_to_a_controller_of_another_registry_panics_with_the_fix() {
    let _ = Document::new(&registry()).response::<ElsewhereController>(
        Action::Show,
        StatusCode::OK,
        Body::json::<Photo>(),
    );
}

#[test]
fn operation_mut_finds_what_the_document_has_and_nothing_else() {
    let mut document = Document::new(&registry());
    assert!(
        document
            .operation_mut(LikesController::CONTROLLER, Action::Create)
            .is_some()
    );
    assert!(
        document
            .operation_mut(LikesController::CONTROLLER, Action::Show)
            .is_none()
    );
    assert!(
        document
            .operation_mut(ElsewhereController::CONTROLLER, Action::Show)
            .is_none()
    );
}

/// The user's own handler, documented by hand at a path of the registry.
#[utoipa::path(
    get,
    path = "/photos/{id}",
    operation_id = "get_photo_by_hand",
    params(("id" = u64, Path, description = "The photo's number")),
    responses((status = 200, description = "The photo", body = Photo))
)]
#[allow(dead_code)]
fn show_photo() {}

/// Health check.
#[utoipa::path(get, path = "/health", responses((status = 200, description = "Up")))]
#[allow(dead_code)]
fn health() {}

#[derive(OpenApi)]
#[openapi(
    info(title = "Photo album", version = "2.0.0"),
    paths(show_photo, health),
    components(schemas(Photo))
)]
struct ApiDoc;

#[test]
fn a_merge_into_the_users_document_keeps_the_users_operations() {
    let registry = registry();
    let merged = ApiDoc::openapi().merge_from(restful_openapi::openapi(&registry));
    let merged: Value = serde_json::from_str(&merged.to_pretty_json().unwrap()).unwrap();
    let operations = operations(&merged);

    assert_eq!(merged["info"]["title"], "Photo album");
    assert_eq!(merged["info"]["version"], "2.0.0");
    let user = |path: &str| &operations[&(path.to_owned(), "get".to_owned())];
    assert_eq!(user("/health")["responses"]["200"]["description"], "Up");
    assert_eq!(user("/photos/{id}")["operationId"], "get_photo_by_hand");
    // Every other route of the registry is added beside them.
    let listed: BTreeSet<&(String, String)> = operations.keys().collect();
    for route in registry.routes() {
        let key = (
            route.path().to_owned(),
            route.method().as_str().to_ascii_lowercase(),
        );
        assert!(listed.contains(&key), "{route}");
    }
    assert_eq!(operations.len(), registry.routes().count() + 1);
    assert!(merged["components"]["schemas"]["Photo"].is_object());
    support::validator::validate("the merged document", &merged.to_string());
}

#[test]
fn the_test_registrys_document_passes_openapi_spec_validator() {
    support::validator::validate("the test registry's document", &attached().to_string());
    support::validator::validate(
        "the test registry's bare document",
        &restful_openapi::openapi_json(&registry()),
    );
}
