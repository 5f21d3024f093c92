//! The parser: a template's text to its segments, or the first thing wrong with it.

use crate::error::{TemplateError, TemplateErrorKind as E};
use crate::template::{Kind, Part, is_static_byte};

/// The segments of `text`, in path order, or why it is not a template. Problems are reported
/// in the order they occur, from the left.
pub(crate) fn parts(text: &str) -> Result<Vec<Part>, TemplateError> {
    let error = |at: usize, kind: E| TemplateError::new(text, at, kind);
    let bytes = text.as_bytes();
    if bytes.first() != Some(&b'/') {
        return Err(error(0, E::NoLeadingSlash));
    }
    if text == "/" {
        return Ok(Vec::new());
    }
    let mut parts: Vec<Part> = Vec::new();
    let mut start = 1;
    loop {
        let end = bytes[start..]
            .iter()
            .position(|&b| b == b'/')
            .map_or(bytes.len(), |i| start + i);
        if start == end {
            return Err(match end == bytes.len() {
                true => error(end - 1, E::TrailingSlash),
                false => error(end, E::EmptySegment),
            });
        }
        if let Some(last) = parts.last().filter(|part| part.kind == Kind::CatchAll) {
            return Err(error(last.start, E::CatchAllNotLast));
        }
        let part = segment(text, start, end)?;
        if let Some(name) = name_of(text, &part) {
            if parts
                .iter()
                .filter_map(|part| name_of(text, part))
                .any(|other| other == name)
            {
                let at = match part.kind {
                    Kind::Param { open, .. } => open + 1,
                    _ => part.start + 2,
                };
                return Err(error(at, E::RepeatedName));
            }
        }
        parts.push(part);
        if end == bytes.len() {
            return Ok(parts);
        }
        start = end + 1;
    }
}

/// The name of a param or catch-all segment.
fn name_of<'t>(text: &'t str, part: &Part) -> Option<&'t str> {
    match part.kind {
        Kind::Static => None,
        Kind::Param { open, close } => Some(&text[open + 1..close]),
        Kind::CatchAll => Some(&text[part.start + 2..part.end - 1]),
    }
}

/// The segment `text[start..end]`, which is not empty and holds no `/`.
fn segment(text: &str, start: usize, end: usize) -> Result<Part, TemplateError> {
    let error = |at: usize, kind: E| TemplateError::new(text, at, kind);
    let bytes = text.as_bytes();
    let mut param: Option<(usize, usize)> = None;
    let mut at = start;
    while at < end {
        match bytes[at] {
            b'{' => {
                if param.is_some() {
                    return Err(error(at, E::TwoParams));
                }
                let close = bytes[at..end]
                    .iter()
                    .position(|&b| b == b'}')
                    .map(|i| at + i)
                    .ok_or_else(|| error(at, E::UnclosedBrace))?;
                check_name(text, at, close)?;
                param = Some((at, close));
                at = close + 1;
            }
            b'}' => return Err(error(at, E::UnopenedBrace)),
            byte if is_static_byte(byte) => at += 1,
            _ => {
                let c = text[at..]
                    .chars()
                    .next()
                    .unwrap_or(char::REPLACEMENT_CHARACTER);
                return Err(error(at, E::InvalidCharacter(c)));
            }
        }
    }
    let kind = match param {
        None if matches!(&text[start..end], "." | "..") => return Err(error(start, E::DotSegment)),
        None => Kind::Static,
        Some((open, close)) if bytes[open + 1] == b'*' => {
            if open != start || close + 1 != end {
                return Err(error(open, E::CatchAllInline));
            }
            Kind::CatchAll
        }
        Some((open, close)) => Kind::Param { open, close },
    };
    Ok(Part { start, end, kind })
}

/// Checks the name between the `{` at `open` and the `}` at `close` (after a `*` for a
/// catch-all).
fn check_name(text: &str, open: usize, close: usize) -> Result<(), TemplateError> {
    let error = |at: usize, kind: E| TemplateError::new(text, at, kind);
    let inner = &text[open + 1..close];
    let (name, at) = match inner.strip_prefix('*') {
        Some(name) => (name, open + 2),
        None => (inner, open + 1),
    };
    let mut bytes = name.bytes();
    match bytes.next() {
        None => Err(error(open, E::EmptyName)),
        Some(b'a'..=b'z' | b'_')
            if bytes.all(|b| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'_')) =>
        {
            Ok(())
        }
        Some(_) => Err(error(at, E::InvalidName)),
    }
}

#[cfg(test)]
mod tests {
    use crate::{Segment, Template, TemplateErrorKind as E};

    /// Every kind of error, where it is reported, and the first of several.
    #[test]
    fn each_problem_is_reported_at_its_byte() {
        let rows: &[(&str, usize, E)] = &[
            ("", 0, E::NoLeadingSlash),
            ("photos", 0, E::NoLeadingSlash),
            ("{id}", 0, E::NoLeadingSlash),
            ("/photos/", 7, E::TrailingSlash),
            ("//", 1, E::EmptySegment),
            ("//photos", 1, E::EmptySegment),
            ("/photos//1", 8, E::EmptySegment),
            ("/photos/./1", 8, E::DotSegment),
            ("/..", 1, E::DotSegment),
            ("/photos/{id", 8, E::UnclosedBrace),
            ("/photos/{id/x}", 8, E::UnclosedBrace),
            ("/photos/id}", 10, E::UnopenedBrace),
            ("/photos/{id}}", 12, E::UnopenedBrace),
            ("/photos/{}", 8, E::EmptyName),
            ("/photos/{*}", 8, E::EmptyName),
            ("/photos/{Id}", 9, E::InvalidName),
            ("/photos/{1d}", 9, E::InvalidName),
            ("/photos/{i-d}", 9, E::InvalidName),
            ("/photos/{i d}", 9, E::InvalidName),
            ("/photos/{*Path}", 10, E::InvalidName),
            ("/photos/{**path}", 10, E::InvalidName),
            ("/photos/{i{d}", 9, E::InvalidName),
            ("/photos/{id}/x/{id}", 16, E::RepeatedName),
            ("/photos/{id}/{*id}", 15, E::RepeatedName),
            ("/{a}-{b}", 5, E::TwoParams),
            ("/{a}{b}", 4, E::TwoParams),
            ("/files/{*path}/raw", 7, E::CatchAllNotLast),
            ("/files/a{*path}", 8, E::CatchAllInline),
            ("/files/{*path}.gz", 7, E::CatchAllInline),
            ("/photos/a%20b", 9, E::InvalidCharacter('%')),
            ("/photos:edit", 7, E::InvalidCharacter(':')),
            ("/@{username}", 1, E::InvalidCharacter('@')),
            ("/a(b)", 2, E::InvalidCharacter('(')),
            ("/a*", 2, E::InvalidCharacter('*')),
            ("/a b", 2, E::InvalidCharacter(' ')),
            ("/a?b", 2, E::InvalidCharacter('?')),
            ("/a#b", 2, E::InvalidCharacter('#')),
            ("/café", 4, E::InvalidCharacter('é')),
            ("/a\\b", 2, E::InvalidCharacter('\\')),
            ("/{id}.pn g", 8, E::InvalidCharacter(' ')),
        ];
        for &(text, at, kind) in rows {
            let err = Template::parse(text).expect_err(text);
            assert_eq!((err.position(), *err.kind()), (at, kind), "{text:?}: {err}");
            assert_eq!(err.template(), text);
        }
    }

    #[test]
    fn every_kind_of_segment_parses() {
        let template = Template::parse("/a.b-c_d~e!f$g&h'i+j,k;l=m/{id}/~{u}/{n}.json/v{x}y/{*r}")
            .expect("a template");
        let segments: Vec<Segment<'_>> = template.segments().collect();
        assert_eq!(
            segments,
            [
                Segment::Static("a.b-c_d~e!f$g&h'i+j,k;l=m"),
                Segment::Param {
                    prefix: "",
                    name: "id",
                    suffix: ""
                },
                Segment::Param {
                    prefix: "~",
                    name: "u",
                    suffix: ""
                },
                Segment::Param {
                    prefix: "",
                    name: "n",
                    suffix: ".json"
                },
                Segment::Param {
                    prefix: "v",
                    name: "x",
                    suffix: "y"
                },
                Segment::CatchAll { name: "r" },
            ]
        );
        assert_eq!(template.param_count(), 5);
        assert!(template.has_catch_all());
        let written: Vec<String> = segments.iter().map(ToString::to_string).collect();
        assert_eq!(
            format!("/{}", written.join("/")),
            template.as_str(),
            "segments write the template back"
        );
    }

    #[test]
    fn the_root_is_the_only_template_without_segments() {
        let root = Template::parse("/").expect("the root");
        assert!(root.is_root());
        assert_eq!(root.segments().len(), 0);
        assert!(!Template::parse("/a").expect("one segment").is_root());
        assert!(Template::parse("/{*path}").is_ok());
        assert!(Template::parse("/{_}").is_ok());
    }

    /// Any string: parsed or refused, never a panic, and a refusal's position is a byte of it
    /// (or 0 for the empty string).
    #[test]
    fn any_text_is_parsed_or_refused_without_panicking() {
        const ALPHABET: &[u8] = b"/{}*a_Z9.-%:@ ";
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..200_000 {
            let len = (next() % 16) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|_| ALPHABET[(next() % ALPHABET.len() as u64) as usize])
                .collect();
            let text = String::from_utf8(bytes).expect("ASCII");
            match Template::parse(&text) {
                Ok(template) => {
                    let written: Vec<String> = template.segments().map(|s| s.to_string()).collect();
                    assert_eq!(format!("/{}", written.join("/")), text);
                }
                Err(err) => assert!(err.position() < text.len().max(1), "{text:?}: {err}"),
            }
        }
    }
}
