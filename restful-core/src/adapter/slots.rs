//! The handlers of one controller's actions before they are mounted ([`Slots`]), each given
//! for an action or the name of one ([`ActionRef`]).

use std::borrow::Cow;
use std::fmt;

use crate::action::{Action, ActionSet};
use crate::controller::Controller;

use super::mount_error::MountError;

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
    pub(super) fn resolve(
        self,
        controller: &'static Controller,
    ) -> Result<Vec<(Action, H)>, MountError> {
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

#[cfg(test)]
mod tests {
    use super::*;

    use crate::__private::{Leak, On, Verb, custom};
    use crate::adapter::Mounts;

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
}
