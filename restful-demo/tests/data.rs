//! The data, over the real server and a real database file: it survives a restart and a
//! crash, concurrent writes all land, a deleted photo takes its comments with it, and
//! requests that are refused change nothing. The database is read from outside the server
//! (read-only, as another process would), so that what is checked is what is on disk.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;

use serde_json::json;
use support::{BIN, Demo, FORM, HTML, JSON, Site, count, form, snapshot};
use ureq::http::Method;

/// A temporary directory with the path of a database file in it, not created yet.
fn database() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("demo.sqlite3");
    (dir, file)
}

fn site_on(file: &Path) -> Site {
    Site::on(Demo::start_on(file))
}

#[test]
fn a_new_database_gets_the_schema_and_the_examples_once() {
    let (_dir, file) = database();
    let site = site_on(&file);
    assert_eq!(
        (
            count(&file, "photos"),
            count(&file, "comments"),
            count(&file, "book_reviews")
        ),
        (2, 3, 1)
    );
    // Emptied by its user, it stays empty after a restart: examples go into new databases only.
    // (The examples are the placeholder account's, which nobody signs in to: emptied with
    // SQL, as the `sqlite3` shell would.)
    drop(site);
    let db = rusqlite::Connection::open(&file).unwrap();
    db.execute_batch("PRAGMA foreign_keys = ON; DELETE FROM photos;")
        .unwrap();
    drop(db);
    let site = site_on(&file);
    assert_eq!(site.get_json("/photos").json(), json!([]));
    assert_eq!((count(&file, "photos"), count(&file, "comments")), (0, 0));
}

#[test]
fn data_survives_a_restart() {
    let (_dir, file) = database();
    let site = site_on(&file);
    site.submit(
        "/photos",
        &[("title", "Kept"), ("description", "Across restarts")],
    )
    .redirects_to("/photos/3");
    site.submit(
        "/photos/3/comments",
        &[("author", "Dee"), ("body", "Still here?")],
    )
    .redirects_to("/photos/3/comments/4");
    site.submit("/photos/3/feature", &[])
        .redirects_to("/photos/3");
    site.submit(
        "/settings",
        &[
            ("_method", "PUT"),
            ("title", "Kept site"),
            ("search_limit", "9"),
        ],
    )
    .redirects_to("/settings");
    // A graceful stop, as Ctrl-C or a service manager asks for one.
    let mut demo = site.demo;
    let kill = Command::new("kill")
        .args(["-TERM", &demo.pid().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    assert!(demo.wait_for_exit().0.success());

    let site = site_on(&file);
    let photo = site.get_json("/photos/3").json();
    assert_eq!(
        photo,
        json!({"id": "3", "title": "Kept", "description": "Across restarts", "featured": true, "comments": [
            {"id": "4", "author": "Dee", "body": "Still here?"},
        ]})
    );
    // The settings too, and the pages show them from the start.
    assert_eq!(
        site.get_json("/settings").json(),
        json!({"title": "Kept site", "search_limit": 9})
    );
    assert!(
        site.get("/photos")
            .body
            .contains("<title>Photos · Kept site</title>")
    );
    // Ids go on from where they were: the sequence is in the file too.
    site.submit("/photos", &[("title", "Next")])
        .redirects_to("/photos/4");
}

#[test]
fn what_was_answered_survives_a_crash() {
    let (_dir, file) = database();
    let site = site_on(&file);
    // Each write answered 2xx or 303, then at once a SIGKILL: no shutdown, no flush.
    site.submit("/photos", &[("title", "Before the crash")])
        .redirects_to("/photos/3");
    let created = site.send_json(
        Method::POST,
        "/photos/3/comments",
        Some(json!({"author": "Eve", "body": "Saved?"})),
    );
    assert_eq!(created.status, 201);
    site.submit("/photos", &[("title", "To rename")])
        .redirects_to("/photos/4");
    site.submit("/photos/4", &[("_method", "PUT"), ("title", "Renamed")])
        .redirects_to("/photos/4");
    site.demo.crash();

    let site = site_on(&file);
    assert_eq!(
        site.get_json("/photos/3").json()["title"],
        "Before the crash"
    );
    assert_eq!(
        site.get_json("/photos/3").json()["comments"][0]["body"],
        "Saved?"
    );
    assert_eq!(site.get_json("/photos/4").json()["title"], "Renamed");
}

#[test]
fn sixty_four_concurrent_creates_make_sixty_four_rows() {
    const WRITERS: usize = 64;
    let (_dir, file) = database();
    let site = site_on(&file);
    let before = count(&file, "photos");
    // Half as browsers (a form with the session's token), half as JSON clients.
    let session = site.session().clone();
    let locations: Vec<String> = thread::scope(|scope| {
        let writers: Vec<_> = (0..WRITERS)
            .map(|n| {
                let (site, session) = (&site, &session);
                scope.spawn(move || {
                    let title = format!("Concurrent {n}");
                    let answer = if n % 2 == 0 {
                        let fields =
                            form(&[("title", &title), ("authenticity_token", &session.token)]);
                        site.send(
                            Method::POST,
                            "/photos",
                            &[("accept", HTML), ("cookie", &session.cookie)],
                            Some((FORM, fields.into_bytes())),
                        )
                    } else {
                        site.send_json(Method::POST, "/photos", Some(json!({"title": title})))
                    };
                    assert!(matches!(answer.status, 201 | 303), "{n}: {answer:?}");
                    answer.location.expect("a create says where the photo is")
                })
            })
            .collect();
        writers
            .into_iter()
            .map(|writer| writer.join().unwrap())
            .collect()
    });
    assert_eq!(count(&file, "photos"), before + WRITERS as i64);
    let mut unique = locations.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        WRITERS,
        "each create has its own row: {locations:?}"
    );
    for n in 0..WRITERS {
        let title = format!("Concurrent {n}");
        let found = site.get_json("/photos").json();
        assert_eq!(
            found
                .as_array()
                .unwrap()
                .iter()
                .filter(|photo| photo["title"] == title)
                .count(),
            1,
            "{title}"
        );
    }
}

#[test]
fn deleting_a_photo_deletes_its_comments() {
    let (_dir, file) = database();
    let site = site_on(&file);
    let comments_of = |photo: i64| -> i64 {
        let db = rusqlite::Connection::open_with_flags(
            &file,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .unwrap();
        db.query_row(
            "SELECT count(*) FROM comments WHERE photo_id = ?1",
            [photo],
            |row| row.get(0),
        )
        .unwrap()
    };
    // The user's own photo, with a comment of theirs and one of another account's.
    site.submit("/photos", &[("title", "Mine")])
        .redirects_to("/photos/3");
    site.submit(
        "/photos/3/comments",
        &[("author", "Fay"), ("body", "One more")],
    )
    .redirects_to("/photos/3/comments/4");
    let other = site.sign_up("other@example.com");
    let theirs = site.send_json_as(
        Some(&other),
        Method::POST,
        "/photos/3/comments",
        Some(json!({"author": "Gus", "body": "And mine"})),
    );
    assert_eq!(theirs.location.as_deref(), Some("/photos/3/comments/5"));
    assert_eq!((comments_of(1), comments_of(2), comments_of(3)), (1, 2, 2));

    site.submit("/photos/3", &[("_method", "DELETE")])
        .redirects_to("/photos");
    assert_eq!(
        (comments_of(1), comments_of(2), comments_of(3)),
        (1, 2, 0),
        "the other photos' comments stay"
    );
    assert_eq!(count(&file, "comments"), 3);
    for path in [
        "/photos/3/comments",
        "/photos/3/comments/4",
        "/photos/3/comments/5",
    ] {
        assert_eq!(site.get_json(path).status, 404, "{path}");
    }
}

/// A body refused for its size is read to its end and thrown away, so that the client, which
/// sends its whole body before reading the answer, gets the 413 and sends its next request
/// on the same connection.
#[test]
fn a_refused_body_leaves_its_connection_open() {
    let (_dir, file) = database();
    let site = site_on(&file);
    let session = site.session().clone();
    let big = "x".repeat(3 * 1024 * 1024);
    for _ in 0..3 {
        let json = site.send_json(Method::POST, "/photos", Some(json!({ "title": big })));
        let form = site.send(
            Method::POST,
            "/photos",
            &with_session(&session.cookie),
            Some((FORM, form(&[("title", &big)]).into_bytes())),
        );
        for answer in [&json, &form] {
            assert_eq!(answer.status, 413, "{}", answer.body);
            assert_eq!(answer.connection, None);
        }
        assert_eq!(site.get_json("/photos").status, 200);
    }
}

#[test]
fn refused_requests_change_nothing() {
    let (_dir, file) = database();
    let site = site_on(&file);
    let session = site.session().clone();
    let other = site.new_session();
    let long_path = format!("/photos/{}", "7".repeat(100 * 1024));
    let big_form = form(&[
        ("title", &"x".repeat(3 * 1024 * 1024)),
        ("authenticity_token", &session.token),
    ]);
    let before = snapshot(&file);

    let refused: Vec<(&str, u16)> = vec![
        // A 100 KiB path, as a create, an update and a delete would send it.
        ("100 KiB path, nested POST", {
            let fields = form(&[
                ("author", "x"),
                ("body", "y"),
                ("authenticity_token", &session.token),
            ]);
            let path = format!("{long_path}/comments");
            site.raw(
                "POST",
                &path,
                &[("cookie", &session.cookie), ("content-type", FORM)],
                fields.as_bytes(),
            )
        }),
        ("100 KiB path, DELETE", {
            let fields = form(&[
                ("_method", "DELETE"),
                ("authenticity_token", &session.token),
            ]);
            site.raw(
                "POST",
                &long_path,
                &[("cookie", &session.cookie), ("content-type", FORM)],
                fields.as_bytes(),
            )
        }),
        (
            "100 KiB path, JSON PUT",
            site.raw(
                "PUT",
                &long_path,
                &[("content-type", JSON)],
                br#"{"title":"x"}"#,
            ),
        ),
        // Under that limit, the app sees it: an id that names no row.
        ("60 KiB path, DELETE", {
            let fields = form(&[
                ("_method", "DELETE"),
                ("authenticity_token", &session.token),
            ]);
            let path = format!("/photos/{}", "7".repeat(60 * 1024));
            site.raw(
                "POST",
                &path,
                &[("cookie", &session.cookie), ("content-type", FORM)],
                fields.as_bytes(),
            )
        }),
        // Malformed escapes in an id.
        ("malformed escape, PUT", {
            let fields = form(&[
                ("_method", "PUT"),
                ("title", "x"),
                ("authenticity_token", &session.token),
            ]);
            site.send(
                Method::POST,
                "/photos/%zz",
                &with_session(&session.cookie),
                Some((FORM, fields.into_bytes())),
            )
            .status
        }),
        (
            "malformed escape, DELETE",
            site.send_json(Method::DELETE, "/photos/1%2", None).status,
        ),
        (
            "malformed escape, nested",
            site.send_json(
                Method::POST,
                "/photos/%FF/comments",
                Some(json!({"author": "a", "body": "b"})),
            )
            .status,
        ),
        // A form body over the 2 MiB limit.
        (
            "3 MiB form",
            site.send(
                Method::POST,
                "/photos",
                &with_session(&session.cookie),
                Some((FORM, big_form.into_bytes())),
            )
            .status,
        ),
        (
            "3 MiB JSON",
            site.send_json(
                Method::POST,
                "/photos",
                Some(json!({"title": "x".repeat(3 * 1024 * 1024)})),
            )
            .status,
        ),
        // The CSRF token: missing, wrong, another session's, or no session at all.
        (
            "no token",
            site.post_form("/photos", &[("title", "x")], Some(&session.cookie))
                .status,
        ),
        (
            "wrong token",
            site.post_form(
                "/photos",
                &[("title", "x"), ("authenticity_token", "forged")],
                Some(&session.cookie),
            )
            .status,
        ),
        (
            "another session's token",
            site.post_form(
                "/photos",
                &[("title", "x"), ("authenticity_token", &other.token)],
                Some(&session.cookie),
            )
            .status,
        ),
        (
            "token without its cookie",
            site.post_form(
                "/photos",
                &[("title", "x"), ("authenticity_token", &session.token)],
                None,
            )
            .status,
        ),
        (
            "wrong token, _method=DELETE",
            site.post_form(
                "/photos/1",
                &[("_method", "DELETE"), ("authenticity_token", "forged")],
                Some(&session.cookie),
            )
            .status,
        ),
        (
            "no token, override header",
            site.send(
                Method::POST,
                "/photos/1",
                &[
                    ("accept", HTML),
                    ("cookie", &session.cookie),
                    ("x-http-method-override", "DELETE"),
                ],
                None,
            )
            .status,
        ),
        (
            "no token, DELETE",
            site.send(
                Method::DELETE,
                "/photos/1/comments/1",
                &with_session(&session.cookie),
                None,
            )
            .status,
        ),
        (
            "no token, feature",
            site.post_form("/photos/1/feature", &[], Some(&session.cookie))
                .status,
        ),
        (
            "wrong token, _method=DELETE unfeature",
            site.post_form(
                "/photos/1/unfeature",
                &[("_method", "DELETE"), ("authenticity_token", "forged")],
                Some(&session.cookie),
            )
            .status,
        ),
        (
            "another session's token, settings",
            site.post_form(
                "/settings",
                &[
                    ("_method", "PUT"),
                    ("title", "Forged"),
                    ("search_limit", "1"),
                    ("authenticity_token", &other.token),
                ],
                Some(&session.cookie),
            )
            .status,
        ),
        (
            "invalid settings",
            site.post_form(
                "/settings",
                &[
                    ("_method", "PUT"),
                    ("title", ""),
                    ("search_limit", "1"),
                    ("authenticity_token", &session.token),
                ],
                Some(&session.cookie),
            )
            .status,
        ),
        (
            "feature, no such photo",
            site.send_json(Method::POST, "/photos/99/feature", None)
                .status,
        ),
        (
            "wrong header token, PUT",
            site.send(
                Method::PUT,
                "/photos/1",
                &[
                    ("accept", JSON),
                    ("cookie", &session.cookie),
                    ("x-csrf-token", "forged"),
                ],
                Some((FORM, b"title=x".to_vec())),
            )
            .status,
        ),
    ];
    let expected = [
        // hyper refuses a request target over 64 KiB (`http::Uri`'s limit) before the app.
        ("100 KiB path, nested POST", 414),
        ("100 KiB path, DELETE", 414),
        ("100 KiB path, JSON PUT", 414),
        ("60 KiB path, DELETE", 404),
        // A malformed escape is no `i64`: no route has the path.
        ("malformed escape, PUT", 404),
        ("malformed escape, DELETE", 404),
        ("malformed escape, nested", 404),
        ("3 MiB form", 413),
        ("3 MiB JSON", 413),
        ("no token", 403),
        ("wrong token", 403),
        ("another session's token", 403),
        ("token without its cookie", 403),
        ("wrong token, _method=DELETE", 403),
        ("no token, override header", 403),
        ("no token, DELETE", 403),
        ("no token, feature", 403),
        ("wrong token, _method=DELETE unfeature", 403),
        ("another session's token, settings", 403),
        ("invalid settings", 422),
        ("feature, no such photo", 404),
        ("wrong header token, PUT", 403),
    ];
    assert_eq!(refused, expected);
    assert_eq!(snapshot(&file), before, "nothing was written");
    // And the server still answers.
    assert_eq!(site.get("/photos/1").status, 200);
}

/// The headers of a browser's request in the session of `cookie`.
fn with_session(cookie: &str) -> [(&str, &str); 2] {
    [("accept", HTML), ("cookie", cookie)]
}

#[test]
fn the_database_comes_from_the_environment_and_the_flag_wins() {
    let (_dir, file) = database();
    let (_other_dir, other) = database();
    let from_env = Demo::start_with(
        Command::new(BIN)
            .env("RESTFUL_DEMO_DB", &file)
            .args(["--addr", "127.0.0.1:0"]),
    );
    drop(from_env);
    assert_eq!(
        count(&file, "photos"),
        2,
        "created where RESTFUL_DEMO_DB says"
    );

    let flag_wins = Demo::start_with(
        Command::new(BIN)
            .env("RESTFUL_DEMO_DB", &file)
            .args(["--addr", "127.0.0.1:0", "--db"])
            .arg(&other),
    );
    drop(flag_wins);
    assert!(other.exists());
}

#[test]
fn a_database_that_cannot_be_opened_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let not_a_database = dir.path().join("notes.txt");
    std::fs::write(
        &not_a_database,
        "These are notes, not a SQLite database at all.",
    )
    .unwrap();
    let missing_dir = dir.path().join("no/such/dir/demo.sqlite3");
    for (file, message) in [
        (
            &not_a_database,
            "cannot configure it: file is not a database",
        ),
        (&missing_dir, "cannot open it"),
    ] {
        let output = Command::new(BIN)
            .args(["--addr", "127.0.0.1:0", "--db"])
            .arg(file)
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        let expected = format!("restful-demo: the database `{}`: {message}", file.display());
        assert!(stderr.starts_with(&expected), "{stderr}");
        assert!(stderr.contains("(from --db)"), "{stderr}");
    }
}
