//! Percent-encoding of ids into path segments (docs/routing.md, "3.2 Encoding"), and decoding of
//! param segments (docs/routing.md, "2.6 Then the params: dot segments and percent-decoding").

use std::borrow::Cow;

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

/// The bytes an id segment keeps as they are: RFC 3986 `pchar` less `%`, that is
/// unreserved, sub-delims, `:` and `@`. Everything else becomes upper-case `%XX`.
const ID_ENCODE_SET: &AsciiSet = &NON_ALPHANUMERIC
    // unreserved
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~')
    // sub-delims
    .remove(b'!')
    .remove(b'$')
    .remove(b'&')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')')
    .remove(b'*')
    .remove(b'+')
    .remove(b',')
    .remove(b';')
    .remove(b'=')
    .remove(b':')
    .remove(b'@');

/// `raw` (a param as the path holds it) percent-decoded, if every escape is well-formed and the
/// bytes are UTF-8; borrowed when it holds no `%`. What recognition takes for a param's value.
pub(crate) fn decoded(raw: &str) -> Option<std::borrow::Cow<'_, str>> {
    if !raw.contains('%') {
        return Some(std::borrow::Cow::Borrowed(raw));
    }
    match escapes_are_well_formed(raw) {
        true => percent_encoding::percent_decode_str(raw).decode_utf8().ok(),
        false => None,
    }
}

/// Whether every `%` is followed by two hex digits (`percent_decode` passes a bad escape through
/// as it is; the contract makes it a 400).
pub(crate) fn escapes_are_well_formed(param: &str) -> bool {
    let bytes = param.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_hexdigit);
            if !(hex(i + 1) && hex(i + 2)) {
                return false;
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    true
}

/// The plain encoding of an id as a path segment (docs/routing.md, "3.2 Encoding"): the bytes
/// of RFC 3986 `pchar` other than `%` kept, every other byte as upper-case `%XX`.
pub(crate) fn encode(id: &str) -> Cow<'_, str> {
    utf8_percent_encode(id, ID_ENCODE_SET).into()
}
