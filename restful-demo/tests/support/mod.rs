//! The real `restful-demo` binary, started on an ephemeral loopback port, for the tests that
//! talk to it over TCP. Every wait is bounded; the process is killed when the guard drops.

// Each test crate uses its own part of this module.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Mutex, OnceLock, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::Value;
use ureq::http::{self, Method};

/// The binary under test, built by cargo for the integration tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_restful-demo");

/// How long the server may take to say where it listens, and to stop.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// A running `restful-demo`, killed on drop.
pub struct Demo {
    child: Child,
    base: String,
    /// In a mutex so that a `Demo` can be shared between threads (a `Receiver` cannot).
    stdout: Mutex<Receiver<String>>,
}

impl Demo {
    /// `restful-demo --addr 127.0.0.1:0 --db :memory:`: a new database with the examples, on
    /// a port of the system's choosing.
    pub fn start() -> Demo {
        Demo::start_with(Command::new(BIN).args(["--addr", "127.0.0.1:0", "--db", ":memory:"]))
    }

    /// `restful-demo --addr 127.0.0.1:0 --db <file>`.
    pub fn start_on(file: &Path) -> Demo {
        Demo::start_with(
            Command::new(BIN)
                .args(["--addr", "127.0.0.1:0", "--db"])
                .arg(file),
        )
    }

    /// Starts `command` (the binary with some arguments and environment) and waits until it
    /// prints the address it listens on, which it does once the socket is bound.
    pub fn start_with(command: &mut Command) -> Demo {
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|err| panic!("cannot start {BIN}: {err}"));
        let stdout = lines(child.stdout.take().expect("stdout is piped"));
        let stderr = child.stderr.take().expect("stderr is piped");
        // Drained all along, so that the server never blocks on a full pipe.
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            let _ = BufReader::new(stderr).read_to_string(&mut text);
            text
        });
        let deadline = Instant::now() + PATIENCE;
        let mut printed = Vec::new();
        let base = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match stdout.recv_timeout(left) {
                Ok(line) => match line.strip_prefix("restful-demo listening on ") {
                    Some(url) => break url.trim().to_owned(),
                    None => printed.push(line),
                },
                Err(RecvTimeoutError::Timeout) => {
                    let _ = child.kill();
                    panic!("{BIN} did not say where it listens within {PATIENCE:?}: {printed:#?}");
                }
                Err(RecvTimeoutError::Disconnected) => {
                    let status = child.wait();
                    let stderr = stderr.join().unwrap_or_default();
                    panic!("{BIN} exited ({status:?}) before listening: {printed:#?}\n{stderr}");
                }
            }
        };
        Demo {
            child,
            base,
            stdout: Mutex::new(stdout),
        }
    }

    /// `http://127.0.0.1:<port>`.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The URL of `path` on this server.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The process id, to send it a signal.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Waits, at most [`PATIENCE`], until the server exits; its status and the lines it
    /// printed after the address.
    pub fn wait_for_exit(&mut self) -> (ExitStatus, Vec<String>) {
        let status = poll_until(PATIENCE, "the server to exit", || {
            self.child.try_wait().expect("try_wait")
        });
        // The reader thread ends with the pipe, so this ends too.
        let stdout = self
            .stdout
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner);
        let rest = stdout.iter().collect();
        (status, rest)
    }
}

impl Demo {
    /// Kills the server with SIGKILL, as a crash would stop it: no graceful shutdown, no
    /// destructor, nothing flushed that was not already.
    pub fn crash(mut self) {
        self.child.kill().expect("kill");
        self.child.wait().expect("wait");
    }
}

impl Drop for Demo {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The lines `output` prints, through a channel that closes when it does.
fn lines(output: impl Read + Send + 'static) -> Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(output).lines() {
            let Ok(line) = line else { break };
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    receiver
}

/// Calls `check` until it gives a value, every 10 ms, for at most `timeout`; panics naming
/// `what` when time runs out.
pub fn poll_until<T>(timeout: Duration, what: &str, mut check: impl FnMut() -> Option<T>) -> T {
    let deadline = Instant::now() + timeout;
    loop {
        if let Some(value) = check() {
            return value;
        }
        assert!(
            Instant::now() < deadline,
            "timed out after {timeout:?} waiting for {what}"
        );
        thread::sleep(Duration::from_millis(10));
    }
}

/// What came back, with the headers the tests look at.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub location: Option<String>,
    pub allow: Option<String>,
    pub content_type: Option<String>,
    pub set_cookie: Option<String>,
    /// Every `Set-Cookie`, in order.
    pub set_cookies: Vec<String>,
    pub www_authenticate: Option<String>,
    pub connection: Option<String>,
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|err| panic!("not JSON ({err}): {}", self.body))
    }

    /// Asserts a 303 to `path`.
    pub fn redirects_to(&self, path: &str) {
        assert_eq!(
            (self.status, self.location.as_deref()),
            (303, Some(path)),
            "{}",
            self.body
        );
    }

    /// The `name=value` of the cookie `name` this answer sets, if it sets it.
    pub fn cookie(&self, name: &str) -> Option<String> {
        self.set_cookies
            .iter()
            .map(|set| set.split(';').next().unwrap().trim().to_owned())
            .find(|pair| pair.starts_with(&format!("{name}=")))
    }

    /// The value of the first `authenticity_token` field of the page.
    pub fn form_token(&self) -> Option<String> {
        let at = self.body.find(r#"name="authenticity_token" value=""#)?;
        let rest = &self.body[at + r#"name="authenticity_token" value=""#.len()..];
        Some(rest[..rest.find('"')?].to_owned())
    }
}

/// What Chromium sends.
pub const HTML: &str = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
pub const JSON: &str = "application/json";
pub const FORM: &str = "application/x-www-form-urlencoded";

/// The CSRF check's cookie, and the sign-in's.
pub const CSRF_COOKIE: &str = "restful_demo_session";
pub const LOGIN_COOKIE: &str = "restful_demo_login";

/// A browser's session with a server, signed in as the site's user (signed up on first use):
/// its cookies and the CSRF token of its forms, taken from the sign-in form it opens (as a
/// browser would), and sent with every form. JSON requests carry the user's HTTP Basic
/// credentials instead.
pub struct Site {
    pub demo: Demo,
    agent: ureq::Agent,
    user: OnceLock<User>,
    session: OnceLock<Session>,
}

/// A browser's cookies and the token that goes with them.
#[derive(Clone, Debug)]
pub struct Session {
    /// `restful_demo_session=...; restful_demo_login=...` (the second once signed in), as a
    /// `Cookie` header sends them.
    pub cookie: String,
    pub token: String,
}

impl Session {
    /// The value of the `restful_demo_login` cookie, if signed in.
    pub fn login(&self) -> Option<&str> {
        self.cookie
            .split("; ")
            .find_map(|pair| pair.strip_prefix(&format!("{LOGIN_COOKIE}=")))
    }
}

/// An account's credentials.
#[derive(Clone, Debug)]
pub struct User {
    pub email: String,
    pub password: String,
}

impl User {
    /// `Basic ...`, for an `Authorization` header.
    pub fn basic(&self) -> String {
        basic(&self.email, &self.password)
    }
}

/// The password the tests give the account `email`.
pub fn password_of(email: &str) -> String {
    format!("password of {email}")
}

/// `Basic base64(user:password)`.
pub fn basic(user: &str, password: &str) -> String {
    use base64::Engine;
    let encoded = base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"));
    format!("Basic {encoded}")
}

impl Site {
    pub fn start() -> Site {
        Site::on(Demo::start())
    }

    pub fn on(demo: Demo) -> Site {
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .timeout_global(Some(Duration::from_secs(10)))
            .build()
            .new_agent();
        Site {
            demo,
            agent,
            user: OnceLock::new(),
            session: OnceLock::new(),
        }
    }

    /// The user of this site, signed up on first use (unless the database has it already,
    /// from a server that ran on it before).
    pub fn user(&self) -> &User {
        self.user.get_or_init(|| {
            let email = "tester@example.com";
            match self.try_sign_up(email) {
                Ok(user) => user,
                Err(answer) if answer.status == 409 => User {
                    email: email.to_owned(),
                    password: password_of(email),
                },
                Err(answer) => panic!("cannot sign up {email}: {answer:?}"),
            }
        })
    }

    /// A new account with this email address (and a password of its own), signed up as a JSON
    /// client does.
    pub fn sign_up(&self, email: &str) -> User {
        self.try_sign_up(email)
            .unwrap_or_else(|answer| panic!("cannot sign up {email}: {answer:?}"))
    }

    /// A new account, or the answer that refused it.
    // A test helper: the refusal is looked at once, boxing it would gain nothing.
    #[allow(clippy::result_large_err)]
    pub fn try_sign_up(&self, email: &str) -> Result<User, Answer> {
        let user = User {
            email: email.to_owned(),
            password: password_of(email),
        };
        let body = serde_json::json!({
            "email_address": user.email,
            "password": user.password,
            "password_confirmation": user.password,
        });
        let created = self.send(
            Method::POST,
            "/users",
            &[("accept", JSON)],
            Some((JSON, body.to_string().into_bytes())),
        );
        match created.status {
            201 => Ok(user),
            _ => Err(created),
        }
    }

    /// The session of this site, signed in as its user on first use.
    pub fn session(&self) -> &Session {
        self.session.get_or_init(|| self.new_session())
    }

    /// Another session of the site's user: what another browser would get.
    pub fn new_session(&self) -> Session {
        self.sign_in(&self.user().clone())
    }

    /// A browser that opens the sign-in form: its CSRF cookie and token, signed in as nobody.
    pub fn anonymous_session(&self) -> Session {
        let page = self.send(Method::GET, "/session/new_form", &[("accept", HTML)], None);
        assert_eq!(page.status, 200, "{}", page.body);
        let cookie = page
            .cookie(CSRF_COOKIE)
            .expect("a form page sets the session cookie");
        let token = page.form_token().expect("a form page has a token");
        Session { cookie, token }
    }

    /// A new browser that signs in as `user` with the sign-in form.
    pub fn sign_in(&self, user: &User) -> Session {
        let anonymous = self.anonymous_session();
        let signed_in = self.post_form(
            "/session",
            &[
                ("email_address", &user.email),
                ("password", &user.password),
                ("authenticity_token", &anonymous.token),
            ],
            Some(&anonymous.cookie),
        );
        signed_in.redirects_to("/photos");
        let login = signed_in
            .cookie(LOGIN_COOKIE)
            .expect("signing in sets the login cookie");
        Session {
            cookie: format!("{}; {login}", anonymous.cookie),
            token: anonymous.token,
        }
    }

    /// Sends a request with `headers`, and `body` with its content type.
    pub fn send(
        &self,
        method: Method,
        path: &str,
        headers: &[(&str, &str)],
        body: Option<(&str, Vec<u8>)>,
    ) -> Answer {
        let mut request = http::Request::builder()
            .method(method.clone())
            .uri(self.demo.url(path));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = match body {
            Some((content_type, body)) => self.agent.run(
                request
                    .header("content-type", content_type)
                    .body(body)
                    .unwrap(),
            ),
            None => self.agent.run(request.body(()).unwrap()),
        };
        let mut response = response.unwrap_or_else(|err| panic!("{method} {path}: {err}"));
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .map(|value| value.to_str().unwrap().to_owned())
        };
        let (location, allow, content_type, set_cookie, www_authenticate, connection) = (
            header("location"),
            header("allow"),
            header("content-type"),
            header("set-cookie"),
            header("www-authenticate"),
            header("connection"),
        );
        let set_cookies = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|value| value.to_str().unwrap().to_owned())
            .collect();
        Answer {
            status: response.status().as_u16(),
            location,
            allow,
            content_type,
            set_cookie,
            set_cookies,
            www_authenticate,
            connection,
            body: response.body_mut().read_to_string().unwrap(),
        }
    }

    /// What a browser does to follow a link: with the session's cookie once it has one.
    pub fn get(&self, path: &str) -> Answer {
        match self.session.get() {
            Some(session) => {
                let headers = [("accept", HTML), ("cookie", session.cookie.as_str())];
                self.send(Method::GET, path, &headers, None)
            }
            None => self.send(Method::GET, path, &[("accept", HTML)], None),
        }
    }

    pub fn get_json(&self, path: &str) -> Answer {
        self.send(Method::GET, path, &[("accept", JSON)], None)
    }

    /// What a browser does to submit a form: with the session's cookie and token.
    pub fn submit(&self, path: &str, fields: &[(&str, &str)]) -> Answer {
        let session = self.session();
        let mut fields = fields.to_vec();
        fields.push(("authenticity_token", &session.token));
        self.post_form(path, &fields, Some(&session.cookie))
    }

    /// A form POST with exactly these fields, and this cookie if any.
    pub fn post_form(&self, path: &str, fields: &[(&str, &str)], cookie: Option<&str>) -> Answer {
        let mut headers = vec![("accept", HTML)];
        headers.extend(cookie.map(|cookie| ("cookie", cookie)));
        self.send(
            Method::POST,
            path,
            &headers,
            Some((FORM, form(fields).into_bytes())),
        )
    }

    /// A request of a script: the session's cookie and its token in `X-CSRF-Token`.
    pub fn send_with_token(&self, method: Method, path: &str) -> Answer {
        let session = self.session();
        let headers = [
            ("accept", HTML),
            ("cookie", session.cookie.as_str()),
            ("x-csrf-token", session.token.as_str()),
        ];
        self.send(method, path, &headers, None)
    }

    /// A JSON request of the site's user: their HTTP Basic credentials, no cookie, no token,
    /// a JSON body when there is one.
    pub fn send_json(&self, method: Method, path: &str, body: Option<Value>) -> Answer {
        let user = self.user().clone();
        self.send_json_as(Some(&user), method, path, body)
    }

    /// A JSON request with the HTTP Basic credentials of `user`, or none.
    pub fn send_json_as(
        &self,
        user: Option<&User>,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> Answer {
        let body = body.map(|body| (JSON, body.to_string().into_bytes()));
        // A DELETE without a body still says it speaks JSON, which is what exempts it from
        // the CSRF check.
        let mut headers = vec![("accept", JSON)];
        if body.is_none() {
            headers.push(("content-type", JSON));
        }
        let authorization = user.map(User::basic);
        headers.extend(
            authorization
                .as_deref()
                .map(|value| ("authorization", value)),
        );
        self.send(method, path, &headers, body)
    }
}

impl Site {
    /// The status of a request written by hand on a new connection: for what an HTTP client
    /// library refuses to send, such as a 100 KiB request target (`http::Uri` stops at 64 KiB).
    pub fn raw(&self, method: &str, target: &str, headers: &[(&str, &str)], body: &[u8]) -> u16 {
        let address = self.demo.base().trim_start_matches("http://");
        let mut stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut request = format!(
            "{method} {target} HTTP/1.1\r\nhost: {address}\r\nconnection: close\r\ncontent-length: {}\r\n",
            body.len()
        );
        for (name, value) in headers {
            request += &format!("{name}: {value}\r\n");
        }
        request += "\r\n";
        let mut bytes = request.into_bytes();
        bytes.extend_from_slice(body);
        // The server may answer and close before reading it all: a failed write is not a
        // failed test, the status is what counts.
        let _ = stream.write_all(&bytes);
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let answer = String::from_utf8_lossy(&answer);
        let status = answer
            .strip_prefix("HTTP/1.1 ")
            .and_then(|rest| rest.get(..3))
            .unwrap_or_else(|| {
                panic!(
                    "{method} {} bytes: no status line in {answer:?}",
                    target.len()
                )
            });
        status.parse().unwrap()
    }
}

/// `fields` as `application/x-www-form-urlencoded`, as browsers encode them.
pub fn form(fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .map(|(name, value)| format!("{}={}", encode(name), encode(value)))
        .collect::<Vec<_>>()
        .join("&")
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                char::from(byte).to_string()
            }
            b' ' => "+".to_owned(),
            _ => format!("%{byte:02X}"),
        })
        .collect()
}

/// Every row of every table of the demo's database at `path`, as text: two snapshots are
/// equal when nothing was written in between. Read-only, next to the running server.
pub fn snapshot(path: &Path) -> Vec<String> {
    let db =
        rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap_or_else(|err| panic!("cannot open {}: {err}", path.display()));
    let mut rows = Vec::new();
    for table in [
        "photos",
        "comments",
        "book_reviews",
        "settings",
        "sqlite_sequence",
    ] {
        let mut statement = db.prepare(&format!("SELECT * FROM {table}")).unwrap();
        let columns = statement.column_count();
        let mut cursor = statement.query([]).unwrap();
        while let Some(row) = cursor.next().unwrap() {
            let values: Vec<String> = (0..columns)
                .map(|i| format!("{:?}", row.get_ref(i).unwrap()))
                .collect();
            rows.push(format!("{table}: {}", values.join(" | ")));
        }
    }
    rows
}

/// How many rows `table` has in the database at `path`.
pub fn count(path: &Path, table: &str) -> i64 {
    let db =
        rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap();
    db.query_row(&format!("SELECT count(*) FROM {table}"), [], |row| {
        row.get(0)
    })
    .unwrap()
}
