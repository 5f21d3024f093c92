//! Built by scripts/package-check.sh outside the workspace, against the packaged crates: an
//! app as the README of restful-axum writes it, answering requests in process
//! (`tower::ServiceExt::oneshot`) and one over a loopback socket, each within a time limit.

use std::time::Duration;

use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::StatusCode;
use axum::{Router, routing::get};
use restful_axum::{Actions, Id, Layer, RestfulRouter};
use restful_core::Restful;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::time::timeout;
use tower::ServiceExt as _;

#[derive(Restful)]
#[restful(only(index, show))]
struct PhotosController;

async fn index() -> &'static str {
    "all photos"
}

async fn show(Id(id): Id<u64>) -> String {
    format!("photo {id}")
}

const LIMIT: Duration = Duration::from_secs(10);

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let app: Router = Router::new().route("/health", get(|| async { "ok" }));
    let app = RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().index(index).show(show))
        .expect_all_mounted()
        .into_layer()
        .layer(app);

    for (path, status, body) in [
        ("/photos", StatusCode::OK, "all photos"),
        ("/photos/42", StatusCode::OK, "photo 42"),
        ("/photos/abc", StatusCode::NOT_FOUND, ""),
        ("/health", StatusCode::OK, "ok"),
    ] {
        let request = Request::get(path).body(Body::empty()).unwrap();
        let response = timeout(LIMIT, app.clone().oneshot(request))
            .await
            .expect("an answer in time")
            .unwrap();
        assert_eq!(response.status(), status, "GET {path}");
        let got = to_bytes(response.into_body(), 1 << 16).await.unwrap();
        if !body.is_empty() {
            assert_eq!(got, body.as_bytes(), "GET {path}");
        }
        println!("oneshot  GET {path}: {status}");
    }

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let app = axum::ServiceExt::<Request>::into_make_service(app);
        axum::serve(listener, app).await.unwrap();
    });
    let answer = timeout(LIMIT, async {
        let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
        stream
            .write_all(b"GET /photos/7 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            .await
            .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        answer
    })
    .await
    .expect("an answer in time");
    assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
    assert!(answer.ends_with("\r\n\r\nphoto 7"), "{answer}");
    println!("http://{address}/photos/7: 200 OK, photo 7");
}
