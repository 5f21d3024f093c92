//! The demo in a real browser: headless Chromium, driven over WebDriver, on the real server. It
//! clicks links and buttons found by their text or `aria-label`, types into fields found by
//! their `<label>`, and checks every page it lands on: its `<h1>`, its HTTP status as the
//! browser saw it (the Navigation Timing API's `responseStatus`: 200 after a 303, 422, 403,
//! 404), what it lists, and that each of its `<form method="post">` carries one non-empty
//! hidden `authenticity_token`. In order, on a fresh database (a file of a temporary
//! directory):
//!
//! 0. **Signing up and in:** the header's "Sign in" and "Sign up" links; a sign-up refused
//!    (the confirmation differs: 422, the address kept, no password), then accepted, signed in
//!    (the address and a "Sign out" button in the header); signed out; "New photo" then leads
//!    to the sign-in form, a wrong password is refused, the right one leads back to the new
//!    photo's form. The examples are then given to this account (with SQL, as an admin would),
//!    so that the parts below may change them.
//! 1. **A photo's whole life:** new (sent without a title first: 422, the description kept),
//!    create, show, edit, update, delete.
//! 2. **Comments on a photo:** "Add a comment" on a seeded photo, the comment's page, the photo
//!    listing it (markup typed into it shows as text), an empty comment and one without a name
//!    (422, the messages, what was typed kept), Cancel, the comments' index, an edit (refused
//!    once without a name, then saved), and the comment's Delete button, back to the photo;
//!    the comment's old URL is then a 404.
//! 3. **Deleting a photo deletes its comments:** a new photo with two comments (counted on
//!    `/photos`), a forged Delete refused, then its Delete button, back to `/photos` without
//!    it; afterwards its page and its comments' old URLs are 404s that say "There is no photo
//!    with the id …".
//! 4. **CSRF:** the session cookie is `HttpOnly` (out of scripts' reach) and `SameSite=Lax`; a
//!    form whose hidden token a script set to "forged" (a comment's Delete, a photo's edit, a
//!    photo's Feature, and the photo's Delete of part 3) or removed (a new comment) gets the
//!    403 page and changes nothing; the same session's untouched forms still work afterwards.
//! 5. **A book review** added and deleted, through the nav that the registry generates.
//! 6. **Searching photos** (`GET /photos/search`, a custom collection action): the empty page
//!    (200, no form that posts), what a script gets for a POST (405, `Allow: GET, HEAD`), a
//!    search from the index's form by a word of a title in capitals, the result's link to the
//!    photo; then with `%` and `_` in the query, which match themselves only (photos titled so
//!    that the wildcards would match more), a word of a description (newest first), nothing
//!    found, and blanks (the form alone).
//! 7. **Featuring a photo** (`POST /photos/{id}/feature`, `DELETE …/unfeature`): its button,
//!    back to the photo with the badge, the badge on the index and in a search, a forged
//!    Unfeature refused, the real one; a page whose photo was deleted meanwhile gets a 404.
//! 8. **The site's settings** (`/settings`, a singleton), from the nav: shown, edited (Cancel,
//!    then refused twice with the messages and what was typed kept, then saved), the new title
//!    in the page titles and header everywhere, the new limit bounding a search, and a forged
//!    update refused on a 403 page that has the new title.
//! 9. **Another account:** signed out, a second account signed up; the first one's photo
//!    shows it no Edit button, its edit form is a 403 page that says whose it is; signed out
//!    again, the header offers to sign in.
//!
//! Links are followed after checking that their `href` is the path expected and that they lead
//! to the page they name; the forms' `action`s are checked before their buttons are clicked.
//!
//! It needs `/usr/bin/chromium` and `/usr/bin/chromedriver` (on Debian: `apt-get install
//! chromium chromium-driver`). Without them the test says why and passes, except on CI
//! (`CI=true`), where a missing browser fails it.

mod support;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use std::{env, fs};

use fantoccini::elements::Element;
use fantoccini::error::CmdError;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};
use support::{Demo, PATIENCE, poll_until};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// How long the whole click-through may take, browser start included (about 20 s here).
const SCENARIO_TIMEOUT: Duration = Duration::from_secs(180);

/// How long one page may take to replace the last one, and to show its `<h1>`.
const PAGE_TIMEOUT: Duration = Duration::from_secs(20);

/// The cookie of the session, which carries the CSRF secret.
const SESSION_COOKIE: &str = "restful_demo_session";

/// The accounts of the scenario.
const ANA: (&str, &str) = ("ana@example.com", "correct horse battery");
const BEA: (&str, &str) = ("bea@example.com", "another good passphrase");

#[test]
fn the_demo_is_clicked_through_in_a_browser() {
    if !browser_installed() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("demo.sqlite3");
    let demo = Demo::start_on(&file);
    // Declared before the driver, so dropped after it: Chromium is gone by then.
    let profile = Profile::create();
    let driver = Chromedriver::start();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let browser = ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities(&profile.0))
            .connect(&driver.url)
            .await
            .unwrap_or_else(|err| panic!("cannot start Chromium through {CHROMEDRIVER}: {err}"));
        // On a task of its own, so that a failed assertion still lets the session end (and
        // Chromium quit) before the panic goes on.
        let scenario = tokio::spawn(click_through(
            browser.clone(),
            demo.base().to_owned(),
            file.clone(),
        ));
        let outcome = tokio::time::timeout(SCENARIO_TIMEOUT, scenario).await;
        let _ = tokio::time::timeout(Duration::from_secs(10), browser.close()).await;
        match outcome {
            Err(_) => panic!("the click-through took more than {SCENARIO_TIMEOUT:?}"),
            Ok(Err(failed)) => std::panic::resume_unwind(failed.into_panic()),
            Ok(Ok(result)) => result.unwrap_or_else(|err| panic!("WebDriver: {err}")),
        }
    });
}

/// What a newcomer would do, one part after the other, in one browser session. The ids are
/// the database's: seeded photos 1 and 2 and comments 1 to 3, then what each part creates.
async fn click_through(browser: Client, base: String, file: PathBuf) -> Result<(), CmdError> {
    signing_up_and_in(&browser, &base).await?;
    give_the_examples_to(&file, ANA.0);
    photo_life(&browser, &base).await?;
    comments_on_a_photo(&browser, &base).await?;
    deleting_a_photo_deletes_its_comments(&browser, &base).await?;
    forged_forms_change_nothing(&browser, &base).await?;
    book_review(&browser).await?;
    searching_photos(&browser, &base).await?;
    featuring_a_photo(&browser, &base).await?;
    the_sites_settings(&browser, &base).await?;
    another_account(&browser, &base).await
}

/// The header's links for a visitor who is not signed in, or the address and the "Sign out"
/// button of one who is.
async fn account(browser: &Client) -> Result<Vec<String>, CmdError> {
    texts(
        browser,
        "header .account a, header .account span, header .account button",
    )
    .await
}

/// Signing up from the header's link (refused once), signing out, and signing in from a page
/// that needs it (refused once), which leads back to that page.
async fn signing_up_and_in(browser: &Client, base: &str) -> Result<(), CmdError> {
    visit(browser, &format!("{base}/photos"), 200, "Photos").await?;
    assert_eq!(account(browser).await?, ["Sign in", "Sign up"]);
    click_link(browser, "Sign up").await?;
    assert_eq!(arrived(browser, 200, "Sign up").await?, 1);
    let (email, password) = ANA;
    fill(
        browser,
        &[
            ("Email address", email),
            ("Password", password),
            ("Password confirmation", "correct horse"),
        ],
    )
    .await?;
    click_button(browser, "Sign up").await?;
    assert_eq!(arrived(browser, 422, "Sign up").await?, 1);
    assert_eq!(
        problems(browser).await?,
        ["Password confirmation does not match the password."]
    );
    assert_eq!(
        value(browser, "Email address").await?.as_deref(),
        Some(email)
    );
    assert_eq!(value(browser, "Password").await?.as_deref(), Some(""));
    fill(
        browser,
        &[("Password", password), ("Password confirmation", password)],
    )
    .await?;
    click_button(browser, "Sign up").await?;
    // Back where the "Sign up" link was followed from, signed in.
    arrived(browser, 200, "Photos").await?;
    assert_eq!(account(browser).await?, [email, "Sign out"]);

    click_button(browser, "Sign out").await?;
    arrived(browser, 200, "Photos").await?;
    assert_eq!(account(browser).await?, ["Sign in", "Sign up"]);

    // A page that needs an account: the sign-in form first, then that page.
    click_link(browser, "New photo").await?;
    assert_eq!(arrived(browser, 200, "Sign in").await?, 1);
    let url = browser.current_url().await?;
    assert_eq!(url.path(), "/session/new_form");
    assert_eq!(url.query(), Some("return_to=%2Fphotos%2Fnew_form"));
    fill(
        browser,
        &[("Email address", email), ("Password", "correct horse")],
    )
    .await?;
    click_button(browser, "Sign in").await?;
    assert_eq!(arrived(browser, 422, "Sign in").await?, 1);
    assert_eq!(
        problems(browser).await?,
        ["Try another email address or password."]
    );
    assert_eq!(value(browser, "Password").await?.as_deref(), Some(""));
    fill(browser, &[("Password", password)]).await?;
    click_button(browser, "Sign in").await?;
    assert_eq!(arrived(browser, 200, "New photo").await?, 1);
    assert_eq!(browser.current_url().await?.path(), "/photos/new_form");
    assert_eq!(account(browser).await?, [email, "Sign out"]);
    Ok(())
}

/// Gives the examples (the placeholder account's) to the account `email`, with SQL beside the
/// running server, so that the scenario may edit and delete them as its own.
fn give_the_examples_to(file: &Path, email: &str) {
    let db = rusqlite::Connection::open(file).unwrap();
    db.busy_timeout(Duration::from_secs(5)).unwrap();
    let given = db.execute_batch(&format!(
        "UPDATE photos SET user_id = (SELECT id FROM users WHERE email_address = '{email}');
             UPDATE comments SET user_id = (SELECT id FROM users WHERE email_address = '{email}');"
    ));
    given.unwrap();
}

/// Another account: the first one's photo is not theirs to change.
async fn another_account(browser: &Client, base: &str) -> Result<(), CmdError> {
    click_button(browser, "Sign out").await?;
    arrived(browser, 200, "Photos").await?;
    click_link(browser, "Sign up").await?;
    arrived(browser, 200, "Sign up").await?;
    let (email, password) = BEA;
    fill(
        browser,
        &[
            ("Email address", email),
            ("Password", password),
            ("Password confirmation", password),
        ],
    )
    .await?;
    click_button(browser, "Sign up").await?;
    arrived(browser, 200, "Photos").await?;
    assert_eq!(account(browser).await?, [email, "Sign out"]);

    visit(browser, &format!("{base}/photos/1"), 200, "Harbour at dawn").await?;
    let edit = browser
        .find_all(Locator::XPath("//main//a[normalize-space()='Edit']"))
        .await?;
    assert!(edit.is_empty(), "no Edit button on another's photo");
    visit(
        browser,
        &format!("{base}/photos/1/edit_form"),
        403,
        "Forbidden",
    )
    .await?;
    assert_eq!(
        messages(browser).await?,
        ["This photo is not yours: only the account that added it can change it."]
    );
    click_button(browser, "Sign out").await?;
    arrived(browser, 200, "Photos").await?;
    assert_eq!(account(browser).await?, ["Sign in", "Sign up"]);
    Ok(())
}

/// A photo created, shown, edited and deleted, from the photo list.
async fn photo_life(browser: &Client, base: &str) -> Result<(), CmdError> {
    visit(browser, &format!("{base}/photos"), 200, "Photos").await?;
    assert_eq!(browser.title().await?, "Photos · restful demo");

    click_link(browser, "New photo").await?;
    assert_eq!(arrived(browser, 200, "New photo").await?, 1);
    // Sent without a title first: the server says what is missing and keeps what was typed.
    let fields = [("Description", "Seen from the bridge")];
    refused(browser, &fields, "Create photo", "New photo").await?;
    assert_eq!(problems(browser).await?, ["Title is required."]);

    fill(browser, &[("Title", "Morning fog")]).await?;
    click_button(browser, "Create photo").await?;
    // Its forms: the Feature button and the Delete button.
    assert_eq!(arrived(browser, 200, "Morning fog").await?, 2);
    assert_eq!(browser.current_url().await?.path(), "/photos/3");
    assert_eq!(text(browser, "p.text").await?, "Seen from the bridge");
    assert_eq!(text(browser, "p.muted").await?, "No comments yet.");

    click_link(browser, "Edit").await?;
    arrived(browser, 200, "Edit photo").await?;
    assert_eq!(
        value(browser, "Title").await?.as_deref(),
        Some("Morning fog")
    );
    fill(browser, &[("Title", "Morning fog, an hour later")]).await?;
    click_button(browser, "Save changes").await?;
    arrived(browser, 200, "Morning fog, an hour later").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos/3");

    click_labelled(browser, "Delete Morning fog, an hour later").await?;
    arrived(browser, 200, "Photos").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos");
    assert_eq!(
        texts(browser, "ul.items a").await?,
        ["Harbour at dawn", "Lighthouse"]
    );
    Ok(())
}

/// A comment added to a seeded photo, refused when empty, edited, and deleted.
async fn comments_on_a_photo(browser: &Client, base: &str) -> Result<(), CmdError> {
    visit(browser, &format!("{base}/photos"), 200, "Photos").await?;
    assert_eq!(
        texts(browser, "ul.items .muted").await?,
        ["1 comment", "2 comments"]
    );
    click_link(browser, "Harbour at dawn").await?;
    // Its forms: the photo's Feature and Delete buttons.
    assert_eq!(arrived(browser, 200, "Harbour at dawn").await?, 2);
    let ana = "Ana: The light on the water!";
    assert_eq!(comments_listed(browser).await?, [ana]);

    click_link(browser, "Add a comment").await?;
    assert_eq!(arrived(browser, 200, "New comment").await?, 1);
    assert_eq!(texts(browser, "main p.muted a").await?, ["Harbour at dawn"]);
    // Markup typed into a comment is text: the page escapes it.
    let typed = "Fog & <em>gulls</em>, at last.";
    fill(browser, &[("Your name", "Zoë"), ("Comment", typed)]).await?;
    click_button(browser, "Add comment").await?;
    // Its one form is the comment's Delete button.
    assert_eq!(arrived(browser, 200, "Comment by Zoë").await?, 1);
    let comment_path = browser.current_url().await?.path().to_owned();
    id_after(&comment_path, "/photos/1/comments/");
    assert_eq!(text(browser, "p.text").await?, typed);
    assert!(
        browser.find_all(Locator::Css("main em")).await?.is_empty(),
        "the comment's markup became HTML"
    );

    click_link(browser, "Back to Harbour at dawn").await?;
    arrived(browser, 200, "Harbour at dawn").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos/1");
    let zoe = format!("Zoë: {typed}");
    assert_eq!(comments_listed(browser).await?, [ana, &zoe]);

    // An empty comment: both messages, once. Then a name alone: the name is kept.
    click_link(browser, "Add a comment").await?;
    arrived(browser, 200, "New comment").await?;
    click_button(browser, "Add comment").await?;
    assert_eq!(arrived(browser, 422, "New comment").await?, 1);
    assert_eq!(
        problems(browser).await?,
        ["Your name is required.", "Comment is required."]
    );
    let fields = [("Your name", "Yann")];
    let forms = refused(browser, &fields, "Add comment", "New comment").await?;
    assert_eq!(forms, 1);
    assert_eq!(problems(browser).await?, ["Comment is required."]);
    assert_eq!(value(browser, "Comment").await?.as_deref(), Some(""));
    click_link(browser, "Cancel").await?;
    arrived(browser, 200, "Harbour at dawn").await?;
    assert_eq!(comments_listed(browser).await?, [ana, &zoe]);

    // The comments' index lists the same, and links back.
    click_link(browser, "All comments on this photo").await?;
    assert_eq!(
        arrived(browser, 200, "Comments on Harbour at dawn").await?,
        0
    );
    assert_eq!(comments_listed(browser).await?, [ana, &zoe]);
    click_link(browser, "Back to Harbour at dawn").await?;
    arrived(browser, 200, "Harbour at dawn").await?;

    // Edited: refused once without a name, with the new text kept; then saved.
    click_labelled(browser, "Comment by Zoë").await?;
    arrived(browser, 200, "Comment by Zoë").await?;
    assert_eq!(browser.current_url().await?.path(), comment_path);
    click_link(browser, "Edit").await?;
    assert_eq!(arrived(browser, 200, "Edit comment").await?, 1);
    assert_eq!(value(browser, "Your name").await?.as_deref(), Some("Zoë"));
    assert_eq!(value(browser, "Comment").await?.as_deref(), Some(typed));
    let fields = [("Your name", ""), ("Comment", "Fog, then gulls.")];
    refused(browser, &fields, "Save changes", "Edit comment").await?;
    assert_eq!(problems(browser).await?, ["Your name is required."]);
    fill(browser, &[("Your name", "Zoë")]).await?;
    click_button(browser, "Save changes").await?;
    arrived(browser, 200, "Comment by Zoë").await?;
    assert_eq!(browser.current_url().await?.path(), comment_path);
    assert_eq!(text(browser, "p.text").await?, "Fog, then gulls.");
    click_link(browser, "Back to Harbour at dawn").await?;
    arrived(browser, 200, "Harbour at dawn").await?;
    assert_eq!(
        comments_listed(browser).await?,
        [ana, "Zoë: Fog, then gulls."]
    );

    // Deleted with its button, back to the photo.
    click_labelled(browser, "Comment by Zoë").await?;
    arrived(browser, 200, "Comment by Zoë").await?;
    click_labelled(browser, "Delete Comment by Zoë").await?;
    arrived(browser, 200, "Harbour at dawn").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos/1");
    assert_eq!(comments_listed(browser).await?, [ana]);
    visit(browser, &format!("{base}{comment_path}"), 404, "Not Found").await?;
    let id = id_after(&comment_path, "/photos/1/comments/");
    assert_eq!(
        messages(browser).await?,
        [format!("The photo 1 has no comment with the id {id}.")]
    );
    Ok(())
}

/// A photo with comments deleted with its button: the comments go with it.
async fn deleting_a_photo_deletes_its_comments(
    browser: &Client,
    base: &str,
) -> Result<(), CmdError> {
    visit(browser, &format!("{base}/photos"), 200, "Photos").await?;
    click_link(browser, "New photo").await?;
    arrived(browser, 200, "New photo").await?;
    fill(
        browser,
        &[
            ("Title", "Regatta"),
            ("Description", "Sails off the north pier."),
        ],
    )
    .await?;
    click_button(browser, "Create photo").await?;
    arrived(browser, 200, "Regatta").await?;
    let photo_path = browser.current_url().await?.path().to_owned();
    let photo_id = id_after(&photo_path, "/photos/");
    assert_eq!(comments_listed(browser).await?, Vec::<String>::new());

    let mut comment_paths = Vec::new();
    for (author, body) in [
        ("Ines", "Which club is racing?"),
        ("Ola", "The harbour club, every Sunday."),
    ] {
        click_link(browser, "Add a comment").await?;
        arrived(browser, 200, "New comment").await?;
        fill(browser, &[("Your name", author), ("Comment", body)]).await?;
        click_button(browser, "Add comment").await?;
        arrived(browser, 200, &format!("Comment by {author}")).await?;
        let path = browser.current_url().await?.path().to_owned();
        id_after(&path, &format!("{photo_path}/comments/"));
        comment_paths.push(path);
        click_link(browser, "Back to Regatta").await?;
        arrived(browser, 200, "Regatta").await?;
    }
    let both = [
        "Ines: Which club is racing?",
        "Ola: The harbour club, every Sunday.",
    ];
    assert_eq!(comments_listed(browser).await?, both);

    click_link(browser, "All photos").await?;
    arrived(browser, 200, "Photos").await?;
    assert_eq!(
        texts(browser, "ul.items a").await?,
        ["Harbour at dawn", "Lighthouse", "Regatta"]
    );
    assert_eq!(
        texts(browser, "ul.items .muted").await?,
        ["1 comment", "2 comments", "2 comments"]
    );

    // A forged Delete first: refused, and the photo and its comments are still there.
    click_link(browser, "Regatta").await?;
    arrived(browser, 200, "Regatta").await?;
    let delete = "//form[.//button[@aria-label='Delete Regatta']]";
    tamper(browser, delete, Some("forged")).await?;
    click_labelled(browser, "Delete Regatta").await?;
    forbidden(browser).await?;
    visit(browser, &format!("{base}{photo_path}"), 200, "Regatta").await?;
    assert_eq!(comments_listed(browser).await?, both);

    click_labelled(browser, "Delete Regatta").await?;
    arrived(browser, 200, "Photos").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos");
    assert_eq!(
        texts(browser, "ul.items a").await?,
        ["Harbour at dawn", "Lighthouse"]
    );

    // Gone with it: the comments' pages say the photo is not there.
    let no_photo = format!("There is no photo with the id {photo_id}.");
    for path in comment_paths.iter().chain([&photo_path]) {
        visit(browser, &format!("{base}{path}"), 404, "Not Found").await?;
        assert_eq!(messages(browser).await?, [no_photo.as_str()], "{path}");
    }
    Ok(())
}

/// Forms whose token a script changed or removed: refused, nothing changed, and the real
/// forms of the same session still work.
async fn forged_forms_change_nothing(browser: &Client, base: &str) -> Result<(), CmdError> {
    // Set by the first page with a form, and out of scripts' reach.
    let session = browser.get_named_cookie(SESSION_COOKIE).await?;
    assert_eq!(session.http_only(), Some(true), "{session}");
    assert_eq!(
        session.same_site().map(|same_site| same_site.to_string()),
        Some("Lax".to_owned()),
        "{session}"
    );
    let visible = browser.execute("return document.cookie;", vec![]).await?;
    assert!(
        !visible
            .as_str()
            .unwrap_or_default()
            .contains(SESSION_COOKIE),
        "scripts can read the session cookie: {visible}"
    );

    // A comment's Delete.
    visit(browser, &format!("{base}/photos/1"), 200, "Harbour at dawn").await?;
    click_labelled(browser, "Comment by Ana").await?;
    arrived(browser, 200, "Comment by Ana").await?;
    let comment_path = browser.current_url().await?.path().to_owned();
    tamper(
        browser,
        "//form[.//button[@aria-label='Delete Comment by Ana']]",
        Some("forged"),
    )
    .await?;
    click_labelled(browser, "Delete Comment by Ana").await?;
    forbidden(browser).await?;
    visit(
        browser,
        &format!("{base}{comment_path}"),
        200,
        "Comment by Ana",
    )
    .await?;
    assert_eq!(text(browser, "p.text").await?, "The light on the water!");

    // A photo's edit.
    visit(browser, &format!("{base}/photos/2"), 200, "Lighthouse").await?;
    click_link(browser, "Edit").await?;
    arrived(browser, 200, "Edit photo").await?;
    fill(browser, &[("Title", "Lighthouse, repainted")]).await?;
    tamper(
        browser,
        "//form[.//button[normalize-space()='Save changes']]",
        Some("forged"),
    )
    .await?;
    click_button(browser, "Save changes").await?;
    forbidden(browser).await?;
    visit(browser, &format!("{base}/photos/2"), 200, "Lighthouse").await?;
    let lighthouse = [
        "Ben: Is this the one at the end of the breakwater?",
        "Chloé: It is. They repainted it last spring.",
    ];
    assert_eq!(comments_listed(browser).await?, lighthouse);

    // A photo's Feature button.
    tamper(
        browser,
        "//form[.//button[normalize-space()='Feature']]",
        Some("forged"),
    )
    .await?;
    click_button(browser, "Feature").await?;
    forbidden(browser).await?;
    visit(browser, &format!("{base}/photos/2"), 200, "Lighthouse").await?;
    assert_eq!(badges(browser).await?, Vec::<String>::new());

    // A new comment without the token field at all.
    click_link(browser, "Add a comment").await?;
    arrived(browser, 200, "New comment").await?;
    fill(browser, &[("Your name", "Mallory"), ("Comment", "Forged.")]).await?;
    tamper(
        browser,
        "//form[.//button[normalize-space()='Add comment']]",
        None,
    )
    .await?;
    click_button(browser, "Add comment").await?;
    forbidden(browser).await?;
    visit(browser, &format!("{base}/photos/2"), 200, "Lighthouse").await?;
    assert_eq!(comments_listed(browser).await?, lighthouse);

    // The same forms, untouched, still work in this session.
    click_link(browser, "Edit").await?;
    arrived(browser, 200, "Edit photo").await?;
    fill(browser, &[("Title", "Lighthouse, repainted")]).await?;
    click_button(browser, "Save changes").await?;
    arrived(browser, 200, "Lighthouse, repainted").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos/2");
    assert_eq!(comments_listed(browser).await?, lighthouse);
    Ok(())
}

/// The other controller, through the nav that the registry generates.
async fn book_review(browser: &Client) -> Result<(), CmdError> {
    click_link(browser, "Book reviews").await?;
    // The seeded review's Delete button, and the form to add one.
    assert_eq!(arrived(browser, 200, "Book reviews").await?, 2);
    fill(
        browser,
        &[("Book", "Dune"), ("Review", "Sand, and politics.")],
    )
    .await?;
    click_button(browser, "Add review").await?;
    assert_eq!(arrived(browser, 200, "Dune").await?, 1);
    click_labelled(browser, "Delete Dune").await?;
    assert_eq!(arrived(browser, 200, "Book reviews").await?, 2);
    assert_eq!(
        texts(browser, "ul.items a").await?,
        ["The Rust Programming Language"]
    );
    Ok(())
}

/// The search, from the photos' index: by a word of a title (in another case), by a word of a
/// description, with `%` and `_` in it (found as they are, not as wildcards), with nothing
/// found, and empty; the results link to the photos.
async fn searching_photos(browser: &Client, base: &str) -> Result<(), CmdError> {
    // The page alone: the form, empty, and what a search shows; no form that posts.
    let search_url = format!("{base}/photos/search");
    assert_eq!(visit(browser, &search_url, 200, "Search photos").await?, 0);
    assert_eq!(value(browser, "Search photos").await?.as_deref(), Some(""));
    assert_eq!(
        text(browser, "p.hint").await?,
        "Looks for the text in titles and descriptions; lists at most 50, newest first."
    );
    assert_eq!(found(browser).await?, (None, vec![]));
    // A search is a GET: the route has no other method.
    assert_eq!(
        script_request(browser, "GET", "/photos/search?q=dawn").await?,
        (200, None)
    );
    assert_eq!(
        script_request(browser, "POST", "/photos/search").await?,
        (405, Some("GET, HEAD".to_owned()))
    );

    // From the index's form, by a word of a title, in capitals.
    follow(browser, "All photos", "/photos", "Photos").await?;
    search(browser, "DAWN").await?;
    let url = browser.current_url().await?;
    assert_eq!(
        (url.path(), url.query()),
        ("/photos/search", Some("q=DAWN"))
    );
    assert_eq!(
        value(browser, "Search photos").await?.as_deref(),
        Some("DAWN")
    );
    assert_eq!(
        found(browser).await?,
        (
            Some("1 photo matches “DAWN”.".to_owned()),
            vec!["Harbour at dawn".to_owned()]
        )
    );
    follow(browser, "Harbour at dawn", "/photos/1", "Harbour at dawn").await?;

    // Titles that hold the wildcards, and titles that the wildcards would match.
    for title in [
        "100% harbour",
        "1000 gulls",
        "pier_2 at noon",
        "pier 2 at noon",
    ] {
        create_photo(browser, base, title, "").await?;
    }
    visit(browser, &search_url, 200, "Search photos").await?;
    let cases: [(&str, &str, &[&str]); 6] = [
        ("100%", "1 photo matches “100%”.", &["100% harbour"]),
        ("%", "1 photo matches “%”.", &["100% harbour"]),
        ("pier_2", "1 photo matches “pier_2”.", &["pier_2 at noon"]),
        ("_", "1 photo matches “_”.", &["pier_2 at noon"]),
        (
            "100",
            "2 photos match “100”, newest first.",
            &["1000 gulls", "100% harbour"],
        ),
        // "north pier" is in a description.
        (
            "pier",
            "3 photos match “pier”, newest first.",
            &["pier 2 at noon", "pier_2 at noon", "Harbour at dawn"],
        ),
    ];
    for (query, summary, titles) in cases {
        search(browser, query).await?;
        let (said, listed) = found(browser).await?;
        assert_eq!(said.as_deref(), Some(summary), "{query}");
        assert_eq!(listed, titles, "{query}");
    }

    search(browser, "no such photo").await?;
    let nothing = "No photo matches “no such photo”.".to_owned();
    assert_eq!(found(browser).await?, (Some(nothing), vec![]));
    // An empty search is the form alone.
    search(browser, "   ").await?;
    assert_eq!(found(browser).await?, (None, vec![]));
    follow(browser, "All photos", "/photos", "Photos").await?;
    Ok(())
}

/// A photo featured with its button: the badge on its page, in the index and in a search;
/// then unfeatured. A page older than its photo's deletion gets a 404 from the button.
async fn featuring_a_photo(browser: &Client, base: &str) -> Result<(), CmdError> {
    visit(browser, &format!("{base}/photos"), 200, "Photos").await?;
    assert_eq!(featured(browser).await?, Vec::<String>::new());
    follow(browser, "Harbour at dawn", "/photos/1", "Harbour at dawn").await?;
    assert_eq!(badges(browser).await?, Vec::<String>::new());
    assert_eq!(form_action(browser, "Feature").await?, "/photos/1/feature");

    click_button(browser, "Feature").await?;
    assert_eq!(arrived(browser, 200, "Harbour at dawn").await?, 2);
    assert_eq!(browser.current_url().await?.path(), "/photos/1");
    assert_eq!(badges(browser).await?, ["Featured"]);
    assert_eq!(
        form_action(browser, "Unfeature").await?,
        "/photos/1/unfeature"
    );
    assert!(
        browser
            .find_all(Locator::XPath("//button[normalize-space()='Feature']"))
            .await?
            .is_empty(),
        "a featured photo has no Feature button"
    );

    follow(browser, "All photos", "/photos", "Photos").await?;
    assert_eq!(featured(browser).await?, ["Harbour at dawn"]);
    search(browser, "harbour").await?;
    assert_eq!(found(browser).await?.1, ["100% harbour", "Harbour at dawn"]);
    assert_eq!(featured(browser).await?, ["Harbour at dawn"]);

    // A forged Unfeature changes nothing; the real one does.
    follow(browser, "Harbour at dawn", "/photos/1", "Harbour at dawn").await?;
    let unfeature = "//form[.//button[normalize-space()='Unfeature']]";
    tamper(browser, unfeature, Some("forged")).await?;
    click_button(browser, "Unfeature").await?;
    forbidden(browser).await?;
    visit(browser, &format!("{base}/photos/1"), 200, "Harbour at dawn").await?;
    assert_eq!(badges(browser).await?, ["Featured"]);
    click_button(browser, "Unfeature").await?;
    assert_eq!(arrived(browser, 200, "Harbour at dawn").await?, 2);
    assert_eq!(browser.current_url().await?.path(), "/photos/1");
    assert_eq!(badges(browser).await?, Vec::<String>::new());
    assert_eq!(form_action(browser, "Feature").await?, "/photos/1/feature");
    follow(browser, "All photos", "/photos", "Photos").await?;
    assert_eq!(featured(browser).await?, Vec::<String>::new());

    // The photo is deleted (by a script, in JSON) while its page is open: its button then
    // finds no photo.
    let stale = create_photo(browser, base, "Soon gone", "").await?;
    let id = id_after(&stale, "/photos/");
    assert_eq!(
        script_request(browser, "DELETE", &stale).await?,
        (204, None)
    );
    click_button(browser, "Feature").await?;
    arrived(browser, 404, "Not Found").await?;
    assert_eq!(
        messages(browser).await?,
        [format!("There is no photo with the id {id}.")]
    );
    Ok(())
}

/// The site's settings, a singleton at `/settings`, through the nav: shown, edited (refused
/// once, with both messages and what was typed kept), saved; the new title is on every page
/// (the 403 page too), and the new limit bounds the search.
async fn the_sites_settings(browser: &Client, base: &str) -> Result<(), CmdError> {
    visit(browser, &format!("{base}/photos"), 200, "Photos").await?;
    assert_eq!(browser.title().await?, "Photos · restful demo");
    follow(browser, "Settings", "/settings", "Settings").await?;
    assert_eq!(text(browser, "nav a[aria-current]").await?, "Settings");
    assert_eq!(text(browser, "#site-title").await?, "restful demo");
    assert_eq!(
        text(browser, "#search-limit").await?,
        "at most 50, newest first"
    );

    follow(browser, "Edit", "/settings/edit_form", "Edit settings").await?;
    assert_eq!(form_action(browser, "Save settings").await?, "/settings");
    assert_eq!(
        value(browser, "Site title").await?.as_deref(),
        Some("restful demo")
    );
    assert_eq!(
        value(browser, "Search results shown").await?.as_deref(),
        Some("50")
    );
    follow(browser, "Cancel", "/settings", "Settings").await?;
    follow(browser, "Edit", "/settings/edit_form", "Edit settings").await?;

    let typed = [("Site title", " "), ("Search results shown", "lots")];
    let forms = refused(browser, &typed, "Save settings", "Edit settings").await?;
    assert_eq!(forms, 1);
    assert_eq!(
        problems(browser).await?,
        [
            "Site title is required.",
            "Search results shown must be a whole number from 1 to 100."
        ]
    );
    let typed = [
        ("Site title", "Harbour photos"),
        ("Search results shown", "0"),
    ];
    refused(browser, &typed, "Save settings", "Edit settings").await?;
    assert_eq!(
        problems(browser).await?,
        ["Search results shown must be a whole number from 1 to 100."]
    );
    fill(browser, &[("Search results shown", "2")]).await?;
    click_button(browser, "Save settings").await?;
    assert_eq!(arrived(browser, 200, "Settings").await?, 0);
    assert_eq!(browser.current_url().await?.path(), "/settings");
    assert_eq!(text(browser, "#site-title").await?, "Harbour photos");
    assert_eq!(
        text(browser, "#search-limit").await?,
        "at most 2, newest first"
    );
    assert_eq!(browser.title().await?, "Settings · Harbour photos");
    assert_eq!(text(browser, "header .brand").await?, "Harbour photos");

    // Every page has the new title; a search shows the two newest, and says so.
    follow(browser, "Photos", "/photos", "Photos").await?;
    assert_eq!(browser.title().await?, "Photos · Harbour photos");
    search(browser, "pier").await?;
    assert_eq!(
        text(browser, "p.hint").await?,
        "Looks for the text in titles and descriptions; lists at most 2, newest first."
    );
    assert_eq!(
        found(browser).await?,
        (
            Some("More than 2 photos match “pier”: the 2 newest are shown.".to_owned()),
            vec!["pier 2 at noon".to_owned(), "pier_2 at noon".to_owned()]
        )
    );

    // A forged update: refused, on a page with the site's title, and nothing changed.
    follow(browser, "Settings", "/settings", "Settings").await?;
    follow(browser, "Edit", "/settings/edit_form", "Edit settings").await?;
    fill(browser, &[("Site title", "Mallory's")]).await?;
    let save = "//form[.//button[normalize-space()='Save settings']]";
    tamper(browser, save, Some("forged")).await?;
    click_button(browser, "Save settings").await?;
    forbidden(browser).await?;
    assert_eq!(browser.title().await?, "Forbidden · Harbour photos");
    visit(browser, &format!("{base}/settings"), 200, "Settings").await?;
    assert_eq!(text(browser, "#site-title").await?, "Harbour photos");
    Ok(())
}

/// Creates a photo from the index's "New photo" link; the path of its page.
async fn create_photo(
    browser: &Client,
    base: &str,
    title: &str,
    description: &str,
) -> Result<String, CmdError> {
    visit(browser, &format!("{base}/photos"), 200, "Photos").await?;
    follow(browser, "New photo", "/photos/new_form", "New photo").await?;
    fill(browser, &[("Title", title), ("Description", description)]).await?;
    click_button(browser, "Create photo").await?;
    arrived(browser, 200, title).await?;
    let path = browser.current_url().await?.path().to_owned();
    id_after(&path, "/photos/");
    Ok(path)
}

/// Types `query` into the search form of the page and sends it: the search page, 200, with
/// what was searched in the field again (`query` without surrounding blanks).
async fn search(browser: &Client, query: &str) -> Result<(), CmdError> {
    fill(browser, &[("Search photos", query)]).await?;
    click_button(browser, "Search").await?;
    // A search changes nothing: no form that posts.
    assert_eq!(arrived(browser, 200, "Search photos").await?, 0);
    assert_eq!(browser.current_url().await?.path(), "/photos/search");
    assert_eq!(
        value(browser, "Search photos").await?.as_deref(),
        Some(query.trim())
    );
    Ok(())
}

/// What a search page says it found, if it searched, and the titles it lists.
async fn found(browser: &Client) -> Result<(Option<String>, Vec<String>), CmdError> {
    let summary = texts(browser, "p.summary").await?;
    assert!(summary.len() <= 1, "{summary:?}");
    Ok((
        summary.into_iter().next(),
        texts(browser, "ul.items a").await?,
    ))
}

/// The badges of the photo's page.
async fn badges(browser: &Client) -> Result<Vec<String>, CmdError> {
    texts(browser, "main .badges .badge").await
}

/// The photos a list shows as featured.
async fn featured(browser: &Client) -> Result<Vec<String>, CmdError> {
    let mut titles = Vec::new();
    for item in browser.find_all(Locator::Css("ul.items li")).await? {
        let badges = item.find_all(Locator::Css(".badge")).await?;
        if badges.is_empty() {
            continue;
        }
        assert_eq!(badges.len(), 1);
        assert_eq!(badges[0].text().await?, "Featured");
        titles.push(item.find(Locator::Css("a")).await?.text().await?);
    }
    Ok(titles)
}

/// The path the form of the button that reads `button` sends to.
async fn form_action(browser: &Client, button: &str) -> Result<String, CmdError> {
    let xpath = format!("//form[.//button[normalize-space()='{button}']]");
    let form = browser.find(Locator::XPath(&xpath)).await?;
    Ok(form.attr("action").await?.unwrap_or_default())
}

/// Clicks the link that reads `text` after checking that it says where it goes: its `href` is
/// `path`, and the page it leads to is there, titled `h1`, answered 200.
async fn follow(browser: &Client, text: &str, path: &str, h1: &str) -> Result<(), CmdError> {
    let link = browser.find(Locator::LinkText(text)).await?;
    assert_eq!(
        link.attr("href").await?.as_deref(),
        Some(path),
        "the link {text:?}"
    );
    click(browser, link).await?;
    arrived(browser, 200, h1).await?;
    assert_eq!(browser.current_url().await?.path(), path, "{text:?}");
    Ok(())
}

/// What a script of the page gets from `fetch(path, {method})`: the status and the `Allow`
/// header. It speaks JSON (`Content-Type: application/json` unless a GET), and sends the
/// session's token of a form of the page in `X-CSRF-Token`: the sign-in cookie goes with it,
/// so the CSRF check does not exempt it.
async fn script_request(
    browser: &Client,
    method: &str,
    path: &str,
) -> Result<(u16, Option<String>), CmdError> {
    let script = r"
        const [method, path, done] = arguments;
        const headers = { accept: 'application/json' };
        if (method !== 'GET') headers['content-type'] = 'application/json';
        const token = document.querySelector('input[name=authenticity_token]');
        if (token) headers['x-csrf-token'] = token.value;
        fetch(path, { method, headers }).then(
            (answer) => done([answer.status, answer.headers.get('allow')]),
            (err) => done([0, String(err)]),
        );
    ";
    let answer = browser
        .execute_async(script, vec![json!(method), json!(path)])
        .await?;
    let status = answer[0]
        .as_u64()
        .and_then(|status| u16::try_from(status).ok());
    let status = status.unwrap_or_else(|| panic!("{method} {path}: {answer}"));
    assert_ne!(status, 0, "{method} {path}: {answer}");
    Ok((status, answer[1].as_str().map(str::to_owned)))
}

/// Checks the page the last step led to: its `<h1>`, the status it came with, and that each
/// of its `<form method="post">` carries one non-empty hidden `authenticity_token`. How many
/// such forms it has.
async fn arrived(browser: &Client, status: u16, h1: &str) -> Result<usize, CmdError> {
    heading(browser, h1).await?;
    let path = browser.current_url().await?.path().to_owned();
    let seen = browser
        .execute(
            "return performance.getEntriesByType('navigation')[0].responseStatus;",
            vec![],
        )
        .await?;
    assert_eq!(
        seen.as_u64(),
        Some(u64::from(status)),
        "the status of {path} ({h1})"
    );
    for form in browser.find_all(Locator::Css("form")).await? {
        if form.prop("method").await?.as_deref() != Some("post") {
            continue;
        }
        let action = form.attr("action").await?.unwrap_or_default();
        let tokens = form
            .find_all(Locator::Css("input[name=authenticity_token]"))
            .await?;
        assert_eq!(
            tokens.len(),
            1,
            "the form to {action} on {path} has {} token fields",
            tokens.len()
        );
        assert_eq!(
            tokens[0].attr("type").await?.as_deref(),
            Some("hidden"),
            "the token field of the form to {action} on {path}"
        );
        let token = tokens[0].prop("value").await?.unwrap_or_default();
        assert!(
            !token.trim().is_empty(),
            "the form to {action} on {path} has an empty token"
        );
    }
    // Those of the page itself: the header's "Sign out" button is on every page of a
    // signed-in visitor.
    let posts = browser
        .find_all(Locator::Css("main form[method=post]"))
        .await?;
    Ok(posts.len())
}

/// Waits until the page's `<h1>` reads `text`; says which page it found instead if none does.
async fn heading(browser: &Client, text: &str) -> Result<(), CmdError> {
    let xpath = format!("//h1[normalize-space()='{text}']");
    let found = browser
        .wait()
        .at_most(PAGE_TIMEOUT)
        .for_element(Locator::XPath(&xpath))
        .await;
    match found {
        Ok(_) => Ok(()),
        Err(CmdError::WaitTimeout) => {
            let path = browser.current_url().await?.path().to_owned();
            let h1 = texts(browser, "h1").await?;
            panic!("waited {PAGE_TIMEOUT:?} for the h1 {text:?}; {path} has {h1:?}");
        }
        Err(err) => Err(err),
    }
}

/// The 403 page of a form sent without the session's token.
async fn forbidden(browser: &Client) -> Result<(), CmdError> {
    assert_eq!(arrived(browser, 403, "Forbidden").await?, 0);
    let said = messages(browser).await?;
    assert!(
        said.first()
            .is_some_and(|first| first.ends_with("nothing was changed.")),
        "{said:?}"
    );
    Ok(())
}

/// Goes to `url` and checks the page as [`arrived`] does; how many post forms it has.
async fn visit(browser: &Client, url: &str, status: u16, h1: &str) -> Result<usize, CmdError> {
    browser.goto(url).await?;
    arrived(browser, status, h1).await
}

/// Clicks the link that reads `text`.
async fn click_link(browser: &Client, text: &str) -> Result<(), CmdError> {
    let link = browser.find(Locator::LinkText(text)).await?;
    click(browser, link).await
}

/// Clicks the button that reads `text`.
async fn click_button(browser: &Client, text: &str) -> Result<(), CmdError> {
    let xpath = format!("//button[normalize-space()='{text}']");
    let button = browser.find(Locator::XPath(&xpath)).await?;
    click(browser, button).await
}

/// Clicks the link or button whose `aria-label` is `label`: what a screen reader announces.
async fn click_labelled(browser: &Client, label: &str) -> Result<(), CmdError> {
    let xpath = format!("//*[self::a or self::button][@aria-label='{label}']");
    let target = browser.find(Locator::XPath(&xpath)).await?;
    click(browser, target).await
}

/// Clicks `target` and waits until the page it was on is gone, so that what is checked next is
/// the page the click led to, even when it has the same `<h1>` (a form shown again). The old
/// page is told apart by a mark left on its `window`, which a new document does not have (a
/// reference to an old element can fail in other ways than "stale" while the page changes).
async fn click(browser: &Client, target: Element) -> Result<(), CmdError> {
    let from = browser.current_url().await?.path().to_owned();
    browser.execute("window.oldPage = true;", vec![]).await?;
    target.click().await?;
    let deadline = Instant::now() + PAGE_TIMEOUT;
    loop {
        let old = browser
            .execute("return window.oldPage === true;", vec![])
            .await?;
        if old == json!(false) {
            return Ok(());
        }
        assert!(
            Instant::now() < deadline,
            "a click on {from} led to no other page within {PAGE_TIMEOUT:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The field that the `<label>` reading `label` is for.
async fn field(browser: &Client, label: &str) -> Result<Element, CmdError> {
    let xpath = format!("//label[normalize-space()='{label}']");
    let found = match browser.find(Locator::XPath(&xpath)).await {
        Err(err) if err.is_no_such_element() => {
            let path = browser.current_url().await?.path().to_owned();
            let h1 = texts(browser, "h1").await?;
            panic!("no field labelled {label:?} on {path} ({h1:?})");
        }
        found => found?,
    };
    let id = found.attr("for").await?.expect("a label names its field");
    browser.find(Locator::Id(&id)).await
}

/// Types each text into the field its label names, in place of what the field held.
async fn fill(browser: &Client, fields: &[(&str, &str)]) -> Result<(), CmdError> {
    for &(label, text) in fields {
        let field = field(browser, label).await?;
        field.clear().await?;
        field.send_keys(text).await?;
    }
    Ok(())
}

/// Types each text into its field, sends the form with `button`, and checks that it comes back
/// refused: 422, the form titled `h1` again, each field holding what was typed. How many
/// forms the page has (see [`arrived`]).
async fn refused(
    browser: &Client,
    typed: &[(&str, &str)],
    button: &str,
    h1: &str,
) -> Result<usize, CmdError> {
    fill(browser, typed).await?;
    click_button(browser, button).await?;
    let forms = arrived(browser, 422, h1).await?;
    for &(label, text) in typed {
        assert_eq!(
            value(browser, label).await?.as_deref(),
            Some(text),
            "{label}"
        );
    }
    Ok(forms)
}

/// What the field that the `<label>` reading `label` is for holds.
async fn value(browser: &Client, label: &str) -> Result<Option<String>, CmdError> {
    field(browser, label).await?.prop("value").await
}

/// What a forger's copy of a form would send: sets the hidden `authenticity_token` of the form
/// at `form` (an XPath) to `token`, or removes the field when `token` is `None`.
async fn tamper(browser: &Client, form: &str, token: Option<&str>) -> Result<(), CmdError> {
    let form = browser.find(Locator::XPath(form)).await?;
    let field = form
        .find(Locator::Css("input[name=authenticity_token]"))
        .await?;
    let field = serde_json::to_value(&field).map_err(CmdError::Json)?;
    match token {
        Some(token) => {
            browser
                .execute(
                    "arguments[0].value = arguments[1];",
                    vec![field, json!(token)],
                )
                .await?
        }
        None => {
            browser
                .execute("arguments[0].remove();", vec![field])
                .await?
        }
    };
    let left = form
        .find_all(Locator::Css("input[name=authenticity_token]"))
        .await?;
    match (token, left.as_slice()) {
        (Some(token), [field]) => {
            assert_eq!(field.prop("value").await?.as_deref(), Some(token));
        }
        (None, []) => {}
        _ => panic!("the token field was not tampered with"),
    }
    Ok(())
}

/// The comments that the page lists, as "author: text", each with its "Open" link labelled
/// "Comment by <author>".
async fn comments_listed(browser: &Client) -> Result<Vec<String>, CmdError> {
    let mut listed = Vec::new();
    for item in browser.find_all(Locator::Css("ul.comments li")).await? {
        let author = item.find(Locator::Css("strong")).await?.text().await?;
        let text = item.find(Locator::Css("p.text")).await?.text().await?;
        let open = item.find(Locator::Css("a")).await?;
        assert_eq!(open.text().await?, "Open");
        assert_eq!(
            open.attr("aria-label").await?,
            Some(format!("Comment by {author}"))
        );
        listed.push(format!("{author}: {text}"));
    }
    Ok(listed)
}

/// The problems a refused form lists.
async fn problems(browser: &Client) -> Result<Vec<String>, CmdError> {
    texts(browser, ".errors li").await
}

/// The paragraphs of an error page, link excluded.
async fn messages(browser: &Client) -> Result<Vec<String>, CmdError> {
    texts(browser, "main > p:not(:has(a))").await
}

/// The id that ends `path`, after `prefix`: digits, or the test fails.
fn id_after(path: &str, prefix: &str) -> String {
    let id = path
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("{path} is not under {prefix}"));
    assert!(
        !id.is_empty() && id.bytes().all(|byte| byte.is_ascii_digit()),
        "{path}: no id after {prefix}"
    );
    id.to_owned()
}

/// The text of each element that `selector` matches, in document order.
async fn texts(browser: &Client, selector: &str) -> Result<Vec<String>, CmdError> {
    let mut texts = Vec::new();
    for element in browser.find_all(Locator::Css(selector)).await? {
        texts.push(element.text().await?);
    }
    Ok(texts)
}

/// The text of the first element that `selector` matches.
async fn text(browser: &Client, selector: &str) -> Result<String, CmdError> {
    browser.find(Locator::Css(selector)).await?.text().await
}

/// Whether Chromium and chromedriver are here. When they are not, the test is skipped with a
/// reason, except on CI, where that is a failure.
fn browser_installed() -> bool {
    let missing: Vec<&str> = [CHROMIUM, CHROMEDRIVER]
        .into_iter()
        .filter(|path| !Path::new(path).exists())
        .collect();
    if missing.is_empty() {
        return true;
    }
    let reason = format!(
        "{} not found (on Debian: apt-get install chromium chromium-driver)",
        missing.join(" and ")
    );
    assert!(
        env::var("CI").as_deref() != Ok("true"),
        "CI=true, so the browser test must run: {reason}"
    );
    eprintln!("skipping the browser test: {reason}");
    false
}

fn capabilities(profile: &Path) -> fantoccini::wd::Capabilities {
    let Value::Object(capabilities) = json!({
        "goog:chromeOptions": {
            "binary": CHROMIUM,
            "args": [
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                format!("--user-data-dir={}", profile.display()),
            ],
        },
    }) else {
        unreachable!("a JSON object literal");
    };
    capabilities
}

/// `chromedriver` on a free loopback port, killed on drop.
struct Chromedriver {
    child: Child,
    url: String,
}

impl Chromedriver {
    fn start() -> Chromedriver {
        // The port is free now; chromedriver takes it a moment later.
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .unwrap()
            .port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|err| panic!("cannot start {CHROMEDRIVER}: {err}"));
        // The guard exists before the wait, so a chromedriver that never answers is killed.
        let driver = Chromedriver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        let agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(2)))
            .build()
            .new_agent();
        let status = format!("{}/status", driver.url);
        poll_until(PATIENCE, "chromedriver to answer", || {
            agent.get(&status).call().ok()
        });
        driver
    }
}

impl Drop for Chromedriver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh Chromium profile directory, removed on drop.
struct Profile(PathBuf);

impl Profile {
    fn create() -> Profile {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos();
        let dir = env::temp_dir().join(format!(
            "restful-demo-chromium-{}-{nanos}",
            std::process::id()
        ));
        fs::create_dir_all(&dir).unwrap();
        Profile(dir)
    }
}

impl Drop for Profile {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}
