//! Filters: middleware declared on some of a controller's actions ([`Filters`]), resolved
//! when the controller is mounted, and what a router lists of them ([`MountedRoute`]).

use std::borrow::Cow;
use std::fmt;

use crate::action::Action;
use crate::controller::{Controller, Route};

use super::mount_error::MountError;
use super::slots::ActionRef;

/// The filters of one controller's actions, before they are mounted: what each adapter's
/// `Actions` holds beside its handlers. A filter is the adapter's kind of middleware (a tower
/// `Layer`, an actix `Transform`), declared for every action, for some, or for all but some;
/// names are resolved against the controller when it is mounted, as handlers' names are.
///
/// Several filters on one action run in the order they were declared: the first declared
/// sees the request first, and its answer last.
///
/// ```rust,standalone_crate
/// use restful_core::adapter::Filters;
/// use restful_core::{Action, Restful};
///
/// #[derive(Restful)]
/// #[restful(member(post(publish)))]
/// struct PhotosController;
///
/// let mut filters = Filters::new();
/// filters.except(["index", "show"], "login");
/// filters.name_last("login");
/// filters.every("log");
/// let show = filters.resolve(PhotosController::CONTROLLER, Action::Show).unwrap();
/// assert_eq!(show, [&"log"]);
/// let publish = PhotosController::CONTROLLER.action("publish").unwrap();
/// let publish = filters.resolve(PhotosController::CONTROLLER, publish).unwrap();
/// assert_eq!(publish, [&"login", &"log"]);
/// ```
#[derive(Clone)]
pub struct Filters<F> {
    declared: Vec<Declared<F>>,
}

/// One declared filter: the actions it covers, and the name the app gave it.
#[derive(Clone)]
struct Declared<F> {
    cover: Cover,
    filter: F,
    name: Option<Cow<'static, str>>,
}

/// Which of a controller's actions a filter covers.
#[derive(Clone)]
enum Cover {
    Every,
    Only(Vec<ActionRef>),
    Except(Vec<ActionRef>),
}

impl<F> Default for Filters<F> {
    fn default() -> Self {
        Filters {
            declared: Vec::new(),
        }
    }
}

impl<F> Filters<F> {
    /// No filter yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether no filter was declared.
    pub fn is_empty(&self) -> bool {
        self.declared.is_empty()
    }

    /// `filter` on every action the controller serves, custom ones included.
    pub fn every(&mut self, filter: F) {
        self.declare(Cover::Every, filter);
    }

    /// `filter` on the actions named, each an [`Action`] or the name of one.
    pub fn only<A: Into<ActionRef>>(&mut self, actions: impl IntoIterator<Item = A>, filter: F) {
        self.declare(Cover::Only(refs(actions)), filter);
    }

    /// `filter` on every action the controller serves but those named: an action added to the
    /// controller later is covered.
    pub fn except<A: Into<ActionRef>>(&mut self, actions: impl IntoIterator<Item = A>, filter: F) {
        self.declare(Cover::Except(refs(actions)), filter);
    }

    fn declare(&mut self, cover: Cover, filter: F) {
        self.declared.push(Declared {
            cover,
            filter,
            name: None,
        });
    }

    /// Names the filter declared last, for the router's list of the filters on each route.
    /// `false`, and nothing named, when no filter was declared yet.
    pub fn name_last(&mut self, name: impl Into<Cow<'static, str>>) -> bool {
        match self.declared.last_mut() {
            Some(last) => {
                last.name = Some(name.into());
                true
            }
            None => false,
        }
    }

    /// Checks every name against `controller`: each must be an action it serves.
    ///
    /// # Errors
    ///
    /// [`MountError::UnknownAction`] for the first name it does not serve, with the nearest
    /// one in its message.
    pub fn check(&self, controller: &'static Controller) -> Result<(), MountError> {
        for declared in &self.declared {
            if let Cover::Only(names) | Cover::Except(names) = &declared.cover {
                for name in names {
                    name.resolve(controller)?;
                }
            }
        }
        Ok(())
    }

    /// The filters on `action` of `controller`, in declaration order: the first sees the
    /// request first.
    ///
    /// # Errors
    ///
    /// As [`check`](Filters::check).
    pub fn resolve(
        &self,
        controller: &'static Controller,
        action: Action,
    ) -> Result<Vec<&F>, MountError> {
        self.check(controller)?;
        Ok(self.on(controller, action).0)
    }

    /// The filters on `action` of `controller` and their names, in declaration order, `None`
    /// where a filter has none. Names the controller does not serve cover nothing: mounting
    /// [`check`](Filters::check)s them first.
    pub(crate) fn on(
        &self,
        controller: &'static Controller,
        action: Action,
    ) -> (Vec<&F>, Vec<Option<Cow<'static, str>>>) {
        let named = |names: &[ActionRef]| {
            names
                .iter()
                .any(|name| name.resolve(controller).ok() == Some(action))
        };
        self.declared
            .iter()
            .filter(|declared| match &declared.cover {
                Cover::Every => true,
                Cover::Only(names) => named(names),
                Cover::Except(names) => !named(names),
            })
            .map(|declared| (&declared.filter, declared.name.clone()))
            .unzip()
    }
}

fn refs<A: Into<ActionRef>>(actions: impl IntoIterator<Item = A>) -> Vec<ActionRef> {
    actions.into_iter().map(Into::into).collect()
}

impl<F> fmt::Debug for Filters<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let declared = self.declared.iter().map(|declared| {
            let name = declared.name.as_deref().unwrap_or("unnamed");
            match &declared.cover {
                Cover::Every => format!("{name} on every action"),
                Cover::Only(names) => format!("{name} on {}", list(names)),
                Cover::Except(names) => format!("{name} on all but {}", list(names)),
            }
        });
        f.debug_list().entries(declared).finish()
    }
}

fn list(names: &[ActionRef]) -> String {
    let names: Vec<String> = names.iter().map(ToString::to_string).collect();
    names.join(", ")
}

/// A mounted route and the filters that guard it, in the order they see a request: what a
/// router lists, so that an app's test can check that every route that changes state is
/// guarded.
///
/// ```rust,standalone_crate
/// use restful_core::adapter::{Filters, Mounts, Slots};
/// use restful_core::{Action, Method, Restful};
///
/// #[derive(Restful)]
/// #[restful(only(index, create))]
/// struct PhotosController;
///
/// let mut slots = Slots::new();
/// slots.set(Action::Index, "list");
/// slots.set(Action::Create, "create");
/// let mut filters = Filters::new();
/// filters.only(["create"], "login");
/// filters.name_last("login");
/// let mut mounts = Mounts::new();
/// mounts
///     .mount_filtered(PhotosController::CONTROLLER, slots, &filters, |h, _| h)
///     .unwrap();
/// for route in mounts.routes() {
///     let guarded = route.route().method() != Method::GET;
///     assert_eq!(route.filter_count() > 0, guarded, "{}", route.route());
/// }
/// let create = mounts.routes().find(|r| r.route().action() == Action::Create).unwrap();
/// assert_eq!(create.filter_names().collect::<Vec<_>>(), [Some("login")]);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MountedRoute {
    route: Route,
    filters: Vec<Option<Cow<'static, str>>>,
}

impl MountedRoute {
    pub(crate) fn new(route: Route, filters: Vec<Option<Cow<'static, str>>>) -> Self {
        MountedRoute { route, filters }
    }

    /// The route.
    pub fn route(&self) -> Route {
        self.route
    }

    /// How many filters guard it.
    pub fn filter_count(&self) -> usize {
        self.filters.len()
    }

    /// The name of each filter that guards it, in the order they see a request: `None` for a
    /// filter declared without one.
    pub fn filter_names(&self) -> impl ExactSizeIterator<Item = Option<&str>> + '_ {
        self.filters.iter().map(|name| name.as_deref())
    }
}

impl fmt::Display for MountedRoute {
    /// The route, then its filters in order: `POST /photos (PhotosController#create) [login,
    /// unnamed]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.route)?;
        if self.filters.is_empty() {
            return Ok(());
        }
        let names: Vec<&str> = self
            .filter_names()
            .map(|n| n.unwrap_or("unnamed"))
            .collect();
        write!(f, " [{}]", names.join(", "))
    }
}
