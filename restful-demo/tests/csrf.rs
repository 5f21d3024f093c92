//! CSRF protection over the real server: which requests need the token (those that reach an
//! action other than a GET, with the method they are routed with), where it may come from,
//! the cookie that carries the session, the 403 that refuses the rest, and the 404 or 405
//! that a request reaching no action keeps, whatever its token.
//! (`tests/data.rs` checks that refused requests change nothing in the database.)

mod support;

use serde_json::json;
use support::{FORM, HTML, JSON, Site};
use ureq::http::Method;

#[test]
fn form_pages_hand_out_the_token_and_set_the_session_cookie() {
    let site = Site::start();
    // Pages without forms that post set no cookie for a visitor who is not signed in (the
    // search's form is a GET, and carries no token), and neither does JSON.
    for path in ["/photos", "/photos/search?q=x", "/settings", "/photos/1"] {
        let page = site.get(path);
        assert_eq!(page.set_cookie, None, "{path}");
        assert!(!page.body.contains("authenticity_token"), "{path}");
    }
    assert_eq!(site.get_json("/photos/1").set_cookie, None);
    assert_eq!(site.get("/").set_cookie, None);

    let page = site.get("/session/new_form");
    let cookie = page.set_cookie.clone().expect("the session cookie");
    assert!(cookie.starts_with("restful_demo_session="), "{cookie}");
    for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Expires="] {
        assert!(cookie.contains(attribute), "{attribute}: {cookie}");
    }
    assert!(page.form_token().is_some_and(|token| token.len() >= 40));
    // Signed in, with a photo and a comment of one's own: every form that posts carries it,
    // the delete and feature buttons too, and the sign-out button of every page.
    site.session();
    let photo = site.send_json(Method::POST, "/photos", Some(json!({"title": "Mine"})));
    assert_eq!(photo.location.as_deref(), Some("/photos/3"));
    let comment = site.send_json(
        Method::POST,
        "/photos/3/comments",
        Some(json!({"author": "Me", "body": "Mine too"})),
    );
    assert_eq!(comment.location.as_deref(), Some("/photos/3/comments/4"));
    for path in [
        "/photos/3",
        "/photos/3/edit_form",
        "/photos/3/comments/4",
        "/admin/book_reviews",
        "/settings/edit_form",
        "/photos",
        "/settings",
    ] {
        let page = site.get(path);
        let forms = page.body.matches(r#"method="post""#).count();
        let tokens = page.body.matches(r#"name="authenticity_token""#).count();
        assert!(
            forms > 0 && forms == tokens,
            "{path}: {forms} forms, {tokens} tokens"
        );
        assert!(page.body.contains(">Sign out</button>"), "{path}");
        assert!(
            page.set_cookie.is_some(),
            "{path}: the token was handed out"
        );
    }
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
    site.submit("/photos", &[("title", "From a form too")])
        .redirects_to("/photos/4");
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
        "/photos/4",
        &[
            ("accept", HTML),
            ("cookie", &session.cookie),
            ("x-csrf-token", &session.token),
        ],
        Some((FORM, b"_method=PUT&title=Renamed".to_vec())),
    );
    form_and_header.redirects_to("/photos/4");
}

#[test]
fn json_requests_need_no_token() {
    let site = Site::start();
    let created = site.send_json(Method::POST, "/photos", Some(json!({"title": "No token"})));
    assert_eq!(created.status, 201);
    let merge_patch = site.send(
        Method::PUT,
        "/photos/3",
        &[("accept", JSON), ("authorization", &site.user().basic())],
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
    // Reads never need it.
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

#[test]
fn every_write_that_reaches_an_action_needs_the_token() {
    let site = Site::start();
    let no_token = |method: Method, path: &str, body: Option<&str>| {
        let body = body.map(|body| (FORM, body.as_bytes().to_vec()));
        site.send(method, path, &[("accept", HTML)], body).status
    };
    let cases = [
        (Method::POST, "/photos", Some("title=x")),
        (Method::PUT, "/photos/1", Some("title=x")),
        (Method::DELETE, "/photos/1", None),
        (Method::POST, "/photos/1/feature", None),
        (Method::DELETE, "/photos/1/unfeature", None),
        (Method::POST, "/photos/1/comments", Some("author=a&body=b")),
        (Method::DELETE, "/photos/1/comments/1", None),
        (Method::DELETE, "/admin/book_reviews/1", None),
        (Method::PUT, "/settings", Some("title=x&search_limit=5")),
        // An id that names nothing reaches the action all the same.
        (Method::DELETE, "/photos/999", None),
        // `_method` is checked as the action it reaches.
        (Method::POST, "/photos/1", Some("_method=DELETE")),
        (Method::POST, "/photos/1", Some("_method=put&title=x")),
        (Method::POST, "/photos/1/unfeature", Some("_method=DELETE")),
        (Method::POST, "/settings", Some("_method=PUT&title=x")),
    ];
    for (method, path, body) in cases {
        assert_eq!(
            no_token(method.clone(), path, body),
            403,
            "{method} {path} {body:?}"
        );
    }
    let header = site.send(
        Method::POST,
        "/photos/1",
        &[("accept", HTML), ("x-http-method-override", "DELETE")],
        None,
    );
    assert_eq!(header.status, 403, "the override header");
}

#[test]
fn a_request_that_reaches_no_action_keeps_its_404_or_405_whatever_its_token() {
    let site = Site::start();
    let session = site.session().clone();
    let without = |method: Method, path: &str, body: Option<&str>| {
        let body = body.map(|body| (FORM, body.as_bytes().to_vec()));
        site.send(method, path, &[("accept", HTML)], body)
    };
    let with = |method: Method, path: &str, body: Option<&str>| {
        let body = body.map(|body| (FORM, body.as_bytes().to_vec()));
        let headers = [
            ("accept", HTML),
            ("cookie", session.cookie.as_str()),
            ("x-csrf-token", session.token.as_str()),
        ];
        site.send(method, path, &headers, body)
    };
    let cases = [
        (
            Method::PATCH,
            "/photos/1",
            None,
            405,
            Some("GET, HEAD, PUT, DELETE"),
        ),
        (
            Method::DELETE,
            "/photos",
            None,
            405,
            Some("GET, HEAD, POST"),
        ),
        (
            Method::POST,
            "/photos/1",
            Some("title=x"),
            405,
            Some("GET, HEAD, PUT, DELETE"),
        ),
        (
            Method::POST,
            "/photos/1",
            Some("_method=PATCH"),
            405,
            Some("GET, HEAD, PUT, DELETE"),
        ),
        (
            Method::PUT,
            "/settings/edit_form",
            None,
            405,
            Some("GET, HEAD"),
        ),
        (
            Method::OPTIONS,
            "/photos",
            None,
            405,
            Some("GET, HEAD, POST"),
        ),
        (Method::POST, "/nowhere", Some("title=x"), 404, None),
        (Method::DELETE, "/photos/1/nowhere", None, 404, None),
        (Method::DELETE, "/photos/..", None, 404, None),
        // An id that is not an `i64`: no route has the path. A malformed escape is not one
        // either (the one untyped param, a username, is on a GET only, which is never checked).
        (Method::DELETE, "/photos/abc", None, 404, None),
        (Method::PUT, "/photos/01", Some("title=x"), 404, None),
        (Method::DELETE, "/photos/%zz", None, 404, None),
        (Method::PUT, "/photos/%FF", Some("title=x"), 404, None),
    ];
    for (method, path, body, status, allow) in cases {
        for (token, answer) in [
            ("without a token", without(method.clone(), path, body)),
            ("with the token", with(method.clone(), path, body)),
        ] {
            assert_eq!(
                (answer.status, answer.allow.as_deref()),
                (status, allow),
                "{method} {path} {body:?} {token}: {}",
                answer.body
            );
        }
    }
    // A form over the limit where no action is: not read, so not a 413.
    let big = format!("title={}", "x".repeat(3 * 1024 * 1024));
    let form = [("content-type", FORM)];
    assert_eq!(site.raw("PUT", "/nowhere", &form, big.as_bytes()), 404);
    assert_eq!(site.raw("DELETE", "/photos", &form, big.as_bytes()), 405);
    // A method of no RFC, which the client library refuses to send.
    for headers in [
        vec![],
        vec![
            ("cookie", session.cookie.as_str()),
            ("x-csrf-token", session.token.as_str()),
        ],
    ] {
        assert_eq!(site.raw("BREW", "/photos", &headers, b""), 405);
    }
}

#[test]
fn the_routes_beside_the_restful_ones_are_get_only() {
    // The check asks the registry, which knows the restful routes only: a route of the app's
    // own that took writes would take them unchecked. None does: a write there is a 405.
    let site = Site::start();
    for path in ["/", "/openapi.json"] {
        for method in [Method::POST, Method::PUT, Method::DELETE, Method::PATCH] {
            let answer = site.send(method.clone(), path, &[("accept", HTML)], None);
            assert_eq!(answer.status, 405, "{method} {path}");
        }
        assert_eq!(site.get(path).status, 200, "{path}");
    }
}
