//! Mounting: the handlers of one controller ([`Slots`]), the checks and bookkeeping of a router
//! ([`Mounts`]), and the mistakes they report ([`MountError`], [`Unmounted`]).

use std::error::Error;
use std::fmt;
use std::ptr;

use crate::action::{Action, ActionSet};
use crate::controller::{Controller, Route};
use crate::error::RegistryError;
use crate::registry::{Registry, registry, try_registry};
use crate::table::RouteTable;

/// The handlers of one controller's actions, by action, before they are mounted: what each
/// adapter's `Actions` holds. A handler set twice for one action replaces the first.
///
/// ```
/// use restful_core::Action;
/// use restful_core::adapter::Slots;
///
/// let mut slots = Slots::new();
/// slots.set(Action::Index, "list");
/// slots.set(Action::Show, "one");
/// assert!(slots.has(Action::Show));
/// assert_eq!(slots.actions(), [Action::Index, Action::Show].into_iter().collect());
/// ```
#[derive(Clone)]
pub struct Slots<H> {
    given: Vec<(Action, H)>,
}

impl<H> Default for Slots<H> {
    fn default() -> Self {
        Slots { given: Vec::new() }
    }
}

impl<H> Slots<H> {
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the handler of `action`.
    pub fn set(&mut self, action: Action, handler: H) {
        match self.given.iter_mut().find(|(given, _)| *given == action) {
            Some((_, slot)) => *slot = handler,
            None => self.given.push((action, handler)),
        }
    }

    /// Whether a handler was set for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.given.iter().any(|(given, _)| *given == action)
    }

    /// The actions that have a handler.
    pub fn actions(&self) -> ActionSet {
        self.given.iter().map(|(action, _)| *action).collect()
    }

    /// The handler of `action`, taken out.
    fn take(&mut self, action: Action) -> Option<H> {
        let at = self.given.iter().position(|(given, _)| *given == action)?;
        Some(self.given.swap_remove(at).1)
    }
}

impl<H> fmt::Debug for Slots<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(&self.actions()).finish()
    }
}

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
    mounted: Vec<&'static Controller>,
    /// Whether every mounted controller is the process-wide registry's own.
    all_derived: bool,
}

impl<H> Default for Mounts<H> {
    fn default() -> Self {
        Mounts {
            entries: Vec::new(),
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
        mut slots: Slots<H>,
    ) -> Result<(), MountError> {
        if self.mounted.contains(&controller) {
            return Err(MountError::MountedTwice { controller });
        }
        let served = controller.actions();
        let given = slots.actions();
        let missing: ActionSet = served.iter().filter(|&a| !given.contains(a)).collect();
        let extra: ActionSet = given.iter().filter(|&a| !served.contains(a)).collect();
        if !(missing.is_empty() && extra.is_empty()) {
            return Err(MountError::Handlers {
                controller,
                missing,
                extra,
            });
        }
        self.check_conflicts(controller)?;
        for route in controller.routes() {
            if let Some(handler) = slots.take(route.action()) {
                self.entries.push((route, handler));
            }
        }
        self.mounted.push(controller);
        Ok(())
    }

    /// Whether `controller` can be mounted beside those mounted already. The process-wide
    /// registry checked the derived controllers against each other when it was built; a
    /// controller made otherwise, or beside one made otherwise, is checked here.
    fn check_conflicts(&mut self, controller: &'static Controller) -> Result<(), MountError> {
        let all_derived = self.all_derived && is_derived(controller);
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

    /// The same mounts with each handler changed by `change`: given the app's state, say.
    pub fn map<H2>(self, mut change: impl FnMut(H) -> H2) -> Mounts<H2> {
        Mounts {
            entries: self
                .entries
                .into_iter()
                .map(|(route, handler)| (route, change(handler)))
                .collect(),
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
fn is_derived(controller: &'static Controller) -> bool {
    try_registry().is_ok_and(|all| {
        all.by_type_id(controller.type_id())
            .is_some_and(|found| ptr::eq(found, controller))
    })
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

/// Why a controller cannot be mounted. The message says what to do.
///
/// ```rust,standalone_crate
/// use restful_core::adapter::{Mounts, Slots};
/// use restful_core::{Action, Restful};
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// let mut slots = Slots::new();
/// slots.set(Action::Index, ());
/// slots.set(Action::Destroy, ());
/// let err = Mounts::new().mount(PhotosController::CONTROLLER, slots).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot mount `rust_out::PhotosController`; it serves `show` but has no handler for it: \
///      add it to the `Actions`, as in `.show(handler)`, or leave it out with \
///      #[restful(except(...))]; it does not serve `destroy`, yet a handler was given: remove \
///      it from the `Actions`, or serve the action (see `only`/`except`)"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MountError {
    /// Handlers missing for actions the controller serves, or given for actions it does not
    /// serve.
    Handlers {
        /// The controller.
        controller: &'static Controller,
        /// The actions it serves that have no handler.
        missing: ActionSet,
        /// The actions it does not serve that were given a handler.
        extra: ActionSet,
    },
    /// The controller is mounted already.
    MountedTwice {
        /// The controller.
        controller: &'static Controller,
    },
    /// The controller's routes conflict with routes mounted already: the registry's refusal,
    /// which names both.
    Conflict(RegistryError),
}

impl MountError {
    /// The controller that could not be mounted; for a conflict, the registry's error names
    /// both.
    pub fn controller(&self) -> Option<&'static Controller> {
        match self {
            MountError::Handlers { controller, .. } | MountError::MountedTwice { controller } => {
                Some(controller)
            }
            MountError::Conflict(_) => None,
        }
    }
}

impl fmt::Display for MountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |actions: &ActionSet| {
            let names: Vec<String> = actions.iter().map(|a| format!("`{a}`")).collect();
            names.join(", ")
        };
        match self {
            MountError::Handlers {
                controller,
                missing,
                extra,
            } => {
                write!(f, "cannot mount `{}`", controller.type_name())?;
                if let Some(first) = missing.iter().next() {
                    write!(
                        f,
                        "; it serves {} but has no handler for it: add it to the `Actions`, as \
                         in `.{}(handler)`, or leave it out with #[restful(except(...))]",
                        list(missing),
                        Action::name(first)
                    )?;
                }
                if !extra.is_empty() {
                    write!(
                        f,
                        "; it does not serve {}, yet a handler was given: remove it from the \
                         `Actions`, or serve the action (see `only`/`except`)",
                        list(extra)
                    )?;
                }
                Ok(())
            }
            MountError::MountedTwice { controller } => write!(
                f,
                "`{}` is mounted twice; mount each controller once",
                controller.type_name()
            ),
            MountError::Conflict(error) => {
                write!(f, "the mounted controllers conflict: {error}")
            }
        }
    }
}

impl Error for MountError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            MountError::Conflict(error) => Some(error),
            _ => None,
        }
    }
}

/// Controllers that the registry discovered but no router mounted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unmounted {
    missing: Vec<&'static Controller>,
}

impl Unmounted {
    /// The controllers left unmounted, in registry order.
    pub fn controllers(&self) -> &[&'static Controller] {
        &self.missing
    }
}

impl fmt::Display for Unmounted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} discovered controller(s) not mounted: ",
            self.missing.len()
        )?;
        for (i, controller) in self.missing.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "`{}` ({})", controller.type_name(), controller.path())?;
        }
        f.write_str("; mount each with `.restful::<Controller>(Actions::new()...)`")
    }
}

impl Error for Unmounted {}
