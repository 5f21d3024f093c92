//! What the derive's expansion names. Not public API: it may change in any release.
//!
//! A controller without a parent gets its base path and templates as literals, computed by the
//! derive. A nested controller's derive cannot see its parent's attributes, so its expansion
//! reads the parent's descriptor in const evaluation: [`nested_len`] sizes a buffer,
//! [`nested_buffer`] fills it, and [`nested_templates`] cuts the templates out of it. Everything is
//! still computed at compile time, and a cycle of parents is a compile error (the constants
//! would depend on themselves).

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
    pub singular: &'static str,
    pub parent: Option<&'static Controller>,
    /// Bit `i` is `Action::ALL[i]`.
    pub actions: u8,
    /// `<base>`, `<base>/new_form`, `<base>/{id}`, `<base>/{id}/edit_form`.
    pub templates: [&'static str; 4],
    /// The params of `<base>/{id}`, in path order: the ancestors' ids, then `id`.
    pub params: &'static [&'static str],
    pub type_id: fn() -> TypeId,
}

pub const fn controller(parts: Parts) -> Controller {
    Controller {
        name: parts.name,
        type_name: parts.type_name,
        resource: parts.resource,
        singular: parts.singular,
        parent: parts.parent,
        actions: ActionSet::from_bits(parts.actions),
        templates: parts.templates,
        params: parts.params,
        type_id: parts.type_id,
    }
}

/// The params of a controller without a parent.
pub const ROOT_PARAMS: &[&str] = &["id"];

const EDIT_SUFFIX: &str = "/{id}/edit_form";
const NEW_SUFFIX: &str = "/new_form";

/// The length of a nested controller's base path: `<parent's base>/{<singular>_id}/<resource>`.
const fn base_len(parent: &Controller, resource: &str) -> usize {
    parent.path().len() + "/{".len() + parent.singular.len() + "_id}/".len() + resource.len()
}

/// The size of the buffer that holds a nested controller's templates: `<base>/{id}/edit_form`,
/// then `<base>/new_form`. The other two templates are prefixes of the first.
pub const fn nested_len(parent: &Controller, resource: &str) -> usize {
    2 * base_len(parent, resource) + EDIT_SUFFIX.len() + NEW_SUFFIX.len()
}

/// The buffer of [`nested_len`] bytes.
pub const fn nested_buffer<const N: usize>(parent: &Controller, resource: &str) -> [u8; N] {
    let mut buffer = [0; N];
    let mut at = 0;
    let mut copy = 0;
    while copy < 2 {
        at = put(&mut buffer, at, parent.path().as_bytes());
        at = put(&mut buffer, at, b"/{");
        at = put(&mut buffer, at, parent.singular.as_bytes());
        at = put(&mut buffer, at, b"_id}/");
        at = put(&mut buffer, at, resource.as_bytes());
        let suffix = if copy == 0 { EDIT_SUFFIX } else { NEW_SUFFIX };
        at = put(&mut buffer, at, suffix.as_bytes());
        copy += 1;
    }
    assert!(at == N, "nested_len and nested_buffer disagree");
    buffer
}

const fn put<const N: usize>(buffer: &mut [u8; N], mut at: usize, bytes: &[u8]) -> usize {
    let mut i = 0;
    while i < bytes.len() {
        buffer[at] = bytes[i];
        at += 1;
        i += 1;
    }
    at
}

/// The four templates of a nested controller, cut out of its buffer.
pub const fn nested_templates(
    buffer: &'static [u8],
    parent: &Controller,
    resource: &str,
) -> [&'static str; 4] {
    let base = base_len(parent, resource);
    let edit = base + EDIT_SUFFIX.len();
    [
        text(buffer, 0, base),
        text(buffer, edit, buffer.len()),
        text(buffer, 0, base + "/{id}".len()),
        text(buffer, 0, edit),
    ]
}

/// How many params a nested controller's member template has: one more than its parent's.
pub const fn nested_param_count(parent: &Controller) -> usize {
    parent.params.len() + 1
}

/// A nested controller's params: the parent's, with the parent's `id` renamed
/// `<singular>_id`, then `id`.
pub const fn nested_params<const N: usize>(
    parent: &Controller,
    buffer: &'static [u8],
) -> [&'static str; N] {
    let mut params = [""; N];
    let mut i = 0;
    while i + 1 < parent.params.len() {
        params[i] = parent.params[i];
        i += 1;
    }
    // The buffer starts with `<parent's base>/{<singular>_id}`.
    let start = parent.path().len() + "/{".len();
    params[i] = text(buffer, start, start + parent.singular.len() + "_id".len());
    params[i + 1] = "id";
    params
}

/// `buffer[start..end]` as text, in const evaluation.
const fn text(buffer: &'static [u8], start: usize, end: usize) -> &'static str {
    let (head, _) = buffer.split_at(end);
    let (_, slice) = head.split_at(start);
    match core::str::from_utf8(slice) {
        Ok(text) => text,
        Err(_) => panic!("a template is ASCII"),
    }
}

/// A descriptor built at run time and leaked, with the templates the derive would compute: for
/// benchmarks and property tests that need registries of every shape. `prefix` is `""` or
/// `/a/b`, and is ignored under a parent.
pub fn leak(
    name: &str,
    prefix: &str,
    resource: &str,
    singular: &str,
    parent: Option<&'static Controller>,
    actions: u8,
) -> &'static Controller {
    fn leak_str(text: String) -> &'static str {
        Box::leak(text.into_boxed_str())
    }
    let base = match parent {
        Some(parent) => format!("{}/{{{}_id}}/{resource}", parent.path(), parent.singular),
        None => format!("{prefix}/{resource}"),
    };
    let params: Vec<&'static str> = match parent {
        Some(parent) => {
            let mut params = parent.params[..parent.params.len() - 1].to_vec();
            params.push(leak_str(format!("{}_id", parent.singular)));
            params.push("id");
            params
        }
        None => vec!["id"],
    };
    let name = leak_str(name.to_owned());
    Box::leak(Box::new(controller(Parts {
        name,
        type_name: name,
        resource: leak_str(resource.to_owned()),
        singular: leak_str(singular.to_owned()),
        parent,
        actions,
        templates: [
            leak_str(base.clone()),
            leak_str(format!("{base}/new_form")),
            leak_str(format!("{base}/{{id}}")),
            leak_str(format!("{base}{EDIT_SUFFIX}")),
        ],
        params: Box::leak(params.into_boxed_slice()),
        type_id: TypeId::of::<()>,
    })))
}

/// The descriptor a failed derive points its impl at, so that code using the type compiles
/// and the user sees only the derive's own error. Never registered.
pub static FALLBACK: Controller = controller(Parts {
    name: "",
    type_name: "",
    resource: "",
    singular: "",
    parent: None,
    actions: 0,
    templates: ["", "", "", ""],
    params: ROOT_PARAMS,
    type_id: TypeId::of::<()>,
});
