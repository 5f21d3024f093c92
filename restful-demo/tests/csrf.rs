//! CSRF protection over the real server: which requests need the token, where it may come
//! from, the cookie that carries the session, and the 403 that refuses the rest.
//! (`tests/data.rs` checks that refused requests change nothing in the database.)

mod support;

use serde_json::json;
use support::{FORM, HTML, JSON, Site};
use ureq::http::Method;

#[test]
fn form_pages_hand_out_the_token_and_set_the_session_cookie() {
    let site = Site::start();
    let page = site.get("/photos/new_form");
    let cookie = page.set_cookie.clone().expect("the session cookie");
    assert!(cookie.starts_with("restful_demo_session="), "{cookie}");
    for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Expires="] {
        assert!(cookie.contains(attribute), "{attribute}: {cookie}");
    }
    assert!(page.form_token().is_some_and(|token| token.len() >= 40));
    // Every form that posts carries it: the delete and feature buttons too.
    for path in [
        "/photos/1",
        "/photos/1/edit_form",
        "/photos/1/comments/1",
        "/admin/book_reviews",
        "/settings/edit_form",
    ] {
        let page = site.get(path);
        let forms = page.body.matches("<form ").count();
        let tokens = page.body.matches(r#"name="authenticity_token""#).count();
        assert!(
            forms > 0 && forms == tokens,
            "{path}: {forms} forms, {tokens} tokens"
        );
    }
    // Pages without forms that post set no cookie (the search's form is a GET, and carries
    // no token), and neither does JSON.
    for path in ["/photos", "/photos/search?q=x", "/settings"] {
        let page = site.get(path);
        assert_eq!(page.set_cookie, None, "{path}");
        assert!(!page.body.contains("authenticity_token"), "{path}");
    }
    assert_eq!(site.get_json("/photos/1").set_cookie, None);
    assert_eq!(site.get("/").set_cookie, None);
}

#[test]
fn the_token_stays_the_same_for_a_session() {
    let site = Site::start();
    let session = site.session().clone();
    let again = site.get("/photos/1");
    assert_eq!(again.form_token().as_deref(), Some(session.token.as_str()));
    assert_ne!(
        site.new_session().token,
        session.token,
        "another browser, another token"
    );
}

#[test]
fn the_token_comes_in_the_form_or_in_a_header() {
    let site = Site::start();
    let session = site.session().clone();
    site.submit("/photos", &[("title", "From a form")])
        .redirects_to("/photos/3");
    let from_header = site.send(
        Method::DELETE,
        "/photos/3",
        &[
            ("accept", JSON),
            ("cookie", &session.cookie),
            ("x-csrf-token", &session.token),
        ],
        None,
    );
    assert_eq!(from_header.status, 204);
    // The header works with a form body too, and so does `_method` in it.
    let form_and_header = site.send(
        Method::POST,
        "/photos/1",
        &[
            ("accept", HTML),
            ("cookie", &session.cookie),
            ("x-csrf-token", &session.token),
        ],
        Some((FORM, b"_method=PUT&title=Renamed".to_vec())),
    );
    form_and_header.redirects_to("/photos/1");
}

#[test]
fn json_requests_need_no_token() {
    let site = Site::start();
    let created = site.send_json(Method::POST, "/photos", Some(json!({"title": "No token"})));
    assert_eq!(created.status, 201);
    let merge_patch = site.send(
        Method::PUT,
        "/photos/3",
        &[("accept", JSON)],
        Some((
            "application/merge-patch+json",
            br#"{"title": "Still none"}"#.to_vec(),
        )),
    );
    assert_eq!(merge_patch.status, 200);
    assert_eq!(
        site.send_json(Method::DELETE, "/photos/3", None).status,
        204
    );
}

#[test]
fn a_refusal_is_a_403_that_says_what_to_do() {
    let site = Site::start();
    let html = site.post_form("/photos", &[("title", "x")], None);
    assert_eq!(html.status, 403);
    assert!(html.content_type.unwrap().starts_with("text/html"));
    assert!(html.body.contains("<h1>Forbidden</h1>"));
    assert!(html.body.contains("nothing was changed"));
    assert!(html.body.contains("reload the page, and submit it again"));

    let json = site.send(Method::DELETE, "/photos/1", &[("accept", JSON)], None);
    assert_eq!(json.status, 403);
    let errors = json.json()["errors"].as_array().unwrap().clone();
    assert_eq!(errors.len(), 3);
    assert!(
        errors[2]
            .as_str()
            .unwrap()
            .contains("Content-Type: application/json")
    );
    // Checked before routing: a write anywhere needs the token, even where no route is.
    assert_eq!(site.post_form("/nowhere", &[], None).status, 403);
    // Reads never do.
    for method in [Method::GET, Method::HEAD, Method::OPTIONS] {
        assert_ne!(
            site.send(method.clone(), "/photos", &[], None).status,
            403,
            "{method}"
        );
    }
}

#[test]
fn text_plain_and_multipart_bodies_need_the_header() {
    // The two other content types a cross-site form can send: their body is not read for a
    // token, so they need the header.
    let site = Site::start();
    let session = site.session().clone();
    for content_type in ["text/plain", "multipart/form-data; boundary=x"] {
        let body = format!("authenticity_token={}", session.token);
        let answer = site.send(
            Method::POST,
            "/photos",
            &[("accept", HTML), ("cookie", &session.cookie)],
            Some((content_type, body.into_bytes())),
        );
        assert_eq!(answer.status, 403, "{content_type}");
    }
}
