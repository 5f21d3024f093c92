//! The routes that belong to no resource, and an account's page, over the real server: the
//! route table at `/` and the document at `/openapi.json` are routes of the registry
//! (`PagesController`), listed in the table and the document like every other; `/~{username}`
//! lists an account's photos, and each photo's page links to its owner's.

mod support;

use serde_json::json;
use support::{JSON, Site};
use ureq::http::Method;

#[test]
fn the_route_table_lists_itself_and_the_document() {
    let site = Site::start();
    let home = site.get("/");
    assert_eq!(home.status, 200);
    assert!(
        home.content_type
            .as_deref()
            .unwrap()
            .starts_with("text/html"),
        "{home:?}"
    );
    for row in [
        "restful_demo::home::PagesController",
        "/openapi.json",
        "/~{username}",
        "profile",
    ] {
        assert!(home.body.contains(row), "the table has {row}");
    }
    // A GET that needs no param is a link; the account's page needs a username.
    assert!(home.body.contains("href=\"/openapi.json\""));
    assert!(!home.body.contains("href=\"/~"));
    // Only GET (and HEAD): the rest is restful's 405.
    let refused = site.send(Method::POST, "/", &[("content-type", JSON)], None);
    assert_eq!(refused.status, 405);
    assert_eq!(refused.allow.as_deref(), Some("GET, HEAD"));
}

#[test]
fn the_document_is_a_route_and_lists_every_route() {
    let site = Site::start();
    let answer = site.get_json("/openapi.json");
    assert_eq!(answer.status, 200);
    assert_eq!(answer.content_type.as_deref(), Some("application/json"));
    let document = answer.json();
    assert_eq!(
        document,
        serde_json::from_str::<serde_json::Value>(restful_demo::openapi_json()).unwrap()
    );
    let home = &document["paths"]["/"]["get"];
    assert_eq!(home["operationId"], "pages_home");
    assert!(home["responses"]["200"]["content"]["text/html"].is_object());
    let openapi = &document["paths"]["/openapi.json"]["get"];
    assert_eq!(openapi["operationId"], "pages_openapi");
    assert!(openapi["responses"]["200"]["content"]["application/json"].is_object());
    let profile = &document["paths"]["/~{username}"]["get"];
    assert_eq!(profile["operationId"], "users_profile");
    assert_eq!(profile["parameters"][0]["name"], "username");
    assert_eq!(profile["parameters"][0]["in"], "path");
    assert!(profile["responses"]["404"]["content"]["application/json"].is_object());
    assert!(profile["responses"]["404"]["content"]["text/plain"].is_null());
    // Every route of the registry, and no other path.
    let routes = restful_core::registry().routes().count();
    let operations: usize = document["paths"]
        .as_object()
        .unwrap()
        .values()
        .map(|item| item.as_object().unwrap().len())
        .sum();
    assert_eq!(operations, routes);
}

#[test]
fn an_account_page_lists_its_photos_and_each_photo_links_to_it() {
    let site = Site::start();
    let ada = site.sign_up("ada@example.com");
    let other = site.sign_up("ada@example.org");
    let mine = site.send_json_as(
        Some(&ada),
        Method::POST,
        "/photos",
        Some(json!({"title": "Ada's bridge"})),
    );
    assert_eq!(mine.status, 201, "{mine:?}");
    let id = mine.json()["id"].as_str().unwrap().to_owned();
    let theirs = site.send_json_as(
        Some(&other),
        Method::POST,
        "/photos",
        Some(json!({"title": "Someone else's"})),
    );
    assert_eq!(theirs.status, 201, "{theirs:?}");

    // The photo's page links to its owner's, by the typed link.
    let photo = site.get(&format!("/photos/{id}"));
    assert_eq!(photo.status, 200);
    assert!(
        photo.body.contains("<a href=\"/~ada\">~ada</a>"),
        "{}",
        photo.body
    );

    let page = site.get("/~ada");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("<h1>~ada</h1>"), "{}", page.body);
    assert!(page.body.contains(&format!("href=\"/photos/{id}\"")));
    assert!(page.body.contains("Ada&#39;s bridge") || page.body.contains("Ada&#x27;s bridge"));
    assert!(!page.body.contains("Someone else"));

    // A second `ada` is `ada-2`.
    let json = site.get_json("/~ada-2").json();
    let titles: Vec<&str> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|photo| photo["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Someone else's"]);

    // The examples are the placeholder account's: `legacy`.
    let legacy = site.get_json("/~legacy").json();
    assert!(!legacy.as_array().unwrap().is_empty());

    let missing = site.get_json("/~nobody");
    assert_eq!(missing.status, 404);
    assert!(missing.json()["errors"].is_array());
    assert_eq!(site.get("/~nobody").status, 404);
}
