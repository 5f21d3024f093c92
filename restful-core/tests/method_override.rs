//! Property tests of the method override's readers (docs/integrations.md, "1.7 HTML forms"),
//! the code every adapter's `MethodOverride` runs on what a client sends:
//!
//! - `from_form_agrees_with_form_urlencoded`: the `_method` of a form body is the first field
//!   of that name as the `form_urlencoded` crate (the url crate's, which serde_urlencoded and so
//!   axum's `Form` read with) decodes the body, named PUT, PATCH or DELETE in any case;
//! - `from_header_is_the_trimmed_name`: the header's value, spaces around it aside;
//! - `read_form_reads_any_framing`: a body in any frames, with trailers, a failing frame and
//!   a size hint or none, is read whole, or refused as too large as soon as its bytes pass the
//!   limit, or as unreadable at its failing frame.
//!
//! Bodies are made of the pieces a form's override is made of (`_method`, its escapes, `=`,
//! `&`, `+`, the method names in several cases, malformed escapes, bytes that are not UTF-8)
//! and of any bytes, so that most cases have a `_method` field and every byte occurs.

use std::collections::VecDeque;
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use http_body::{Body, Frame, SizeHint};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use restful_core::Method;
use restful_core::adapter::method_override::{self, FormError};

#[path = "support/override_reference.rs"]
mod reference;

/// A field's name: `_method` as a browser may encode it, or near it.
const NAMES: &[&[u8]] = &[
    b"_method",
    b"%5Fmethod",
    b"%5fMETHOD",
    b"_%6Dethod",
    b"_%6d%65thod",
    b"_Method",
    b"method",
    b"_method+",
    b"_method%00",
    b"title",
    b"",
];

/// A field's value: the methods in several cases and escapes, and near them.
const VALUES: &[&[u8]] = &[
    b"PUT", b"put", b"Patch", b"DELETE", b"dElEtE", b"%50UT", b"%70atch", b"GET", b"POST", b"+PUT",
    b"PUT+", b"PUT%00", b"PU%54", b"", b"%", b"%2", b"%ZZ", b"PUT%",
];

/// Pieces of anything: separators, escapes, bytes that are not UTF-8.
const PIECES: &[&[u8]] = &[
    b"=",
    b"&",
    b"+",
    b"%20",
    b" ",
    b"%",
    b"%2",
    b"%ZZ",
    b"%26",
    b"%3D",
    b"%3d",
    b"%00",
    b"\xff",
    b"\xc3",
    b"\xc3\xa9",
    b"x",
    b"%E2%82%AC",
    b"_method",
    b"PUT",
];

/// One of `whole` most of the time, else pieces of anything or any bytes.
fn part(whole: &'static [&'static [u8]]) -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        6 => select(whole).prop_map(<[u8]>::to_vec),
        2 => vec(select(PIECES), 1..4).prop_map(|pieces| pieces.concat()),
        1 => vec(any::<u8>(), 0..6),
    ]
}

/// Between fields: `&`, and now and then `&&` (an empty field).
const SEPARATORS: &[&[u8]] = &[b"&", b"&", b"&", b"&&"];

/// A body: fields (a name, and most often `=` and a value) between `&`s, one `&&` now and then.
fn form_body() -> impl Strategy<Value = Vec<u8>> {
    let field = (part(NAMES), prop::option::weighted(0.9, part(VALUES)));
    let field = field.prop_map(|(mut name, value)| {
        if let Some(value) = value {
            name.push(b'=');
            name.extend_from_slice(&value);
        }
        name
    });
    let separator = select(SEPARATORS);
    vec((field, separator), 0..5).prop_map(|fields| {
        let mut body = Vec::new();
        for (at, (field, separator)) in fields.into_iter().enumerate() {
            if at > 0 {
                body.extend_from_slice(separator);
            }
            body.extend_from_slice(&field);
        }
        body
    })
}

/// What may surround a header's value.
const SPACES: &[&[u8]] = &[b"", b" ", b"\t", b"  ", b"\t "];

/// 20,000 cases a property (a second in a debug build), or `PROPTEST_CASES`.
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(20_000);
    ProptestConfig {
        cases,
        // Nothing is written to the source tree: a failure prints its minimal input.
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn from_form_agrees_with_form_urlencoded(body in form_body()) {
        let shown = String::from_utf8_lossy(&body).into_owned();
        prop_assert_eq!(method_override::from_form(&body), reference::form(&body), "{}", shown);
    }

    #[test]
    fn from_header_is_the_trimmed_name(
        before in select(SPACES),
        name in part(VALUES),
        after in select(SPACES),
    ) {
        let value = [before, &name[..], after].concat();
        prop_assert_eq!(method_override::from_header(&value), reference::header(&value));
    }

    #[test]
    fn read_form_reads_any_framing(
        frames in vec(frame(), 0..8),
        hinted in any::<bool>(),
        limit in 0usize..48,
    ) {
        let body = Frames::new(frames.clone(), hinted);
        let read = block_on(method_override::read_form(body, limit));
        prop_assert_eq!(read, expected_read(&frames, hinted, limit));
    }
}

/// One frame of a test body.
#[derive(Clone, Debug)]
enum Sent {
    Data(Vec<u8>),
    Trailers,
    Fails,
}

fn frame() -> impl Strategy<Value = Sent> {
    prop_oneof![
        6 => vec(any::<u8>(), 0..12).prop_map(Sent::Data),
        1 => Just(Sent::Trailers),
        1 => Just(Sent::Fails),
    ]
}

/// What `read_form` must give: too large when the size hint's lower bound (the whole body's
/// length, when hinted) is over the limit; else the frames in order, too large as soon as the
/// data read passes the limit, unreadable at a failing frame, the data otherwise.
fn expected_read(frames: &[Sent], hinted: bool, limit: usize) -> Result<Bytes, FormError> {
    if hinted && data_len(frames) > limit {
        return Err(FormError::TooLarge);
    }
    let mut read = Vec::new();
    for frame in frames {
        match frame {
            Sent::Data(data) if read.len() + data.len() > limit => {
                return Err(FormError::TooLarge);
            }
            Sent::Data(data) => read.extend_from_slice(data),
            Sent::Trailers => {}
            Sent::Fails => return Err(FormError::Unreadable),
        }
    }
    Ok(Bytes::from(read))
}

fn data_len(frames: &[Sent]) -> usize {
    frames
        .iter()
        .map(|frame| match frame {
            Sent::Data(data) => data.len(),
            _ => 0,
        })
        .sum()
}

/// A body that sends `frames` one per poll, every other poll pending first, with an exact
/// size hint of its data when `hinted` (a lower bound of 0 otherwise).
struct Frames {
    frames: VecDeque<Sent>,
    hint: Option<u64>,
    pending: bool,
}

impl Frames {
    fn new(frames: Vec<Sent>, hinted: bool) -> Self {
        let hint = hinted.then(|| data_len(&frames) as u64);
        Frames {
            frames: frames.into(),
            hint,
            pending: false,
        }
    }
}

/// The error of a failing frame.
#[derive(Debug)]
struct Broken;

impl std::fmt::Display for Broken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the connection broke")
    }
}

impl std::error::Error for Broken {}

impl Body for Frames {
    type Data = Bytes;
    type Error = Broken;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Broken>>> {
        self.pending = !self.pending;
        if self.pending {
            cx.waker().wake_by_ref();
            return Poll::Pending;
        }
        Poll::Ready(self.frames.pop_front().map(|frame| match frame {
            Sent::Data(data) => Ok(Frame::data(Bytes::from(data))),
            Sent::Trailers => Ok(Frame::trailers(http::HeaderMap::new())),
            Sent::Fails => Err(Broken),
        }))
    }

    fn size_hint(&self) -> SizeHint {
        self.hint
            .map_or_else(SizeHint::default, SizeHint::with_exact)
    }
}

/// Runs `future` to its end on this thread: `read_form` needs no runtime, only polls.
fn block_on<F: Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut cx = Context::from_waker(std::task::Waker::noop());
    loop {
        if let Poll::Ready(output) = future.as_mut().poll(&mut cx) {
            return output;
        }
    }
}

#[test]
fn the_reference_reads_forms_as_browsers_send_them() {
    // The reference itself, on the cases the rules name, so that a mistake in it shows here.
    assert_eq!(reference::form(b"title=Tea&_method=PUT"), Some(Method::PUT));
    assert_eq!(reference::form(b"%5Fmethod=de%6Cete"), Some(Method::DELETE));
    assert_eq!(reference::form(b"_method=+PUT"), None);
    assert_eq!(reference::form(b"_method=GET"), None);
    assert_eq!(
        reference::form(b"_method=patch&_method=PUT"),
        Some(Method::PATCH)
    );
}
