//! The method override of HTML forms: the rules every adapter's `MethodOverride` applies
//! before routing, so that they are the same on every stack ([`decide`], then [`read_form`]
//! and [`from_form`] when the body must be read, and [`FormError`] when it cannot be).
//!
//! A form can only send GET and POST. A POST asks for PUT, PATCH or DELETE (any case) with the
//! `X-HTTP-Method-Override` header, or with a `_method` field in an
//! `application/x-www-form-urlencoded` body (the convention of Rails' `Rack::MethodOverride`).
//! Nothing else is overridden: no method but POST, never from the query string (a link must not
//! be able to delete), never to GET or POST. The header is looked at first, so that a request
//! that has it needs no body read; a form body is read up to a limit
//! ([`DEFAULT_BODY_LIMIT`] by default) and passed on unchanged; a longer one is answered 413,
//! and one that cannot be read (the connection broke, a malformed chunk) 400.
//!
//! ```
//! use restful_core::Method;
//! use restful_core::adapter::method_override;
//!
//! assert_eq!(method_override::from_header(b"delete"), Some(Method::DELETE));
//! assert_eq!(method_override::from_form(b"title=Tea&_method=PUT"), Some(Method::PUT));
//! assert_eq!(method_override::from_form(b"_method=GET"), None);
//! assert!(method_override::is_form(b"application/x-www-form-urlencoded; charset=utf-8"));
//! ```

use std::error::Error;
use std::fmt;

use std::future::poll_fn;
use std::pin::pin;

use bytes::{Buf, Bytes};
use http::{Method, StatusCode};
use http_body::Body;
use percent_encoding::percent_decode;

/// The form body an override reads at most, by default: 2 MiB, the limit of axum's `Form`.
pub const DEFAULT_BODY_LIMIT: usize = 2 * 1024 * 1024;

/// The header that asks for another method, in the lower case of HTTP/2 and `http`'s names.
pub const HEADER: &str = "x-http-method-override";

/// The form field that asks for another method.
pub const FIELD: &str = "_method";

/// The methods an override may ask for.
const ALLOWED: [Method; 3] = [Method::PUT, Method::PATCH, Method::DELETE];

/// What to do with a request, from its method and headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Route it as it came.
    Keep,
    /// Route it with this method (asked for by the header).
    Override(Method),
    /// Read its form body (up to the limit) and look for `_method` there, with
    /// [`from_form`]; then route it with the body passed on unchanged.
    ReadForm,
}

/// What to do with a request of `method` whose `X-HTTP-Method-Override` header and
/// `Content-Type` are `header` and `content_type`: the header is looked at first, so that a
/// request that has it needs no body read.
///
/// ```
/// use restful_core::Method;
/// use restful_core::adapter::method_override::{Decision, decide};
///
/// let form = Some(&b"application/x-www-form-urlencoded"[..]);
/// assert_eq!(decide(&Method::POST, Some(b"DELETE"), form), Decision::Override(Method::DELETE));
/// assert_eq!(decide(&Method::POST, None, form), Decision::ReadForm);
/// assert_eq!(decide(&Method::POST, None, Some(b"application/json")), Decision::Keep);
/// assert_eq!(decide(&Method::GET, Some(b"DELETE"), form), Decision::Keep);
/// ```
pub fn decide(method: &Method, header: Option<&[u8]>, content_type: Option<&[u8]>) -> Decision {
    if !applies_to(method) {
        return Decision::Keep;
    }
    if let Some(method) = header.and_then(from_header) {
        return Decision::Override(method);
    }
    match content_type.is_some_and(is_form) {
        true => Decision::ReadForm,
        false => Decision::Keep,
    }
}

/// Why a form body could not be read for its `_method`: the request is answered at once.
///
/// ```
/// use restful_core::adapter::method_override::FormError;
///
/// assert_eq!(FormError::TooLarge.status(), 413);
/// assert_eq!(FormError::Unreadable.status(), 400);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum FormError {
    /// Longer than the limit: 413.
    TooLarge,
    /// The body could not be read (the connection broke, a malformed chunk): 400.
    Unreadable,
}

impl FormError {
    /// The status of the answer.
    pub fn status(&self) -> StatusCode {
        match self {
            FormError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            FormError::Unreadable => StatusCode::BAD_REQUEST,
        }
    }

    /// The body of the answer, plain text.
    pub fn message(&self) -> &'static str {
        match self {
            FormError::TooLarge => "form body too large",
            FormError::Unreadable => "the form body could not be read",
        }
    }

    /// The answer as an `http` response, plain text.
    ///
    /// ```
    /// use restful_core::adapter::method_override::FormError;
    ///
    /// let response: http::Response<String> = FormError::TooLarge.to_response();
    /// assert_eq!((response.status().as_u16(), response.body().as_str()), (413, "form body too large"));
    /// ```
    pub fn to_response<B: From<&'static str>>(&self) -> http::Response<B> {
        let mut response = http::Response::new(B::from(self.message()));
        *response.status_mut() = self.status();
        response.headers_mut().insert(
            http::header::CONTENT_TYPE,
            http::HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        response
    }
}

impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl Error for FormError {}

/// Reads a form's whole `body`, at most `limit` bytes, for [`from_form`] and to be passed on:
/// what every adapter's `MethodOverride` does when [`decide`] says [`Decision::ReadForm`].
///
/// # Errors
///
/// [`FormError::TooLarge`] as soon as the body is known to be longer than `limit` (from its size
/// hint, or the bytes read so far), without reading the rest; [`FormError::Unreadable`] when a
/// frame fails.
///
/// ```
/// use restful_core::adapter::method_override::{FormError, read_form};
///
/// # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
/// let form = String::from("title=Tea&_method=PUT");
/// assert_eq!(read_form(form.clone(), 1024).await.unwrap(), form.as_bytes());
/// assert_eq!(read_form(form, 8).await, Err(FormError::TooLarge));
/// # });
/// ```
pub async fn read_form<B: Body>(body: B, limit: usize) -> Result<Bytes, FormError> {
    let too_large = |length: u64| usize::try_from(length).map_or(true, |length| length > limit);
    if too_large(body.size_hint().lower()) {
        return Err(FormError::TooLarge);
    }
    let mut body = pin!(body);
    let mut read = Vec::new();
    while let Some(frame) = poll_fn(|cx| body.as_mut().poll_frame(cx)).await {
        let frame = frame.map_err(|_| FormError::Unreadable)?;
        // A frame that is not data (trailers) carries no form.
        let Ok(mut data) = frame.into_data() else {
            continue;
        };
        if read.len().saturating_add(data.remaining()) > limit {
            return Err(FormError::TooLarge);
        }
        while data.has_remaining() {
            let chunk = data.chunk();
            read.extend_from_slice(chunk);
            let taken = chunk.len();
            data.advance(taken);
        }
    }
    Ok(Bytes::from(read))
}

/// Whether a request of `method` may be overridden: POST, and nothing else.
///
/// ```
/// use restful_core::Method;
/// use restful_core::adapter::method_override;
///
/// assert!(method_override::applies_to(&Method::POST));
/// assert!(!method_override::applies_to(&Method::GET));
/// ```
pub fn applies_to(method: &Method) -> bool {
    *method == Method::POST
}

/// The method an `X-HTTP-Method-Override` header's value asks for: PUT, PATCH or DELETE in any
/// case, surrounding spaces ignored; nothing else.
///
/// ```
/// use restful_core::Method;
/// use restful_core::adapter::method_override::from_header;
///
/// assert_eq!(from_header(b" Patch "), Some(Method::PATCH));
/// assert_eq!(from_header(b"GET"), None);
/// ```
pub fn from_header(value: &[u8]) -> Option<Method> {
    named(value.trim_ascii())
}

/// The method the `_method` field of an urlencoded form body asks for (the first `_method` of
/// the body): PUT, PATCH or DELETE in any case, nothing else. `+` is a space and `%XX` escapes
/// are decoded, in the field's name and value, as browsers encode forms.
///
/// ```
/// use restful_core::Method;
/// use restful_core::adapter::method_override::from_form;
///
/// assert_eq!(from_form(b"a=1&%5Fmethod=delete"), Some(Method::DELETE));
/// assert_eq!(from_form(b"_method=POST"), None);
/// assert_eq!(from_form(b"method=PUT"), None);
/// ```
pub fn from_form(body: &[u8]) -> Option<Method> {
    let value = body.split(|&b| b == b'&').find_map(|pair| {
        let (name, value) = match pair.iter().position(|&b| b == b'=') {
            Some(at) => (&pair[..at], &pair[at + 1..]),
            None => (pair, &b""[..]),
        };
        (decode_form(name) == FIELD.as_bytes()).then(|| decode_form(value))
    })?;
    named(&value)
}

/// Whether a `Content-Type` value is an urlencoded form, parameters (`; charset=...`) aside.
///
/// ```
/// use restful_core::adapter::method_override::is_form;
///
/// assert!(is_form(b"Application/X-WWW-Form-Urlencoded"));
/// assert!(!is_form(b"multipart/form-data; boundary=x"));
/// ```
pub fn is_form(content_type: &[u8]) -> bool {
    let essence = content_type
        .split(|&b| b == b';')
        .next()
        .unwrap_or_default();
    essence
        .trim_ascii()
        .eq_ignore_ascii_case(b"application/x-www-form-urlencoded")
}

/// One of the allowed methods, named in any case.
fn named(name: &[u8]) -> Option<Method> {
    ALLOWED
        .into_iter()
        .find(|method| name.eq_ignore_ascii_case(method.as_str().as_bytes()))
}

/// `application/x-www-form-urlencoded` decoding of a name or a value: `+` is a space, then
/// `%XX` escapes.
fn decode_form(raw: &[u8]) -> Vec<u8> {
    let spaced: Vec<u8> = raw
        .iter()
        .map(|&b| if b == b'+' { b' ' } else { b })
        .collect();
    percent_decode(&spaced).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_put_patch_and_delete_can_be_asked_for() {
        let cases: [(&[u8], Option<Method>); 14] = [
            (b"_method=PUT", Some(Method::PUT)),
            (b"title=x&_method=delete", Some(Method::DELETE)),
            (b"_method=Patch&x=1", Some(Method::PATCH)),
            (b"_method=GET", None),
            (b"_method=POST", None),
            (b"_method=OPTIONS", None),
            (b"_method=", None),
            (b"_method", None),
            (b"method=PUT", None),
            (b"_method=PUT%00", None),
            (b"%5F%6Dethod=%50UT", Some(Method::PUT)),
            (b"_method=+PUT", None),
            (b"x=_method%3DPUT", None),
            (b"_method=DELETE&_method=PUT", Some(Method::DELETE)),
        ];
        for (body, expected) in cases {
            let shown = String::from_utf8_lossy(body);
            assert_eq!(from_form(body), expected, "{shown}");
        }
    }

    #[test]
    fn headers_name_the_method_in_any_case() {
        let cases: [(&[u8], Option<Method>); 6] = [
            (b"PUT", Some(Method::PUT)),
            (b"delete", Some(Method::DELETE)),
            (b"\tpatch ", Some(Method::PATCH)),
            (b"GET", None),
            (b"PUTT", None),
            (b"", None),
        ];
        for (value, expected) in cases {
            assert_eq!(from_header(value), expected, "{value:?}");
        }
    }

    #[test]
    fn forms_are_urlencoded_bodies_only() {
        assert!(is_form(b"application/x-www-form-urlencoded"));
        assert!(is_form(
            b" application/x-www-form-urlencoded ;charset=UTF-8"
        ));
        assert!(!is_form(b"application/json"));
        assert!(!is_form(b"text/plain"));
        assert!(!is_form(b""));
    }
}
