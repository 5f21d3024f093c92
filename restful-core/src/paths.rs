//! Path generation: `Controller::path_for` (docs/routing.md, "3. Path generation").

use std::array::from_fn;
use std::fmt::Display;

use restful_template::{Segment, Template};

use crate::action::Action;
use crate::controller::Controller;
use crate::encoding;
use crate::error::PathError;
use crate::params::MAX_PARAMS;
use crate::recognize::{RouteId, Tree, Verb};
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
    pub trait Sealed {}

    pub trait SealedParentIds<const N: usize> {}
}

impl Ids for Option<&str> {
    fn ids(&self) -> &[&str] {
        self.as_slice()
    }
}

impl sealed::Sealed for Option<&str> {}

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
/// reads it back (docs/routing.md, "3.4 Why the round trip holds"). A controller that is not in
/// the registry (or without one: it failed to build) is written against its own routes.
pub(crate) fn path_for(
    registry: Option<&Registry>,
    controller: &Controller,
    action: Action,
    given: &[&str],
) -> Result<String, PathError> {
    if !controller.serves(action) {
        return Err(PathError::NotServed {
            controller: controller.type_name(),
            action,
        });
    }
    let expected = controller.params_of(action);
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
    // A typed param's id is a value of its type, or its path would be no route's.
    for (&param, id) in expected.iter().zip(given) {
        if let Some(ty) = controller.param_type(param).filter(|ty| !ty.accepts(id)) {
            return Err(PathError::NotAValue {
                controller: controller.type_name(),
                action,
                param,
                type_name: ty.name(),
            });
        }
    }
    let written = match registry.and_then(|registry| registry.write_path(controller, action, given))
    {
        Some(written) => written,
        None => alone(controller, action, given),
    };
    written.ok_or(PathError::Unreachable {
        controller: controller.type_name(),
        action,
    })
}

/// The path of `controller`'s `action` against a registry of `controller` alone.
#[cold]
fn alone(controller: &Controller, action: Action, given: &[&str]) -> Option<String> {
    let routes: Vec<(Action, Template)> = controller
        .actions
        .iter()
        .zip(controller.templates)
        .map(|(&action, template)| Some((action, Template::parse(template).ok()?)))
        .collect::<Option<_>>()?;
    let shapes: Vec<(Verb, &Template)> = routes
        .iter()
        .map(|(action, template)| (action.verb(), template))
        .collect();
    let tree = Tree::build(&shapes).ok()?;
    let at = routes.iter().position(|(served, _)| *served == action)?;
    let template = &routes[at].1;
    let own = own_id(&tree, controller, action, template, given);
    tree.generate(RouteId::new(at)?, action.verb(), template, given, own)
}

/// The param of the own id, if its first byte must be escaped by the registry's rule for own
/// ids (docs/routing.md, "3.3 Disambiguation"): the id, encoded, would be read as a static
/// segment below the base path. The rule is for routes below the base path, where the own id is
/// a whole segment; a route of any shape has the rules of every template.
pub(crate) fn own_id(
    tree: &Tree,
    controller: &Controller,
    action: Action,
    template: &Template,
    given: &[&str],
) -> Option<usize> {
    if action.is_route() {
        return None;
    }
    let param = controller.id_index(action, controller.params_of(action))?;
    let segments: Vec<Segment<'_>> = template.segments().collect();
    // The own id's segment: the `param`-th of the segments with a param.
    let at = segments
        .iter()
        .enumerate()
        .filter(|(_, segment)| segment.name().is_some())
        .nth(param)?
        .0;
    let tail = match segments.get(at + 1) {
        Some(Segment::Static(tail)) => Some(*tail),
        _ => None,
    };
    let id = encoding::encode(given.get(param)?);
    tree.shadows(&segments[..at], &id, tail).then_some(param)
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
/// the `parent`'s ids and then the `rest` of its params (the own id and the template's own
/// params, in path order) written out, as [`Controller::path_for`] builds it.
/// (`restful_core::__private::path` for the derive.)
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
    rest: &[&dyn Display],
) -> String {
    let count = parent.len() + rest.len();
    let id = |i: usize| parent.get(i).or_else(|| rest.get(i - parent.len()));
    let written: [String; MAX_PARAMS] =
        from_fn(|i| id(i).map(ToString::to_string).unwrap_or_default());
    let given: [&str; MAX_PARAMS] = from_fn(|i| written[i].as_str());
    match controller.path_for(action, given.get(..count).unwrap_or(&given)) {
        Ok(path) => path,
        Err(err) => panic!("{}::{}_path: {err}", controller.name(), action.name()),
    }
}
