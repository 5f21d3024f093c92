//! Running the table against a server, and the report of what failed.

use std::fmt;
use std::net::SocketAddr;

use crate::cases::{CASES, Case, Framing, Scope};
use crate::client::{self, Response};

/// Runs every case against the echo app listening on `addr` (a loopback address), its
/// router mounted at `mount` (`Some("/api")`) or at the root (`None`), and panics with one
/// report of every case that failed.
///
/// ```no_run
/// let addr = "127.0.0.1:3000".parse().unwrap();
/// restful_conformance::run(addr, Some("/api"));
/// ```
///
/// # Panics
///
/// When a case fails, with the [`Report`]; when `addr` is not a loopback address or `mount` is
/// not a prefix like `/api`.
#[track_caller]
pub fn run(addr: SocketAddr, mount: Option<&str>) {
    if let Err(report) = check(addr, mount) {
        panic!("{report}");
    }
}

/// Runs every case as [`run`] does, and returns how many were sent, or the report.
///
/// # Errors
///
/// The [`Report`] of every failed case.
///
/// # Panics
///
/// When `addr` is not a loopback address or `mount` is not a prefix like `/api`: the suite
/// talks to a server started for it, on this machine.
#[track_caller]
pub fn check(addr: SocketAddr, mount: Option<&str>) -> Result<usize, Report> {
    assert!(
        addr.ip().is_loopback(),
        "restful-conformance: {addr} is not a loopback address; run the suite against a \
         server on 127.0.0.1"
    );
    if let Some(prefix) = mount {
        assert!(
            prefix.starts_with('/') && !prefix.ends_with('/'),
            "restful-conformance: the mount prefix {prefix:?} must start with `/` and not end \
             with one, as in `/api`"
        );
    }
    let mut sent = 0;
    let mut failures = Vec::new();
    for (number, case) in CASES.iter().enumerate() {
        let Some(target) = target(case, mount) else {
            continue;
        };
        sent += 1;
        if let Some(failure) = judge(addr, number + 1, case, &target, mount.unwrap_or_default()) {
            failures.push(failure);
        }
    }
    if failures.is_empty() {
        Ok(sent)
    } else {
        Err(Report {
            addr,
            mount: mount.map(str::to_owned),
            sent,
            failures,
        })
    }
}

/// Where the case is sent, or `None` when it does not apply to this mount.
fn target(case: &Case, mount: Option<&str>) -> Option<String> {
    let path = case.request.path;
    match (case.request.scope, mount) {
        (Scope::Router, mount) => Some(format!("{}{path}", mount.unwrap_or_default())),
        (Scope::App, _) => Some(path.to_owned()),
        (Scope::AppWhenMounted, Some(_)) => Some(path.to_owned()),
        (Scope::PrefixWhenMounted, Some(mount)) => Some(format!("{mount}{path}")),
        (Scope::AppWhenMounted | Scope::PrefixWhenMounted, None) => None,
    }
}

/// Sends the case, and says what is wrong with the answer, if anything.
fn judge(
    addr: SocketAddr,
    number: usize,
    case: &Case,
    target: &str,
    mount: &str,
) -> Option<Failure> {
    let request = &case.request;
    let mut headers: Vec<(&str, &str)> = request.headers.to_vec();
    if let Some(user) = request.user {
        headers.push(("X-User", user));
    }
    if let Some(accept) = request.accept {
        headers.push(("Accept", accept));
    }
    if let Some(content_type) = request.content_type {
        headers.push(("Content-Type", content_type));
    }
    let head = request.method == "HEAD";
    let body = case.expect.body(mount).into_owned();
    let expected = Answer {
        status: case.expect.status(),
        allow: case.expect.allow().map(str::to_owned),
        action: case.expect.x_action().map(str::to_owned),
        content_type: case.expect.content_type().map(str::to_owned),
        body: match head {
            false => Body::Text(body),
            true => Body::Head {
                content_length: Some(body.len().to_string()),
                body: String::new(),
            },
        },
    };
    let failure = |got: String| Failure {
        number,
        request: describe_request(case, target),
        expected: expected.to_string(),
        got,
    };
    let sent = request.body.bytes();
    let reply = match client::send(
        addr,
        request.method,
        target,
        &headers,
        &sent,
        request.framing,
    ) {
        Ok(reply) => reply,
        Err(err) => return Some(failure(err)),
    };
    let answered = Answer::of(&reply, head, expected.content_type.is_some());
    (answered != expected).then(|| failure(answered.to_string()))
}

/// What is compared: the status, the `Allow` header, and the body, or to HEAD, the
/// `Content-Length` (the length of the body GET gets) and a body that must be empty; and the
/// `Content-Type` where the table fixes it.
#[derive(PartialEq, Eq)]
struct Answer {
    status: u16,
    allow: Option<String>,
    /// The `X-Action` header that the block filter adds.
    action: Option<String>,
    /// The `Content-Type`, when the case expects one.
    content_type: Option<String>,
    body: Body,
}

#[derive(PartialEq, Eq)]
enum Body {
    Text(String),
    Head {
        content_length: Option<String>,
        body: String,
    },
}

impl Answer {
    /// The reply as compared; its `Content-Type` only when `content_type` (the case expects
    /// one).
    fn of(reply: &Response, head: bool, content_type: bool) -> Answer {
        let text = String::from_utf8_lossy(&reply.body).into_owned();
        Answer {
            status: reply.status,
            allow: reply.header("allow").map(str::to_owned),
            action: reply.header("x-action").map(str::to_owned),
            content_type: match content_type {
                true => Some(reply.header("content-type").unwrap_or("none").to_owned()),
                false => None,
            },
            body: match head {
                false => Body::Text(text),
                true => Body::Head {
                    content_length: reply.header("content-length").map(str::to_owned),
                    body: text,
                },
            },
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.status)?;
        if let Some(allow) = &self.allow {
            write!(f, ", Allow: {allow}")?;
        }
        if let Some(action) = &self.action {
            write!(f, ", X-Action: {action}")?;
        }
        if let Some(content_type) = &self.content_type {
            write!(f, ", Content-Type: {content_type}")?;
        }
        match &self.body {
            Body::Text(body) => write!(f, ", body {:?}", shorten(body)),
            Body::Head {
                content_length,
                body,
            } => {
                match content_length {
                    Some(length) => write!(f, ", Content-Length: {length}")?,
                    None => write!(f, ", no Content-Length")?,
                }
                match body.is_empty() {
                    true => write!(f, ", no body"),
                    false => write!(f, ", a body to HEAD: {:?}", shorten(body)),
                }
            }
        }
    }
}

/// `POST /api/photos/1 [X-HTTP-Method-Override: put] [form "_method=PUT"]`.
fn describe_request(case: &Case, target: &str) -> String {
    let request = &case.request;
    let mut text = format!("{} {target}", request.method);
    for (name, value) in request.headers {
        text += &format!(" [{name}: {value}]");
    }
    match request.user {
        Some("ann") => {}
        Some(user) => text += &format!(" [X-User: {user:?}]"),
        None => text += " [no X-User]",
    }
    if let Some(accept) = request.accept {
        text += &format!(" [Accept: {accept}]");
    }
    match request.framing {
        Framing::Length => {}
        Framing::Chunked => text += " [chunked]",
        Framing::BrokenChunks => text += " [malformed chunks]",
    }
    match (request.content_type, request.body.len()) {
        (Some(content_type), len) if len > 200 => {
            text += &format!(" [{content_type}, {len} bytes]");
        }
        (Some(content_type), _) => {
            let body = request.body.bytes();
            text += &format!(" [{content_type}: {:?}]", String::from_utf8_lossy(&body));
        }
        (None, _) => {}
    }
    text
}

fn shorten(text: &str) -> String {
    match text.char_indices().nth(300) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// Every case that failed in one run, as one readable text (its `Display`).
#[derive(Debug)]
pub struct Report {
    addr: SocketAddr,
    mount: Option<String>,
    sent: usize,
    failures: Vec<Failure>,
}

impl Report {
    /// How many cases failed.
    pub fn failed(&self) -> usize {
        self.failures.len()
    }

    /// How many cases were sent.
    pub fn sent(&self) -> usize {
        self.sent
    }

    /// The cases that failed, in table order: for a stack that cannot answer some cases as the
    /// table says, to check that those are the only ones.
    pub fn failed_cases(&self) -> impl Iterator<Item = &'static Case> + '_ {
        self.failures
            .iter()
            .filter_map(|failure| CASES.get(failure.number - 1))
    }
}

#[derive(Debug)]
struct Failure {
    /// The case's place in `CASES`, from 1.
    number: usize,
    request: String,
    expected: String,
    got: String,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mount = match &self.mount {
            Some(prefix) => format!("the router mounted at {prefix}"),
            None => "the router at the root".to_owned(),
        };
        writeln!(
            f,
            "restful-conformance: {} of {} case(s) failed against http://{} ({mount}):",
            self.failures.len(),
            self.sent,
            self.addr
        )?;
        for failure in &self.failures {
            writeln!(f)?;
            writeln!(f, "  case {}: {}", failure.number, failure.request)?;
            writeln!(f, "    expected: {}", failure.expected)?;
            writeln!(f, "    got:      {}", failure.got)?;
        }
        Ok(())
    }
}

impl std::error::Error for Report {}
