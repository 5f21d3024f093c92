//! The checks every adapter makes when it mounts controllers, with the messages users see: a
//! handler missing for a served action or given for an action not served ([`check`]), and
//! controllers the registry discovered but no router mounted ([`unmounted`]).
//!
//! ```rust,standalone_crate
//! use restful_core::{Action, ActionSet, Restful, mount};
//!
//! #[derive(Restful)]
//! #[restful(only(index, show))]
//! struct PhotosController;
//!
//! let given = ActionSet::from_iter([Action::Index, Action::Destroy]);
//! let err = mount::check(PhotosController::CONTROLLER, given).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "cannot mount `rust_out::PhotosController`; it serves `show` but has no handler for it: \
//!      add it to the `Actions`, as in `.show(handler)`, or leave it out with \
//!      #[restful(except(...))]; it does not serve `destroy`, yet a handler was given: remove \
//!      it from the `Actions`, or serve the action (see `only`/`except`)"
//! );
//! assert_eq!(mount::unmounted(&[PhotosController::CONTROLLER]).map_err(|e| e.to_string()), Ok(()));
//! ```

use std::error::Error;
use std::fmt;

use crate::action::{Action, ActionSet};
use crate::controller::Controller;
use crate::registry::registry;

/// Checks that `given`, the actions an adapter was given handlers for, are exactly those
/// `controller` serves.
///
/// # Errors
///
/// [`MountError`], naming the actions without a handler and the handlers without an action.
pub fn check(controller: &'static Controller, given: ActionSet) -> Result<(), MountError> {
    let served = controller.actions();
    let missing: ActionSet = served.iter().filter(|&a| !given.contains(a)).collect();
    let extra: ActionSet = given.iter().filter(|&a| !served.contains(a)).collect();
    if missing.is_empty() && extra.is_empty() {
        Ok(())
    } else {
        Err(MountError {
            controller,
            missing,
            extra,
        })
    }
}

/// Checks that `mounted` holds every controller of the process-wide [`registry`].
///
/// # Errors
///
/// [`Unmounted`], listing the others in registry order.
pub fn unmounted(mounted: &[&'static Controller]) -> Result<(), Unmounted> {
    let missing: Vec<&'static Controller> = registry()
        .controllers()
        .filter(|controller| !mounted.contains(controller))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(Unmounted { missing })
    }
}

/// Why a controller cannot be mounted with the handlers given: handlers missing for actions it
/// serves, or given for actions it does not serve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MountError {
    controller: &'static Controller,
    missing: ActionSet,
    extra: ActionSet,
}

impl MountError {
    /// The controller.
    pub fn controller(&self) -> &'static Controller {
        self.controller
    }

    /// The actions it serves that have no handler.
    pub fn missing(&self) -> ActionSet {
        self.missing
    }

    /// The actions it does not serve that were given a handler.
    pub fn extra(&self) -> ActionSet {
        self.extra
    }
}

impl fmt::Display for MountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |actions: ActionSet| {
            let names: Vec<String> = actions.iter().map(|a| format!("`{a}`")).collect();
            names.join(", ")
        };
        write!(f, "cannot mount `{}`", self.controller.type_name())?;
        if let Some(first) = self.missing.iter().next() {
            write!(
                f,
                "; it serves {} but has no handler for it: add it to the `Actions`, as in \
                 `.{}(handler)`, or leave it out with #[restful(except(...))]",
                list(self.missing),
                Action::name(first)
            )?;
        }
        if !self.extra.is_empty() {
            write!(
                f,
                "; it does not serve {}, yet a handler was given: remove it from the `Actions`, \
                 or serve the action (see `only`/`except`)",
                list(self.extra)
            )?;
        }
        Ok(())
    }
}

impl Error for MountError {}

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
