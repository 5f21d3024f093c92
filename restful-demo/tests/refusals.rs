//! What is refused before any handler runs, over the real server: every 404 (no route has the
//! path, an id that is not an `i64`), 405 (with its `Allow`) and 400 (a malformed escape in
//! the one untyped param, a username) is the demo's own answer, JSON to a client that asks for
//! it and the error page to a browser, never restful's plain text (`src/refusals.rs`). And the
//! links the pages make with typed ids lead to the records they name.

mod support;

use std::collections::BTreeSet;

use restful_core::{Action, Method as RouteMethod, registry};
use restful_demo::{BookReviewsController, CommentsController, PhotosController};
use serde_json::{Value, json};
use support::{Answer, HTML, JSON, Site};
use ureq::http::Method;

/// The JSON of a refusal: the status and the message, and the message in `errors` as every
/// error answer of the demo has it.
fn refusal(status: u16, message: &str) -> Value {
    json!({"status": status, "error": message, "errors": [message]})
}

/// `answer` is the JSON of a refusal with `status` and `message`.
fn assert_json(answer: &Answer, status: u16, message: &str, what: &str) {
    assert_eq!(answer.status, status, "{what}: {}", answer.body);
    assert_eq!(
        answer.content_type.as_deref(),
        Some("application/json"),
        "{what}"
    );
    assert_eq!(answer.json(), refusal(status, message), "{what}");
}

/// `answer` is the demo's error page, in its layout, titled `title`, saying `message`.
fn assert_page(answer: &Answer, status: u16, title: &str, message: &str, what: &str) {
    assert_eq!(answer.status, status, "{what}: {}", answer.body);
    assert_eq!(
        answer.content_type.as_deref(),
        Some("text/html; charset=utf-8"),
        "{what}"
    );
    let body = &answer.body;
    for part in [
        format!("<title>{title} · restful demo</title>"),
        format!("<h1>{title}</h1>"),
        format!("<p>{message}</p>"),
        // The layout of every page: the site's name, the nav, the account's corner.
        r#"<a class="brand" href="/">restful demo</a>"#.to_owned(),
        r#"<a href="/photos">Photos</a>"#.to_owned(),
        r#"<div class="account">"#.to_owned(),
    ] {
        assert!(body.contains(&part), "{what}: no {part} in {body}");
    }
}

fn send(site: &Site, method: &Method, path: &str, accept: &str) -> Answer {
    site.send(method.clone(), path, &[("accept", accept)], None)
}

#[test]
fn a_path_no_route_has_is_the_demos_404_in_json_or_the_page() {
    let site = Site::start();
    let cases = [
        (Method::GET, "/nope"),
        (Method::GET, "/photos/abc"),
        // One way to write an id: `01` and `+1` are not `1`.
        (Method::GET, "/photos/01"),
        (Method::GET, "/photos/+1"),
        // One past `i64::MAX`.
        (Method::GET, "/photos/9223372036854775808"),
        // A malformed escape in a typed id: no route either, not a 400.
        (Method::GET, "/photos/%zz"),
        (Method::GET, "/photos/abc/edit_form"),
        (Method::GET, "/photos/abc/comments"),
        (Method::GET, "/photos/1/comments/x"),
        (Method::GET, "/admin/book_reviews/abc"),
        (Method::GET, "/settings/1"),
        (Method::GET, "/photos/.."),
        // A method the path would not answer, but the path is no route: 404, not 405.
        (Method::PATCH, "/photos/abc"),
        (Method::DELETE, "/photos/abc"),
        (Method::POST, "/photos/abc/feature"),
    ];
    for (method, path) in cases {
        let what = format!("{method} {path}");
        let message = format!("Nothing lives at {path}.");
        let json = send(&site, &method, path, JSON);
        assert_json(&json, 404, &message, &what);
        assert_eq!(json.allow, None, "{what}");
        let page = send(&site, &method, path, HTML);
        assert_page(&page, 404, "Not Found", &message, &what);
    }
}

#[test]
fn a_wrong_method_is_the_demos_405_with_its_allow() {
    let site = Site::start();
    let cases = [
        (Method::PATCH, "/photos/1", "GET, HEAD, PUT, DELETE"),
        (Method::DELETE, "/photos", "GET, HEAD, POST"),
        (Method::OPTIONS, "/photos", "GET, HEAD, POST"),
        (
            Method::POST,
            "/photos/1/comments/1",
            "GET, HEAD, PUT, DELETE",
        ),
        (Method::PUT, "/admin/book_reviews/1", "GET, HEAD, DELETE"),
        (Method::POST, "/settings", "GET, HEAD, PUT"),
        (Method::POST, "/", "GET, HEAD"),
        (Method::DELETE, "/~legacy", "GET, HEAD"),
    ];
    for (method, path, allow) in cases {
        let what = format!("{method} {path}");
        let message = format!("{path} does not answer {method}: it answers {allow}.");
        let json = send(&site, &method, path, JSON);
        assert_json(&json, 405, &message, &what);
        assert_eq!(json.allow.as_deref(), Some(allow), "{what}");
        let page = send(&site, &method, path, HTML);
        assert_page(&page, 405, "Method Not Allowed", &message, &what);
        assert_eq!(page.allow.as_deref(), Some(allow), "{what}");
    }
}

#[test]
fn a_malformed_escape_in_a_username_is_the_demos_400() {
    let site = Site::start();
    // `%zz` is no escape; `%FF` decodes to a byte that is not UTF-8.
    for path in ["/~%zz", "/~%FF", "/~a%2"] {
        let message = format!(
            "{path} cannot be read: its username is a malformed percent-escape (`%` and two \
             hexadecimal digits), or is not UTF-8."
        );
        let json = send(&site, &Method::GET, path, JSON);
        assert_json(&json, 400, &message, path);
        let page = send(&site, &Method::GET, path, HTML);
        assert_page(&page, 400, "Bad Request", &message, path);
    }
    // A username that decodes is looked for: the handler's own 404.
    let nobody = send(&site, &Method::GET, "/~%6Eobody", JSON);
    assert_eq!(
        (nobody.status, nobody.json()),
        (
            404,
            json!({"errors": ["No account has the username nobody."]})
        )
    );
}

#[test]
fn an_id_that_is_an_i64_reaches_the_handler_and_its_own_404() {
    let site = Site::start();
    // Typed ids that parse, but name no row: the handlers' own answers, as `Errors`.
    let cases = [
        (
            PhotosController::show_path(i64::MAX),
            "There is no photo with the id 9223372036854775807.",
        ),
        (
            PhotosController::show_path(-4),
            "There is no photo with the id -4.",
        ),
        (
            PhotosController::show_path(0),
            "There is no photo with the id 0.",
        ),
        (
            CommentsController::show_path(2, i64::MIN),
            "The photo 2 has no comment with the id -9223372036854775808.",
        ),
        (
            BookReviewsController::show_path(7),
            "There is no book review with the id 7.",
        ),
    ];
    for (path, message) in cases {
        let answer = site.get_json(&path);
        assert_eq!(
            (answer.status, answer.json()),
            (404, json!({"errors": [message]})),
            "{path}"
        );
    }
}

/// The `href`s and form `action`s of `page` that start with `prefix`.
fn links(page: &str, prefix: &str) -> BTreeSet<String> {
    ["href=\"", "action=\""]
        .iter()
        .flat_map(|attribute| page.split(attribute).skip(1))
        .filter_map(|rest| rest.split('"').next())
        .filter(|link| link.starts_with(prefix))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_links_made_with_typed_ids_lead_to_their_records() {
    let site = Site::start();
    let created = site.send_json(Method::POST, "/photos", Some(json!({"title": "Mine"})));
    assert_eq!(created.status, 201, "{}", created.body);
    // JSON carries the id as text; the links take it as the `i64` it is.
    let photo: i64 = created.json()["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(
        created.location,
        Some(PhotosController::show_path(photo)),
        "the Location of a create"
    );
    let comment = site.send_json(
        Method::POST,
        &CommentsController::create_path(photo),
        Some(json!({"author": "Me", "body": "First"})),
    );
    assert_eq!(comment.status, 201, "{}", comment.body);
    let comment_id: i64 = comment.json()["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(
        comment.location,
        Some(CommentsController::show_path(photo, comment_id))
    );

    // The photo's page, seen by its owner: every link to the photo or below it, each made by
    // a typed function.
    site.session();
    let page = site.get(&PhotosController::show_path(photo));
    assert_eq!(page.status, 200);
    let expected: BTreeSet<String> = [
        PhotosController::show_path(photo),
        PhotosController::edit_form_path(photo),
        PhotosController::feature_path(photo),
        CommentsController::index_path(photo),
        CommentsController::new_form_path(photo),
        CommentsController::show_path(photo, comment_id),
    ]
    .into_iter()
    .collect();
    let prefix = format!("/photos/{photo}");
    assert_eq!(links(&page.body, &prefix), expected, "{}", page.body);
    // Each is a route whose typed ids read back as the link's, and each page answers.
    for link in &expected {
        let method = match link.ends_with("/feature") {
            true => RouteMethod::POST,
            false => RouteMethod::GET,
        };
        let found = registry().recognize(&method, link).unwrap();
        assert_eq!(
            found.param("photo_id").or(found.id()),
            Some(photo.to_string().as_str())
        );
        if found.controller().is::<CommentsController>() && found.action() == Action::Show {
            assert_eq!(found.id(), Some(comment_id.to_string().as_str()));
        }
        if method == RouteMethod::GET {
            assert_eq!(site.get(link).status, 200, "{link}");
        }
    }
}
