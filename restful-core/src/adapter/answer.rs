//! A routed request's answer: its handler's response, without the body for HEAD; or a
//! refusal.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use http::header::CONTENT_LENGTH;
use http::{HeaderValue, Response};
use http_body::Body;

use super::rejection::Rejection;

/// A handler's future, its type erased.
pub type HandlerFuture<B> = Pin<Box<dyn Future<Output = Response<B>> + Send>>;

/// The answer to a request the router recognized or refused: the handler's response (for
/// HEAD, the GET handler's, with its headers and no body), or the refusal's, at once. Polled
/// again after its answer, it answers [`Rejection::PolledAfterCompletion`] rather than panic
/// or wait forever.
///
/// ```
/// use http::Response;
/// use restful_core::adapter::{Answer, Rejection};
/// use restful_core::RecognizeError;
///
/// # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
/// let handler = Box::pin(async { Response::new(String::from("hello")) });
/// let answer = Answer::new(handler, true).await;   // HEAD
/// assert_eq!(answer.headers()["content-length"], "5");
/// assert_eq!(answer.body(), "");
///
/// let refused = Answer::<String>::refused(Rejection::from(RecognizeError::BadRequest)).await;
/// assert_eq!(refused.status(), 400);
/// # });
/// ```
#[must_use = "an `Answer` answers nothing until it is polled"]
pub struct Answer<B> {
    state: State<B>,
    head: bool,
}

enum State<B> {
    Handler(HandlerFuture<B>),
    Refused(Rejection),
    Answered,
}

impl<B> Answer<B> {
    /// The answer of a handler's `future`; `head` when the request is a HEAD.
    pub fn new(future: HandlerFuture<B>, head: bool) -> Self {
        Answer {
            state: State::Handler(future),
            head,
        }
    }

    /// The answer to a refused request.
    pub fn refused(rejection: Rejection) -> Self {
        Answer {
            state: State::Refused(rejection),
            head: false,
        }
    }
}

// Nothing in it is pinned: the handler's future is boxed.
impl<B> Unpin for Answer<B> {}

impl<B> Future for Answer<B>
where
    B: Body + Default + From<&'static str>,
{
    type Output = Response<B>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Response<B>> {
        let this = self.get_mut();
        let response = match &mut this.state {
            State::Handler(future) => ready!(future.as_mut().poll(cx)),
            State::Refused(rejection) => rejection.to_response(),
            State::Answered => Rejection::PolledAfterCompletion.to_response(),
        };
        this.state = State::Answered;
        Poll::Ready(if this.head {
            without_body(response)
        } else {
            response
        })
    }
}

impl<B> std::fmt::Debug for Answer<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = match &self.state {
            State::Handler(_) => "handler",
            State::Refused(_) => "refused",
            State::Answered => "answered",
        };
        f.debug_struct("Answer")
            .field("state", &state)
            .field("head", &self.head)
            .finish()
    }
}

/// The answer to HEAD made of the GET answer: its headers, `Content-Length` included (from
/// the body's exact size when the handler did not set it, as a server would have sent it),
/// and an empty body.
///
/// ```
/// use http::Response;
/// use restful_core::adapter::without_body;
///
/// let head = without_body(Response::new(String::from("four")));
/// assert_eq!(head.headers()["content-length"], "4");
/// assert_eq!(head.body(), "");
/// ```
pub fn without_body<B: Body + Default>(response: Response<B>) -> Response<B> {
    let (mut parts, body) = response.into_parts();
    if !parts.headers.contains_key(CONTENT_LENGTH) {
        if let Some(length) = body.size_hint().exact() {
            parts
                .headers
                .insert(CONTENT_LENGTH, HeaderValue::from(length));
        }
    }
    Response::from_parts(parts, B::default())
}

#[cfg(test)]
mod tests {
    use std::task::Waker;

    use http::StatusCode;

    use super::*;
    use crate::RecognizeError;

    fn poll(answer: &mut Answer<String>) -> Poll<Response<String>> {
        Pin::new(answer).poll(&mut Context::from_waker(Waker::noop()))
    }

    #[test]
    fn polled_again_after_its_answer_it_answers_500() {
        let handler = Box::pin(async { Response::new(String::from("hello")) });
        let mut answer = Answer::new(handler, false);
        let Poll::Ready(first) = poll(&mut answer) else {
            panic!("a ready handler answers at once");
        };
        assert_eq!(
            (first.status(), first.body().as_str()),
            (StatusCode::OK, "hello")
        );
        let Poll::Ready(again) = poll(&mut answer) else {
            panic!("polled again, it answers at once");
        };
        assert_eq!(again.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(again.body(), Rejection::PolledAfterCompletion.message());

        let mut refused = Answer::refused(Rejection::from(RecognizeError::NotFound));
        assert!(matches!(poll(&mut refused), Poll::Ready(r) if r.status() == 404));
        assert!(matches!(poll(&mut refused), Poll::Ready(r) if r.status() == 500));
    }
}
