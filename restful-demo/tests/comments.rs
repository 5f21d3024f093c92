//! Comments nested under photos, over the real server: every page and form, JSON, and the
//! 404s of a nested resource (no such photo, no such comment, a comment of another photo).

mod support;

use serde_json::json;
use support::Site;
use ureq::http::Method;

#[test]
fn a_comment_goes_through_every_html_page_and_form() {
    let site = Site::start();

    let photo = site.get("/photos/2");
    assert!(photo.body.contains(r#"<h2 id="comments">Comments</h2>"#));
    assert!(photo.body.contains(r#"<li><div><strong>Ben</strong><p class="text">Is this the one at the end of the breakwater?</p></div><a href="/photos/2/comments/2" aria-label="Comment by Ben">Open</a></li>"#), "{}", photo.body);
    assert!(
        photo
            .body
            .contains(r#"<a class="button" href="/photos/2/comments/new_form">Add a comment</a>"#)
    );
    assert!(
        photo
            .body
            .contains(r#"<a href="/photos/2/comments">All comments on this photo</a>"#)
    );

    let index = site.get("/photos/2/comments");
    assert_eq!(index.status, 200);
    assert!(index.body.contains("<h1>Comments on Lighthouse</h1>"));
    assert!(
        index
            .body
            .contains(r#"<a href="/photos/2/comments/3" aria-label="Comment by Chloé">Open</a>"#)
    );
    assert!(
        index
            .body
            .contains(r#"<a href="/photos/2">Back to Lighthouse</a>"#)
    );

    // Writing needs an account: the browser signs in.
    site.session();
    let new_form = site.get("/photos/2/comments/new_form");
    assert_eq!(new_form.status, 200);
    assert!(
        new_form
            .body
            .contains(r#"<form method="post" action="/photos/2/comments">"#)
    );
    assert!(
        new_form
            .body
            .contains(r#"<p class="muted">On <a href="/photos/2">Lighthouse</a></p>"#)
    );
    assert!(new_form.body.contains(r#"name="author" value="""#));
    // (The `_method` of the header's sign-out button aside.)
    let main = &new_form.body[new_form.body.find("<main>").unwrap()..];
    assert!(!main.contains("_method"));

    site.submit(
        "/photos/2/comments",
        &[("author", "Dan"), ("body", "Lovely\nlight")],
    )
    .redirects_to("/photos/2/comments/4");
    let show = site.get("/photos/2/comments/4");
    assert_eq!(show.status, 200);
    assert!(show.body.contains("<h1>Comment by Dan</h1>"));
    assert!(show.body.contains("<p class=\"text\">Lovely\nlight</p>"));
    assert!(
        show.body
            .contains(r#"<a class="button" href="/photos/2/comments/4/edit_form">Edit</a>"#)
    );
    assert!(
        show.body
            .contains(r#"<form class="inline" method="post" action="/photos/2/comments/4">"#)
    );
    assert!(show.body.contains(r#"aria-label="Delete Comment by Dan""#));
    assert!(site.get("/photos/2").body.contains("<strong>Dan</strong>"));

    let edit_form = site.get("/photos/2/comments/4/edit_form");
    assert!(
        edit_form
            .body
            .contains(r#"<form method="post" action="/photos/2/comments/4">"#)
    );
    assert!(
        edit_form
            .body
            .contains(r#"<input type="hidden" name="_method" value="PUT">"#)
    );
    assert!(edit_form.body.contains(r#"name="author" value="Dan">"#));
    assert!(
        edit_form
            .body
            .contains(r#"<a href="/photos/2/comments/4">Cancel</a>"#)
    );

    site.submit(
        "/photos/2/comments/4",
        &[
            ("_method", "PUT"),
            ("author", "Dan"),
            ("body", "Lovely light"),
        ],
    )
    .redirects_to("/photos/2/comments/4");
    assert!(
        site.get("/photos/2/comments/4")
            .body
            .contains("Lovely light</p>")
    );

    let refused = site.submit(
        "/photos/2/comments/4",
        &[("_method", "PUT"), ("author", ""), ("body", "kept")],
    );
    assert_eq!(refused.status, 422);
    assert!(refused.body.contains("<li>Your name is required.</li>"));
    assert!(refused.body.contains(">kept</textarea>"));
    assert!(
        refused
            .body
            .contains(r#"<input type="hidden" name="_method" value="PUT">"#)
    );

    site.submit("/photos/2/comments/4", &[("_method", "DELETE")])
        .redirects_to("/photos/2");
    assert_eq!(site.get("/photos/2/comments/4").status, 404);
    assert!(!site.get("/photos/2").body.contains("<strong>Dan</strong>"));
}

#[test]
fn json_clients_get_comments_as_json() {
    let site = Site::start();
    assert_eq!(
        site.get_json("/photos/2/comments").json(),
        json!([
            {"id": "2", "author": "Ben", "body": "Is this the one at the end of the breakwater?"},
            {"id": "3", "author": "Chloé", "body": "It is. They repainted it last spring."},
        ])
    );
    let created = site.send_json(
        Method::POST,
        "/photos/1/comments",
        Some(json!({"author": " Gil ", "body": "Nice"})),
    );
    assert_eq!(created.status, 201);
    assert_eq!(created.location.as_deref(), Some("/photos/1/comments/4"));
    assert_eq!(
        created.json(),
        json!({"id": "4", "author": "Gil", "body": "Nice"})
    );
    assert_eq!(
        site.get_json("/photos/1").json()["comments"][1]["author"],
        "Gil"
    );

    let updated = site.send_json(
        Method::PUT,
        "/photos/1/comments/4",
        Some(json!({"author": "Gil", "body": "Very nice"})),
    );
    assert_eq!(
        updated.json(),
        json!({"id": "4", "author": "Gil", "body": "Very nice"})
    );
    let refused = site.send_json(Method::POST, "/photos/1/comments", Some(json!({})));
    assert_eq!(
        (refused.status, refused.json()),
        (
            422,
            json!({"errors": ["Your name is required.", "Comment is required."]})
        )
    );

    let deleted = site.send_json(Method::DELETE, "/photos/1/comments/4", None);
    assert_eq!((deleted.status, deleted.body.as_str()), (204, ""));
    assert_eq!(
        site.get_json("/photos/1/comments")
            .json()
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn a_comment_is_found_only_under_its_own_photo() {
    let site = Site::start();
    let cases = [
        ("/photos/9/comments", "There is no photo with the id 9."),
        (
            "/photos/9/comments/new_form",
            "There is no photo with the id 9.",
        ),
        ("/photos/9/comments/1", "There is no photo with the id 9."),
        // Comment 1 is on photo 1, not photo 2.
        (
            "/photos/2/comments/1",
            "The photo 2 has no comment with the id 1.",
        ),
        (
            "/photos/2/comments/1/edit_form",
            "The photo 2 has no comment with the id 1.",
        ),
        (
            "/photos/1/comments/99",
            "The photo 1 has no comment with the id 99.",
        ),
    ];
    // Signed in, for the forms: a visitor who is not is sent to sign in first.
    site.session();
    for (path, message) in cases {
        let answer = site.send_json(Method::GET, path, None);
        assert_eq!(
            (answer.status, answer.json()),
            (404, json!({"errors": [message]})),
            "{path}"
        );
        assert!(site.get(path).body.contains("<h1>Not Found</h1>"), "{path}");
    }
    // Ids that are not `i64`s: no route has the path, the app's 404 (tests/refusals.rs).
    for path in [
        "/photos/abc/comments/1",
        "/photos/01/comments",
        "/photos/1/comments/x",
    ] {
        let answer = site.send_json(Method::GET, path, None);
        assert_eq!(answer.status, 404, "{path}");
        assert_eq!(
            answer.json()["errors"][0],
            format!("Nothing lives at {path}."),
            "{path}"
        );
    }
    // Writes under the wrong photo are 404s too, and change nothing.
    let update = site.send_json(
        Method::PUT,
        "/photos/2/comments/1",
        Some(json!({"author": "x", "body": "y"})),
    );
    assert_eq!(update.status, 404);
    assert_eq!(
        site.send_json(Method::DELETE, "/photos/2/comments/1", None)
            .status,
        404
    );
    let create = site.send_json(
        Method::POST,
        "/photos/9/comments",
        Some(json!({"author": "x", "body": "y"})),
    );
    assert_eq!(create.status, 404);
    assert_eq!(
        site.get_json("/photos/1/comments/1").json()["author"],
        "Ana"
    );
}

/// The handlers read both ids at once, typed, in path order (`Ids<(i64, i64)>`): the photo's
/// first, then the comment's, as the path has them once decoded.
#[test]
fn a_comment_is_read_with_both_ids_in_path_order() {
    let site = Site::start();
    // Comment 3 is on photo 2.
    let chloe =
        json!({"id": "3", "author": "Chloé", "body": "It is. They repainted it last spring."});
    for path in ["/photos/2/comments/3", "/photos/%32/comments/%33"] {
        let answer = site.get_json(path);
        assert_eq!(
            (answer.status, answer.json()),
            (200, chloe.clone()),
            "{path}"
        );
    }
    // The other way round: photo 3, which is not there.
    let swapped = site.get_json("/photos/3/comments/2");
    assert_eq!(
        (swapped.status, swapped.json()),
        (404, json!({"errors": ["There is no photo with the id 3."]}))
    );
    // Any `i64` reaches the handler, which says which row is not there.
    let cases = [
        ("/photos/-2/comments/3", "There is no photo with the id -2."),
        (
            "/photos/2/comments/9223372036854775807",
            "The photo 2 has no comment with the id 9223372036854775807.",
        ),
    ];
    for (path, message) in cases {
        let answer = site.get_json(path);
        assert_eq!(
            (answer.status, answer.json()),
            (404, json!({"errors": [message]})),
            "{path}"
        );
    }
    // The filter "author" reads them the same way: another account's comment is a 403, one
    // that is not there goes on to the handler's 404.
    let refused = site.send_json(Method::DELETE, "/photos/2/comments/3", None);
    assert_eq!(refused.status, 403, "{}", refused.body);
    let missing = site.send_json(Method::DELETE, "/photos/2/comments/1", None);
    assert_eq!(
        (missing.status, missing.json()),
        (
            404,
            json!({"errors": ["The photo 2 has no comment with the id 1."]})
        )
    );
}

#[test]
fn user_input_in_comments_is_escaped() {
    let site = Site::start();
    site.submit(
        "/photos/1/comments",
        &[
            ("author", "<b>Mallory</b>"),
            ("body", "<script>alert(1)</script>"),
        ],
    )
    .redirects_to("/photos/1/comments/4");
    for path in [
        "/photos/1",
        "/photos/1/comments",
        "/photos/1/comments/4",
        "/photos/1/comments/4/edit_form",
    ] {
        let page = site.get(path);
        assert!(!page.body.contains("<script>alert"), "{path}");
        assert!(!page.body.contains("<b>Mallory"), "{path}");
        assert!(
            page.body.contains("&#60;b&#62;Mallory&#60;/b&#62;"),
            "{path}: {}",
            page.body
        );
    }
}
