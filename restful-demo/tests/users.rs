//! Accounts and sessions over the real server: signing up, in and out, the session cookie
//! (new at each sign-in, dead once signed out, alive across a restart, and its attributes),
//! HTTP Basic for JSON clients, the filters (a visitor who is not signed in is sent to sign in
//! and back, or answered 401; another account's photo or comment is a 403), the CSRF rule with
//! each way of signing in, and the migration that gives the rows of an older database an owner.

mod support;

use std::path::Path;
use std::process::Command;

use serde_json::json;
use support::{CSRF_COOKIE, Demo, FORM, HTML, JSON, LOGIN_COOKIE, Session, Site, basic, form};
use ureq::http::Method;

/// A form POST of `session`'s browser: its cookies and its token.
fn submit_as(
    site: &Site,
    session: &Session,
    path: &str,
    fields: &[(&str, &str)],
) -> support::Answer {
    let mut fields = fields.to_vec();
    fields.push(("authenticity_token", &session.token));
    site.post_form(path, &fields, Some(&session.cookie))
}

/// A GET of `session`'s browser.
fn get_as(site: &Site, session: &Session, path: &str) -> support::Answer {
    site.send(
        Method::GET,
        path,
        &[("accept", HTML), ("cookie", &session.cookie)],
        None,
    )
}

#[test]
fn signing_up_checks_each_field_and_signs_the_new_account_in() {
    let site = Site::start();
    let anonymous = site.anonymous_session();
    let page = get_as(&site, &anonymous, "/users/new_form");
    assert_eq!(page.status, 200);
    assert!(
        page.body
            .contains(r#"<form method="post" action="/users">"#)
    );
    for field in ["email_address", "password", "password_confirmation"] {
        assert!(page.body.contains(&format!(r#"name="{field}""#)), "{field}");
    }
    assert!(
        page.body
            .contains(r#"<a href="/session/new_form">Sign in instead</a>"#)
    );

    // Every problem at once, the address kept, the passwords never shown again.
    let refused = submit_as(
        &site,
        &anonymous,
        "/users",
        &[
            ("email_address", "not an address"),
            ("password", "hunter2"),
            ("password_confirmation", "hunter3"),
        ],
    );
    assert_eq!(refused.status, 422);
    for message in [
        "Email address must look like name@example.com.",
        "Password is 7 characters long; it needs at least 8.",
        "Password confirmation does not match the password.",
    ] {
        assert!(
            refused.body.contains(message),
            "{message}: {}",
            refused.body
        );
    }
    assert!(refused.body.contains(r#"value="not an address""#));
    assert!(!refused.body.contains("hunter"), "no password in the page");
    assert_eq!(refused.cookie(LOGIN_COOKIE), None);

    // Accepted: signed in at once, and sent to the photos.
    let created = submit_as(
        &site,
        &anonymous,
        "/users",
        &[
            ("email_address", "Ana@Example.COM"),
            ("password", "correct horse"),
            ("password_confirmation", "correct horse"),
        ],
    );
    created.redirects_to("/photos");
    let login = created.cookie(LOGIN_COOKIE).expect("signed in");
    let ana = Session {
        cookie: format!("{}; {login}", anonymous.cookie),
        token: anonymous.token.clone(),
    };
    let photos = get_as(&site, &ana, "/photos");
    assert!(
        photos
            .body
            .contains(r#"<span class="muted">ana@example.com</span>"#)
    );
    assert!(photos.body.contains(">Sign out</button>"));
    assert!(!photos.body.contains(">Sign in</a>"));

    // The address is taken, whatever its case.
    let again = submit_as(
        &site,
        &anonymous,
        "/users",
        &[
            ("email_address", "ANA@example.com"),
            ("password", "another one"),
            ("password_confirmation", "another one"),
        ],
    );
    assert_eq!(again.status, 409, "Conflict");
    assert!(again.body.contains("Email address is already taken"));
    assert!(again.body.contains(r#"value="ANA@example.com""#));

    // JSON too: 201 with the account, never its digest.
    let json = site.send(
        Method::POST,
        "/users",
        &[("accept", JSON)],
        Some((
            JSON,
            json!({"email_address": "Ben@example.com", "password": "long enough", "password_confirmation": "long enough"})
                .to_string()
                .into_bytes(),
        )),
    );
    assert_eq!(json.status, 201, "{}", json.body);
    assert_eq!(
        json.json(),
        json!({"id": "3", "email_address": "ben@example.com"})
    );
    let refused = site.send(
        Method::POST,
        "/users",
        &[("accept", JSON)],
        Some((
            JSON,
            json!({"email_address": "ben@EXAMPLE.com"})
                .to_string()
                .into_bytes(),
        )),
    );
    assert_eq!(
        (refused.status, refused.json()),
        (422, json!({"errors": ["Password is required."]})),
        "the address's problem comes once the fields are right"
    );
    let db_digest_shown = site.get("/photos").body.contains("argon2");
    assert!(!db_digest_shown);
}

#[test]
fn a_wrong_address_or_password_says_which_no_more_than_the_other() {
    let site = Site::start();
    let user = site.user().clone();
    let anonymous = site.anonymous_session();
    let mut pages = Vec::new();
    for (email, password) in [
        (user.email.as_str(), "wrong password"),
        ("nobody@example.com", "wrong password"),
        ("legacy@localhost", ""),
        ("legacy@localhost", "!"),
    ] {
        let refused = submit_as(
            &site,
            &anonymous,
            "/session",
            &[("email_address", email), ("password", password)],
        );
        assert_eq!(refused.status, 422, "{email}");
        assert!(
            refused
                .body
                .contains("Try another email address or password.")
        );
        assert!(refused.body.contains(&format!(r#"value="{email}""#)));
        assert!(
            !refused.body.contains("wrong password"),
            "no password in the page"
        );
        assert_eq!(refused.cookie(LOGIN_COOKIE), None);
        pages.push(refused.body.replace(email, "EMAIL"));
    }
    assert_eq!(pages[0], pages[1], "the same page for both");

    // JSON: 401, with the challenge.
    for email in [user.email.as_str(), "nobody@example.com"] {
        let json = site.send(
            Method::POST,
            "/session",
            &[("accept", JSON)],
            Some((
                JSON,
                json!({"email_address": email, "password": "wrong"})
                    .to_string()
                    .into_bytes(),
            )),
        );
        assert_eq!(
            (json.status, json.json()),
            (
                401,
                json!({"errors": ["Try another email address or password."]})
            )
        );
        assert_eq!(
            json.www_authenticate.as_deref(),
            Some(r#"Basic realm="restful-demo""#)
        );
    }
}

#[test]
fn each_sign_in_makes_a_new_session_and_signing_out_ends_it() {
    let site = Site::start();
    let user = site.user().clone();
    let first = site.sign_in(&user);
    let first_login = first.login().unwrap().to_owned();
    assert!(get_as(&site, &first, "/photos/new_form").status == 200);

    // Signing in again in the same browser (its old cookie sent along): a new value, and the
    // session before it is over.
    let again = submit_as(
        &site,
        &first,
        "/session",
        &[("email_address", &user.email), ("password", &user.password)],
    );
    again.redirects_to("/photos");
    let second = again.cookie(LOGIN_COOKIE).unwrap();
    assert_ne!(second, format!("{LOGIN_COOKIE}={first_login}"));
    assert_eq!(
        get_as(&site, &first, "/photos/new_form").status,
        303,
        "the session it replaced is over"
    );

    // A cookie planted before signing in (as a session-fixation attack would) is not kept.
    let anonymous = site.anonymous_session();
    let planted = Session {
        cookie: format!("{}; {LOGIN_COOKIE}=planted", anonymous.cookie),
        token: anonymous.token.clone(),
    };
    let signed_in = submit_as(
        &site,
        &planted,
        "/session",
        &[("email_address", &user.email), ("password", &user.password)],
    );
    let fresh = signed_in.cookie(LOGIN_COOKIE).unwrap();
    assert_ne!(fresh, format!("{LOGIN_COOKIE}=planted"));
    assert_ne!(fresh, second);

    // Signing out: the button of every page, a DELETE with the token.
    let browser = Session {
        cookie: format!("{}; {fresh}", anonymous.cookie),
        token: anonymous.token.clone(),
    };
    let page = get_as(&site, &browser, "/photos");
    assert!(page.body.contains(&format!(
        r#"<form class="inline" method="post" action="/session"><input type="hidden" name="authenticity_token" value="{}"><input type="hidden" name="_method" value="DELETE"><button type="submit" class="secondary">Sign out</button></form>"#,
        browser.token
    )));
    let out = submit_as(&site, &browser, "/session", &[("_method", "DELETE")]);
    out.redirects_to("/photos");
    let cleared = out
        .set_cookies
        .iter()
        .find(|cookie| cookie.starts_with(&format!("{LOGIN_COOKIE}=")))
        .expect("the cookie is cleared");
    assert!(cleared.contains("Max-Age=0"), "{cleared}");
    // The old cookie, replayed: nobody.
    let replayed = get_as(&site, &browser, "/photos/new_form");
    assert_eq!(replayed.status, 303);
    assert!(
        get_as(&site, &browser, "/photos")
            .body
            .contains(">Sign in</a>")
    );
    let json = site.send(
        Method::POST,
        "/photos",
        &[("accept", JSON), ("cookie", &browser.cookie)],
        Some((JSON, json!({"title": "x"}).to_string().into_bytes())),
    );
    assert_eq!(json.status, 401);
}

#[test]
fn the_cookies_are_http_only_lax_and_secure_when_asked() {
    let site = Site::start();
    let user = site.user().clone();
    let anonymous = site.anonymous_session();
    let signed_in = submit_as(
        &site,
        &anonymous,
        "/session",
        &[("email_address", &user.email), ("password", &user.password)],
    );
    let cookie = signed_in
        .set_cookies
        .iter()
        .find(|cookie| cookie.starts_with(&format!("{LOGIN_COOKIE}=")))
        .unwrap();
    for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=2592000"] {
        assert!(cookie.contains(attribute), "{attribute}: {cookie}");
    }
    assert!(!cookie.contains("Secure"), "{cookie}");
    // The value is signed: a changed one signs nobody in.
    let value = cookie.split(';').next().unwrap();
    let mut tampered = value.to_owned();
    let last = tampered.pop().unwrap();
    tampered.push(if last == '0' { '1' } else { '0' });
    let forged = Session {
        cookie: format!("{}; {tampered}", anonymous.cookie),
        token: anonymous.token.clone(),
    };
    assert_eq!(get_as(&site, &forged, "/photos/new_form").status, 303);

    for secure in [
        Demo::start_with(Command::new(support::BIN).args([
            "--addr",
            "127.0.0.1:0",
            "--db",
            ":memory:",
            "--secure-cookies",
        ])),
        Demo::start_with(
            Command::new(support::BIN)
                .args(["--addr", "127.0.0.1:0", "--db", ":memory:"])
                .env("RESTFUL_DEMO_SECURE_COOKIES", "1"),
        ),
    ] {
        let site = Site::on(secure);
        let user = site.user().clone();
        let page = site.send(Method::GET, "/session/new_form", &[("accept", HTML)], None);
        let csrf = page
            .set_cookies
            .iter()
            .find(|cookie| cookie.starts_with(&format!("{CSRF_COOKIE}=")))
            .unwrap();
        assert!(csrf.contains("; Secure"), "{csrf}");
        let token = page.form_token().unwrap();
        let signed_in = site.post_form(
            "/session",
            &[
                ("email_address", &user.email),
                ("password", &user.password),
                ("authenticity_token", &token),
            ],
            Some(csrf.split(';').next().unwrap()),
        );
        let login = signed_in
            .set_cookies
            .iter()
            .find(|cookie| cookie.starts_with(&format!("{LOGIN_COOKIE}=")))
            .unwrap();
        assert!(login.contains("; Secure"), "{login}");
    }
}

#[test]
fn a_session_survives_a_restart_of_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("demo.sqlite3");
    let site = Site::on(Demo::start_on(&file));
    let session = site.session().clone();
    site.submit("/photos", &[("title", "Before")])
        .redirects_to("/photos/3");
    let mut demo = site.demo;
    let stopped = Command::new("kill")
        .args(["-TERM", &demo.pid().to_string()])
        .status()
        .unwrap();
    assert!(stopped.success());
    assert!(demo.wait_for_exit().0.success());

    // Another process on the same file: the same cookies still sign in, and still post.
    let site = Site::on(Demo::start_on(&file));
    assert_eq!(get_as(&site, &session, "/photos/3/edit_form").status, 200);
    submit_as(
        &site,
        &session,
        "/photos/3",
        &[("_method", "PUT"), ("title", "After")],
    )
    .redirects_to("/photos/3");
    assert_eq!(site.get_json("/photos/3").json()["title"], "After");
}

#[test]
fn a_visitor_who_is_not_signed_in_is_sent_to_sign_in_and_back() {
    let site = Site::start();
    site.send_json(Method::POST, "/photos", Some(json!({"title": "Mine"})));
    let anonymous = site.anonymous_session();

    let sent = get_as(&site, &anonymous, "/photos/3/edit_form");
    sent.redirects_to("/session/new_form?return_to=%2Fphotos%2F3%2Fedit_form");
    let sign_in = get_as(&site, &anonymous, sent.location.as_deref().unwrap());
    assert!(
        sign_in
            .body
            .contains(r#"<input type="hidden" name="return_to" value="/photos/3/edit_form">"#)
    );
    assert!(
        sign_in.body.contains(
            r#"<a href="/users/new_form?return_to=%2Fphotos%2F3%2Fedit_form">Sign up</a>"#
        )
    );
    let user = site.user().clone();
    let back = submit_as(
        &site,
        &anonymous,
        "/session",
        &[
            ("email_address", &user.email),
            ("password", &user.password),
            ("return_to", "/photos/3/edit_form"),
        ],
    );
    back.redirects_to("/photos/3/edit_form");
    let signed_in = Session {
        cookie: format!(
            "{}; {}",
            anonymous.cookie,
            back.cookie(LOGIN_COOKIE).unwrap()
        ),
        token: anonymous.token.clone(),
    };
    assert_eq!(get_as(&site, &signed_in, "/photos/3/edit_form").status, 200);

    // Only a path of this site is returned to: anything else goes to the photos.
    for elsewhere in [
        "//evil.example/",
        "https://evil.example/",
        "/\\evil.example",
        "evil.example",
        "javascript:alert(1)",
    ] {
        let form = get_as(
            &site,
            &anonymous,
            &format!("/session/new_form?{}", form(&[("return_to", elsewhere)])),
        );
        assert_eq!(form.status, 200);
        assert!(!form.body.contains(r#"name="return_to""#), "{elsewhere}");
        assert!(!form.body.contains("evil"), "{elsewhere}");
        let signed_in = submit_as(
            &site,
            &anonymous,
            "/session",
            &[
                ("email_address", &user.email),
                ("password", &user.password),
                ("return_to", elsewhere),
            ],
        );
        signed_in.redirects_to("/photos");
    }

    // A form posted without an account: to sign in, and then to the photos (a POST is not
    // returned to).
    let posted = submit_as(&site, &anonymous, "/photos", &[("title", "x")]);
    posted.redirects_to("/session/new_form");
    // JSON: 401, with the challenge and the errors.
    let json = site.send_json_as(None, Method::POST, "/photos", Some(json!({"title": "x"})));
    assert_eq!(json.status, 401);
    assert_eq!(
        json.www_authenticate.as_deref(),
        Some(r#"Basic realm="restful-demo""#)
    );
    assert!(
        json.json()["errors"][0]
            .as_str()
            .unwrap()
            .contains("HTTP Basic")
    );
    // restful answers a method the path does not serve before any filter: 405 with `Allow`.
    for who in [None, Some(&user)] {
        let patch = site.send_json_as(who, Method::PATCH, "/photos/1", Some(json!({})));
        assert_eq!(
            (patch.status, patch.allow.map(|a| a.replace(' ', ""))),
            (405, Some("GET,HEAD,PUT,DELETE".to_owned()))
        );
    }
    // Reads need nothing.
    assert_eq!(site.get_json("/photos/3").status, 200);
    assert_eq!(site.send(Method::GET, "/photos/3", &[], None).status, 200);
}

#[test]
fn json_clients_sign_every_request_with_basic_credentials() {
    let site = Site::start();
    let user = site.user().clone();
    let created = site.send_json(Method::POST, "/photos", Some(json!({"title": "Basic"})));
    assert_eq!((created.status, created.set_cookie), (201, None));
    let wrong = [
        basic(&user.email, "not the password"),
        basic("nobody@example.com", &user.password),
        "Basic not-base64".to_owned(),
        "Bearer token".to_owned(),
    ];
    for authorization in &wrong {
        let refused = site.send(
            Method::PUT,
            "/photos/3",
            &[("accept", JSON), ("authorization", authorization)],
            Some((JSON, json!({"title": "x"}).to_string().into_bytes())),
        );
        assert_eq!(refused.status, 401, "{authorization}");
        assert_eq!(
            refused.www_authenticate.as_deref(),
            Some(r#"Basic realm="restful-demo""#)
        );
    }
    // The address in any case, as it was signed up.
    let upper = site.send(
        Method::PUT,
        "/photos/3",
        &[
            ("accept", JSON),
            (
                "authorization",
                &basic(&user.email.to_uppercase(), &user.password),
            ),
        ],
        Some((JSON, json!({"title": "Renamed"}).to_string().into_bytes())),
    );
    assert_eq!(upper.status, 200, "{}", upper.body);
    assert_eq!(
        site.send_json(Method::DELETE, "/photos/3", None).status,
        204
    );
}

#[test]
fn only_the_owner_changes_a_photo_and_only_the_author_a_comment() {
    let site = Site::start();
    let owner = site.user().clone();
    let other = site.sign_up("other@example.com");
    let created = site.send_json(Method::POST, "/photos", Some(json!({"title": "Owned"})));
    assert_eq!(created.location.as_deref(), Some("/photos/3"));
    let comment = site.send_json(
        Method::POST,
        "/photos/3/comments",
        Some(json!({"author": "Owner", "body": "Mine"})),
    );
    assert_eq!(comment.location.as_deref(), Some("/photos/3/comments/4"));

    // Another account, in a browser and as a JSON client.
    let browser = site.sign_in(&other);
    let edit = get_as(&site, &browser, "/photos/3/edit_form");
    assert_eq!(edit.status, 403);
    assert!(edit.body.contains("<h1>Forbidden</h1>"));
    assert!(edit.body.contains("This photo is not yours"));
    let page = get_as(&site, &browser, "/photos/3");
    assert!(!page.body.contains("/photos/3/edit_form"), "no Edit button");
    for (fields, what) in [
        (&[("_method", "PUT"), ("title", "Taken")][..], "update"),
        (&[("_method", "DELETE")], "destroy"),
    ] {
        assert_eq!(
            submit_as(&site, &browser, "/photos/3", fields).status,
            403,
            "{what}"
        );
    }
    assert_eq!(
        submit_as(&site, &browser, "/photos/3/feature", &[]).status,
        403
    );
    for (method, path, body) in [
        (Method::PUT, "/photos/3", Some(json!({"title": "Taken"}))),
        (Method::DELETE, "/photos/3", None),
        (Method::POST, "/photos/3/feature", None),
        (Method::DELETE, "/photos/3/unfeature", None),
        (Method::GET, "/photos/3/comments/4/edit_form", None),
        (
            Method::PUT,
            "/photos/3/comments/4",
            Some(json!({"author": "x", "body": "y"})),
        ),
        (Method::DELETE, "/photos/3/comments/4", None),
    ] {
        let refused = site.send_json_as(Some(&other), method.clone(), path, body);
        assert_eq!(refused.status, 403, "{method} {path}");
        assert!(
            refused.json()["errors"][0]
                .as_str()
                .unwrap()
                .contains("not yours")
        );
    }
    // Nothing changed.
    assert_eq!(
        site.get_json("/photos/3").json(),
        json!({"id": "3", "title": "Owned", "description": "", "featured": false, "comments": [
            {"id": "4", "author": "Owner", "body": "Mine"},
        ]})
    );
    // Anyone signed in comments on any photo, and changes their own comment only, the
    // photo's owner included.
    let theirs = site.send_json_as(
        Some(&other),
        Method::POST,
        "/photos/3/comments",
        Some(json!({"author": "Other", "body": "Nice"})),
    );
    assert_eq!(theirs.location.as_deref(), Some("/photos/3/comments/5"));
    assert_eq!(
        site.send_json_as(Some(&owner), Method::DELETE, "/photos/3/comments/5", None)
            .status,
        403
    );
    assert_eq!(
        site.send_json_as(Some(&other), Method::DELETE, "/photos/3/comments/5", None)
            .status,
        204
    );
    // The owner deletes the photo, and its comments go with it.
    assert_eq!(
        site.send_json(Method::DELETE, "/photos/3", None).status,
        204
    );
}

#[test]
fn the_csrf_token_is_needed_by_every_browser_and_by_no_json_client() {
    let site = Site::start();
    let user = site.user().clone();
    // An HTML form carrying Basic credentials (which a browser sends by itself, to any site
    // that asked once) and no token: refused, whatever the credentials.
    let form_with_basic = site.send(
        Method::POST,
        "/photos",
        &[("accept", HTML), ("authorization", &user.basic())],
        Some((FORM, form(&[("title", "Forged")]).into_bytes())),
    );
    assert_eq!(form_with_basic.status, 403);
    assert!(form_with_basic.body.contains("security token"));
    // JSON with Basic credentials and no cookie: no token needed.
    let json = site.send_json(Method::POST, "/photos", Some(json!({"title": "API"})));
    assert_eq!(json.status, 201);
    // JSON signed in by the session cookie: the token is needed (in the header).
    let session = site.session().clone();
    let body = json!({"title": "Script"}).to_string().into_bytes();
    let without = site.send(
        Method::POST,
        "/photos",
        &[("accept", JSON), ("cookie", &session.cookie)],
        Some((JSON, body.clone())),
    );
    assert_eq!(without.status, 403);
    let with = site.send(
        Method::POST,
        "/photos",
        &[
            ("accept", JSON),
            ("cookie", &session.cookie),
            ("x-csrf-token", &session.token),
        ],
        Some((JSON, body)),
    );
    assert_eq!(with.status, 201, "{}", with.body);
    // Signing in with a form needs the token too (no login CSRF).
    let anonymous = site.anonymous_session();
    let no_token = site.post_form(
        "/session",
        &[("email_address", &user.email), ("password", &user.password)],
        Some(&anonymous.cookie),
    );
    assert_eq!(no_token.status, 403);
    assert_eq!(no_token.cookie(LOGIN_COOKIE), None);
}

/// The SQL of the first `n` migrations, as the files of the repository have them.
fn migrations(n: usize) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "sql"))
        .collect();
    files.sort();
    files
        .into_iter()
        .take(n)
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect()
}

#[test]
fn a_database_of_the_previous_version_keeps_every_row_with_an_owner() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.sqlite3");
    {
        // What the demo before accounts made: five migrations, and rows written with them.
        let mut db = rusqlite::Connection::open(&file).unwrap();
        let transaction = db.transaction().unwrap();
        for sql in migrations(5) {
            transaction.execute_batch(&sql).unwrap();
        }
        transaction.pragma_update(None, "user_version", 5).unwrap();
        transaction.commit().unwrap();
        db.execute_batch(
            "INSERT INTO photos (title, description, featured) VALUES ('Old', 'kept', 1), ('Older', '', 0);
             INSERT INTO comments (photo_id, author, body) VALUES (1, 'Ana', 'First'), (1, 'Ben', 'Second'), (2, 'Cy', 'Third');",
        )
        .unwrap();
    }
    // Opened by this version's code: migrated, and not seeded (it is not new).
    let opened = restful_demo::Db::open(&restful_demo::Location::File(file.clone()));
    drop(opened.expect("the old database opens"));

    let db = rusqlite::Connection::open(&file).unwrap();
    let version: i64 = db
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, 7);
    let legacy: i64 = db
        .query_row(
            "SELECT id FROM users WHERE email_address = ?1",
            [restful_demo::LEGACY_USER],
            |row| row.get(0),
        )
        .unwrap();
    let photos: Vec<(String, String, bool, Option<i64>)> = db
        .prepare("SELECT title, description, featured, user_id FROM photos ORDER BY id")
        .unwrap()
        .query_map([], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
        })
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(
        photos,
        [
            ("Old".to_owned(), "kept".to_owned(), true, Some(legacy)),
            ("Older".to_owned(), String::new(), false, Some(legacy)),
        ]
    );
    let comments: Vec<(i64, String, Option<i64>)> = db
        .prepare("SELECT photo_id, body, user_id FROM comments ORDER BY id")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(
        comments,
        [
            (1, "First".to_owned(), Some(legacy)),
            (1, "Second".to_owned(), Some(legacy)),
            (2, "Third".to_owned(), Some(legacy)),
        ]
    );
    // From now on a row without an owner is refused by the database itself.
    let orphan = db.execute("INSERT INTO photos (title) VALUES ('x')", []);
    assert!(orphan.is_err());
    // And nobody signs in to the placeholder.
    let digest: String = db
        .query_row(
            "SELECT password_digest FROM users WHERE id = ?1",
            [legacy],
            |row| row.get(0),
        )
        .unwrap();
    assert!(!digest.starts_with('$'), "{digest}");
    // Its page is `/~legacy`.
    let username: String = db
        .query_row(
            "SELECT username FROM users WHERE id = ?1",
            [legacy],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(username, "legacy");
}
