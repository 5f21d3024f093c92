//! The real server, over real TCP: the binary is started on an ephemeral loopback port and
//! driven with an HTTP client that does not follow redirects, so that every 303 shows.

mod support;

use std::process::{Command, Output, Stdio};

use serde_json::json;
use support::{BIN, Demo, HTML, JSON, PATIENCE, Site, form, poll_until};
use ureq::http::Method;

#[test]
fn a_photo_goes_through_every_html_page_and_form() {
    let site = Site::start();

    let index = site.get("/photos");
    assert_eq!(index.status, 200);
    assert!(
        index.content_type.unwrap().starts_with("text/html"),
        "HTML for a browser"
    );
    assert!(
        index
            .body
            .contains(r#"<a href="/photos/1">Harbour at dawn</a>"#)
    );
    assert!(
        index
            .body
            .contains(r#"href="/photos/new_form">New photo</a>"#)
    );

    // Writing needs an account: the browser signs in (tests/users.rs has the rest).
    site.session();
    let new_form = site.get("/photos/new_form");
    assert_eq!(new_form.status, 200);
    assert!(
        new_form
            .body
            .contains(r#"<form method="post" action="/photos">"#)
    );
    assert!(new_form.body.contains(r#"name="title" value="""#));
    assert!(new_form.body.contains(r#"name="description""#));
    // (The `_method` of the header's sign-out button aside.)
    let main = &new_form.body[new_form.body.find("<main>").unwrap()..];
    assert!(!main.contains("_method"), "a create is a plain POST");
    assert!(new_form.form_token().is_some(), "with the CSRF token");

    let created = site.submit(
        "/photos",
        &[("title", "Sunset"), ("description", "Over the bay")],
    );
    created.redirects_to("/photos/3");

    let show = site.get("/photos/3");
    assert_eq!(show.status, 200);
    assert!(show.body.contains("<title>Sunset · restful demo</title>"));
    assert!(show.body.contains("<h1>Sunset</h1>"));
    assert!(show.body.contains("Over the bay"));
    assert!(show.body.contains(r#"href="/photos/3/edit_form">Edit</a>"#));
    let token = &site.session().token;
    assert!(show.body.contains(&format!(r#"<form class="inline" method="post" action="/photos/3"><input type="hidden" name="authenticity_token" value="{token}"><input type="hidden" name="_method" value="DELETE">"#)));

    let edit_form = site.get("/photos/3/edit_form");
    assert_eq!(edit_form.status, 200);
    assert!(
        edit_form
            .body
            .contains(r#"<form method="post" action="/photos/3">"#)
    );
    assert!(
        edit_form
            .body
            .contains(r#"<input type="hidden" name="_method" value="PUT">"#)
    );
    assert!(edit_form.body.contains(r#"name="title" value="Sunset">"#));
    assert!(edit_form.body.contains(">Over the bay</textarea>"));

    let updated = site.submit(
        "/photos/3",
        &[
            ("_method", "PUT"),
            ("title", "Sunset over the bay"),
            ("description", "From the north pier"),
        ],
    );
    updated.redirects_to("/photos/3");
    let show = site.get("/photos/3");
    assert!(show.body.contains("<h1>Sunset over the bay</h1>"));
    assert!(show.body.contains("From the north pier"));

    let deleted = site.submit("/photos/3", &[("_method", "DELETE")]);
    deleted.redirects_to("/photos");
    assert!(!site.get("/photos").body.contains("Sunset"));
    assert_eq!(site.get("/photos/3").status, 404);
}

#[test]
fn json_clients_get_json() {
    let site = Site::start();

    let index = site.get_json("/photos");
    assert_eq!(index.status, 200);
    assert_eq!(index.content_type.as_deref(), Some("application/json"));
    assert_eq!(
        index.json(),
        json!([
            {"id": "1", "title": "Harbour at dawn", "description": "Fishing boats coming in, taken from the north pier.", "featured": false, "comments_count": 1},
            {"id": "2", "title": "Lighthouse", "description": "The old lighthouse after the storm.", "featured": false, "comments_count": 2},
        ])
    );
    assert_eq!(site.get_json("/photos/2").json()["title"], "Lighthouse");

    let created = site.send_json(Method::POST, "/photos", Some(json!({"title": "Pier"})));
    assert_eq!(created.status, 201);
    assert_eq!(created.location.as_deref(), Some("/photos/3"));
    let pier = json!({"id": "3", "title": "Pier", "description": "", "featured": false});
    assert_eq!(created.json(), pier);
    let with_comments =
        json!({"id": "3", "title": "Pier", "description": "", "featured": false, "comments": []});
    assert_eq!(site.get_json("/photos/3").json(), with_comments);

    let updated = site.send_json(
        Method::PUT,
        "/photos/3",
        Some(json!({"title": "  Pier at night  ", "description": "Long exposure"})),
    );
    assert_eq!(updated.status, 200);
    assert_eq!(
        updated.json(),
        json!({"id": "3", "title": "Pier at night", "description": "Long exposure", "featured": false})
    );

    let deleted = site.send_json(Method::DELETE, "/photos/3", None);
    assert_eq!((deleted.status, deleted.body.as_str()), (204, ""));
    let gone = site.get_json("/photos/3");
    assert_eq!(gone.status, 404);
    assert_eq!(
        gone.json(),
        json!({"errors": ["There is no photo with the id 3."]})
    );

    // A body that is not JSON, or JSON of the wrong shape, is refused in JSON.
    let broken = site.send(
        Method::POST,
        "/photos",
        &[("accept", JSON), ("authorization", &site.user().basic())],
        Some((JSON, b"{\"title\":".to_vec())),
    );
    assert_eq!(broken.status, 400);
    assert!(broken.json()["errors"][0].is_string());
    let wrong = site.send_json(Method::POST, "/photos", Some(json!({"title": 5})));
    assert_eq!(wrong.status, 422);
    assert!(wrong.json()["errors"][0].is_string());
}

#[test]
fn invalid_input_is_422_with_the_message_and_the_input_kept() {
    let site = Site::start();
    let long = "x".repeat(101);
    // The user's own photo, to edit.
    let own = site.send_json(
        Method::POST,
        "/photos",
        Some(json!({"title": "Harbour at dawn"})),
    );
    assert_eq!(own.location.as_deref(), Some("/photos/3"));

    let empty = site.submit(
        "/photos",
        &[("title", "  "), ("description", "kept & safe")],
    );
    assert_eq!(empty.status, 422);
    assert!(empty.body.contains("Title is required."));
    assert!(empty.body.contains(">kept &#38; safe</textarea>"));
    assert!(
        empty
            .body
            .contains(r#"<form method="post" action="/photos">"#)
    );

    let too_long = site.submit("/photos", &[("title", &long)]);
    assert_eq!(too_long.status, 422);
    assert!(
        too_long
            .body
            .contains("Title is 101 characters long; the limit is 100.")
    );
    assert!(too_long.body.contains(&format!(r#"value="{long}""#)));

    let edit = site.submit("/photos/3", &[("_method", "PUT"), ("title", "")]);
    assert_eq!(edit.status, 422);
    assert!(edit.body.contains("Title is required."));
    assert!(
        edit.body
            .contains(r#"<input type="hidden" name="_method" value="PUT">"#)
    );
    assert_eq!(
        site.get_json("/photos/3").json()["title"],
        "Harbour at dawn",
        "nothing is saved"
    );

    let json = site.send_json(
        Method::POST,
        "/photos",
        Some(json!({"description": long.repeat(20)})),
    );
    assert_eq!(json.status, 422);
    assert_eq!(
        json.json(),
        json!({"errors": [
            "Title is required.",
            "Description is 2020 characters long; the limit is 2000.",
        ]})
    );
    assert_eq!(site.get_json("/photos").json().as_array().unwrap().len(), 3);
}

#[test]
fn user_input_is_escaped_in_every_page() {
    let site = Site::start();
    let attack = "<script>alert(1)</script>";
    let escaped = "&#60;script&#62;alert(1)&#60;/script&#62;";

    site.submit(
        "/photos",
        &[("title", attack), ("description", r#""quoted" & 'single'"#)],
    )
    .redirects_to("/photos/3");
    for path in ["/photos", "/photos/3", "/photos/3/edit_form"] {
        let page = site.get(path);
        assert!(page.body.contains(escaped), "{path}: {}", page.body);
        assert!(!page.body.contains(attack), "{path}: {}", page.body);
    }
    assert!(
        site.get("/photos/3")
            .body
            .contains("&#34;quoted&#34; &#38; &#39;single&#39;")
    );
    // JSON is not HTML: it carries the text as it is.
    assert_eq!(site.get_json("/photos/3").json()["title"], attack);
}

#[test]
fn unknown_paths_and_ids_are_404() {
    let site = Site::start();
    // Signed in: a visitor who is not is sent to sign in before `edit_form` looks for the photo.
    site.session();
    for path in [
        "/nope",
        "/photos/99",
        "/photos/99/edit_form",
        "/photos/abc",
        "/photos/01",
        // Not served by the reviews: read as the show of the review "new_form".
        "/admin/book_reviews/new_form",
        "/admin/book_reviews/1/edit_form",
    ] {
        let page = site.get(path);
        assert_eq!(page.status, 404, "{path}");
        assert!(
            page.body.contains("<h1>Not Found</h1>"),
            "{path}: {}",
            page.body
        );
    }
    // No route has the path: the fallback's answer (tests/refusals.rs has the rest), with the
    // `errors` of every error answer.
    assert_eq!(
        site.get_json("/nope").json(),
        json!({"status": 404, "error": "Nothing lives at /nope.", "errors": ["Nothing lives at /nope."]})
    );
    assert_eq!(
        site.submit("/photos/99", &[("_method", "PUT"), ("title", "x")])
            .status,
        404
    );
    assert_eq!(
        site.submit("/photos/99", &[("_method", "DELETE")]).status,
        404
    );
}

#[test]
fn wrong_methods_are_405_with_allow() {
    let site = Site::start();
    let cases = [
        (Method::PATCH, "/photos/1", "GET,HEAD,PUT,DELETE"),
        (Method::DELETE, "/photos", "GET,HEAD,POST"),
        (Method::POST, "/photos/new_form", "GET,HEAD"),
        (Method::POST, "/photos/search", "GET,HEAD"),
        (Method::GET, "/photos/1/feature", "POST"),
        (Method::POST, "/photos/1/unfeature", "DELETE"),
        (Method::POST, "/settings", "GET,HEAD,PUT"),
        (Method::DELETE, "/settings", "GET,HEAD,PUT"),
        (Method::PUT, "/admin/book_reviews/1", "GET,HEAD,DELETE"),
        (Method::DELETE, "/admin/book_reviews", "GET,HEAD,POST"),
    ];
    for (method, path, allow) in cases {
        // With the session's token, as a page's script sends it; without it too
        // (tests/csrf.rs): a request that reaches no action is never refused for its token.
        let answer = site.send_with_token(method.clone(), path);
        assert_eq!(
            (
                answer.status,
                answer.allow.as_deref().map(|a| a.replace(' ', ""))
            ),
            (405, Some(allow.to_owned())),
            "{method} {path}"
        );
    }
    // `_method=PATCH` asks for a PATCH, which no route has.
    let patch = site.submit("/photos/1", &[("_method", "PATCH"), ("title", "x")]);
    assert_eq!(patch.status, 405);
}

#[test]
fn malformed_escapes_are_404_in_ids_and_400_in_a_username() {
    let site = Site::start();
    // An id is an `i64`: a param that does not decode is not one, so no route has the path.
    for path in ["/photos/%zz", "/photos/%FF", "/photos/%zz/edit_form"] {
        assert_eq!(site.get(path).status, 404, "{path}");
    }
    // A username is any text: one that does not decode cannot be read.
    for path in ["/~%zz", "/~%FF"] {
        assert_eq!(site.get(path).status, 400, "{path}");
    }
}

#[test]
fn trailing_slash_and_head() {
    let site = Site::start();
    let with_slash = site.get("/photos/");
    assert_eq!(with_slash.status, 200);
    // The same page, but for the sign-in links, which come back to the path as it was asked.
    assert_eq!(
        with_slash.body.replace("%2Fphotos%2F\"", "%2Fphotos\""),
        site.get("/photos").body
    );
    assert!(
        site.get("/photos/1/")
            .body
            .contains("<h1>Harbour at dawn</h1>")
    );

    let head = site.send(Method::HEAD, "/photos", &[("accept", HTML)], None);
    assert_eq!((head.status, head.body.as_str()), (200, ""));
    assert!(head.content_type.unwrap().starts_with("text/html"));
}

#[test]
fn book_reviews_are_added_from_the_index_and_deleted_with_a_button() {
    let site = Site::start();
    let index = site.get("/admin/book_reviews");
    assert_eq!(index.status, 200);
    assert!(
        index
            .body
            .contains(r#"<a href="/admin/book_reviews/1">The Rust Programming Language</a>"#)
    );
    assert!(index.body.contains(r#"<form class="inline" method="post" action="/admin/book_reviews/1"><input type="hidden" name="authenticity_token" value=""#));
    assert!(
        index
            .body
            .contains(r#"<form method="post" action="/admin/book_reviews">"#)
    );
    assert!(!index.body.contains("edit_form"), "reviews are not edited");

    let refused = site.submit("/admin/book_reviews", &[("book", "Dune"), ("review", "")]);
    assert_eq!(refused.status, 422);
    assert!(refused.body.contains("Review is required."));
    assert!(refused.body.contains(r#"name="book" value="Dune""#));
    assert!(
        refused.body.contains("The Rust Programming Language"),
        "the list is still there"
    );

    site.submit(
        "/admin/book_reviews",
        &[("book", "Dune"), ("review", "Sand, and politics.")],
    )
    .redirects_to("/admin/book_reviews/2");
    let show = site.get("/admin/book_reviews/2");
    assert!(show.body.contains("<h1>Dune</h1>"));
    assert!(show.body.contains("Sand, and politics."));

    site.submit("/admin/book_reviews/2", &[("_method", "DELETE")])
        .redirects_to("/admin/book_reviews");
    assert!(!site.get("/admin/book_reviews").body.contains("Dune"));

    assert_eq!(
        site.get_json("/admin/book_reviews").json(),
        json!([{"id": "1", "book": "The Rust Programming Language", "review": "Clear, patient, and the chapter on ownership is worth the price alone."}])
    );
}

#[test]
fn the_home_page_is_the_route_table() {
    let site = Site::start();
    let home = site.get("/");
    assert_eq!(home.status, 200);
    for row in [
        r#"<tr><td>GET</td><td><a href="/photos"><code>/photos</code></a></td><td><code title="restful_demo::photos::PhotosController">PhotosController</code></td><td>index</td><td></td></tr>"#,
        r#"<tr><td>PUT</td><td><code>/photos/{id}</code></td><td><code title="restful_demo::photos::PhotosController">PhotosController</code></td><td>update</td><td>login, owner</td></tr>"#,
        r#"<tr><td>POST</td><td><code>/photos/{id}/feature</code></td><td><code title="restful_demo::photos::PhotosController">PhotosController</code></td><td>feature</td><td>login, owner</td></tr>"#,
        r#"<tr><td>DELETE</td><td><code>/admin/book_reviews/{id}</code></td><td><code title="restful_demo::reviews::BookReviewsController">BookReviewsController</code></td><td>destroy</td><td>login</td></tr>"#,
        r#"<tr><td>GET</td><td><code>/photos/{photo_id}/comments</code></td><td><code title="restful_demo::comments::CommentsController">CommentsController</code></td><td>index</td><td></td></tr>"#,
        r#"<tr><td>PUT</td><td><code>/photos/{photo_id}/comments/{id}</code></td><td><code title="restful_demo::comments::CommentsController">CommentsController</code></td><td>update</td><td>login, author</td></tr>"#,
        r#"<tr><td>POST</td><td><code>/session</code></td><td><code title="restful_demo::session::SessionController">SessionController</code></td><td>create</td><td></td></tr>"#,
    ] {
        assert!(home.body.contains(row), "{row}\n{}", home.body);
    }
    // The pages' own routes, and an account's page, are rows like the others.
    for row in [
        r#"<tr><td>GET</td><td><a href="/"><code>/</code></a></td><td><code title="restful_demo::home::PagesController">PagesController</code></td><td>home</td><td></td></tr>"#,
        r#"<tr><td>GET</td><td><a href="/openapi.json"><code>/openapi.json</code></a></td><td><code title="restful_demo::home::PagesController">PagesController</code></td><td>openapi</td><td></td></tr>"#,
        r#"<tr><td>GET</td><td><code>/~{username}</code></td><td><code title="restful_demo::users::UsersController">UsersController</code></td><td>profile</td><td></td></tr>"#,
    ] {
        assert!(home.body.contains(row), "{row}\n{}", home.body);
    }
    assert_eq!(home.body.matches("<tr><td>").count(), 32);
    // The nav, from the registry too: the indexes, and the singleton's page.
    assert!(home.body.contains(
        r#"<nav><a href="/admin/book_reviews">Book reviews</a><a href="/photos">Photos</a><a href="/settings">Settings</a></nav>"#
    ));
}

/// `/photos/search?q=<text>`, the text encoded as a form would send it.
fn search_path(text: &str) -> String {
    format!("/photos/search?{}", form(&[("q", text)]))
}

/// The titles a JSON search for `text` gives.
fn searched(site: &Site, text: &str) -> Vec<String> {
    let answer = site.get_json(&search_path(text));
    assert_eq!(answer.status, 200, "{text:?}: {}", answer.body);
    answer
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|photo| photo["title"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn photos_are_searched_with_wildcards_taken_literally() {
    let site = Site::start();
    for title in [
        "100% cotton sails",
        "1000 boats",
        "a_b",
        "axb",
        r"back\slash",
        "backslash",
    ] {
        let created = site.send_json(Method::POST, "/photos", Some(json!({"title": title})));
        assert_eq!(created.status, 201, "{title}");
    }
    let cases: [(&str, &[&str]); 9] = [
        ("100%", &["100% cotton sails"]),
        ("100", &["1000 boats", "100% cotton sails"]),
        ("%", &["100% cotton sails"]),
        ("a_b", &["a_b"]),
        ("_", &["a_b"]),
        (r"\", &[r"back\slash"]),
        (r"k\s", &[r"back\slash"]),
        // In a description too, ASCII letters in any case, newest first.
        ("PIER", &["Harbour at dawn"]),
        ("%_\\", &[]),
    ];
    for (text, titles) in cases {
        assert_eq!(searched(&site, text), titles, "{text:?}");
    }
    // Nothing to look for: nothing found, and the page is the form alone.
    assert_eq!(searched(&site, ""), Vec::<String>::new());
    assert_eq!(searched(&site, "   "), Vec::<String>::new());
    let empty = site.get("/photos/search");
    assert_eq!(empty.status, 200);
    assert!(
        empty.body.contains(
            r#"<form class="search" method="get" action="/photos/search" role="search">"#
        )
    );
    assert!(!empty.body.contains(r#"class="summary""#), "{}", empty.body);
    assert!(
        !empty.body.contains(r#"<ul class="items"#),
        "{}",
        empty.body
    );

    // The page lists the results as the index does, and escapes what was searched.
    let page = site.get(&search_path("100%"));
    assert_eq!(page.status, 200);
    assert!(
        page.body
            .contains(r#"<a href="/photos/3">100% cotton sails</a>"#)
    );
    assert!(
        page.body
            .contains(r#"<p class="summary">1 photo matches “100%”.</p>"#)
    );
    assert!(page.body.contains(r#"name="q" value="100%""#));
    let attack = site.get(&search_path("<b>x</b>"));
    assert!(attack.body.contains(r#"value="&#60;b&#62;x&#60;/b&#62;""#));
    assert!(!attack.body.contains("<b>x</b>"));
    // The index has the form.
    assert!(
        site.get("/photos").body.contains(
            r#"<form class="search" method="get" action="/photos/search" role="search">"#
        )
    );

    // Too long: 422, with the form again or the message as JSON.
    let long = "x".repeat(101);
    let refused = site.get(&search_path(&long));
    assert_eq!(refused.status, 422);
    assert!(
        refused
            .body
            .contains("Search is 101 characters long; the limit is 100.")
    );
    assert!(refused.body.contains(&format!(r#"value="{long}""#)));
    let refused = site.get_json(&search_path(&long));
    assert_eq!(
        (refused.status, refused.json()),
        (
            422,
            json!({"errors": ["Search is 101 characters long; the limit is 100."]})
        )
    );
    // A query string that says `q` twice cannot be read: 400, in the format asked for.
    let twice = site.get_json("/photos/search?q=a&q=b");
    assert_eq!(twice.status, 400);
    assert!(twice.json()["errors"][0].is_string());
    let head = site.send(
        Method::HEAD,
        "/photos/search?q=x",
        &[("accept", HTML)],
        None,
    );
    assert_eq!((head.status, head.body.as_str()), (200, ""));
}

#[test]
fn a_search_shows_at_most_the_settings_limit_newest_first() {
    let site = Site::start();
    for n in 1..=3 {
        let title = format!("Gull {n}");
        let created = site.send_json(Method::POST, "/photos", Some(json!({"title": title})));
        assert_eq!(created.status, 201);
    }
    assert_eq!(searched(&site, "gull"), ["Gull 3", "Gull 2", "Gull 1"]);
    let page = site.get(&search_path("gull"));
    assert!(page.body.contains("3 photos match “gull”, newest first."));
    assert!(page.body.contains("lists at most 50, newest first"));

    let limited = site.send_json(
        Method::PUT,
        "/settings",
        Some(json!({"title": "restful demo", "search_limit": 2})),
    );
    assert_eq!(limited.status, 200, "{}", limited.body);
    assert_eq!(searched(&site, "gull"), ["Gull 3", "Gull 2"]);
    let page = site.get(&search_path("gull"));
    assert!(
        page.body
            .contains("More than 2 photos match “gull”: the 2 newest are shown.")
    );
    assert!(page.body.contains("lists at most 2, newest first"));
    // Exactly as many as the limit: nothing left out.
    assert_eq!(searched(&site, "gull 3"), ["Gull 3"]);
}

#[test]
fn photos_are_featured_and_unfeatured() {
    let site = Site::start();
    let token = &site.session().token;
    // The user's own photos (3 and 4): featuring is for a photo's owner.
    for title in ["Harbour at dawn", "Lighthouse"] {
        let created = site.send_json(Method::POST, "/photos", Some(json!({"title": title})));
        assert_eq!(created.status, 201, "{}", created.body);
    }
    let show = site.get("/photos/3");
    assert!(show.body.contains(&format!(r#"<form class="inline" method="post" action="/photos/3/feature"><input type="hidden" name="authenticity_token" value="{token}"><button type="submit" class="secondary">Feature</button></form>"#)));
    assert!(!show.body.contains("unfeature"));
    assert!(!show.body.contains(r#"class="badge""#));

    // Twice: the same as once.
    for _ in 0..2 {
        site.submit("/photos/3/feature", &[])
            .redirects_to("/photos/3");
    }
    let show = site.get("/photos/3");
    assert!(
        show.body
            .contains(r#"<p class="badges"><span class="badge">Featured</span></p>"#)
    );
    assert!(show.body.contains(&format!(r#"<form class="inline" method="post" action="/photos/3/unfeature"><input type="hidden" name="authenticity_token" value="{token}"><input type="hidden" name="_method" value="DELETE"><button type="submit" class="secondary">Unfeature</button></form>"#)));
    assert!(site.get("/photos").body.contains(
        r#"<li><span><a href="/photos/3">Harbour at dawn</a> <span class="badge">Featured</span></span>"#
    ));
    assert_eq!(site.get_json("/photos/3").json()["featured"], true);
    assert_eq!(site.get_json("/photos").json()[3]["featured"], false);

    // An update neither reads nor resets it.
    let updated = site.send_json(
        Method::PUT,
        "/photos/3",
        Some(json!({"title": "Harbour", "featured": false})),
    );
    assert_eq!(updated.json()["featured"], true, "{}", updated.body);
    let created = site.send_json(
        Method::POST,
        "/photos",
        Some(json!({"title": "New", "featured": true})),
    );
    assert_eq!(created.json()["featured"], false, "{}", created.body);

    for _ in 0..2 {
        site.submit("/photos/3/unfeature", &[("_method", "DELETE")])
            .redirects_to("/photos/3");
    }
    assert_eq!(site.get_json("/photos/3").json()["featured"], false);

    // JSON: the photo as it now is.
    let featured = site.send_json(Method::POST, "/photos/4/feature", None);
    assert_eq!(
        (featured.status, featured.json()),
        (
            200,
            json!({"id": "4", "title": "Lighthouse", "description": "", "featured": true})
        )
    );
    let unfeatured = site.send_json(Method::DELETE, "/photos/4/unfeature", None);
    assert_eq!(unfeatured.json()["featured"], false);

    // Another's photo (the examples are the placeholder account's): 403, and no button.
    assert!(!site.get("/photos/1").body.contains("/photos/1/feature"));
    assert_eq!(site.submit("/photos/1/feature", &[]).status, 403);
    assert_eq!(
        site.send_json(Method::POST, "/photos/1/feature", None)
            .status,
        403
    );
    assert_eq!(site.get_json("/photos/1").json()["featured"], false);

    // No such photo: 404, as `show` answers.
    for path in [
        "/photos/99/feature",
        "/photos/abc/feature",
        "/photos/01/feature",
    ] {
        let page = site.submit(path, &[]);
        assert_eq!(page.status, 404, "{path}");
        assert!(page.body.contains("<h1>Not Found</h1>"), "{path}");
        let json = site.send_json(Method::POST, path, None);
        assert_eq!(json.status, 404, "{path}");
    }
    let gone = site.send_json(Method::DELETE, "/photos/99/unfeature", None);
    assert_eq!(
        (gone.status, gone.json()),
        (
            404,
            json!({"errors": ["There is no photo with the id 99."]})
        )
    );
}

#[test]
fn the_settings_are_a_singleton_with_show_edit_form_and_update() {
    let site = Site::start();
    // Anyone sees them; changing them needs an account.
    assert!(
        site.get("/settings/edit_form")
            .location
            .is_some_and(|to| to.starts_with("/session/new_form"))
    );
    site.session();
    let defaults = json!({"title": "restful demo", "search_limit": 50});
    assert_eq!(site.get_json("/settings").json(), defaults);
    let show = site.get("/settings");
    assert_eq!(show.status, 200);
    assert!(show.body.contains("<title>Settings · restful demo</title>"));
    assert!(
        show.body
            .contains(r#"<a class="button" href="/settings/edit_form">Edit</a>"#)
    );
    assert!(
        show.body
            .contains(r#"<a href="/settings" aria-current="page">Settings</a>"#)
    );

    let edit = site.get("/settings/edit_form");
    assert_eq!(edit.status, 200);
    assert!(
        edit.body
            .contains(r#"<form method="post" action="/settings">"#)
    );
    assert!(
        edit.body
            .contains(r#"<input type="hidden" name="_method" value="PUT">"#)
    );
    assert!(edit.body.contains(r#"name="title" value="restful demo">"#));
    assert!(edit.body.contains(r#"name="search_limit" value="50">"#));
    assert!(edit.body.contains(r#"<a href="/settings">Cancel</a>"#));

    // Refused: 422, the form again with what was typed; nothing saved.
    let refused = site.submit(
        "/settings",
        &[
            ("_method", "PUT"),
            ("title", "<i>"),
            ("search_limit", "ten"),
        ],
    );
    assert_eq!(refused.status, 422);
    assert!(
        refused
            .body
            .contains("Search results shown must be a whole number from 1 to 100.")
    );
    assert!(
        refused
            .body
            .contains(r#"name="title" value="&#60;i&#62;">"#)
    );
    assert!(refused.body.contains(r#"name="search_limit" value="ten">"#));
    assert_eq!(site.get_json("/settings").json(), defaults);
    let refused = site.send_json(Method::PUT, "/settings", Some(json!({"search_limit": 101})));
    assert_eq!(
        (refused.status, refused.json()),
        (
            422,
            json!({"errors": [
                "Site title is required.",
                "Search results shown must be a whole number from 1 to 100.",
            ]})
        )
    );

    // Saved: back to the settings, and every page has the new title, escaped.
    site.submit(
        "/settings",
        &[
            ("_method", "PUT"),
            ("title", " Gulls & <terns> "),
            ("search_limit", " 7 "),
        ],
    )
    .redirects_to("/settings");
    assert_eq!(
        site.get_json("/settings").json(),
        json!({"title": "Gulls & <terns>", "search_limit": 7})
    );
    for path in ["/settings", "/photos", "/photos/1", "/", "/nope"] {
        let page = site.get(path);
        assert!(
            page.body
                .contains(r#"<a class="brand" href="/">Gulls &#38; &#60;terns&#62;</a>"#),
            "{path}: {}",
            page.body
        );
    }
    let updated = site.send_json(
        Method::PUT,
        "/settings",
        Some(json!({"title": "Back", "search_limit": "3"})),
    );
    assert_eq!(
        (updated.status, updated.json()),
        (200, json!({"title": "Back", "search_limit": 3}))
    );
    assert!(
        site.get("/photos")
            .body
            .contains("<title>Photos · Back</title>")
    );

    // One, with no id: nothing to create or delete, and no other path.
    for path in ["/settings/new_form", "/settings/1", "/settings/1/edit_form"] {
        assert_eq!(site.get(path).status, 404, "{path}");
    }
}

/// Runs the binary to its end, with a bound on how long that may take, with `addr_var` as
/// `RESTFUL_DEMO_ADDR`.
fn run(args: &[&str], addr_var: Option<&str>) -> Output {
    let mut command = Command::new(BIN);
    match addr_var {
        Some(value) => command.env("RESTFUL_DEMO_ADDR", value),
        None => command.env_remove("RESTFUL_DEMO_ADDR"),
    };
    let mut child = command
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The outputs are small: they fit in the pipes until the process has exited.
    let exited = poll_until(PATIENCE, &format!("{BIN} {args:?} to exit"), || {
        child.try_wait().unwrap()
    });
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status, exited);
    output
}

#[test]
fn routes_prints_the_table_and_exits() {
    let output = run(&["--routes"], None);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 33, "{stdout}");
    assert!(lines[0].starts_with("Controller"));
    let routes: Vec<Vec<&str>> = lines[1..]
        .iter()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        routes[0],
        [
            "restful_demo::reviews::BookReviewsController",
            "index",
            "GET",
            "/admin/book_reviews"
        ]
    );
    assert_eq!(
        routes[22],
        [
            "restful_demo::comments::CommentsController",
            "destroy",
            "DELETE",
            "/photos/{photo_id}/comments/{id}"
        ]
    );
    assert_eq!(
        routes[23],
        [
            "restful_demo::session::SessionController",
            "new_form",
            "GET",
            "/session/new_form"
        ]
    );
    assert_eq!(
        routes[28],
        [
            "restful_demo::settings::SettingsController",
            "update",
            "PUT",
            "/settings"
        ]
    );
    assert_eq!(
        routes[4],
        ["restful_demo::home::PagesController", "home", "GET", "/"]
    );
    assert_eq!(
        routes[5],
        [
            "restful_demo::home::PagesController",
            "openapi",
            "GET",
            "/openapi.json"
        ]
    );
    assert_eq!(
        routes[30],
        [
            "restful_demo::users::UsersController",
            "create",
            "POST",
            "/users"
        ]
    );
    assert_eq!(
        routes[31],
        [
            "restful_demo::users::UsersController",
            "profile",
            "GET",
            "/~{username}"
        ]
    );
    for route in [
        ["destroy", "DELETE", "/photos/{id}"],
        ["search", "GET", "/photos/search"],
        ["feature", "POST", "/photos/{id}/feature"],
        ["unfeature", "DELETE", "/photos/{id}/unfeature"],
    ] {
        let mut expected = vec!["restful_demo::photos::PhotosController"];
        expected.extend(route);
        assert!(routes.contains(&expected), "{route:?}: {stdout}");
    }
}

#[test]
fn help_and_bad_arguments() {
    let help = run(&["--help"], None);
    assert!(help.status.success());
    assert!(
        String::from_utf8(help.stdout)
            .unwrap()
            .starts_with("Usage: restful-demo")
    );

    let cases: [(&[&str], Option<&str>, &str); 4] = [
        (&["--bogus"], None, "unknown argument `--bogus`"),
        (&["--addr"], None, "`--addr` needs a value"),
        (
            &["--addr", "nonsense"],
            None,
            "cannot listen on `nonsense` (from --addr)",
        ),
        (
            &[],
            Some("nonsense"),
            "cannot listen on `nonsense` (from RESTFUL_DEMO_ADDR)",
        ),
    ];
    for (args, addr_var, message) in cases {
        let output = run(args, addr_var);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?} {addr_var:?}: {stderr}"
        );
        assert!(
            stderr.starts_with(&format!("restful-demo: {message}")),
            "{stderr}"
        );
        assert!(stderr.contains("Usage: restful-demo"), "{stderr}");
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn the_address_comes_from_the_environment_and_the_flag_wins() {
    let from_env = Demo::start_with(
        Command::new(BIN)
            .env("RESTFUL_DEMO_ADDR", "127.0.0.1:0")
            .args(["--db", ":memory:"]),
    );
    assert!(from_env.base().starts_with("http://127.0.0.1:"));
    assert_eq!(Site::on(from_env).get("/photos").status, 200);

    let flag_wins = Demo::start_with(
        Command::new(BIN)
            .env("RESTFUL_DEMO_ADDR", "nonsense")
            .args(["--addr", "127.0.0.1:0", "--db", ":memory:"]),
    );
    assert_eq!(Site::on(flag_wins).get("/photos").status, 200);
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_server_gracefully() {
    let mut demo = Demo::start();
    let kill = Command::new("kill")
        .args(["-INT", &demo.pid().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let (status, printed) = demo.wait_for_exit();
    assert!(status.success(), "{status}");
    assert_eq!(
        printed.last().map(String::as_str),
        Some("Shutting down: finishing the requests in flight.")
    );
}
