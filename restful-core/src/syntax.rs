//! The ways web stacks write a param in a path template.

use std::borrow::Cow;
use std::error::Error;
use std::fmt;

use restful_template::{Segment, Template};

/// How a path template writes its params: `{id}`, `:id` or `<id>`.
///
/// The registry's templates ([`Route::path`], [`Controller::path`]) use
/// [`Braces`](TemplateSyntax::Braces); [`Route::path_in`] and [`Controller::path_in`] give them
/// in the other syntaxes, for a stack or a tool that reads those:
///
/// | template | `Braces` | `Colon` | `Angle` |
/// |---|---|---|---|
/// | whole-segment param | `{id}` | `:id` | `<id>` |
/// | param with static text beside it | `~{name}`, `{name}.json` | `~:name`, `:name.json` | none |
/// | catch-all | `{*path}` | `*path` | `<path..>` |
///
/// Where a syntax has no way to write a template, the conversion says so ([`SyntaxError`]):
/// Rocket's params are whole segments, and in the colon syntax a param's name runs on into a
/// suffix that starts with a letter, a digit or `_` (`{x}y` would read as `:xy`).
///
/// ```
/// use restful_core::{Action, Restful, TemplateSyntax};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// #[derive(Restful)]
/// #[restful(parent = PhotosController)]
/// struct CommentsController;
///
/// let route = CommentsController::CONTROLLER.route(Action::EditForm).unwrap();
/// assert_eq!(route.path_in(TemplateSyntax::Braces).unwrap(), "/photos/{photo_id}/comments/{id}/edit_form");
/// assert_eq!(route.path_in(TemplateSyntax::Colon).unwrap(), "/photos/:photo_id/comments/:id/edit_form");
/// assert_eq!(route.path_in(TemplateSyntax::Angle).unwrap(), "/photos/<photo_id>/comments/<id>/edit_form");
/// ```
///
/// The conversion cannot be ambiguous: static text never holds `{`, `}`, `:`, `*`, `<` or `>`.
///
/// [`Route::path`]: crate::Route::path
/// [`Route::path_in`]: crate::Route::path_in
/// [`Controller::path`]: crate::Controller::path
/// [`Controller::path_in`]: crate::Controller::path_in
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub enum TemplateSyntax {
    /// `/photos/{id}`: axum 0.8, actix-web, matchit, OpenAPI, and the registry itself.
    #[default]
    Braces,
    /// `/photos/:id`: Express, Rails, Sinatra, axum up to 0.7.
    Colon,
    /// `/photos/<id>`: Rocket, Flask.
    Angle,
}

impl TemplateSyntax {
    /// All three, [`Braces`](TemplateSyntax::Braces) first.
    ///
    /// ```
    /// assert_eq!(restful_core::TemplateSyntax::ALL.len(), 3);
    /// ```
    pub const ALL: [TemplateSyntax; 3] = [
        TemplateSyntax::Braces,
        TemplateSyntax::Colon,
        TemplateSyntax::Angle,
    ];

    /// `{id}`, `:id` or `<id>`: how this syntax writes the param `id`.
    ///
    /// ```
    /// assert_eq!(restful_core::TemplateSyntax::Angle.example(), "<id>");
    /// ```
    pub const fn example(self) -> &'static str {
        match self {
            TemplateSyntax::Braces => "{id}",
            TemplateSyntax::Colon => ":id",
            TemplateSyntax::Angle => "<id>",
        }
    }

    /// `template` (params in braces, as the registry and a [`Recognizer`](crate::Recognizer)
    /// write them) in this syntax. Borrowed when nothing changes: in
    /// [`Braces`](TemplateSyntax::Braces), or without params.
    ///
    /// ```
    /// use restful_core::TemplateSyntax;
    ///
    /// assert_eq!(TemplateSyntax::Colon.write("/assets/{*path}").unwrap(), "/assets/*path");
    /// assert_eq!(TemplateSyntax::Angle.write("/assets/{*path}").unwrap(), "/assets/<path..>");
    /// ```
    ///
    /// # Errors
    ///
    /// [`SyntaxError`] when the syntax has no way to write it, or it is not a template.
    pub fn write(self, template: &str) -> Result<Cow<'_, str>, SyntaxError> {
        if self == TemplateSyntax::Braces || !template.contains('{') {
            return Ok(Cow::Borrowed(template));
        }
        let no_equivalent = |reason| SyntaxError {
            template: template.to_owned(),
            syntax: self,
            reason,
        };
        let parsed = Template::parse(template).map_err(|_| no_equivalent(Reason::NotATemplate))?;
        let mut out = String::with_capacity(template.len() + 4);
        for segment in parsed.segments() {
            out.push('/');
            match (self, segment) {
                (_, Segment::Static(text)) => out.push_str(text),
                (
                    TemplateSyntax::Colon,
                    Segment::Param {
                        prefix,
                        name,
                        suffix,
                    },
                ) => {
                    let runs_on = suffix
                        .bytes()
                        .next()
                        .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
                    if runs_on {
                        return Err(no_equivalent(Reason::NameRunsOn));
                    }
                    out.push_str(prefix);
                    out.push(':');
                    out.push_str(name);
                    out.push_str(suffix);
                }
                (
                    TemplateSyntax::Angle,
                    Segment::Param {
                        prefix,
                        name,
                        suffix,
                    },
                ) => {
                    if !(prefix.is_empty() && suffix.is_empty()) {
                        return Err(no_equivalent(Reason::Inline));
                    }
                    out.push('<');
                    out.push_str(name);
                    out.push('>');
                }
                (TemplateSyntax::Colon, Segment::CatchAll { name }) => {
                    out.push('*');
                    out.push_str(name);
                }
                (TemplateSyntax::Angle, Segment::CatchAll { name }) => {
                    out.push('<');
                    out.push_str(name);
                    out.push_str("..>");
                }
                (TemplateSyntax::Braces, segment) => out.push_str(&segment.to_string()),
            }
        }
        if out.is_empty() {
            out.push('/');
        }
        Ok(Cow::Owned(out))
    }
}

impl fmt::Display for TemplateSyntax {
    /// Writes [`TemplateSyntax::example`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.example())
    }
}

/// A template that a [`TemplateSyntax`] has no way to write.
///
/// ```
/// use restful_core::TemplateSyntax;
///
/// let err = TemplateSyntax::Angle.write("/avatars/{size}.png").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "`/avatars/{size}.png` has no equivalent in the `<id>` syntax: a param there is a whole \
///      segment, and this one shares its segment with static text"
/// );
/// assert_eq!(TemplateSyntax::Colon.write("/avatars/{size}.png").unwrap(), "/avatars/:size.png");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SyntaxError {
    template: String,
    syntax: TemplateSyntax,
    reason: Reason,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reason {
    /// A param with static text beside it, which the syntax writes only as a whole segment.
    Inline,
    /// A param followed by a letter, a digit or `_`, which the syntax would read as its name.
    NameRunsOn,
    /// Not a template at all.
    NotATemplate,
}

impl SyntaxError {
    /// The template.
    pub fn template(&self) -> &str {
        &self.template
    }

    /// The syntax that cannot write it.
    pub fn syntax(&self) -> TemplateSyntax {
        self.syntax
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.reason {
            Reason::Inline => {
                "a param there is a whole segment, and this one shares its segment with static text"
            }
            Reason::NameRunsOn => {
                "a param's name there runs on into the letter, digit or `_` that follows it in \
                 its segment"
            }
            Reason::NotATemplate => "it is not a template",
        };
        write!(
            f,
            "`{}` has no equivalent in the `{}` syntax: {why}",
            self.template, self.syntax
        )
    }
}

impl Error for SyntaxError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_param_is_rewritten_and_nothing_else() {
        let cases = [
            ("/photos", ["/photos", "/photos", "/photos"]),
            ("/", ["/", "/", "/"]),
            ("/photos/new_form", ["/photos/new_form"; 3]),
            (
                "/photos/{id}",
                ["/photos/{id}", "/photos/:id", "/photos/<id>"],
            ),
            (
                "/a-b/{photo_id}/c.d/{id}/edit_form",
                [
                    "/a-b/{photo_id}/c.d/{id}/edit_form",
                    "/a-b/:photo_id/c.d/:id/edit_form",
                    "/a-b/<photo_id>/c.d/<id>/edit_form",
                ],
            ),
            (
                "/assets/{*path}",
                ["/assets/{*path}", "/assets/*path", "/assets/<path..>"],
            ),
        ];
        for (template, expected) in cases {
            for (syntax, expected) in TemplateSyntax::ALL.into_iter().zip(expected) {
                assert_eq!(
                    syntax.write(template).as_deref(),
                    Ok(expected),
                    "{syntax:?}"
                );
            }
        }
    }

    #[test]
    fn a_template_without_equivalent_is_said_plainly() {
        let rows = [
            ("/~{username}", TemplateSyntax::Colon, Ok("/~:username")),
            ("/{name}.json", TemplateSyntax::Colon, Ok("/:name.json")),
            ("/{name}-x", TemplateSyntax::Colon, Ok("/:name-x")),
            ("/{name}x", TemplateSyntax::Colon, Err(Reason::NameRunsOn)),
            ("/{name}_x", TemplateSyntax::Colon, Err(Reason::NameRunsOn)),
            ("/~{username}", TemplateSyntax::Angle, Err(Reason::Inline)),
            ("/{name}.json", TemplateSyntax::Angle, Err(Reason::Inline)),
            ("/~{username}", TemplateSyntax::Braces, Ok("/~{username}")),
        ];
        for (template, syntax, expected) in rows {
            let got = syntax.write(template);
            let got = got.as_deref().map_err(|err| err.reason);
            assert_eq!(
                got,
                expected.as_ref().map(|s| *s).map_err(|r| *r),
                "{template} {syntax:?}"
            );
        }
    }

    #[test]
    fn nothing_is_allocated_when_nothing_changes() {
        assert!(matches!(
            TemplateSyntax::Braces.write("/photos/{id}"),
            Ok(Cow::Borrowed(_))
        ));
        assert!(matches!(
            TemplateSyntax::Colon.write("/photos"),
            Ok(Cow::Borrowed(_))
        ));
    }
}
