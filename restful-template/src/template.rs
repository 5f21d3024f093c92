//! A parsed template, and its segments.

use std::fmt;
use std::str::FromStr;

use crate::error::TemplateError;

/// A path template, parsed once: its text, and where each of its segments is.
///
/// Made by [`Template::parse`] (or `str::parse`), which refuses anything outside the language
/// of [the crate docs](crate). Two templates are equal when their text is.
///
/// ```
/// use restful_template::Template;
///
/// let template: Template = "/photos/{photo_id}/comments/{id}".parse().unwrap();
/// assert_eq!(template.as_str(), "/photos/{photo_id}/comments/{id}");
/// assert_eq!(template.segments().len(), 4);
/// assert_eq!(template.params().collect::<Vec<_>>(), ["photo_id", "id"]);
/// assert!(Template::parse("/").unwrap().is_root());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Template {
    text: Box<str>,
    parts: Box<[Part]>,
}

/// Where a segment is in the template's text (without its leading `/`), and what it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Part {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) kind: Kind,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Kind {
    Static,
    /// A param; `open` and `close` are where its `{` and `}` are.
    Param {
        open: usize,
        close: usize,
    },
    CatchAll,
}

/// One segment of a [`Template`], as [`Template::segments`] gives it.
///
/// ```
/// use restful_template::{Segment, Template};
///
/// let template = Template::parse("/assets/v{version}/{*path}").unwrap();
/// let segments: Vec<Segment<'_>> = template.segments().collect();
/// assert_eq!(segments[0], Segment::Static("assets"));
/// assert_eq!(segments[1], Segment::Param { prefix: "v", name: "version", suffix: "" });
/// assert_eq!(segments[2], Segment::CatchAll { name: "path" });
/// assert_eq!(segments[1].to_string(), "v{version}");
/// assert_eq!(segments[1].name(), Some("version"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Segment<'t> {
    /// Static text, compared byte for byte: `photos`.
    Static(&'t str),
    /// A param, the whole segment (`{id}`: `prefix` and `suffix` empty) or inside it with
    /// static text before and/or after (`~{username}`, `{name}.json`).
    Param {
        /// The static text before the param, in its segment.
        prefix: &'t str,
        /// The param's name.
        name: &'t str,
        /// The static text after the param, in its segment.
        suffix: &'t str,
    },
    /// A catch-all, `{*path}`: the rest of the path.
    CatchAll {
        /// The catch-all's name.
        name: &'t str,
    },
}

impl<'t> Segment<'t> {
    /// The name of its param or catch-all; `None` for a static segment.
    pub fn name(&self) -> Option<&'t str> {
        match *self {
            Segment::Static(_) => None,
            Segment::Param { name, .. } | Segment::CatchAll { name } => Some(name),
        }
    }

    /// Whether it is a param with no static text beside it: `{id}`.
    pub fn is_bare_param(&self) -> bool {
        matches!(
            self,
            Segment::Param {
                prefix: "",
                suffix: "",
                ..
            }
        )
    }
}

impl fmt::Display for Segment<'_> {
    /// The segment as the template writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Segment::Static(text) => f.write_str(text),
            Segment::Param {
                prefix,
                name,
                suffix,
            } => write!(f, "{prefix}{{{name}}}{suffix}"),
            Segment::CatchAll { name } => write!(f, "{{*{name}}}"),
        }
    }
}

impl Template {
    /// Parses `text`.
    ///
    /// ```
    /// use restful_template::{Template, TemplateErrorKind};
    ///
    /// assert!(Template::parse("/avatars/{size}.png").is_ok());
    /// let err = Template::parse("/photos/{id").unwrap_err();
    /// assert_eq!((err.kind(), err.position()), (&TemplateErrorKind::UnclosedBrace, 8));
    /// ```
    ///
    /// # Errors
    ///
    /// [`TemplateError`], with the template, the byte where the problem is and what it is.
    pub fn parse(text: &str) -> Result<Template, TemplateError> {
        let parts = crate::parse::parts(text)?;
        Ok(Template {
            text: text.into(),
            parts: parts.into_boxed_slice(),
        })
    }

    /// The template as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether it is the root, `/`: the only template with no segment.
    pub fn is_root(&self) -> bool {
        self.parts.is_empty()
    }

    /// Its segments, in path order; none for the root.
    pub fn segments(&self) -> Segments<'_> {
        Segments {
            text: &self.text,
            parts: self.parts.iter(),
        }
    }

    /// The names of its params and catch-all, in path order.
    ///
    /// ```
    /// use restful_template::Template;
    ///
    /// let template = Template::parse("/t/{slug}/{id}/{*rest}").unwrap();
    /// assert_eq!(template.params().collect::<Vec<_>>(), ["slug", "id", "rest"]);
    /// ```
    pub fn params(&self) -> impl DoubleEndedIterator<Item = &str> + Clone + '_ {
        self.segments().filter_map(|segment| segment.name())
    }

    /// How many params (and catch-alls) it has.
    pub fn param_count(&self) -> usize {
        self.parts
            .iter()
            .filter(|part| part.kind != Kind::Static)
            .count()
    }

    /// Whether it ends with a catch-all.
    pub fn has_catch_all(&self) -> bool {
        self.parts
            .last()
            .is_some_and(|part| part.kind == Kind::CatchAll)
    }
}

/// The segments of a [`Template`], in path order: [`Template::segments`].
#[derive(Clone, Debug)]
pub struct Segments<'t> {
    text: &'t str,
    parts: std::slice::Iter<'t, Part>,
}

impl<'t> Segments<'t> {
    fn segment(text: &'t str, part: &Part) -> Segment<'t> {
        match part.kind {
            Kind::Static => Segment::Static(&text[part.start..part.end]),
            Kind::Param { open, close } => Segment::Param {
                prefix: &text[part.start..open],
                name: &text[open + 1..close],
                suffix: &text[close + 1..part.end],
            },
            Kind::CatchAll => Segment::CatchAll {
                name: &text[part.start + 2..part.end - 1],
            },
        }
    }
}

impl<'t> Iterator for Segments<'t> {
    type Item = Segment<'t>;

    fn next(&mut self) -> Option<Segment<'t>> {
        let part = self.parts.next()?;
        Some(Segments::segment(self.text, part))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.parts.size_hint()
    }
}

impl DoubleEndedIterator for Segments<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let part = self.parts.next_back()?;
        Some(Segments::segment(self.text, part))
    }
}

impl ExactSizeIterator for Segments<'_> {}

impl fmt::Display for Template {
    /// The template as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Template({:?})", &*self.text)
    }
}

impl FromStr for Template {
    type Err = TemplateError;

    fn from_str(text: &str) -> Result<Template, TemplateError> {
        Template::parse(text)
    }
}

impl AsRef<str> for Template {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

/// Whether `byte` may stand in static text: an RFC 3986 unreserved character, or one of the
/// sub-delims `! $ & ' + , ; =`.
///
/// ```
/// use restful_template::is_static_byte;
///
/// assert!(is_static_byte(b'~') && is_static_byte(b'=') && is_static_byte(b'.'));
/// assert!(!is_static_byte(b'%') && !is_static_byte(b':') && !is_static_byte(b'@'));
/// ```
pub const fn is_static_byte(byte: u8) -> bool {
    matches!(byte,
        b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~'
        | b'!' | b'$' | b'&' | b'\'' | b'+' | b',' | b';' | b'=')
}
