//! What the benchmarks of this crate share: one pass of a request mix through an app, as
//! `tower::ServiceExt::oneshot` sends it, and its time per request.

use std::convert::Infallible;
use std::hint::black_box;
use std::time::Instant;

use axum::body::Body;
use axum::extract::Request;
use axum::response::Response;
use restful_core::Method;
use tower::{Service, ServiceExt};

fn request(method: &Method, path: &str) -> Request {
    Request::builder()
        .method(method.clone())
        .uri(path)
        .body(Body::empty())
        .unwrap_or_default()
}

/// One pass of the mix through `app`: the number of 2xx answers.
pub async fn pass<A>(app: &A, requests: &[(Method, String)]) -> usize
where
    A: Service<Request, Response = Response, Error = Infallible> + Clone,
{
    let mut ok = 0;
    for (method, path) in requests {
        let response = app.clone().oneshot(request(method, path)).await;
        if response.is_ok_and(|response| black_box(response).status().is_success()) {
            ok += 1;
        }
    }
    ok
}

/// The ns per request of one pass of the mix.
pub async fn time<A>(app: &A, requests: &[(Method, String)]) -> f64
where
    A: Service<Request, Response = Response, Error = Infallible> + Clone,
{
    let start = Instant::now();
    black_box(pass(app, requests).await);
    start.elapsed().as_nanos() as f64 / requests.len() as f64
}
