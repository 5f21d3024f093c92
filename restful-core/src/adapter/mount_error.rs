//! Why a controller cannot be mounted ([`MountError`]), and which controllers no router
//! mounted ([`Unmounted`]).

use std::error::Error;
use std::fmt;

use crate::action::{Action, ActionSet};
use crate::controller::Controller;
use crate::error::RegistryError;

use super::suggest::nearest;

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
    /// The registry's refusal, which names what conflicts: the process-wide registry could not
    /// be built (two controllers of the binary conflict, so that none can be mounted), or the
    /// table of the mounted routes outgrew the recognizer's ids.
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
                write!(f, "the registry cannot be built: {error}")
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
    pub(super) missing: Vec<&'static Controller>,
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
