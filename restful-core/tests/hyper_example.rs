//! `examples/hyper.rs`, the framework-free server of docs/integrations.md §5.1, answers over a
//! real loopback socket as the routing rules say; and the guide shows it as it is.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

#[allow(dead_code, reason = "the example's `main` is not called here")]
#[path = "../examples/hyper.rs"]
mod example;

/// Sends `request` on a connection of its own; the status line, the headers (lower case) and
/// the body of the answer.
fn send(address: std::net::SocketAddr, request: &str) -> (String, String, String) {
    let mut stream = TcpStream::connect(address).expect("connect to 127.0.0.1");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("a timeout");
    let request = format!("{request} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).expect("write");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let (status, headers) = head.split_once("\r\n").unwrap_or((head, ""));
    (
        status.to_owned(),
        headers.to_ascii_lowercase(),
        body.to_owned(),
    )
}

#[test]
fn the_hyper_example_answers_by_the_routing_rules() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .expect("bind 127.0.0.1");
    let address = listener.local_addr().expect("bound");
    let table = example::routes().expect("the example mounts");
    runtime.spawn(example::serve(listener, table));
    let cases = [
        ("GET /photos", "200 OK", "all photos"),
        ("GET /photos/?page=2", "200 OK", "all photos"),
        ("GET /photos/a%2Fb", "200 OK", "photo a/b"),
        ("DELETE /photos/7", "200 OK", "deleted photo 7"),
        (
            "GET /photos/%zz",
            "400 Bad Request",
            "a param is a malformed",
        ),
        ("GET /videos", "404 Not Found", "no route matches the path"),
        ("GET /photos/7/edit_form", "404 Not Found", "no route"),
        (
            "PUT /photos/7",
            "405 Method Not Allowed",
            "method not allowed",
        ),
    ];
    for (request, status, body) in cases {
        let (got_status, _, got_body) = send(address, request);
        assert!(got_status.ends_with(status), "{request}: {got_status}");
        assert!(got_body.starts_with(body), "{request}: {got_body}");
    }
    let (_, headers, _) = send(address, "PATCH /photos");
    assert!(
        headers.lines().any(|line| line == "allow: get, head"),
        "{headers}"
    );
    let (status, headers, body) = send(address, "HEAD /photos/7");
    assert!(status.ends_with("200 OK"), "{status}");
    assert!(headers.contains("content-length: 7"), "{headers}");
    assert_eq!(body, "");
}

#[test]
fn the_guide_shows_the_example_as_it_is() {
    let guide = include_str!("../../docs/integrations.md");
    let example = include_str!("../examples/hyper.rs");
    assert!(
        guide.contains(example.trim_end()),
        "docs/integrations.md §5.1 must quote restful-core/examples/hyper.rs whole"
    );
}
