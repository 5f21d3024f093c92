//! The demo answers what its OpenAPI document says: schemathesis (PyPI) runs against the real
//! binary on 127.0.0.1, from `/openapi.json`, with every check (`--checks all`: statuses,
//! content types, headers and bodies as documented, valid submissions accepted and invalid
//! ones refused, 405 with `Allow` for the methods a path does not answer, a deleted record
//! gone, a created one there), in all its phases (examples, coverage, fuzzing, and the
//! stateful one, which follows the links it infers from the document: create a photo, then
//! show, update, comment on and delete it). JSON clients: `Accept: application/json` (a
//! browser's delete is a 303, which schemathesis's stateful checks do not count as a delete;
//! docs/demo.md, 8). Writing needs an account: a user is signed up first, and schemathesis
//! sends its HTTP Basic credentials with every request (`--auth`), as a JSON client does.
//!
//! Bounded in cases (`--max-examples`) and in time (the run is killed after [`LIMIT`]), with a
//! fixed seed, so that a failure can be replayed. Without schemathesis the test says why and
//! passes, except on CI (`CI=true`), where a missing schemathesis fails it; `.ci/run` installs
//! it. It runs `schemathesis` (whose short name, `st`, other programs have too); the variable
//! `SCHEMATHESIS` names another executable.

mod support;

use std::env;
use std::io::{ErrorKind, Read};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use support::{Demo, Site};

/// How long the whole run may take: far more than it needs, so that a run that hangs fails the
/// test instead of hanging it.
const LIMIT: Duration = Duration::from_secs(300);

/// The seed of the run: the same cases on every run, for a document that stays the same.
const SEED: &str = "20250601";

#[test]
fn the_demo_answers_what_its_document_says() {
    let program = env::var("SCHEMATHESIS").unwrap_or("schemathesis".into());
    let site = Site::on(Demo::start());
    let user = site.user().clone();
    let demo = &site.demo;
    // schemathesis keeps what it learns in `.hypothesis/` and `.schemathesis/` under the
    // working directory: a directory of its own, removed afterwards.
    let workdir = tempfile::tempdir().expect("a temporary directory");
    let base = demo.base().to_owned();
    assert!(base.starts_with("http://127.0.0.1:"), "{base}");
    let spawned = Command::new(&program)
        .args(["run", &format!("{base}/openapi.json"), "--url", &base])
        .args(["--checks", "all"])
        .args(["--phases", "examples,coverage,fuzzing,stateful"])
        .args(["--header", "Accept: application/json"])
        .args(["--auth", &format!("{}:{}", user.email, user.password)])
        .args(["--max-examples", "100", "--seed", SEED])
        // One worker: the seed then gives the same requests in the same order, against a
        // database that each of them changes.
        .args(["--request-timeout", "10", "--workers", "1"])
        .args(["--generation-database", "none", "--no-color"])
        .current_dir(workdir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(err) if err.kind() == ErrorKind::NotFound => {
            let reason = format!(
                "`{program}` not found (pip install schemathesis, in a venv; .ci/run installs it)"
            );
            assert!(
                env::var("CI").as_deref() != Ok("true"),
                "CI=true, so schemathesis must run: {reason}"
            );
            eprintln!("skipping schemathesis: {reason}");
            return;
        }
        Err(err) => panic!("cannot run `{program}`: {err}"),
    };
    // Drained all along, so that schemathesis never blocks on a full pipe.
    let drain = |mut pipe: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut text = String::new();
            let _ = pipe.read_to_string(&mut text);
            text
        })
    };
    let stdout = drain(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = drain(Box::new(child.stderr.take().expect("stderr is piped")));
    let deadline = Instant::now() + LIMIT;
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break Some(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        thread::sleep(Duration::from_millis(50));
    };
    let output = format!(
        "{}{}",
        stdout.join().unwrap_or_default(),
        stderr.join().unwrap_or_default()
    );
    println!("{output}");
    let Some(status) = status else {
        panic!("schemathesis did not finish within {LIMIT:?}, and was stopped:\n{output}");
    };
    assert!(
        status.success(),
        "schemathesis finds the demo answering what its document does not say ({status}); \
         its `curl` lines replay a case against a running demo:\n{output}"
    );
}
