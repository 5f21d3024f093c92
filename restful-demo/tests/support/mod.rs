//! The real `restful-demo` binary, started on an ephemeral loopback port, for the tests that
//! talk to it over TCP. Every wait is bounded; the process is killed when the guard drops.

// Each test crate uses its own part of this module.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// The binary under test, built by cargo for the integration tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_restful-demo");

/// How long the server may take to say where it listens, and to stop.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// A running `restful-demo`, killed on drop.
pub struct Demo {
    child: Child,
    base: String,
    stdout: Receiver<String>,
}

impl Demo {
    /// `restful-demo --addr 127.0.0.1:0`: a fresh store on a port of the system's choosing.
    pub fn start() -> Demo {
        Demo::start_with(Command::new(BIN).args(["--addr", "127.0.0.1:0"]))
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
            stdout,
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
        let rest = self.stdout.iter().collect();
        (status, rest)
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
