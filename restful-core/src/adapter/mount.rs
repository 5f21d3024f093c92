//! Mounting: the checks and bookkeeping of a router ([`Mounts`]), from each controller's
//! handlers to the [`RouteTable`] it answers from.

use std::borrow::Cow;
use std::fmt;
use std::ptr;

use crate::action::ActionSet;
use crate::controller::{Controller, Route};
use crate::registry::{registry, try_registry};
use crate::table::RouteTable;

use super::filter::{Filters, MountedRoute};
use super::mount_error::{MountError, Unmounted};
use super::slots::Slots;

/// The controllers a router mounted and their routes' handlers: mounting checks each
/// controller at once ([`mount`](Mounts::mount)), and the router answers from the
/// [`RouteTable`] they make ([`into_table`](Mounts::into_table)).
///
/// ```rust,standalone_crate
/// use restful_core::adapter::{MountError, Mounts, Slots};
/// use restful_core::{Action, Method, Restful};
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// let mut slots = Slots::new();
/// slots.set(Action::Index, "list");
/// slots.set(Action::Show, "one");
/// let mut mounts = Mounts::new();
/// mounts.mount(PhotosController::CONTROLLER, slots.clone()).unwrap();
///
/// // Mounted twice: refused, with the fix in the message.
/// let err = mounts.mount(PhotosController::CONTROLLER, slots).unwrap_err();
/// assert!(matches!(err, MountError::MountedTwice { .. }));
/// assert!(mounts.all_mounted().is_ok());
///
/// let table = mounts.into_table().unwrap();
/// assert_eq!(table.recognize(&Method::GET, "/photos/7").unwrap().1, &"one");
/// ```
#[derive(Clone)]
pub struct Mounts<H> {
    entries: Vec<(Route, H)>,
    /// The names of the filters on each entry's route, outermost first.
    filters: Vec<Vec<Option<Cow<'static, str>>>>,
    mounted: Vec<&'static Controller>,
}

impl<H> Default for Mounts<H> {
    fn default() -> Self {
        Mounts {
            entries: Vec::new(),
            filters: Vec::new(),
            mounted: Vec::new(),
        }
    }
}

impl<H> Mounts<H> {
    /// No controller yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Mounts `controller`, each route's handler taken from `slots`.
    ///
    /// # Errors
    ///
    /// [`MountError`], and nothing is mounted: `controller` is mounted already; the process-wide
    /// registry does not hold it, or could not be built (two controllers of the binary
    /// conflict, and no controller can be mounted); `slots` lacks a handler for an action it
    /// serves or has one for an action it does not serve.
    pub fn mount(
        &mut self,
        controller: &'static Controller,
        slots: Slots<H>,
    ) -> Result<(), MountError> {
        self.mount_filtered(controller, slots, &Filters::<()>::new(), |handler, _| {
            handler
        })
    }

    /// Mounts `controller` as [`mount`](Mounts::mount) does, each handler given the filters
    /// that cover its action by `filter`: with the filters in declaration order (the first
    /// sees the request first), it gives the filtered handler. An action no filter covers
    /// keeps its handler as it is.
    ///
    /// # Errors
    ///
    /// As [`mount`](Mounts::mount), and [`MountError::UnknownAction`] for a filter's action
    /// name that the controller does not serve.
    pub fn mount_filtered<F>(
        &mut self,
        controller: &'static Controller,
        slots: Slots<H>,
        filters: &Filters<F>,
        mut filter: impl FnMut(H, &[&F]) -> H,
    ) -> Result<(), MountError> {
        if self.mounted.contains(&controller) {
            return Err(MountError::MountedTwice { controller });
        }
        registered(controller)?;
        let mut handlers = slots.resolve(controller)?;
        let served = controller.actions();
        let given: ActionSet = handlers.iter().map(|(action, _)| *action).collect();
        let missing: ActionSet = served.iter().filter(|&a| !given.contains(a)).collect();
        let extra: ActionSet = given.iter().filter(|&a| !served.contains(a)).collect();
        if !(missing.is_empty() && extra.is_empty()) {
            return Err(MountError::Handlers {
                controller,
                missing,
                extra,
            });
        }
        filters.check(controller)?;
        for route in controller.routes() {
            let at = handlers
                .iter()
                .position(|(action, _)| *action == route.action());
            if let Some(at) = at {
                let handler = handlers.swap_remove(at).1;
                let (on_route, names) = filters.on(controller, route.action());
                let handler = match on_route.is_empty() {
                    true => handler,
                    false => filter(handler, &on_route),
                };
                self.entries.push((route, handler));
                self.filters.push(names);
            }
        }
        self.mounted.push(controller);
        Ok(())
    }

    /// The controllers mounted, in mount order.
    pub fn mounted(&self) -> &[&'static Controller] {
        &self.mounted
    }

    /// The controllers of the process-wide registry that are not mounted, in registry order.
    pub fn unmounted(&self) -> Vec<&'static Controller> {
        registry()
            .controllers()
            .filter(|controller| !self.mounted.contains(controller))
            .collect()
    }

    /// Checks that every controller of the process-wide registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the others in registry order.
    pub fn all_mounted(&self) -> Result<(), Unmounted> {
        let missing = self.unmounted();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(Unmounted { missing })
        }
    }

    /// The controllers of the process-wide registry under the module `module` that are not
    /// mounted, in registry order: those whose type path ([`Controller::type_name`]) starts
    /// with `module` followed by `::`, whole segments only (`app::web` is not `app::webhooks`),
    /// so that a test's own controllers, or another crate's, are left out.
    ///
    /// ```
    /// use restful_core::adapter::in_module;
    ///
    /// assert!(in_module("app::web::PhotosController", "app::web"));
    /// assert!(in_module("app::web::admin::UsersController", "app"));
    /// assert!(!in_module("app::webhooks::HooksController", "app::web"));
    /// assert!(!in_module("app::web", "app::web"));
    /// ```
    pub fn unmounted_in(&self, module: &str) -> Vec<&'static Controller> {
        let mut missing = self.unmounted();
        missing.retain(|controller| in_module(controller.type_name(), module));
        missing
    }

    /// Checks that every controller of the process-wide registry under the module `module` is
    /// mounted ([`unmounted_in`](Mounts::unmounted_in)).
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the others in registry order.
    pub fn all_mounted_in(&self, module: &str) -> Result<(), Unmounted> {
        let missing = self.unmounted_in(module);
        if missing.is_empty() {
            Ok(())
        } else {
            Err(Unmounted { missing })
        }
    }

    /// Every mounted route and its handler, in mount order.
    pub fn entries(&self) -> &[(Route, H)] {
        &self.entries
    }

    /// Every mounted route and the filters that guard it, in mount order.
    pub fn routes(&self) -> impl ExactSizeIterator<Item = MountedRoute> + '_ {
        self.entries
            .iter()
            .zip(&self.filters)
            .map(|((route, _), names)| MountedRoute::new(*route, names.clone()))
    }

    /// The same mounts with each handler changed by `change`: given the app's state, say.
    pub fn map<H2>(self, mut change: impl FnMut(H) -> H2) -> Mounts<H2> {
        Mounts {
            entries: self
                .entries
                .into_iter()
                .map(|(route, handler)| (route, change(handler)))
                .collect(),
            filters: self.filters,
            mounted: self.mounted,
        }
    }

    /// The table of the mounted routes, each with what `value` makes of its entry (its
    /// index in [`entries`](Mounts::entries), and its handler).
    ///
    /// # Errors
    ///
    /// [`MountError::Conflict`]: never for mounts that [`mount`](Mounts::mount) accepted,
    /// unless the table outgrows the recognizer's ids.
    pub fn table_with<T>(
        &self,
        mut value: impl FnMut(usize, &H) -> T,
    ) -> Result<RouteTable<T>, MountError> {
        let entries = self.entries.iter().enumerate();
        RouteTable::new(entries.map(|(i, (route, handler))| (*route, value(i, handler))))
            .map_err(MountError::Conflict)
    }

    /// The table of the mounted routes and their handlers.
    ///
    /// # Errors
    ///
    /// As [`table_with`](Mounts::table_with).
    pub fn into_table(self) -> Result<RouteTable<H>, MountError> {
        RouteTable::new(self.entries).map_err(MountError::Conflict)
    }
}

/// Whether the process-wide registry holds `controller`, this very descriptor: the derive
/// made it, and the registry checked it against every other controller of the binary when it
/// was built, so that the controllers a router mounts never conflict.
///
/// # Errors
///
/// [`MountError::Conflict`] with the registry's error when the registry could not be built:
/// the binary's controllers conflict, so none can be mounted. [`MountError::NotRegistered`]
/// when the registry does not hold `controller`: its registration was dropped (a platform
/// without link-time constructors).
fn registered(controller: &'static Controller) -> Result<(), MountError> {
    let all = try_registry().map_err(|err| MountError::Conflict(err.clone()))?;
    match all.by_type_id(controller.type_id()) {
        Some(found) if ptr::eq(found, controller) => Ok(()),
        _ => Err(MountError::NotRegistered { controller }),
    }
}

impl<H> fmt::Debug for Mounts<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mounted: Vec<&str> = self.mounted.iter().map(|c| c.type_name()).collect();
        f.debug_struct("Mounts")
            .field("mounted", &mounted)
            .field("routes", &self.entries.len())
            .finish()
    }
}

/// Whether the type path `type_name` (`app::web::PhotosController`) is under the module
/// `module` (`app::web`, or `app`): it starts with `module` and `::`, whole segments only.
pub fn in_module(type_name: &str, module: &str) -> bool {
    let module = module.trim_end_matches("::");
    type_name
        .strip_prefix(module)
        .is_some_and(|rest| rest.starts_with("::"))
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::any::TypeId;

    use crate::__private::{Parts, controller};
    use crate::Action;

    static UNREGISTERED: crate::Controller = controller(Parts {
        name: "PhotosController",
        type_name: "app::PhotosController",
        resource: "photos",
        singular: "photo",
        parent: None,
        singleton: false,
        path: "/photos",
        actions: &[Action::Index],
        templates: &["/photos"],
        params: &["id"],
        param_types: &[],
        // A derived descriptor's id, of a type the registry does not hold: as on a platform
        // that dropped the registration.
        type_id: TypeId::of::<u8>,
    });

    #[test]
    fn a_descriptor_missing_from_the_registry_is_refused_with_the_cause() {
        let mut slots = Slots::new();
        slots.set(Action::Index, ());
        let err = Mounts::new().mount(&UNREGISTERED, slots).unwrap_err();
        assert_eq!(
            err,
            MountError::NotRegistered {
                controller: &UNREGISTERED
            }
        );
        let message = err.to_string();
        for part in [
            "`app::PhotosController`",
            "Cranelift",
            "__wasm_call_ctors",
            "7.4",
        ] {
            assert!(message.contains(part), "{message}");
        }
    }
}
