//! Mounting: the checks and bookkeeping of a router ([`Mounts`]), from each controller's
//! handlers to the [`RouteTable`] it answers from.

use std::any::TypeId;
use std::borrow::Cow;
use std::fmt;
use std::ptr;

use crate::action::ActionSet;
use crate::controller::{Controller, Route};
use crate::registry::{Registry, registry, try_registry};
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
    /// Whether every mounted controller is the process-wide registry's own.
    all_derived: bool,
}

impl<H> Default for Mounts<H> {
    fn default() -> Self {
        Mounts {
            entries: Vec::new(),
            filters: Vec::new(),
            mounted: Vec::new(),
            all_derived: true,
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
    /// [`MountError`], and nothing is mounted: `controller` is mounted already; `slots` lacks
    /// a handler for an action it serves or has one for an action it does not serve; its
    /// routes conflict with those mounted already.
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
        let standing = Standing::of(controller);
        if standing == Standing::Missing {
            return Err(MountError::NotRegistered { controller });
        }
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
        self.check_conflicts(controller, standing)?;
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

    /// Whether `controller` can be mounted beside those mounted already. The process-wide
    /// registry checked the derived controllers against each other when it was built; a
    /// controller made otherwise, or beside one made otherwise, is checked here.
    fn check_conflicts(
        &mut self,
        controller: &'static Controller,
        standing: Standing,
    ) -> Result<(), MountError> {
        let all_derived = self.all_derived && standing == Standing::Registered;
        if !all_derived {
            let together = self.mounted.iter().copied().chain([controller]);
            Registry::new(together).map_err(MountError::Conflict)?;
        }
        self.all_derived = all_derived;
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
            all_derived: self.all_derived,
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

/// Whether `controller` is the process-wide registry's own descriptor of its type.
/// Where a controller's descriptor stands with the process-wide registry.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Standing {
    /// The registry holds it: the derive made it, and the registry checked it against every
    /// other derived controller when it was built.
    Registered,
    /// Made at run time (it has the unit type's id), or the registry failed to build (the
    /// conflict check reports that): it must be checked against the others here.
    Unchecked,
    /// The derive made it, yet the registry does not hold it: its registration was dropped
    /// (a platform without link-time constructors).
    Missing,
}

impl Standing {
    fn of(controller: &'static Controller) -> Standing {
        let Ok(all) = try_registry() else {
            return Standing::Unchecked;
        };
        match all.by_type_id(controller.type_id()) {
            Some(found) if ptr::eq(found, controller) => Standing::Registered,
            _ if controller.type_id() == TypeId::of::<()>() => Standing::Unchecked,
            // Another descriptor for its type: made at run time for a derived type.
            Some(_) => Standing::Unchecked,
            None => Standing::Missing,
        }
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

#[cfg(test)]
mod tests {
    use super::*;

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
