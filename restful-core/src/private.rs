//! What the derive's expansion names. Not public API: it may change in any release.

pub use core::any::TypeId;
pub use inventory;

use crate::action::ActionSet;
use crate::controller::Controller;

/// One registration, submitted by the derive into `inventory`.
pub struct Registration {
    controller: &'static Controller,
}

impl Registration {
    pub const fn new(controller: &'static Controller) -> Registration {
        Registration { controller }
    }

    pub(crate) fn controller(&self) -> &'static Controller {
        self.controller
    }
}

inventory::collect!(Registration);

/// The descriptor's parts, as the derive computes them.
pub struct Parts {
    pub name: &'static str,
    pub type_name: &'static str,
    pub resource: &'static str,
    pub path: &'static str,
    /// Bit `i` is `Action::ALL[i]`.
    pub actions: u8,
    /// `<base>`, `<base>/new_form`, `<base>/{id}`, `<base>/{id}/edit_form`.
    pub templates: [&'static str; 4],
    pub type_id: fn() -> TypeId,
}

pub const fn controller(parts: Parts) -> Controller {
    Controller {
        name: parts.name,
        type_name: parts.type_name,
        resource: parts.resource,
        path: parts.path,
        actions: ActionSet::from_bits(parts.actions),
        templates: parts.templates,
        type_id: parts.type_id,
    }
}

/// The descriptor a failed derive points its impl at, so that code using the type compiles
/// and the user sees only the derive's own error. Never registered.
pub static FALLBACK: Controller = controller(Parts {
    name: "",
    type_name: "",
    resource: "",
    path: "",
    actions: 0,
    templates: ["", "", "", ""],
    type_id: TypeId::of::<()>,
});
