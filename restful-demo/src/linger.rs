//! A body the app leaves unread is read to its end before the answer goes out.
//!
//! A refused body (413 over the size limit, a 404 or a 403 that never reads it) stays on the
//! connection. HTTP/1.1 then leaves the server two choices: read it, or close the connection
//! after the answer. Closing at once is what hyper does, and it loses answers: a client that
//! sends its whole body before reading (most do) gets a reset, or finds the connection closed
//! under its next request. So, as nginx's lingering close does, the rest of the body is read
//! and thrown away, up to [`DRAIN_LIMIT`] bytes and for [`DRAIN_TIME`]; the connection then
//! carries the next request. A body larger than that, or slower, gets its answer with
//! `Connection: close`.

use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::CONNECTION;
use axum::middleware::Next;
use axum::response::Response;
use http_body::{Frame, SizeHint};
use http_body_util::BodyExt;

/// How much of what the app left of a body is read and thrown away: four times the largest
/// body the app reads.
pub(crate) const DRAIN_LIMIT: usize = 4 * restful_axum::DEFAULT_BODY_LIMIT;

/// How long reading it may take.
pub(crate) const DRAIN_TIME: Duration = Duration::from_secs(5);

/// The middleware: passes the request on with a body that, when the app drops it unfinished,
/// comes back here to be read to its end.
pub(crate) async fn drain_unread(request: Request, next: Next) -> Response {
    let left = Arc::new(Mutex::new(None));
    let request = request.map(|body| {
        Body::new(Returning {
            body: Some(body),
            left: Arc::clone(&left),
        })
    });
    let mut response = next.run(request).await;
    let unread = left.lock().unwrap_or_else(PoisonError::into_inner).take();
    if let Some(body) = unread {
        let drained = tokio::time::timeout(DRAIN_TIME, drain(body, DRAIN_LIMIT)).await;
        if !matches!(drained, Ok(true)) {
            response
                .headers_mut()
                .insert(CONNECTION, HeaderValue::from_static("close"));
        }
    }
    response
}

/// Reads `body` to its end, keeping nothing: whether it ended within `limit` bytes, without
/// an error.
async fn drain(mut body: Body, limit: usize) -> bool {
    let mut read = 0usize;
    while let Some(frame) = body.frame().await {
        let Ok(frame) = frame else { return false };
        if let Some(data) = frame.data_ref() {
            read = read.saturating_add(data.len());
            if read > limit {
                return false;
            }
        }
    }
    true
}

/// A request body that hands itself back through `left` when it is dropped before its end.
struct Returning {
    body: Option<Body>,
    left: Arc<Mutex<Option<Body>>>,
}

impl http_body::Body for Returning {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        match self.body.as_mut() {
            Some(body) => Pin::new(body).poll_frame(cx),
            None => Poll::Ready(None),
        }
    }

    fn is_end_stream(&self) -> bool {
        self.body
            .as_ref()
            .is_none_or(http_body::Body::is_end_stream)
    }

    fn size_hint(&self) -> SizeHint {
        self.body
            .as_ref()
            .map_or_else(|| SizeHint::with_exact(0), http_body::Body::size_hint)
    }
}

impl Drop for Returning {
    fn drop(&mut self) {
        if let Some(body) = self.body.take()
            && !http_body::Body::is_end_stream(&body)
        {
            *self.left.lock().unwrap_or_else(PoisonError::into_inner) = Some(body);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use axum::Router;
    use axum::body::to_bytes;
    use axum::middleware::from_fn;
    use axum::routing::post;
    use tower::ServiceExt;

    fn app() -> Router {
        Router::new()
            .route(
                "/read",
                post(|body: Bytes| async move { body.len().to_string() }),
            )
            .route("/refuse", post(|| async { "refused" }))
            .layer(from_fn(drain_unread))
    }

    async fn post_to(path: &str, body: Body) -> Response {
        let request = Request::post(path).body(body).unwrap();
        app().oneshot(request).await.unwrap()
    }

    #[tokio::test]
    async fn a_body_read_whole_reaches_the_app_unchanged() {
        let response = post_to("/read", Body::from(vec![7u8; 100_000])).await;
        assert_eq!(response.headers().get(CONNECTION), None);
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        assert_eq!(&body[..], b"100000");
    }

    #[tokio::test]
    async fn an_unread_body_within_the_limit_keeps_the_connection() {
        let response = post_to("/refuse", Body::from(vec![7u8; DRAIN_LIMIT])).await;
        assert_eq!(response.headers().get(CONNECTION), None);
    }

    #[tokio::test]
    async fn an_unread_body_over_the_limit_closes_the_connection() {
        let response = post_to("/refuse", Body::from(vec![7u8; DRAIN_LIMIT + 1])).await;
        assert_eq!(response.headers()[CONNECTION], "close");
    }

    #[tokio::test]
    async fn a_body_that_fails_closes_the_connection() {
        let response = post_to("/refuse", Body::new(Failing)).await;
        assert_eq!(response.headers()[CONNECTION], "close");
    }

    /// A body whose connection breaks before its end.
    struct Failing;

    impl http_body::Body for Failing {
        type Data = Bytes;
        type Error = std::io::Error;

        fn poll_frame(
            self: Pin<&mut Self>,
            _: &mut Context<'_>,
        ) -> Poll<Option<Result<Frame<Bytes>, std::io::Error>>> {
            Poll::Ready(Some(Err(std::io::Error::other("reset"))))
        }
    }
}
