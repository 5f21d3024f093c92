//! The handlers of one controller's actions before they are mounted ([`Slots`]), each given
//! for an action or the name of one ([`ActionRef`]), and the setters of an adapter's `Actions`
//! that fill them (`__adapter_action_setters!`).

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

/// The seven setters of an adapter's `Actions` (`.index(h).new_form(h)...`), each
/// `self.on(Action::X, handler)`: written inside the `impl` of the adapter's `Actions`, whose
/// `on` says what a handler is. The macro takes the setters' generics, their one parameter and
/// its bounds, as `on` has them, and how to document them: `docs: routes` gives each its route
/// (`` `GET /<base>/{id}`: one (HEAD too). ``), `docs: names` its name
/// (``The handler of `show`.``).
///
/// ```
/// use restful_core::Action;
/// use restful_core::adapter::{ActionRef, Slots};
///
/// /// An adapter's `Actions`, whose handlers are any `Fn() -> String`.
/// struct Actions(Slots<Box<dyn Fn() -> String>>);
///
/// impl Actions {
///     fn on<F>(mut self, action: impl Into<ActionRef>, handler: F) -> Self
///     where
///         F: Fn() -> String + 'static,
///     {
///         self.0.set(action, Box::new(handler));
///         self
///     }
///
///     restful_core::__adapter_action_setters! {
///         docs: routes;
///         fn<F>(handler: F) where F: Fn() -> String + 'static
///     }
/// }
///
/// let actions = Actions(Slots::new()).index(|| "all".into()).destroy(|| "gone".into());
/// assert_eq!(actions.0.actions(), [Action::Index, Action::Destroy].into_iter().collect());
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __adapter_action_setters {
    (docs: $docs:ident; fn<$($generic:ident),*>($param:ident: $ty:ty) where $($bound:tt)*) => {
        $crate::__adapter_action_setters!(@doc $docs, " `GET /<base>`: the list.",
            index, Index, [$($generic),*], $param, $ty, [$($bound)*]);
        $crate::__adapter_action_setters!(@doc $docs,
            " `GET /<base>/new_form`: the HTML form to create one.",
            new_form, NewForm, [$($generic),*], $param, $ty, [$($bound)*]);
        $crate::__adapter_action_setters!(@doc $docs, " `POST /<base>`: create one.",
            create, Create, [$($generic),*], $param, $ty, [$($bound)*]);
        $crate::__adapter_action_setters!(@doc $docs, " `GET /<base>/{id}`: one (HEAD too).",
            show, Show, [$($generic),*], $param, $ty, [$($bound)*]);
        $crate::__adapter_action_setters!(@doc $docs,
            " `GET /<base>/{id}/edit_form`: the HTML form to edit one.",
            edit_form, EditForm, [$($generic),*], $param, $ty, [$($bound)*]);
        $crate::__adapter_action_setters!(@doc $docs, " `PUT /<base>/{id}`: replace one.",
            update, Update, [$($generic),*], $param, $ty, [$($bound)*]);
        $crate::__adapter_action_setters!(@doc $docs, " `DELETE /<base>/{id}`: delete one.",
            destroy, Destroy, [$($generic),*], $param, $ty, [$($bound)*]);
    };
    (@doc routes, $route:literal, $name:ident, $($rest:tt)*) => {
        $crate::__adapter_action_setters!(@setter $route, $name, $($rest)*);
    };
    (@doc names, $route:literal, $name:ident, $($rest:tt)*) => {
        $crate::__adapter_action_setters!(
            @setter concat!("The handler of `", stringify!($name), "`."), $name, $($rest)*
        );
    };
    (
        @setter $doc:expr, $name:ident, $action:ident, [$($generic:ident),*], $param:ident,
        $ty:ty, [$($bound:tt)*]
    ) => {
        #[doc = $doc]
        pub fn $name<$($generic),*>(self, $param: $ty) -> Self
        where
            $($bound)*
        {
            self.on($crate::Action::$action, $param)
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::Restful;
    use crate::adapter::Mounts;

    #[derive(crate::Restful)]
    #[restful(crate = "crate", only(show), member(post(close)))]
    struct IssuesController;

    #[test]
    fn handlers_by_name_resolve_against_the_controller() {
        let issues = IssuesController::CONTROLLER;
        let mut slots = Slots::new();
        slots.set("show", "show");
        slots.set("clsoe", "close");
        let err = Mounts::new().mount(issues, slots.clone()).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "cannot mount `{}`: it serves no action named `clsoe`; did you mean `close`? It \
                 serves `show`, `close`",
                issues.type_name()
            )
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
        let close = issues.action("close");
        assert_eq!((Some(found.action()), *handler), (close, "close"));
    }
}
