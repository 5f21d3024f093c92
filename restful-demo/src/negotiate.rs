//! Content negotiation, both ways: HTML for browsers, JSON for clients that ask for it.
//!
//! - Answers are JSON when the request's `Accept` prefers `application/json` to `text/html`
//!   ([`Format`]), HTML otherwise, also when there is no `Accept` at all.
//! - Bodies are read as JSON when `Content-Type` is `application/json`, as a urlencoded form
//!   (what HTML forms send) otherwise ([`Submitted`]).

use std::convert::Infallible;

use axum::extract::{Form, FromRequest, FromRequestParts, Json, Request};
use axum::http::header::{ACCEPT, CONTENT_TYPE, LOCATION, VARY};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;

use crate::pages;

/// What a handler answers: its response, or the page or JSON of why it cannot (`?` on a
/// lookup or a write that failed).
pub(crate) type Answer = Result<Response, Response>;

/// What the client wants back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Format {
    Html,
    Json,
}

impl Format {
    /// The format `headers` ask for: JSON when `application/json` is acceptable and wins over
    /// `text/html` by `q`, or at equal `q` by being named more specifically (so the `Accept:
    /// application/json, text/plain, */*` of JavaScript clients gets JSON, and a browser's
    /// `text/html, ..., */*;q=0.8` gets HTML). HTML on a tie: it is an HTML app first.
    pub(crate) fn of(headers: &HeaderMap) -> Format {
        let ranges: Vec<MediaRange<'_>> = headers
            .get_all(ACCEPT)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .filter_map(MediaRange::parse)
            .collect();
        let json = preference(&ranges, "application", "json");
        let html = preference(&ranges, "text", "html");
        match json {
            Some(json) if json.q > 0 && Some(json) > html => Format::Json,
            _ => Format::Html,
        }
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Format {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Infallible> {
        Ok(Format::of(&parts.headers))
    }
}

/// One element of `Accept`: `type/subtype;q=0.5`.
struct MediaRange<'a> {
    kind: &'a str,
    subtype: &'a str,
    /// `q` in thousandths, as RFC 9110 §12.4.2 allows no more digits.
    q: u16,
}

impl<'a> MediaRange<'a> {
    /// `None` for something that is not a media range: it says nothing.
    fn parse(text: &'a str) -> Option<MediaRange<'a>> {
        let mut parts = text.split(';');
        let (kind, subtype) = parts.next()?.trim().split_once('/')?;
        let mut q = 1000;
        for param in parts {
            if let Some((name, value)) = param.split_once('=')
                && name.trim().eq_ignore_ascii_case("q")
            {
                let value: f32 = value.trim().parse().ok()?;
                if !(0.0..=1.0).contains(&value) {
                    return None;
                }
                q = (value * 1000.0).round() as u16;
            }
        }
        Some(MediaRange {
            kind: kind.trim(),
            subtype: subtype.trim(),
            q,
        })
    }

    /// 2 for `type/subtype`, 1 for `type/*`, 0 for `*/*`; `None` when it does not match.
    fn specificity(&self, kind: &str, subtype: &str) -> Option<u8> {
        match (self.kind, self.subtype) {
            ("*", "*") => Some(0),
            (k, "*") if k.eq_ignore_ascii_case(kind) => Some(1),
            (k, s) if k.eq_ignore_ascii_case(kind) && s.eq_ignore_ascii_case(subtype) => Some(2),
            _ => None,
        }
    }
}

/// How much a client wants a media type. Compared `q` first, then specificity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Preference {
    q: u16,
    specificity: u8,
}

/// The `q` that `Accept` gives `kind/subtype`: that of the most specific range that matches
/// (RFC 9110 §12.5.1); `None` when no range matches.
fn preference(ranges: &[MediaRange<'_>], kind: &str, subtype: &str) -> Option<Preference> {
    ranges
        .iter()
        .filter_map(|range| {
            let specificity = range.specificity(kind, subtype)?;
            Some(Preference {
                q: range.q,
                specificity,
            })
        })
        // The first of the most specific: `max_by_key` would take the last.
        .fold(None, |best: Option<Preference>, next| match best {
            Some(best) if best.specificity >= next.specificity => Some(best),
            _ => Some(next),
        })
}

/// Marks every answer as depending on `Accept`, so that a cache never gives a browser the
/// JSON it stored for a script.
pub(crate) async fn vary_on_accept(mut response: Response) -> Response {
    response
        .headers_mut()
        .append(VARY, HeaderValue::from_static("accept"));
    response
}

/// The body of a create or an update, read as JSON or as a form by its `Content-Type`. A
/// body that cannot be read is answered with axum's status for it (400, 415 or 422) and
/// message, in the format the request asks for.
pub(crate) struct Submitted<T>(pub T);

impl<S, T> FromRequest<S> for Submitted<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = Response;

    async fn from_request(request: Request, state: &S) -> Result<Self, Response> {
        let format = Format::of(request.headers());
        let body = if is_json(request.headers()) {
            Json::<T>::from_request(request, state)
                .await
                .map(|Json(body)| body)
                .map_err(|err| (err.status(), err.body_text()))
        } else {
            Form::<T>::from_request(request, state)
                .await
                .map(|Form(body)| body)
                .map_err(|err| (err.status(), err.body_text()))
        };
        body.map(Submitted)
            .map_err(|(status, message)| failure(format, status, vec![message]))
    }
}

/// `application/json`, or a `+json` type such as `application/merge-patch+json`.
pub(crate) fn is_json(headers: &HeaderMap) -> bool {
    let Some(essence) = headers
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
    else {
        return false;
    };
    let essence = essence.trim().to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// An error answer: `{"errors": [...]}` for JSON, a page that lists the messages for HTML.
pub(crate) fn failure(format: Format, status: StatusCode, messages: Vec<String>) -> Response {
    match format {
        Format::Json => (status, Json(json!({ "errors": messages }))).into_response(),
        Format::Html => pages::error_page(status, &messages),
    }
}

/// The answer to a delete: 204 for JSON, a 303 to `then` for a browser.
pub(crate) fn deleted(format: Format, then: &str) -> Response {
    match format {
        Format::Json => StatusCode::NO_CONTENT.into_response(),
        Format::Html => Redirect::to(then).into_response(),
    }
}

/// The answer to a create: 201 with the new record and its `Location` for JSON, a 303 to its
/// page for a browser (so that a reload does not post the form again).
pub(crate) fn created(format: Format, shown_at: String, record: impl Serialize) -> Response {
    match format {
        Format::Json => (StatusCode::CREATED, [(LOCATION, shown_at)], Json(record)).into_response(),
        Format::Html => Redirect::to(&shown_at).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn format_for(accept: &[&str]) -> Format {
        let mut headers = HeaderMap::new();
        for value in accept {
            headers.append(ACCEPT, HeaderValue::from_str(value).unwrap());
        }
        Format::of(&headers)
    }

    #[test]
    fn json_only_when_preferred_to_html() {
        let cases = [
            (&[][..], Format::Html),
            (&["*/*"], Format::Html),
            (&["application/json"], Format::Json),
            (&["Application/JSON"], Format::Json),
            (&["application/*"], Format::Json),
            // Firefox and Chromium.
            (
                &["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"],
                Format::Html,
            ),
            // axios and fetch-based clients: JSON is named, HTML only through `*/*`.
            (&["application/json, text/plain, */*"], Format::Json),
            (&["application/json;q=0.9, text/html"], Format::Html),
            (&["text/html;q=0.5, application/json"], Format::Json),
            (&["text/html;q=0.5, */*"], Format::Json),
            // A tie goes to HTML.
            (&["application/json, text/html"], Format::Html),
            (&["text/html", "application/json"], Format::Html),
            // `q=0` means "not this".
            (&["application/json;q=0, */*"], Format::Html),
            (&["application/json;q=0"], Format::Html),
            // The most specific range decides a type's `q`.
            (&["application/*;q=0.1, application/json;q=1"], Format::Json),
            (&["application/json;q=0.1, application/*"], Format::Json),
            (&["application/json;q=0.1, text/html"], Format::Html),
            // What cannot be read says nothing.
            (&["application/json;q=2"], Format::Html),
            (&["application/json;q=x, text/html"], Format::Html),
            (&["json"], Format::Html),
        ];
        for (accept, expected) in cases {
            assert_eq!(format_for(accept), expected, "{accept:?}");
        }
    }

    #[test]
    fn json_bodies_by_content_type() {
        let cases = [
            ("application/json", true),
            ("application/json; charset=utf-8", true),
            ("APPLICATION/JSON", true),
            ("application/merge-patch+json", true),
            ("application/x-www-form-urlencoded", false),
            ("text/json+plain", false),
            ("text/plain", false),
        ];
        for (content_type, expected) in cases {
            let mut headers = HeaderMap::new();
            headers.insert(CONTENT_TYPE, HeaderValue::from_static(content_type));
            assert_eq!(is_json(&headers), expected, "{content_type}");
        }
        assert!(!is_json(&HeaderMap::new()));
    }
}
