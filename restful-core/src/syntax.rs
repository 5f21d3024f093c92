//! The ways web stacks write a param in a path template.

use std::borrow::Cow;
use std::fmt;

/// How a path template writes its params: `{id}`, `:id` or `<id>`.
///
/// The registry's templates ([`Route::path`], [`Controller::path`]) use
/// [`Braces`](TemplateSyntax::Braces); [`Route::path_in`] and [`Controller::path_in`] give them
/// in the other syntaxes, for a stack or a tool that reads those.
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
/// assert_eq!(route.path_in(TemplateSyntax::Braces), "/photos/{photo_id}/comments/{id}/edit_form");
/// assert_eq!(route.path_in(TemplateSyntax::Colon), "/photos/:photo_id/comments/:id/edit_form");
/// assert_eq!(route.path_in(TemplateSyntax::Angle), "/photos/<photo_id>/comments/<id>/edit_form");
/// ```
///
/// The conversion cannot be ambiguous: a static segment holds only RFC 3986 unreserved
/// characters, never `{`, `}`, `:`, `<` or `>`.
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

    /// `template`, a template of the registry (params in braces), in this syntax. Borrowed when
    /// nothing changes: in [`Braces`](TemplateSyntax::Braces), or without params.
    pub(crate) fn convert(self, template: &str) -> Cow<'_, str> {
        let (open, close) = match self {
            TemplateSyntax::Braces => return Cow::Borrowed(template),
            TemplateSyntax::Colon => (":", ""),
            TemplateSyntax::Angle => ("<", ">"),
        };
        if !template.contains('{') {
            return Cow::Borrowed(template);
        }
        let mut out = String::with_capacity(template.len());
        for c in template.chars() {
            match c {
                '{' => out.push_str(open),
                '}' => out.push_str(close),
                c => out.push(c),
            }
        }
        Cow::Owned(out)
    }
}

impl fmt::Display for TemplateSyntax {
    /// Writes [`TemplateSyntax::example`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.example())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_param_is_rewritten_and_nothing_else() {
        let cases = [
            ("/photos", ["/photos", "/photos", "/photos"]),
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
        ];
        for (template, expected) in cases {
            for (syntax, expected) in TemplateSyntax::ALL.into_iter().zip(expected) {
                assert_eq!(syntax.convert(template), expected, "{syntax:?}");
            }
        }
    }

    #[test]
    fn nothing_is_allocated_when_nothing_changes() {
        assert!(matches!(
            TemplateSyntax::Braces.convert("/photos/{id}"),
            Cow::Borrowed(_)
        ));
        assert!(matches!(
            TemplateSyntax::Colon.convert("/photos"),
            Cow::Borrowed(_)
        ));
    }
}
