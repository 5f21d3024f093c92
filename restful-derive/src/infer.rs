//! Pure rules on names and path segments: resource name inference (docs/guide.md, "3. Resource
//! names") and segment validation (docs/guide.md, "5. What the derive refuses").

use restful_template::{Segment, Template, TemplateErrorKind};

/// The resource name inferred from a type's identifier (without `r#`): strip a trailing
/// `Controller`, then snake-case the rest as Rails' `underscore` does.
pub(crate) fn resource_name(ident: &str) -> Result<String, InferError> {
    if !ident.is_ascii() {
        return Err(InferError::NotAscii);
    }
    let stem = ident.strip_suffix("Controller").unwrap_or(ident);
    if stem.is_empty() {
        return Err(InferError::OnlyController);
    }
    Ok(underscore(stem))
}

#[derive(Debug, PartialEq, Eq)]
pub(crate) enum InferError {
    /// The identifier is `Controller` and nothing else.
    OnlyController,
    /// The identifier has characters outside ASCII, which a path segment cannot carry as is.
    NotAscii,
}

/// Rails' `underscore` on an ASCII identifier: `_` between a lower-case letter or digit and an
/// upper-case letter (`BookReviews` → `book_reviews`, `V2Api` → `v2_api`), and between an
/// acronym and the next word (`HTMLPages` → `html_pages`); then lower-case.
pub(crate) fn underscore(ident: &str) -> String {
    let bytes = ident.as_bytes();
    let mut out = String::with_capacity(ident.len() + 4);
    for (i, &b) in bytes.iter().enumerate() {
        if b.is_ascii_uppercase() && i > 0 {
            let prev = bytes[i - 1];
            let next_is_lower = bytes.get(i + 1).is_some_and(u8::is_ascii_lowercase);
            let after_word = prev.is_ascii_lowercase() || prev.is_ascii_digit();
            let acronym_end = prev.is_ascii_uppercase() && next_is_lower;
            if after_word || acronym_end {
                out.push('_');
            }
        }
        out.push(b.to_ascii_lowercase() as char);
    }
    out
}

/// Whether `name` can be a custom action's name: `[a-z][a-z0-9_]*`. The name is the action's
/// path segment and its handler's method name, so it is kept to what both read the same.
pub(crate) fn is_action_name(name: &str) -> bool {
    let mut bytes = name.bytes();
    bytes.next().is_some_and(|first| first.is_ascii_lowercase())
        && bytes.all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// Why a path segment (a resource, or one segment of a prefix) is refused: only RFC 3986
/// unreserved characters, never empty, `.` or `..`.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum SegmentProblem {
    Empty,
    /// `.` or `..`, which clients and servers remove from paths (RFC 3986 §5.2.4).
    DotSegment,
    /// The first character outside RFC 3986 unreserved (`A-Z a-z 0-9 - . _ ~`).
    Char(char),
}

pub(crate) fn segment_problem(segment: &str) -> Option<SegmentProblem> {
    if segment.is_empty() {
        return Some(SegmentProblem::Empty);
    }
    if segment == "." || segment == ".." {
        return Some(SegmentProblem::DotSegment);
    }
    segment
        .chars()
        .find(|&c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~')))
        .map(SegmentProblem::Char)
}

/// Why a prefix is refused: it must be `/` followed by valid segments, without a trailing `/`.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum PrefixProblem<'a> {
    /// `""` or `"/"`: the same as no prefix.
    Default,
    NoLeadingSlash,
    /// Ends with `/`; holds the prefix without its trailing slashes (empty for `//`).
    TrailingSlash(&'a str),
    Segment(&'a str, SegmentProblem),
}

pub(crate) fn prefix_problem(prefix: &str) -> Option<PrefixProblem<'_>> {
    if prefix.is_empty() || prefix == "/" {
        return Some(PrefixProblem::Default);
    }
    if prefix.starts_with('/') && prefix.ends_with('/') {
        return Some(PrefixProblem::TrailingSlash(prefix.trim_end_matches('/')));
    }
    // The template language's rules, then the stricter ones of a name: no param, unreserved
    // characters only.
    let segment_at = |at: usize| {
        let start = prefix[..at].rfind('/').map_or(0, |slash| slash + 1);
        let end = prefix[at..]
            .find('/')
            .map_or(prefix.len(), |slash| at + slash);
        &prefix[start..end]
    };
    let template = match Template::parse(prefix) {
        Ok(template) => template,
        Err(err) => {
            let at = err.position();
            let segment = segment_at(at);
            let problem = match err.kind() {
                TemplateErrorKind::NoLeadingSlash => return Some(PrefixProblem::NoLeadingSlash),
                TemplateErrorKind::EmptySegment => SegmentProblem::Empty,
                TemplateErrorKind::DotSegment => SegmentProblem::DotSegment,
                TemplateErrorKind::InvalidCharacter(c) => SegmentProblem::Char(*c),
                // Braces, whatever is wrong inside them: the first brace is the problem.
                _ => SegmentProblem::Char(first_brace(segment)),
            };
            return Some(PrefixProblem::Segment(segment, problem));
        }
    };
    let mut start = 1;
    for segment in template.segments() {
        let text = &prefix[start..start + segment.to_string().len()];
        start += text.len() + 1;
        let problem = match segment {
            Segment::Static(_) => segment_problem(text),
            _ => Some(SegmentProblem::Char(first_brace(text))),
        };
        if let Some(problem) = problem {
            return Some(PrefixProblem::Segment(text, problem));
        }
    }
    None
}

/// The first brace of a segment that holds one.
fn first_brace(segment: &str) -> char {
    segment
        .chars()
        .find(|c| matches!(c, '{' | '}'))
        .unwrap_or('{')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inference_table_of_section_3_1() {
        let table = [
            ("PhotosController", "photos"),
            ("BookReviewsController", "book_reviews"),
            ("HTMLPagesController", "html_pages"),
            ("V2ApiController", "v2_api"),
            ("Special3Controller", "special3"),
            ("Photos", "photos"),
            // acronyms
            ("APIController", "api"),
            ("HTTPServerController", "http_server"),
            ("MyHTTPServer", "my_http_server"),
            ("XMLHttpRequestController", "xml_http_request"),
            ("IOController", "io"),
            ("ABController", "ab"),
            ("A", "a"),
            // digits
            ("Base64Controller", "base64"),
            ("Photos2Controller", "photos2"),
            ("Ec2InstancesController", "ec2_instances"),
            ("V2", "v2"),
            ("HTML5Pages", "html5_pages"),
            // underscores and lower case stay as they are
            ("photos", "photos"),
            ("book_reviews", "book_reviews"),
            ("Book_Reviews", "book_reviews"),
            // only a trailing `Controller` is stripped, once
            ("ControllerController", "controller"),
            ("ControllersController", "controllers"),
            ("PhotoControllers", "photo_controllers"),
            ("ControllerPhotos", "controller_photos"),
        ];
        for (ident, expected) in table {
            assert_eq!(resource_name(ident).as_deref(), Ok(expected), "{ident}");
        }
    }

    #[test]
    fn inference_refuses_controller_alone_and_non_ascii() {
        assert_eq!(resource_name("Controller"), Err(InferError::OnlyController));
        assert_eq!(resource_name("FotósController"), Err(InferError::NotAscii));
        assert_eq!(resource_name("Ωmega"), Err(InferError::NotAscii));
    }

    #[test]
    fn action_names() {
        for ok in [
            "close",
            "a",
            "reopen2",
            "mark_as_read",
            "a_",
            "a__b",
            "move",
            "x9_y",
        ] {
            assert!(is_action_name(ok), "{ok}");
        }
        for bad in [
            "",
            "Close",
            "closeIssue",
            "_close",
            "2fa",
            "close-it",
            "clôse",
            "close.json",
            "CLOSE",
            "close issue",
        ] {
            assert!(!is_action_name(bad), "{bad}");
        }
    }

    #[test]
    fn segments() {
        for ok in ["photos", "a", "A-Z_0.9~", "...", ".a", "v1.2"] {
            assert_eq!(segment_problem(ok), None, "{ok}");
        }
        let cases = [
            ("", SegmentProblem::Empty),
            (".", SegmentProblem::DotSegment),
            ("..", SegmentProblem::DotSegment),
            ("a b", SegmentProblem::Char(' ')),
            ("a/b", SegmentProblem::Char('/')),
            ("{id}", SegmentProblem::Char('{')),
            ("é", SegmentProblem::Char('é')),
            ("a%20", SegmentProblem::Char('%')),
            ("a?b", SegmentProblem::Char('?')),
            ("a#", SegmentProblem::Char('#')),
            ("a+b", SegmentProblem::Char('+')),
            ("a:b", SegmentProblem::Char(':')),
        ];
        for (segment, expected) in cases {
            assert_eq!(segment_problem(segment), Some(expected), "{segment:?}");
        }
    }

    #[test]
    fn prefixes() {
        for ok in ["/admin", "/a/b", "/v1.2/x~y", "/..."] {
            assert_eq!(prefix_problem(ok), None, "{ok}");
        }
        let cases = [
            ("/", PrefixProblem::Default),
            ("", PrefixProblem::Default),
            ("admin", PrefixProblem::NoLeadingSlash),
            ("admin/", PrefixProblem::NoLeadingSlash),
            ("/admin/", PrefixProblem::TrailingSlash("/admin")),
            ("/admin//", PrefixProblem::TrailingSlash("/admin")),
            ("//", PrefixProblem::TrailingSlash("")),
            ("//admin", PrefixProblem::Segment("", SegmentProblem::Empty)),
            ("/a//b", PrefixProblem::Segment("", SegmentProblem::Empty)),
            (
                "/a/./b",
                PrefixProblem::Segment(".", SegmentProblem::DotSegment),
            ),
            (
                "/a/..",
                PrefixProblem::Segment("..", SegmentProblem::DotSegment),
            ),
            (
                "/a b",
                PrefixProblem::Segment("a b", SegmentProblem::Char(' ')),
            ),
            // The template language allows these; a prefix, made of names, does not.
            (
                "/a/{x}",
                PrefixProblem::Segment("{x}", SegmentProblem::Char('{')),
            ),
            (
                "/v{x}",
                PrefixProblem::Segment("v{x}", SegmentProblem::Char('{')),
            ),
            (
                "/a!b",
                PrefixProblem::Segment("a!b", SegmentProblem::Char('!')),
            ),
            // Braces the template language refuses too.
            (
                "/a}b",
                PrefixProblem::Segment("a}b", SegmentProblem::Char('}')),
            ),
            (
                "/a/{b",
                PrefixProblem::Segment("{b", SegmentProblem::Char('{')),
            ),
            (
                "/a%20b",
                PrefixProblem::Segment("a%20b", SegmentProblem::Char('%')),
            ),
        ];
        for (prefix, expected) in cases {
            assert_eq!(prefix_problem(prefix), Some(expected), "{prefix:?}");
        }
    }
}
