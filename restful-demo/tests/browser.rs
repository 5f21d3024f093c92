//! The demo in a real browser: headless Chromium, driven over WebDriver, clicks through a
//! photo's whole life (new, create, show, edit, update, delete) and adds and deletes a book
//! review, on the real server.
//!
//! It needs `/usr/bin/chromium` and `/usr/bin/chromedriver` (on Debian: `apt-get install
//! chromium chromium-driver`). Without them the test says why and passes, except on CI
//! (`CI=true`), where a missing browser fails it.

mod support;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use std::{env, fs};

use fantoccini::error::CmdError;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};
use support::{Demo, PATIENCE, poll_until};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// How long the whole click-through may take, browser start included.
const SCENARIO_TIMEOUT: Duration = Duration::from_secs(120);

#[test]
fn a_photo_is_created_edited_and_deleted_in_a_browser() {
    if !browser_installed() {
        return;
    }
    let demo = Demo::start();
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
        let scenario = tokio::spawn(click_through(browser.clone(), demo.base().to_owned()));
        let outcome = tokio::time::timeout(SCENARIO_TIMEOUT, scenario).await;
        let _ = tokio::time::timeout(Duration::from_secs(10), browser.close()).await;
        match outcome {
            Err(_) => panic!("the click-through took more than {SCENARIO_TIMEOUT:?}"),
            Ok(Err(failed)) => std::panic::resume_unwind(failed.into_panic()),
            Ok(Ok(result)) => result.unwrap_or_else(|err| panic!("WebDriver: {err}")),
        }
    });
}

/// What a newcomer would do, from the photo list.
async fn click_through(browser: Client, base: String) -> Result<(), CmdError> {
    browser.goto(&format!("{base}/photos")).await?;
    heading(&browser, "Photos").await?;
    assert_eq!(browser.title().await?, "Photos · restful demo");

    browser
        .find(Locator::LinkText("New photo"))
        .await?
        .click()
        .await?;
    heading(&browser, "New photo").await?;
    // Sent empty first: the server says what is missing and keeps what was typed.
    let description = browser.find(Locator::Id("description")).await?;
    description.send_keys("Seen from the bridge").await?;
    submit(&browser).await?;
    let problems = browser.wait().for_element(Locator::Css(".errors")).await?;
    assert!(problems.text().await?.contains("Title is required."));
    let kept = browser.find(Locator::Id("description")).await?;
    assert_eq!(
        kept.prop("value").await?.as_deref(),
        Some("Seen from the bridge")
    );

    browser
        .find(Locator::Id("title"))
        .await?
        .send_keys("Morning fog")
        .await?;
    submit(&browser).await?;
    heading(&browser, "Morning fog").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos/3");
    let text = browser.find(Locator::Css("p.text")).await?.text().await?;
    assert_eq!(text, "Seen from the bridge");

    browser
        .find(Locator::LinkText("Edit"))
        .await?
        .click()
        .await?;
    heading(&browser, "Edit photo").await?;
    let title = browser.find(Locator::Id("title")).await?;
    assert_eq!(title.prop("value").await?.as_deref(), Some("Morning fog"));
    title.clear().await?;
    title.send_keys("Morning fog, an hour later").await?;
    submit(&browser).await?;
    heading(&browser, "Morning fog, an hour later").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos/3");

    browser
        .find(Locator::Css("button.danger"))
        .await?
        .click()
        .await?;
    heading(&browser, "Photos").await?;
    assert_eq!(browser.current_url().await?.path(), "/photos");
    assert_eq!(
        link_texts(&browser, "ul.items a").await?,
        ["Harbour at dawn", "Lighthouse"]
    );

    // The other controller, through the nav that the registry generates.
    browser
        .find(Locator::LinkText("Book reviews"))
        .await?
        .click()
        .await?;
    heading(&browser, "Book reviews").await?;
    browser
        .find(Locator::Id("book"))
        .await?
        .send_keys("Dune")
        .await?;
    browser
        .find(Locator::Id("review"))
        .await?
        .send_keys("Sand, and politics.")
        .await?;
    submit(&browser).await?;
    heading(&browser, "Dune").await?;
    browser
        .find(Locator::Css("button.danger"))
        .await?
        .click()
        .await?;
    heading(&browser, "Book reviews").await?;
    assert_eq!(
        link_texts(&browser, "ul.items a").await?,
        ["The Rust Programming Language"]
    );
    Ok(())
}

/// Waits until the page's `<h1>` reads `text`: the page the last click led to has loaded.
async fn heading(browser: &Client, text: &str) -> Result<(), CmdError> {
    let xpath = format!("//h1[normalize-space()='{text}']");
    browser
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::XPath(&xpath))
        .await?;
    Ok(())
}

/// Clicks the submit button of the page's (one) editing form.
async fn submit(browser: &Client) -> Result<(), CmdError> {
    browser
        .find(Locator::Css("button[type=submit]:not(.danger)"))
        .await?
        .click()
        .await
}

async fn link_texts(browser: &Client, selector: &str) -> Result<Vec<String>, CmdError> {
    let mut texts = Vec::new();
    for link in browser.find_all(Locator::Css(selector)).await? {
        texts.push(link.text().await?);
    }
    Ok(texts)
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
