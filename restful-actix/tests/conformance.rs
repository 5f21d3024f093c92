//! The conformance suite against the echo example (docs/integrations.md,
//! "4.2 The echo app and the conformance suite"), served by actix-web on a real loopback
//! socket: at the root, and in `web::scope("/api")`.

#[path = "../examples/echo.rs"]
mod echo;

use std::net::SocketAddr;

/// Starts the echo app on `127.0.0.1:0` in a thread of its own, for the rest of the test
/// process, and gives its address: the socket listens from the moment it returns.
fn start(mount: Option<&str>) -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let addr = listener.local_addr().expect("the bound address");
    let mount = mount.map(str::to_owned);
    std::thread::spawn(move || echo::serve(listener, mount).expect("the echo app serves"));
    addr
}

#[test]
fn the_echo_app_conforms_at_the_root() {
    restful_conformance::run(start(None), None);
}

#[test]
fn the_echo_app_conforms_below_a_prefix() {
    restful_conformance::run(start(Some("/api")), Some("/api"));
}
