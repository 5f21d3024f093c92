//! Mounting: the handlers of one controller ([`Slots`]), the checks and bookkeeping of a router
//! ([`Mounts`]), and the mistakes they report ([`MountError`], [`Unmounted`]).

use std::any::TypeId;
use std::borrow::Cow;
use std::error::Error;
use std::fmt;
use std::ptr;

use crate::action::{Action, ActionSet};
use crate::controller::{Controller, Route};
use crate::error::RegistryError;
use crate::registry::{Registry, registry, try_registry};
use crate::table::RouteTable;

use super::filter::{Filters, MountedRoute};

/// The handlers of one controller's actions, by action or by name, before they are mounted:
/// what each adapter's `Actions` holds. A handler set twice for one action replaces the first.
/// Names are resolved against the controller when it is mounted: one of the seven or a custom
/// action it declares.
///
/// ```
/// use restful_core::Action;
/// use restful_core::adapter::Slots;
///
/// let mut slots = Slots::new();
/// slots.set(Action::Index, "list");
/// slots.set(Action::Show, "one");
/// slots.set("close", "close it");
/// assert!(slots.has(Action::Show));
/// assert_eq!(slots.actions(), [Action::Index, Action::Show].into_iter().collect());
/// ```
#[derive(Clone)]
pub struct Slots<H> {
    given: Vec<(Slot, H)>,
}

/// What a handler is given for: an [`Action`], or the name of one, which the controller
/// resolves when it is mounted (one of the seven, or a custom action it declares). Made by
/// `From` an `Action`, a `&'static str` or a `String`.
///
/// ```
/// use restful_core::Action;
/// use restful_core::adapter::ActionRef;
///
/// assert_eq!(ActionRef::from("show"), ActionRef::from(Action::Show));
/// assert_eq!(ActionRef::from("close").to_string(), "close");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ActionRef(Slot);

#[derive(Clone, PartialEq, Eq, Debug)]
enum Slot {
    Action(Action),
    Name(Cow<'static, str>),
}

impl ActionRef {
    fn named(name: Cow<'static, str>) -> ActionRef {
        ActionRef(match name.parse::<Action>() {
            Ok(action) => Slot::Action(action),
            Err(_) => Slot::Name(name),
        })
    }

    /// The action of `controller` this names: as given, or the action of that name that it
    /// declares.
    ///
    /// # Errors
    ///
    /// [`MountError::UnknownAction`] for a name it does not declare.
    pub fn resolve(&self, controller: &'static Controller) -> Result<Action, MountError> {
        match &self.0 {
            Slot::Action(action) => Ok(*action),
            Slot::Name(name) => controller
                .action(name)
                .ok_or_else(|| MountError::UnknownAction {
                    controller,
                    name: name.clone().into_owned(),
                }),
        }
    }
}

impl From<Action> for ActionRef {
    fn from(action: Action) -> Self {
        ActionRef(Slot::Action(action))
    }
}

impl From<&'static str> for ActionRef {
    fn from(name: &'static str) -> Self {
        ActionRef::named(Cow::Borrowed(name))
    }
}

impl From<String> for ActionRef {
    fn from(name: String) -> Self {
        ActionRef::named(Cow::Owned(name))
    }
}

impl fmt::Display for ActionRef {
    /// The action's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Slot::Action(action) => f.pad(action.name()),
            Slot::Name(name) => f.pad(name),
        }
    }
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

    /// Sets the handler of `action`: an [`Action`], or the name of one (one of the seven, or
    /// a custom action of the controller this is mounted for). A name the controller does not
    /// serve is a [`MountError::UnknownAction`] at the mount.
    pub fn set(&mut self, action: impl Into<ActionRef>, handler: H) {
        self.put(action.into().0, handler);
    }

    fn put(&mut self, slot: Slot, handler: H) {
        match self.given.iter_mut().find(|(given, _)| *given == slot) {
            Some((_, old)) => *old = handler,
            None => self.given.push((slot, handler)),
        }
    }

    /// Whether a handler was set for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.given
            .iter()
            .any(|(given, _)| *given == Slot::Action(action))
    }

    /// The actions that have a handler, names not yet resolved left out.
    pub fn actions(&self) -> ActionSet {
        self.given
            .iter()
            .filter_map(|(given, _)| match given {
                Slot::Action(action) => Some(*action),
                Slot::Name(_) => None,
            })
            .collect()
    }

    /// Every name resolved against `controller`: the handlers by action (a later one for the
    /// same action replacing an earlier one).
    fn resolve(self, controller: &'static Controller) -> Result<Vec<(Action, H)>, MountError> {
        let mut resolved: Vec<(Action, H)> = Vec::with_capacity(self.given.len());
        for (slot, handler) in self.given {
            let action = ActionRef(slot).resolve(controller)?;
            match resolved.iter_mut().find(|(given, _)| *given == action) {
                Some((_, old)) => *old = handler,
                None => resolved.push((action, handler)),
            }
        }
        Ok(resolved)
    }
}

impl<H> fmt::Debug for Slots<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = self.given.iter().map(|(given, _)| match given {
            Slot::Action(action) => action.name(),
            Slot::Name(name) => name,
        });
        f.debug_set().entries(names).finish()
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
    /// A handler was given by name (`Actions::on`) for an action the controller does not
    /// serve.
    UnknownAction {
        /// The controller.
        controller: &'static Controller,
        /// The name given.
        name: String,
    },
    /// The controller's descriptor is not in the process-wide registry: its registration
    /// was dropped (see docs/guide.md, "7.4 Platforms where the registry is empty").
    NotRegistered {
        /// The controller.
        controller: &'static Controller,
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
            MountError::Handlers { controller, .. }
            | MountError::UnknownAction { controller, .. }
            | MountError::NotRegistered { controller }
            | MountError::MountedTwice { controller } => Some(controller),
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
                    let (add, leave_out) = if first.is_custom() {
                        (
                            format!("on(\"{first}\", handler)"),
                            "remove it from #[restful(member(...))] or #[restful(collection(...))]",
                        )
                    } else {
                        (
                            format!("{first}(handler)"),
                            "leave it out with #[restful(except(...))]",
                        )
                    };
                    write!(
                        f,
                        "; it serves {} but has no handler for it: add it to the `Actions`, as \
                         in `.{add}`, or {leave_out}",
                        list(missing),
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
            MountError::UnknownAction { controller, name } => {
                let served: Vec<String> = controller
                    .actions()
                    .iter()
                    .map(|a| format!("`{a}`"))
                    .collect();
                write!(
                    f,
                    "cannot mount `{}`: it serves no action named `{name}`",
                    controller.type_name()
                )?;
                if let Some(near) = nearest(name, controller.actions().iter().map(Action::name)) {
                    write!(f, "; did you mean `{near}`?")?;
                }
                write!(f, " It serves {}", served.join(", "))
            }
            MountError::NotRegistered { controller } => write!(
                f,
                "cannot mount `{}`: it is not in the registry, because its \
                 `#[derive(Restful)]` registration did not run. `inventory` registrations run \
                 before `main` on Linux, macOS, Windows and wasm32-wasip1 with the LLVM \
                 backend; the Cranelift backend drops them (rustc_codegen_cranelift#1577), and \
                 wasm32-unknown-unknown runs them only when the host calls \
                 `__wasm_call_ctors()`. Build with the LLVM backend, or call \
                 `__wasm_call_ctors()` first; see docs/guide.md, \"7.4 Platforms where the \
                 registry is empty\"",
                controller.type_name()
            ),
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

/// The one of `names` nearest to `given`, if one is near: at most two edits away (and fewer
/// than half its length), or starting with it.
fn nearest<'n>(given: &str, names: impl Iterator<Item = &'n str>) -> Option<&'n str> {
    names
        .map(|name| (distance(given, name), name))
        .filter(|&(edits, name)| {
            (edits <= 2 && edits * 2 < name.len().max(given.len()))
                || (given.len() >= 3 && name.starts_with(given))
        })
        .min_by_key(|&(edits, _)| edits)
        .map(|(_, name)| name)
}

/// The edit distance between `a` and `b` (insertions, deletions, substitutions, and swaps of
/// two neighbours), by bytes.
fn distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    // Three rows of the table: two back, one back, this one.
    let mut rows = vec![vec![0; b.len() + 1]; 3];
    for (j, cell) in rows[2].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        rows.rotate_left(1);
        rows[2][0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[1][j] + 1)
                .min(rows[2][j - 1] + 1)
                .min(rows[1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[0][j - 2] + 1);
            }
            rows[2][j] = best;
        }
    }
    rows[2][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::__private::{Leak, On, Parts, Verb, controller, custom};

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

    #[test]
    fn handlers_by_name_resolve_against_the_controller() {
        let close = custom("close", Verb::Post, On::Member);
        let issues = Leak {
            name: "IssuesController",
            prefix: "",
            resource: "issues",
            singular: "issue",
            parent: None,
            actions: 0b1000,
            singleton: false,
            custom: &[close],
        }
        .leak();
        let mut slots = Slots::new();
        slots.set("show", "show");
        slots.set("clsoe", "close");
        let err = Mounts::new().mount(issues, slots.clone()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot mount `IssuesController`: it serves no action named `clsoe`; did you mean \
             `close`? It serves `show`, `close`"
        );
        let mut slots = Slots::new();
        slots.set(Action::Show, "show");
        let err = Mounts::new().mount(issues, slots.clone()).unwrap_err();
        assert!(
            err.to_string().contains("as in `.on(\"close\", handler)`"),
            "{err}"
        );
        slots.set("close", "first");
        slots.set(String::from("close"), "close");
        let mut mounts = Mounts::new();
        mounts.mount(issues, slots).unwrap();
        let table = mounts.into_table().unwrap();
        let (found, handler) = table
            .recognize(&http::Method::POST, "/issues/7/close")
            .unwrap();
        assert_eq!((found.action(), *handler), (close, "close"));
    }

    #[test]
    fn the_nearest_name_is_a_few_edits_away_or_starts_with_the_given_one() {
        let names = ["index", "show", "close", "reopen", "search", "edit_form"];
        let near = |given| nearest(given, names.iter().copied());
        assert_eq!(near("clsoe"), Some("close"));
        assert_eq!(near("shwo"), Some("show"));
        assert_eq!(near("serch"), Some("search"));
        assert_eq!(near("edit"), Some("edit_form"));
        assert_eq!(near("reopened"), Some("reopen"));
        assert_eq!(near("x"), None);
        assert_eq!(near("publish"), None);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("abc", "abc"), 0);
        assert_eq!(distance("ab", "ba"), 1);
    }
}
