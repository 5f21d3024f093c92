//! The one case that is not a request: an app whose controllers conflict must refuse to start,
//! naming them, and never answer a request.

use std::any::Any;
use std::net::{SocketAddr, TcpListener};
use std::panic::{self, AssertUnwindSafe};
use std::sync::mpsc;
use std::thread;

use crate::cases::Framing;
use crate::client::{self, TIMEOUT};

/// Runs `start` (an app that mounts controllers in conflict, then would serve `listener`) on a
/// thread of its own, and checks that it refuses to start: it panics within
/// [`client::TIMEOUT`], its message says `conflict` and names every one of `names`, and a
/// request sent to its address afterwards gets no answer.
///
/// # Panics
///
/// With a report when `start` serves, ends without a panic, panics with another message, or
/// an answer comes.
pub fn refused_at_start<F>(start: F, names: &[&str])
where
    F: FnOnce(TcpListener) + Send + 'static,
{
    let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let addr = listener.local_addr().expect("the bound address");
    let (done, ended) = mpsc::channel();
    thread::spawn(move || {
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| start(listener)));
        // The test may have stopped waiting; nothing is left to tell it then.
        let _ = done.send(outcome.err().map(|payload| message(&*payload)));
    });
    let message = match ended.recv_timeout(TIMEOUT) {
        Ok(Some(message)) => message,
        Ok(None) => {
            panic!("restful-conformance: the app at {addr} ended without refusing to start")
        }
        Err(_) => panic!(
            "restful-conformance: the app at {addr} did not refuse to start within {TIMEOUT:?}: \
             its controllers conflict, and it must say so before it serves"
        ),
    };
    let missing: Vec<&&str> = names
        .iter()
        .filter(|name| !message.contains(**name))
        .collect();
    assert!(
        message.contains("conflict") && missing.is_empty(),
        "restful-conformance: the app refused to start, but its message should say `conflict` \
         and name {names:?}:\n  {message}"
    );
    assert_no_answer(addr);
}

/// The message of the panic `mount` makes: what a mount mistake says. Every adapter's tests
/// read their refusals with it.
///
/// # Panics
///
/// When `mount` does not panic.
pub fn panic_message(mount: impl FnOnce()) -> String {
    match panic::catch_unwind(AssertUnwindSafe(mount)) {
        Ok(()) => panic!("restful-conformance: expected a panic, and none came"),
        Err(payload) => message(&*payload),
    }
}

/// The text of a panic's payload.
fn message(payload: &(dyn Any + Send)) -> String {
    match (
        payload.downcast_ref::<&str>(),
        payload.downcast_ref::<String>(),
    ) {
        (Some(text), _) => (*text).to_owned(),
        (_, Some(text)) => text.clone(),
        _ => "(a panic with no message)".to_owned(),
    }
}

fn assert_no_answer(addr: SocketAddr) {
    if let Ok(answer) = client::send(addr, "GET", "/", &[], b"", Framing::Length) {
        panic!(
            "restful-conformance: the app at {addr} refused to start, yet answered GET / with {}",
            answer.status
        );
    }
}

/// What every adapter's router lists for the filters' fixture: `IssuesController`
/// (`only(index, show, destroy), member(post(close))`) with a filter on every action but
/// `index` and `show`, named `login`, then an unnamed one on every action. Each line is a
/// mounted route's `Display`.
pub const ISSUES_FILTERS_LISTED: [&str; 4] = [
    "GET /issues (IssuesController#index) [unnamed]",
    "GET /issues/{id} (IssuesController#show) [unnamed]",
    "DELETE /issues/{id} (IssuesController#destroy) [login, unnamed]",
    "POST /issues/{id}/close (IssuesController#close) [login, unnamed]",
];
