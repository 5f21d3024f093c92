//! The conformance suite against the echo example (docs/integrations.md,
//! "4.2 The echo app and the conformance suite"), served by `axum::serve` on a real loopback
//! socket: both ways restful-axum serves (`into_layer`, `into_router`), each at the root and
//! mounted below `/api`.

#[path = "../examples/echo.rs"]
mod echo;

use std::net::SocketAddr;

use echo::Mode;

/// Starts the echo app on `127.0.0.1:0` in a thread of its own, for the rest of the test
/// process, and gives its address: connections are accepted from the moment it returns.
fn start(mount: Option<&str>, mode: Mode) -> SocketAddr {
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
            echo::serve(listener, mount, mode).await;
        });
    });
    addr
}

#[test]
fn a_layer_in_front_of_the_app_conforms_at_the_root() {
    restful_conformance::run(start(None, Mode::Layer), None);
}

#[test]
fn a_layered_app_conforms_in_nest_service() {
    restful_conformance::run(start(Some("/api"), Mode::Layer), Some("/api"));
}

#[test]
fn a_router_conforms_at_the_root() {
    restful_conformance::run(start(None, Mode::Router), None);
}

/// axum's `Router::nest` maps the nested router's `/` to the prefix alone and routes the
/// prefix with `/` (`/api/`) to the outer app, whatever the nested router holds: those cases,
/// and only those, get the app's fallback.
#[test]
fn a_router_conforms_in_nest_but_for_the_prefix_with_a_slash() {
    let addr = start(Some("/api"), Mode::Router);
    let report = restful_conformance::check(addr, Some("/api"))
        .expect_err("axum's `Router::nest` routes `/api/` to the outer app");
    let failed: Vec<String> = report
        .failed_cases()
        .map(|case| format!("{} {}", case.request.method, case.request.path))
        .collect();
    assert!(
        report
            .failed_cases()
            .all(|case| case.request.path.starts_with("/?")
                || case.request.path == "/"
                || case.request.path == "//"),
        "{report}"
    );
    assert!(failed.contains(&"GET /".to_owned()), "{failed:?}");
}

#[test]
fn a_router_conforms_in_nest_service() {
    restful_conformance::run(start(Some("/api"), Mode::RouterService), Some("/api"));
}
