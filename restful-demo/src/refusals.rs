//! What is refused before any handler runs, answered as the demo answers everything else: JSON
//! to a client whose `Accept` asks for it ([`Format`]), the demo's error page (its layout, the
//! site's title, the visitor's account) to a browser.
//!
//! | request | status | message |
//! |---|---|---|
//! | no route has the path: `/nope`, `/photos/abc` and `/photos/01` (a photo's id is an `i64`, written one way), `/photos/..` | 404 | `Nothing lives at /photos/abc.` |
//! | a method the path does not answer: `PATCH /photos/1`, `OPTIONS /photos` | 405, with `Allow` | `/photos/1 does not answer PATCH: it answers GET, HEAD, PUT, DELETE.` |
//! | an untyped param that is a malformed escape or not UTF-8: `/~%zz` (a username) | 400 | `/~%zz cannot be read: ...` |
//! | a form that `MethodOverride` cannot read for its `_method`: over its limit, or cut off | 413, 400 | `The form is larger than 2 MiB: nothing was changed.` |
//! | an extractor read where it cannot work (a bug of the demo) | 500 | logged with what restful says; the answer says only that it failed |
//!
//! [`refused`] is the `on_rejection` function of the `RestfulRouter` and of the
//! `MethodOverride` (`crate::app_with`), and [`not_found`] the router's fallback: restful gives
//! it every 404 (no route has the path, a typed id that does not parse), so that a 404 reads the
//! same whoever answers it. restful keeps a 405's `Allow` whatever the function answers.
//!
//! The JSON is `{"status": 405, "error": "...", "errors": ["..."]}`: the status and the message
//! on their own, and `errors`, the field every error answer of the demo has
//! (`negotiate::failure`), so that a client reads one field whoever refused its request.

use axum::Json;
use axum::http::request::Parts;
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use restful_core::RecognizeError;
use restful_core::adapter::Rejection;
use restful_core::adapter::method_override::FormError;
use serde::Serialize;

use crate::negotiate::Format;
use crate::pages;

/// The body of a refusal, as JSON.
#[derive(Serialize)]
struct Refusal<'a> {
    status: u16,
    error: &'a str,
    errors: [&'a str; 1],
}

/// The answer to what restful refused, from the refusal and the request's head: the
/// `on_rejection` function of the router and of the method override.
pub(crate) fn refused(rejection: Rejection, parts: &Parts) -> Response {
    let format = Format::of(&parts.headers);
    let path = parts.uri.path();
    let status = rejection.status();
    let message = match rejection {
        // Only where no fallback takes them: the router has one.
        _ if rejection.is_not_found() => nothing_at(path),
        Rejection::Recognize(RecognizeError::MethodNotAllowed(_)) => format!(
            "{path} does not answer {}: it answers {}.",
            parts.method,
            rejection.allow().unwrap_or_default()
        ),
        Rejection::BadParam { param } => format!(
            "{path} cannot be read: its {param} is a malformed percent-escape (`%` and two \
             hexadecimal digits), or is not UTF-8."
        ),
        Rejection::Recognize(RecognizeError::BadRequest) => format!(
            "{path} cannot be read: a part of it is a malformed percent-escape (`%` and two \
             hexadecimal digits), or is not UTF-8."
        ),
        Rejection::Form(FormError::TooLarge) => format!(
            "The form is larger than {} MiB: nothing was changed.",
            restful_axum::DEFAULT_BODY_LIMIT / (1024 * 1024)
        ),
        Rejection::Form(FormError::Unreadable) => {
            "The form could not be read to its end: nothing was changed.".to_owned()
        }
        // A bug of the demo (`Id` read on a route without an id, `Ids<T>` with a `T` that does
        // not fit the route...): what restful says of it goes to the log, not to the client.
        bug => {
            eprintln!("restful-demo: {} {path}: {bug}", parts.method);
            "The server failed to answer this request.".to_owned()
        }
    };
    answer(format, status, &message)
}

/// The app's 404, the router's fallback: every request that no route has, in the format it
/// asks for.
pub(crate) async fn not_found(format: Format, uri: Uri) -> Response {
    answer(format, StatusCode::NOT_FOUND, &nothing_at(uri.path()))
}

fn nothing_at(path: &str) -> String {
    format!("Nothing lives at {path}.")
}

/// `{"status": ..., "error": ..., "errors": [...]}` for JSON, the error page for a browser.
fn answer(format: Format, status: StatusCode, message: &str) -> Response {
    match format {
        Format::Json => {
            let refusal = Refusal {
                status: status.as_u16(),
                error: message,
                errors: [message],
            };
            (status, Json(refusal)).into_response()
        }
        Format::Html => pages::error_page(status, &[message.to_owned()]),
    }
}

#[cfg(test)]
mod tests {
    use axum::body::to_bytes;
    use axum::http::Request;
    use axum::http::header::{ACCEPT, CONTENT_TYPE};
    use restful_core::Action;

    use super::*;

    fn head(accept: &str) -> Parts {
        let request = Request::get("/photos/1").header(ACCEPT, accept).body(());
        request.unwrap().into_parts().0
    }

    /// A bug of the demo (an extractor where it cannot work) is a 500 that says no more than
    /// that: what restful says of it names the code, for the log.
    #[tokio::test]
    async fn a_bug_is_a_500_that_names_no_code() {
        let response = refused(Rejection::NoId(Action::Index), &head("application/json"));
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(response.headers()[CONTENT_TYPE], "application/json");
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        let message = "The server failed to answer this request.";
        assert_eq!(
            serde_json::from_slice::<serde_json::Value>(&body).unwrap(),
            serde_json::json!({"status": 500, "error": message, "errors": [message]})
        );
    }

    /// Where no fallback took it, a 404 reads as the fallback's.
    #[tokio::test]
    async fn a_404_reads_as_the_fallbacks() {
        let response = refused(Rejection::IdDoesNotParse, &head("text/html"));
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        let page = String::from_utf8(body.to_vec()).unwrap();
        assert!(page.contains("<h1>Not Found</h1>"), "{page}");
        assert!(
            page.contains("<p>Nothing lives at /photos/1.</p>"),
            "{page}"
        );
    }
}
