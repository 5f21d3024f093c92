//! The HTTP conformance suite: one table of requests and the answers every
//! adapter's echo example must give, run over loopback against a real server.
//!
//! Every adapter crate ships `examples/echo.rs`, the same app on every stack (docs/integrations.md, 4.2). Its
//! conformance test starts that app on `127.0.0.1:0` and calls [`run`] once per way of serving
//! it: the router at the root, and mounted below `/api`. [`run`] sends every case of
//! [`CASES`], compares status, `Allow` and body (to HEAD: no body, and the GET body's
//! length as `Content-Length`), and panics with one report of every case that failed:
//!
//! ```text
//! restful-conformance: 1 of 159 case(s) failed against http://127.0.0.1:40311 (the router mounted at /api):
//!
//!   case 84: GET /api/photos/%zz
//!     expected: 400, body "the param `id` is a malformed percent-escape or not UTF-8"
//!     got:      404, body "fallback"
//! ```
//!
//! An adapter's test, with its echo example taken in by `#[path]` (the example exposes a
//! function that serves on a listener it is given):
//!
//! ```no_run
//! # mod echo { pub fn start(_: Option<&str>) -> std::net::SocketAddr { unimplemented!() } }
//! // #[path = "../examples/echo.rs"]
//! // mod echo;
//!
//! #[test]
//! fn the_echo_app_conforms_at_the_root() {
//!     let addr = echo::start(None); // serving in the background on 127.0.0.1:0
//!     restful_conformance::run(addr, None);
//! }
//!
//! #[test]
//! fn the_echo_app_conforms_below_a_prefix() {
//!     let addr = echo::start(Some("/api"));
//!     restful_conformance::run(addr, Some("/api"));
//! }
//! ```
//!
//! The crate has no dependency: the client is a few lines on `std::net::TcpStream`
//! ([`client`]), one connection per request (`Connection: close`), every wait bounded by
//! [`client::TIMEOUT`]. The binary runs the same table against any running echo server,
//! a stack outside the project included:
//!
//! ```sh
//! cargo run -p restful-axum --example echo -- --addr 127.0.0.1:3000 --mount /api &
//! cargo run -p restful-conformance -- --addr 127.0.0.1:3000 --mount /api
//! ```
//!
//! One case is not a request: an app whose controllers conflict (two with one path, say) must
//! refuse to start, with a message that names them, and never answer. Each adapter ships
//! `examples/conflict.rs`, such an app, and its test hands it to [`refused_at_start`].
//!
//! Where the rules leave the answer to the adapters, the table chooses, and every stack answers
//! alike: see [`cases`].

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod cases;
pub mod client;
pub mod shared;
mod start;
mod suite;

pub use crate::cases::{
    CASES, Case, Expect, Framing, JSON, Payload, Refusal, Request, Scope, json_refusal,
};
pub use crate::start::{ISSUES_FILTERS_LISTED, panic_message, refused_at_start};
pub use crate::suite::{Report, check, run};
