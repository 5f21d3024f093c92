//! Why a template was refused.

use std::error::Error;
use std::fmt;

/// Why [`Template::parse`](crate::Template::parse) refused a template: the template, the byte
/// where the problem is, and what it is. Its message names all three and the fix.
///
/// ```
/// use restful_template::{Template, TemplateErrorKind};
///
/// let err = Template::parse("/photos/{Id}").unwrap_err();
/// assert_eq!(err.template(), "/photos/{Id}");
/// assert_eq!(err.position(), 9);
/// assert_eq!(err.kind(), &TemplateErrorKind::InvalidName);
/// assert_eq!(
///     err.to_string(),
///     "invalid template `/photos/{Id}`: the param name `Id` at byte 9 is not made of \
///      `a-z`, `0-9` and `_`, starting with a letter or `_`"
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TemplateError {
    template: Box<str>,
    position: usize,
    kind: TemplateErrorKind,
}

/// What is wrong with a template, at [`TemplateError::position`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum TemplateErrorKind {
    /// It does not start with `/` (or is empty). Position 0.
    NoLeadingSlash,
    /// It ends with `/` and is not the root `/`. The position of that `/`.
    TrailingSlash,
    /// It has an empty segment (`//`). The position of the second `/`.
    EmptySegment,
    /// A static segment is `.` or `..`, which clients remove from paths. Its position.
    DotSegment,
    /// A `{` is not closed in its segment. The position of the `{`.
    UnclosedBrace,
    /// A `}` closes no `{`. The position of the `}`.
    UnopenedBrace,
    /// A param has no name (`{}`, `{*}`). The position of the `{`.
    EmptyName,
    /// A param's name is not `[a-z_][a-z0-9_]*`. The position of the name.
    InvalidName,
    /// A param's name was given before in the template. The position of the second name.
    RepeatedName,
    /// A segment holds a second param. The position of its `{`.
    TwoParams,
    /// A catch-all is not the last segment. The position of its `{`.
    CatchAllNotLast,
    /// A catch-all shares its segment with static text. The position of its `{`.
    CatchAllInline,
    /// A character that static text cannot hold. Its position.
    InvalidCharacter(char),
}

impl TemplateError {
    pub(crate) fn new(template: &str, position: usize, kind: TemplateErrorKind) -> TemplateError {
        TemplateError {
            template: template.into(),
            position,
            kind,
        }
    }

    /// The template, as given.
    pub fn template(&self) -> &str {
        &self.template
    }

    /// The byte of the template where the problem is.
    pub fn position(&self) -> usize {
        self.position
    }

    /// What the problem is.
    pub fn kind(&self) -> &TemplateErrorKind {
        &self.kind
    }

    /// The same error, told of `part`, the text of the template from byte `offset` on, as its
    /// author wrote it: a template written relative to another (a route below a base path)
    /// is checked whole, and its errors are shown in the text that was written.
    ///
    /// ```
    /// use restful_template::Template;
    ///
    /// let part = "undo revoke";
    /// let err = Template::parse(&format!("/{part}")).unwrap_err();
    /// let err = err.in_part(part, 1);
    /// assert_eq!((err.template(), err.position()), ("undo revoke", 4));
    /// assert!(err.to_string().starts_with("invalid template `undo revoke`: the character ' '"));
    /// ```
    #[must_use]
    pub fn in_part(&self, part: &str, offset: usize) -> TemplateError {
        TemplateError::new(part, self.position.saturating_sub(offset), self.kind)
    }

    /// The name at `position` (a param's name starts there, or its `{` does).
    fn name(&self) -> &str {
        let rest = self.template.get(self.position..).unwrap_or_default();
        let rest = rest.trim_start_matches(['{', '*']);
        let end = rest.find(['}', '/']).unwrap_or(rest.len());
        &rest[..end]
    }

    /// The param or catch-all whose `{` is at `position`, as written.
    fn param(&self) -> &str {
        let rest = self.template.get(self.position..).unwrap_or_default();
        let end = rest.find('}').map_or(rest.len(), |end| end + 1);
        &rest[..end]
    }
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.position;
        write!(f, "invalid template `{}`: ", self.template)?;
        match self.kind {
            TemplateErrorKind::NoLeadingSlash => write!(
                f,
                "it does not start with `/`; a template is a path from the root, such as \
                 `/photos`"
            ),
            TemplateErrorKind::TrailingSlash => write!(
                f,
                "it ends with `/` (byte {at}); leave the `/` out: only the root template is `/`, \
                 and a request's trailing `/` is ignored"
            ),
            TemplateErrorKind::EmptySegment => write!(
                f,
                "it has an empty segment at byte {at}; every segment between two `/` holds \
                 something"
            ),
            TemplateErrorKind::DotSegment => write!(
                f,
                "the segment at byte {at} is a dot segment (`.` or `..`), which clients remove \
                 from a path before they send it; no request could reach it"
            ),
            TemplateErrorKind::UnclosedBrace => write!(
                f,
                "the `{{` at byte {at} is not closed in its segment; a param is written `{{name}}`"
            ),
            TemplateErrorKind::UnopenedBrace => write!(
                f,
                "the `}}` at byte {at} closes no `{{`; a param is written `{{name}}`, and static \
                 text cannot hold braces"
            ),
            TemplateErrorKind::EmptyName => write!(
                f,
                "the param `{}` at byte {at} has no name; a param is written `{{name}}`, a \
                 catch-all `{{*name}}`",
                self.param()
            ),
            TemplateErrorKind::InvalidName => write!(
                f,
                "the param name `{}` at byte {at} is not made of `a-z`, `0-9` and `_`, starting \
                 with a letter or `_`",
                self.name()
            ),
            TemplateErrorKind::RepeatedName => write!(
                f,
                "the param name `{}` at byte {at} is used twice; each param of a template has \
                 a name of its own",
                self.name()
            ),
            TemplateErrorKind::TwoParams => write!(
                f,
                "the param `{}` at byte {at} is a second param in its segment; a segment holds \
                 at most one",
                self.param()
            ),
            TemplateErrorKind::CatchAllNotLast => write!(
                f,
                "the catch-all `{}` at byte {at} is not the last segment; a catch-all takes the \
                 rest of the path, so it comes last",
                self.param()
            ),
            TemplateErrorKind::CatchAllInline => write!(
                f,
                "the catch-all `{}` at byte {at} shares its segment with static text; a \
                 catch-all is a whole segment, `/{{*name}}`",
                self.param()
            ),
            TemplateErrorKind::InvalidCharacter(c) => {
                write!(
                    f,
                    "the character {c:?} at byte {at} cannot stand in static text, which holds \
                     `A-Z a-z 0-9 - . _ ~` and `! $ & ' + , ; =`"
                )?;
                match c {
                    '%' => f.write_str(
                        " (static text is compared byte for byte, never decoded: write the \
                         character itself)",
                    ),
                    ':' | '@' | '(' | ')' | '*' => f.write_str(
                        " (other stacks' template syntaxes would read it as part of a param)",
                    ),
                    _ => Ok(()),
                }
            }
        }
    }
}

impl Error for TemplateError {}
