//! Path generation: `Controller::path_for` (docs/routing.md, "3. Path generation").

use std::array::from_fn;
use std::borrow::{Borrow, Cow};
use std::fmt::Display;
use std::marker::PhantomData;

use restful_template::{Segment, Template};

use crate::action::Action;
use crate::controller::Controller;
use crate::encoding;
use crate::error::PathError;
use crate::params::MAX_PARAMS;
use crate::recognize::{RouteId, Tree, Verb};
use crate::registry::Registry;
use crate::typed::Param;

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

    pub trait SealedParentIds<const N: usize, K> {}
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
/// how many there are, and `K` what each must be ([`LinkId`]: of the type a controller gives its
/// id with `#[restful(id = T)]`, or anything that displays), both of which the derive reads from
/// the parent, so that a wrong number of ids, or an id of the wrong type, does not compile.
///
/// ```rust,standalone_crate
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(id = u64)]
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
/// let photo: u64 = 7;
/// assert_eq!(CommentsController::show_path(7, 3), "/photos/7/comments/3");
/// assert_eq!(CommentsController::show_path(&photo, "a b"), "/photos/7/comments/a%20b");
/// assert_eq!(RepliesController::show_path((7, 3), "a b"), "/photos/7/comments/3/replies/a%20b");
/// ```
///
/// A photo's id is a `u64`: text does not compile where it goes.
///
/// ```rust,compile_fail,standalone_crate
/// # use restful_core::Restful;
/// # #[derive(Restful)]
/// # #[restful(id = u64)]
/// # struct PhotosController;
/// # #[derive(Restful)]
/// # #[restful(parent = PhotosController)]
/// # struct CommentsController;
/// let _ = CommentsController::show_path("7", 3);
/// ```
#[diagnostic::on_unimplemented(
    message = "the parent's ids are not `{Self}`: they are {N} values, one id as itself, \
               several as a tuple in path order, none as `()`, each of its controller's id type",
    label = "not the parent's {N} ids"
)]
pub trait ParentIds<const N: usize, K>: sealed::SealedParentIds<N, K> {
    /// The ids, in path order, written as their types write them.
    fn ids(&self) -> [Cow<'_, str>; N];
}

/// One id of a link function's parent ids ([`ParentIds`]), for an id of kind `K`: of the type
/// `T` a controller gives its id (`K` is [`Typed<T>`](Typed): the value, or anything that
/// borrows as one, written as [`Param::write`] writes it), or of an untyped id (`K` is
/// [`Untyped`]: anything that displays).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an id of this parent: its controller types its id (`{K}`)",
    label = "not a value of the parent's id type"
)]
pub trait LinkId<K> {
    /// The id, as a path segment holds it before escaping.
    fn write(&self) -> Cow<'_, str>;
}

/// The kind of an id that its controller does not type: any value that displays is one
/// ([`LinkId`]).
#[derive(Debug, Clone, Copy)]
pub struct Untyped;

/// The kind of an id that its controller types as `T` (`#[restful(id = T)]`): a `T`, or
/// anything that borrows as one, is one ([`LinkId`]).
#[derive(Debug, Clone, Copy)]
pub struct Typed<T: ?Sized>(PhantomData<fn() -> T>);

impl<D: Display> LinkId<Untyped> for D {
    fn write(&self) -> Cow<'_, str> {
        Cow::Owned(self.to_string())
    }
}

impl<T: Param, B: Borrow<T>> LinkId<Typed<T>> for B {
    fn write(&self) -> Cow<'_, str> {
        self.borrow().write()
    }
}

impl sealed::SealedParentIds<0, ()> for () {}

impl ParentIds<0, ()> for () {
    fn ids(&self) -> [Cow<'_, str>; 0] {
        []
    }
}

impl<A: LinkId<KA>, KA> sealed::SealedParentIds<1, (KA,)> for A {}

impl<A: LinkId<KA>, KA> ParentIds<1, (KA,)> for A {
    fn ids(&self) -> [Cow<'_, str>; 1] {
        [self.write()]
    }
}

impl<A: LinkId<KA>, B: LinkId<KB>, KA, KB> sealed::SealedParentIds<2, (KA, KB)> for (A, B) {}

impl<A: LinkId<KA>, B: LinkId<KB>, KA, KB> ParentIds<2, (KA, KB)> for (A, B) {
    fn ids(&self) -> [Cow<'_, str>; 2] {
        [self.0.write(), self.1.write()]
    }
}

impl<A: LinkId<KA>, B: LinkId<KB>, C: LinkId<KC>, KA, KB, KC>
    sealed::SealedParentIds<3, (KA, KB, KC)> for (A, B, C)
{
}

impl<A: LinkId<KA>, B: LinkId<KB>, C: LinkId<KC>, KA, KB, KC> ParentIds<3, (KA, KB, KC)>
    for (A, B, C)
{
    fn ids(&self) -> [Cow<'_, str>; 3] {
        [self.0.write(), self.1.write(), self.2.write()]
    }
}

/// The kinds ([`LinkId`]) of the ids a controller's children take as their parent ids: its
/// ancestors', then its own, in path order (none of its own for a singleton). The derive
/// implements it for each controller. (`restful_core::__private::LinkKinds` for the derive.)
///
/// A child's derive reads its parent's descriptor through this trait too, so that a parent that
/// is no controller is one error, this one, at the parent's path.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a restful controller, so it cannot be a parent",
    label = "not a `#[derive(Restful)]` type",
    note = "a `parent` must be a type marked with `#[derive(Restful)]`"
)]
pub trait LinkKinds: crate::Restful {
    /// A tuple of [`Typed`] and [`Untyped`], in path order.
    type Kinds;
    /// The controller's descriptor: [`Restful::CONTROLLER`](crate::Restful::CONTROLLER).
    const DESCRIPTOR: &'static crate::Controller = Self::CONTROLLER;
}

/// A tuple of kinds with one more at its end: how the derive writes a controller's
/// [`LinkKinds`] from its parent's. (`restful_core::__private::Append` for the derive.)
pub trait Append<K> {
    /// The tuple with `K` at its end.
    type Out;
}

impl<K> Append<K> for () {
    type Out = (K,);
}

impl<A, K> Append<K> for (A,) {
    type Out = (A, K);
}

impl<A, B, K> Append<K> for (A, B) {
    type Out = (A, B, K);
}

impl<A, B, C, K> Append<K> for (A, B, C) {
    type Out = (A, B, C, K);
}

impl<A, B, C, D, K> Append<K> for (A, B, C, D) {
    type Out = (A, B, C, D, K);
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
    parent: &[Cow<'_, str>],
    rest: &[&dyn Display],
) -> String {
    let count = parent.len() + rest.len();
    // The parent's ids are written already; the rest are written here, once.
    let written: [String; MAX_PARAMS] =
        from_fn(|i| rest.get(i).map(ToString::to_string).unwrap_or_default());
    let given: [&str; MAX_PARAMS] = from_fn(|i| match parent.get(i) {
        Some(id) => id,
        None => written.get(i - parent.len()).map_or("", String::as_str),
    });
    match controller.path_for(action, given.get(..count).unwrap_or(&given)) {
        Ok(path) => path,
        Err(err) => panic!("{}::{}_path: {err}", controller.name(), action.name()),
    }
}
