//! Path generation: `Controller::path_for` (docs/routing.md, "3. Path generation").

use std::array::from_fn;
use std::borrow::Cow;
use std::fmt::{Display, Write};

use crate::action::Action;
use crate::controller::Controller;
use crate::encoding;
use crate::error::PathError;
use crate::params::MAX_PARAMS;
use crate::registry::Registry;

/// The ids a path is built with, in path order: the ancestors' ids, then the own id where the
/// action has one.
///
/// `Option<&str>` is the form for a controller without a parent (`Some(id)` or `None`);
/// `&[&str]` and `[&str; N]` (or `&[&str; N]`) give any number.
///
/// ```rust,standalone_crate
/// use restful_core::{Action, Restful};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// #[derive(Restful)]
/// #[restful(parent = PhotosController)]
/// struct CommentsController;
///
/// let comments = CommentsController::CONTROLLER;
/// assert_eq!(comments.path_for(Action::Index, ["7"]).unwrap(), "/photos/7/comments");
/// assert_eq!(comments.path_for(Action::Show, &["7", "3"]).unwrap(), "/photos/7/comments/3");
/// let ids: Vec<&str> = vec!["7", "3"];
/// assert_eq!(comments.path_for(Action::EditForm, ids.as_slice()).unwrap(), "/photos/7/comments/3/edit_form");
/// ```
pub trait Ids: sealed::Sealed {
    /// The ids, in path order.
    fn ids(&self) -> &[&str];
}

pub(crate) mod sealed {
    pub trait Sealed {
        /// The `Option` form, whose errors are those of a single id.
        fn is_option(&self) -> bool {
            false
        }
    }

    pub trait SealedParentIds<const N: usize> {}
}

impl Ids for Option<&str> {
    fn ids(&self) -> &[&str] {
        self.as_slice()
    }
}

impl sealed::Sealed for Option<&str> {
    fn is_option(&self) -> bool {
        true
    }
}

impl Ids for &[&str] {
    fn ids(&self) -> &[&str] {
        self
    }
}

impl sealed::Sealed for &[&str] {}

impl<const N: usize> Ids for [&str; N] {
    fn ids(&self) -> &[&str] {
        self
    }
}

impl<const N: usize> sealed::Sealed for [&str; N] {}

impl<const N: usize> Ids for &[&str; N] {
    fn ids(&self) -> &[&str] {
        *self
    }
}

impl<const N: usize> sealed::Sealed for &[&str; N] {}

/// Builds the path of `controller`'s `action` with the ids `given` encoded so that `registry`
/// reads it back (docs/routing.md, "3.4 Why the round trip holds"). Every id that is `.` or
/// `..`, and the own id where rules 2 to 4 of docs/routing.md, "3.3 Disambiguation", say, are
/// escaped; then any id that a static segment of the template recognition would choose claims
/// is escaped too (rule 5). Without a registry (it failed to build), checks against the
/// controller's own routes.
pub(crate) fn path_for(
    registry: Option<&Registry>,
    controller: &Controller,
    action: Action,
    given: &[&str],
    is_option: bool,
) -> Result<String, PathError> {
    if !controller.serves(action) {
        return Err(PathError::NotServed {
            controller: controller.type_name(),
            action,
        });
    }
    let expected = controller.params_of(action);
    let own_id = controller.has_own_id(action);
    if is_option && controller.parent().is_none() {
        // The single-id form keeps the errors it always had.
        match (own_id, given) {
            (false, [id]) => {
                return Err(PathError::UnexpectedId {
                    action,
                    id: (*id).to_owned(),
                });
            }
            (true, []) => return Err(PathError::MissingId { action }),
            (true, [""]) => return Err(PathError::EmptyId { action }),
            _ => {}
        }
    }
    if given.len() != expected.len() {
        return Err(PathError::WrongIdCount {
            controller: controller.type_name(),
            action,
            expected,
            given: given.len(),
        });
    }
    if let Some(i) = given.iter().position(|id| id.is_empty()) {
        return Err(PathError::EmptyParam {
            controller: controller.type_name(),
            action,
            param: expected[i],
        });
    }
    let template = controller.template(action);
    let segments: Vec<Cow<'_, str>> = given.iter().map(|id| encoding::encode(id)).collect();
    // A raw `.` or `..` is never a param; anything else is read as something else only where a
    // template of the registry says so.
    let mut escaped: Vec<bool> = segments
        .iter()
        .map(|segment| matches!(&**segment, "." | ".."))
        .collect();
    let Some(registry) = registry else {
        // Of one controller's own templates, only a static `<base>/<s>` (`new_form`, a
        // collection action) can shadow its own id.
        if let (true, Some(own), Some(last)) = (own_id, segments.last(), escaped.last_mut()) {
            let shadowing = format!("{}/{own}", controller.path());
            *last |= controller.templates.contains(&shadowing.as_str());
        }
        return Ok(assemble(template, &segments, &escaped));
    };
    let recognizer = registry.recognizer();
    if let (true, Some(own), Some(last)) = (own_id, segments.last(), escaped.last_mut()) {
        // The static segment after `{id}`: `edit_form`, or a member action's name.
        let tail = template
            .strip_prefix(controller.path())
            .and_then(|rest| rest.strip_prefix("/{id}/"));
        *last |= recognizer.shadows_own_id(controller.path(), own, tail);
    }
    // Each round escapes one param that a static segment of the chosen template claimed: that
    // template wins at its leftmost difference from ours, which is that param, so the escape is
    // needed. When the chosen template is ours, the path round-trips.
    loop {
        let path = assemble(template, &segments, &escaped);
        let Some(theirs) = recognizer.template_of(&path) else {
            return Ok(path);
        };
        let segments_of = |template: &'static str| template.split('/').map(is_param);
        if segments_of(theirs.path()).eq(segments_of(template)) {
            return Ok(path);
        }
        let claimed = segments_of(template)
            .zip(segments_of(theirs.path()))
            .filter(|&(ours, _)| ours)
            .position(|(_, theirs)| !theirs);
        match claimed {
            Some(param) if !escaped[param] => escaped[param] = true,
            _ => return Ok(path),
        }
    }
}

/// Whether a segment of a template is a `{param}`.
fn is_param(segment: &str) -> bool {
    segment.starts_with('{')
}

/// `template` with its params replaced by `segments`, those marked `escaped` with their first
/// byte percent-encoded.
fn assemble(template: &str, segments: &[Cow<'_, str>], escaped: &[bool]) -> String {
    let mut path =
        String::with_capacity(template.len() + segments.iter().map(|s| s.len()).sum::<usize>());
    let mut param = 0;
    for segment in template.split('/').skip(1) {
        path.push('/');
        if !is_param(segment) {
            path.push_str(segment);
            continue;
        }
        let value = &segments[param];
        if escaped[param] {
            // Only segments of unreserved bytes can be shadowed, and `.` is one, so the first
            // byte is ASCII.
            let first = value.as_bytes()[0];
            let _ = write!(path, "%{first:02X}");
            path.push_str(&value[1..]);
        } else {
            path.push_str(value);
        }
        param += 1;
    }
    path
}

/// The ids of a nested controller's parent, as its `<action>_path` functions take them (see
/// [the crate docs](crate#links)): the parent's own id as itself, the ids of a parent that is
/// nested in turn as a tuple in path order, and `()` under a singleton, which has no id. `N` is
/// how many there are, which the derive reads from the parent's descriptor, so that a wrong
/// number of ids does not compile.
///
/// ```rust,standalone_crate
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// #[derive(Restful)]
/// #[restful(parent = PhotosController)]
/// struct CommentsController;
///
/// #[derive(Restful)]
/// #[restful(parent = CommentsController, only(show))]
/// struct RepliesController;
///
/// assert_eq!(CommentsController::show_path(7, 3), "/photos/7/comments/3");
/// assert_eq!(RepliesController::show_path((7, 3), "a b"), "/photos/7/comments/3/replies/a%20b");
/// ```
#[diagnostic::on_unimplemented(
    message = "the parent's ids are not `{Self}`: they are {N} values, one id as itself, \
               several as a tuple in path order, none as `()`",
    label = "not the parent's {N} ids"
)]
pub trait ParentIds<const N: usize>: sealed::SealedParentIds<N> {
    /// The ids, in path order.
    fn ids(&self) -> [&dyn Display; N];
}

impl sealed::SealedParentIds<0> for () {}

impl ParentIds<0> for () {
    fn ids(&self) -> [&dyn Display; 0] {
        []
    }
}

impl<A: Display> sealed::SealedParentIds<1> for A {}

impl<A: Display> ParentIds<1> for A {
    fn ids(&self) -> [&dyn Display; 1] {
        [self]
    }
}

impl<A: Display, B: Display> sealed::SealedParentIds<2> for (A, B) {}

impl<A: Display, B: Display> ParentIds<2> for (A, B) {
    fn ids(&self) -> [&dyn Display; 2] {
        [&self.0, &self.1]
    }
}

impl<A: Display, B: Display, C: Display> sealed::SealedParentIds<3> for (A, B, C) {}

impl<A: Display, B: Display, C: Display> ParentIds<3> for (A, B, C) {
    fn ids(&self) -> [&dyn Display; 3] {
        [&self.0, &self.1, &self.2]
    }
}

/// What a generated `<action>_path` function returns: the path of `controller`'s `action` with
/// the `parent`'s ids and its `own` id (none, or one) written out, as [`Controller::path_for`]
/// builds it. (`restful_core::__private::path` for the derive.)
///
/// # Panics
///
/// Where `path_for` fails: an id that displays as the empty string, with a message that names
/// the function and the param. The derive makes the function only for a served action and
/// with one argument per param, so no other error is possible.
pub fn typed_path(
    controller: &'static Controller,
    action: Action,
    parent: &[&dyn Display],
    own: &[&dyn Display],
) -> String {
    let count = parent.len() + own.len();
    let id = |i: usize| parent.get(i).or_else(|| own.get(i - parent.len()));
    let written: [String; MAX_PARAMS] =
        from_fn(|i| id(i).map(ToString::to_string).unwrap_or_default());
    let given: [&str; MAX_PARAMS] = from_fn(|i| written[i].as_str());
    match controller.path_for(action, given.get(..count).unwrap_or(&given)) {
        Ok(path) => path,
        Err(err) => panic!("{}::{}_path: {err}", controller.name(), action.name()),
    }
}
