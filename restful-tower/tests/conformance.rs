//! The conformance suite against the echo example (docs/integrations.md,
//! "4.2 The echo app and the conformance suite"), served by hyper 1 on a real loopback socket:
//! at the root, and mounted below `/api`.

#[path = "../examples/echo.rs"]
mod echo;

use std::net::SocketAddr;

/// Starts the echo app on `127.0.0.1:0` in a thread of its own, for the rest of the test
/// process, and gives its address: connections are accepted from the moment it returns.
fn start(mount: Option<&str>) -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let addr = listener.local_addr().expect("the bound address");
    listener
        .set_nonblocking(true)
        .expect("a non-blocking listener");
    let mount = mount.map(str::to_owned);
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a tokio runtime");
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).expect("a tokio listener");
            echo::serve(listener, mount).await;
        });
    });
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
