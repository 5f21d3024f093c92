//! Where a match's params are: found while recognizing, so that reading one is an index, never
//! a second walk of the path.

use crate::encoding;
use crate::error::RecognizeError;
use crate::scan::Segment;

/// The most params a template can have: a template with more is refused when the recognizer
/// is built, naming it, so that no walk ever has more to record.
pub(crate) const MAX_PARAMS: usize = 8;

/// The longest path [`Spans`] can point into: a span is two `u16`s. Longer paths (more than
/// 65,535 bytes) are not recognized.
pub(crate) const MAX_PATH_LEN: usize = u16::MAX as usize;

/// Bytes `start..end` of a path, or of the buffer of decoded params.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct Span {
    start: u16,
    end: u16,
}

impl Span {
    #[inline]
    fn of(self, text: &str) -> Option<&str> {
        text.get(self.start as usize..self.end as usize)
    }
}

/// One bit per param, bit `i` for the `i`-th.
type Bits = u8;

const _: () = assert!(Bits::BITS as usize >= MAX_PARAMS);

/// The params of a match, in path order: for each, its span in the path, or, once it was
/// percent-decoded, its span in the decoded buffer that the match owns beside the path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Spans {
    spans: [Span; MAX_PARAMS],
    len: u8,
    /// The params that may be a dot segment or hold a `%` (see [`Segment::may_be_special`]),
    /// read while walking: only those are looked at again.
    special: Bits,
    /// Whether the last param is a catch-all, whose every segment is looked at again.
    rest: bool,
    /// The params that were decoded: their spans are in the decoded buffer.
    decoded: Bits,
}

impl Spans {
    pub(crate) const EMPTY: Spans = Spans {
        spans: [Span { start: 0, end: 0 }; MAX_PARAMS],
        len: 0,
        special: 0,
        rest: false,
        decoded: 0,
    };

    /// Whether the `i`-th param, percent-decoded, is a value for `check`: not when it has a
    /// malformed escape or does not decode to UTF-8. Decoding allocates, for a param with `%`
    /// alone.
    #[inline]
    pub(crate) fn is_a_value(&self, i: usize, path: &str, check: fn(&str) -> bool) -> bool {
        let Some(raw) = self.get(i, path, "") else {
            return false;
        };
        // A param the walk did not mark as special holds no `%`.
        if self.special >> i & 1 == 0 {
            return check(raw);
        }
        encoding::decoded(raw).is_some_and(|text| check(&text))
    }

    /// The first param, in path order, that is a malformed percent-escape or does not decode
    /// to UTF-8: the one a `BadRequest` is about.
    pub(crate) fn undecodable(&self, path: &str) -> Option<usize> {
        (0..self.len()).find(|&i| {
            self.get(i, path, "")
                .is_some_and(|raw| encoding::decoded(raw).is_none())
        })
    }

    /// How many params there are.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Adds a param at bytes `start..end` of a path of at most `MAX_PATH_LEN` bytes. The
    /// recognizer refuses templates with more than `MAX_PARAMS` params, and a walk records the
    /// params of one template at a time, so there is always room: a push past it would be a
    /// bug, and is not recorded rather than a panic.
    #[inline(always)]
    fn push_span(&mut self, start: usize, end: usize, special: bool) {
        debug_assert!(end <= MAX_PATH_LEN, "the recognizer refuses longer paths");
        let len = self.len();
        debug_assert!(len < MAX_PARAMS, "no template has more params");
        let Some(span) = self.spans.get_mut(len) else {
            return;
        };
        *span = Span {
            start: start as u16,
            end: end as u16,
        };
        self.special |= Bits::from(special) << len;
        self.len += 1;
    }

    /// Adds the whole-segment param `segment`.
    #[inline(always)]
    pub(crate) fn push(&mut self, segment: &Segment) {
        self.push_span(segment.start, segment.end, segment.may_be_special());
    }

    /// Adds a param at bytes `start..end` of the path, inside its segment `text`, beside
    /// static text. It is looked at again when it holds a `%`, or when its segment is a dot
    /// segment (`.{x}` or `{x}.` as `..`): then, and only then, the value itself is `.`, which
    /// the second look refuses as it refuses any dot segment. A value `.` or `..` in a segment
    /// that is not one (`..` of `{x}.json` in `...json`) is no dot segment, and holds no `%`,
    /// so it is never looked at.
    pub(crate) fn push_inline(&mut self, start: usize, end: usize, text: &[u8]) {
        let special = text.contains(&b'%') || matches!(text, b"." | b"..");
        self.push_span(start, end, special);
    }

    /// Adds a catch-all's value at bytes `start..end` of the path: the last param. `special`
    /// when it holds a `.` or a `%`.
    pub(crate) fn push_rest(&mut self, start: usize, end: usize, special: bool) {
        self.push_span(start, end, special);
        self.rest = true;
    }

    /// Forgets the params after the first `len`: a branch of the walk that led nowhere.
    #[inline]
    pub(crate) fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len as u8);
        self.special &= (1 << self.len) - 1;
        self.rest = false;
    }

    /// The `i`-th param: in `path`, or in `decoded` if it was decoded.
    #[inline]
    pub(crate) fn get<'a>(&self, i: usize, path: &'a str, decoded: &'a str) -> Option<&'a str> {
        let span = *self.spans.get(i).filter(|_| i < self.len())?;
        match self.decoded >> i & 1 {
            0 => span.of(path),
            _ => span.of(decoded),
        }
    }

    /// Whether the `i`-th param was decoded, and where it lies in the decoded buffer.
    pub(crate) fn decoded_range(&self, i: usize) -> Option<std::ops::Range<usize>> {
        let span = self.spans.get(i).filter(|_| self.decoded >> i & 1 != 0)?;
        Some(span.start as usize..span.end as usize)
    }

    /// The last steps of recognition, on the params of a chosen route (docs/routing.md,
    /// "2.6 Then the params: dot segments and percent-decoding" and
    /// "2.8 What recognition promises"): a raw `.` or `..` is no param (`NotFound`); then each
    /// param with `%` is decoded, all of them end to end into one buffer of exactly their decoded
    /// length, and a malformed escape or bytes that are not UTF-8 are `BadRequest`. The buffer is
    /// `None` when no param has `%`: nothing is allocated.
    #[inline]
    pub(crate) fn check_and_decode(
        &mut self,
        path: &str,
    ) -> Result<Option<Box<str>>, RecognizeError> {
        match self.special {
            0 => Ok(None),
            _ => self.check_special(path),
        }
    }

    /// [`check_and_decode`](Spans::check_and_decode) for params of which some may be dot
    /// segments or hold a `%`: each is looked at again, from `path`. Out of the walk's line:
    /// numeric ids and short names never come here, long ids (a UUID, a slug) always do.
    #[inline(never)]
    fn check_special(&mut self, path: &str) -> Result<Option<Box<str>>, RecognizeError> {
        let raw = *self;
        let special = (0..raw.len()).filter(|&i| raw.special >> i & 1 != 0);
        let params = special.filter_map(|i| Some((i, raw.spans.get(i)?.of(path)?)));
        let last = raw.len().checked_sub(1);
        let dot_segment = |(i, param): (usize, &str)| match raw.rest && Some(i) == last {
            true => has_dot_segment(param.as_bytes()),
            false => is_dot_segment(param),
        };
        if params.clone().any(dot_segment) {
            return Err(RecognizeError::NotFound);
        }
        let escaped = params
            .filter(|(_, param)| param.contains('%'))
            .fold(0, |escaped: Bits, (i, _)| escaped | 1 << i);
        match escaped {
            0 => Ok(None),
            _ => self.decode(path, escaped).map(Some),
        }
    }

    /// Decodes the params of `escaped` (bit `i` for the `i`-th) into one buffer, and points
    /// their spans at it.
    #[cold]
    fn decode(&mut self, path: &str, escaped: Bits) -> Result<Box<str>, RecognizeError> {
        let raw = *self;
        let with_escapes = || {
            (0..raw.len())
                .filter(move |i| escaped >> i & 1 != 0)
                .filter_map(move |i| Some((i, raw.spans[i].of(path)?)))
        };
        // Malformed escapes are refused before anything is allocated.
        if !with_escapes().all(|(_, param)| encoding::escapes_are_well_formed(param)) {
            return Err(RecognizeError::BadRequest);
        }
        let len = with_escapes().map(|(_, param)| decoded_len(param)).sum();
        let mut bytes = Vec::with_capacity(len);
        let mut decoded = raw;
        for (i, param) in with_escapes() {
            let start = bytes.len();
            bytes.extend(percent_encoding::percent_decode_str(param));
            if std::str::from_utf8(&bytes[start..]).is_err() {
                return Err(RecognizeError::BadRequest);
            }
            // At most the param's own length: within `MAX_PATH_LEN`.
            decoded.spans[i] = Span {
                start: start as u16,
                end: bytes.len() as u16,
            };
        }
        decoded.decoded = escaped;
        let text = String::from_utf8(bytes).map_err(|_| RecognizeError::BadRequest)?;
        *self = decoded;
        Ok(text.into_boxed_str())
    }
}

/// Whether a segment is `.` or `..`, which clients remove from paths: never a param.
fn is_dot_segment(segment: &str) -> bool {
    matches!(segment, "." | "..")
}

/// Whether a catch-all's value, segments separated by `/`, has a segment `.` or `..`: one pass
/// over its dots.
fn has_dot_segment(value: &[u8]) -> bool {
    let starts_segment = |at: usize| at == 0 || value[at - 1] == b'/';
    let ends_segment = |at: usize| value.get(at).is_none_or(|&b| b == b'/');
    value.iter().enumerate().any(|(at, &b)| {
        b == b'.'
            && starts_segment(at)
            && (ends_segment(at + 1) || (value.get(at + 1) == Some(&b'.') && ends_segment(at + 2)))
    })
}

/// The length of a param once decoded: each of its escapes, all well-formed, is three bytes
/// that decode to one.
fn decoded_len(raw: &str) -> usize {
    raw.len() - 2 * raw.bytes().filter(|&b| b == b'%').count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The params of `path` whose segments start at `starts`.
    fn spans(path: &str, starts: &[usize]) -> Spans {
        let mut spans = Spans::EMPTY;
        for &start in starts {
            spans.push(&Segment::at(path.as_bytes(), start));
        }
        assert_eq!(spans.len(), starts.len(), "{path}");
        spans
    }

    #[test]
    fn plain_params_are_read_from_the_path() {
        let path = "/a/12/b/x.y";
        let mut params = spans(path, &[3, 8]);
        assert_eq!(params.check_and_decode(path), Ok(None));
        assert_eq!(params.get(0, path, ""), Some("12"));
        assert_eq!(params.get(1, path, ""), Some("x.y"));
        assert_eq!(params.get(2, path, ""), None);
    }

    #[test]
    fn params_looked_at_again_but_plain_are_read_from_the_path() {
        // Longer than a word, and with dots that make no dot segment: looked at again.
        let path = "/a/a-long-plain-param/b/.x./c/...";
        let mut params = spans(path, &[3, 24, 30]);
        assert_eq!(params.check_and_decode(path), Ok(None));
        let values: Vec<_> = (0..3).map(|i| params.get(i, path, "")).collect();
        assert_eq!(
            values,
            [Some("a-long-plain-param"), Some(".x."), Some("...")]
        );
    }

    #[test]
    fn escaped_params_are_decoded_end_to_end_into_one_buffer() {
        let path = "/a/caf%C3%A9/b/7/c/a%2Fb";
        let mut params = spans(path, &[3, 15, 19]);
        let decoded = params.check_and_decode(path).expect("well-formed");
        let decoded = decoded.as_deref().expect("two params had escapes");
        assert_eq!(decoded, "caféa/b");
        let values: Vec<_> = (0..3).map(|i| params.get(i, path, decoded)).collect();
        assert_eq!(values, [Some("café"), Some("7"), Some("a/b")]);
        assert_eq!(params.decoded_range(0), Some(0..5));
        assert_eq!(params.decoded_range(1), None);
        assert_eq!(params.decoded_range(2), Some(5..8));
    }

    #[test]
    fn dots_are_no_param_and_come_before_bad_escapes() {
        for path in ["/a/.", "/a/.."] {
            let mut params = spans(path, &[3]);
            assert_eq!(params.check_and_decode(path), Err(RecognizeError::NotFound));
        }
        let path = "/a/%zz/b/..";
        let mut params = spans(path, &[3, 9]);
        assert_eq!(params.check_and_decode(path), Err(RecognizeError::NotFound));
    }

    #[test]
    fn a_dot_segment_anywhere_in_a_catch_all_is_found() {
        for (value, dot) in [
            (".", true),
            ("..", true),
            ("./a", true),
            ("a/..", true),
            ("a/./b", true),
            ("a/../b", true),
            ("...", false),
            ("a./b", false),
            ("a/.b", false),
            ("a/..b/c", false),
            ("a.b/c..", false),
            ("a/b", false),
        ] {
            let expected = value.split('/').any(is_dot_segment);
            assert_eq!(expected, dot, "{value}");
            assert_eq!(has_dot_segment(value.as_bytes()), dot, "{value}");
        }
    }

    #[test]
    fn malformed_escapes_and_bad_utf8_are_bad_requests() {
        for path in [
            "/a/%zz",
            "/a/%4",
            "/a/%",
            "/a/%FF",
            "/a/%C3",
            "/a/long-param-%C3",
        ] {
            let mut params = spans(path, &[3]);
            assert_eq!(
                params.check_and_decode(path),
                Err(RecognizeError::BadRequest),
                "{path}"
            );
        }
    }

    #[test]
    fn a_truncated_walk_forgets_its_params_and_their_escapes() {
        let path = "/a/%41/c";
        let mut params = spans(path, &[1, 3]);
        params.truncate(1);
        assert_eq!(params.len(), 1);
        assert_eq!(params.get(1, path, ""), None);
        assert_eq!(params.check_and_decode(path), Ok(None));
    }
}
