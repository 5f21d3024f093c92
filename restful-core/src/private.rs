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

use crate::action::Action;
use crate::controller::Controller;
pub use crate::typed::ParamType;

/// [`ParamType::of`] the type whose functions these are. The derive names each function as
/// `<T as Param>::f` at the user's type token, so that a type that is no `Param` is one error
/// there, the same as the link functions' `<T as Param>::write`.
pub const fn param_type(
    type_id: fn() -> TypeId,
    name: fn() -> &'static str,
    accepts: fn(&str) -> bool,
    schema: fn() -> crate::ParamSchema,
) -> ParamType {
    ParamType::of_fns(type_id, name, accepts, schema)
}

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
    pub singleton: bool,
    /// The base path.
    pub path: &'static str,
    /// The served actions in table order: the seven first, then collection actions, then
    /// member actions, each in declaration order.
    pub actions: &'static [Action],
    /// The template of each of `actions`.
    pub templates: &'static [&'static str],
    /// The params of the member template, in path order: the ancestors' ids, then the own id
    /// (its name last) unless the controller is a singleton.
    pub params: &'static [&'static str],
    /// The typed params, by name: see [`Controller`]'s field.
    pub param_types: &'static [(&'static str, ParamType)],
    pub type_id: fn() -> TypeId,
}

pub const fn controller(parts: Parts) -> Controller {
    assert!(
        parts.actions.len() == parts.templates.len(),
        "one template per action"
    );
    Controller {
        name: parts.name,
        type_name: parts.type_name,
        resource: parts.resource,
        singular: parts.singular,
        parent: parts.parent,
        singleton: parts.singleton,
        path: parts.path,
        actions: parts.actions,
        templates: parts.templates,
        params: parts.params,
        param_types: parts.param_types,
        type_id: parts.type_id,
    }
}

pub use crate::action::{ActionDef, On, Verb};

/// The table of actions of every controller that serves the seven and nothing else.
pub static SEVEN: [Action; 7] = Action::ALL;

pub use crate::paths::typed_path as path;
pub use crate::paths::{Append, LinkKinds};

/// How many ids a nested controller's parent has: the params of the parent's member routes.
pub const fn parent_ids(parent: &Controller) -> usize {
    parent.params.len()
}

/// The params of a plural controller without a parent whose own id is `id`.
pub const ROOT_PARAMS: &[&str] = &["id"];

/// The params of a singleton without a parent: none.
pub const NO_PARAMS: &[&str] = &[];

/// The base path of a nested controller: `<parent's base>/{<parent's singular>_<parent's
/// param>}/<resource>` (`{photo_id}` for the default param `id`), or `<parent's
/// base>/<resource>` under a singleton (it has no id).
const fn base_len(parent: &Controller, resource: &str) -> usize {
    parent.path().len() + id_segment_len(parent) + "/".len() + resource.len()
}

/// `/{<singular>_<param>}` of a plural parent; nothing for a singleton.
const fn id_segment_len(parent: &Controller) -> usize {
    if parent.singleton {
        0
    } else {
        "/{".len() + inherited_name_len(parent) + "}".len()
    }
}

/// The length of `<singular>_<param>`, the name children give a plural parent's own id.
const fn inherited_name_len(parent: &Controller) -> usize {
    parent.singular.len() + "_".len() + own_param(parent).len()
}

/// A plural controller's own id's name: the last of its member params.
const fn own_param(controller: &Controller) -> &'static str {
    match controller.params {
        [.., own] => own,
        [] => "id",
    }
}

/// The size of the buffer that holds a nested controller's base path, then, for each of
/// `suffixes` (what each template adds to the base path: `""`, `"/new_form"`, `"/{id}"`,
/// `"/{id}/close"`...), the base path and the suffix. (Its routes of any shape are not below
/// the base path: the derive writes them whole.)
pub const fn nested_len(parent: &Controller, resource: &str, suffixes: &[&str]) -> usize {
    let base = base_len(parent, resource);
    let mut len = base;
    let mut i = 0;
    while i < suffixes.len() {
        len += base + suffixes[i].len();
        i += 1;
    }
    len
}

/// The buffer of [`nested_len`] bytes.
pub const fn nested_buffer<const N: usize>(
    parent: &Controller,
    resource: &str,
    suffixes: &[&str],
) -> [u8; N] {
    let mut buffer = [0; N];
    let mut at = put_base(&mut buffer, 0, parent, resource);
    let mut i = 0;
    while i < suffixes.len() {
        at = put_base(&mut buffer, at, parent, resource);
        at = put(&mut buffer, at, suffixes[i].as_bytes());
        i += 1;
    }
    assert!(at == N, "nested_len and nested_buffer disagree");
    buffer
}

const fn put_base<const N: usize>(
    buffer: &mut [u8; N],
    mut at: usize,
    parent: &Controller,
    resource: &str,
) -> usize {
    at = put(buffer, at, parent.path().as_bytes());
    if !parent.singleton {
        at = put(buffer, at, b"/{");
        at = put(buffer, at, parent.singular.as_bytes());
        at = put(buffer, at, b"_");
        at = put(buffer, at, own_param(parent).as_bytes());
        at = put(buffer, at, b"}");
    }
    at = put(buffer, at, b"/");
    put(buffer, at, resource.as_bytes())
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

/// A nested controller's base path, cut out of its buffer.
pub const fn nested_path(
    buffer: &'static [u8],
    parent: &Controller,
    resource: &str,
) -> &'static str {
    text(buffer, 0, base_len(parent, resource))
}

/// A nested controller's templates: one per suffix, cut out of its buffer, then its routes of
/// any shape (`absolute`), as they are.
pub const fn nested_templates<const K: usize>(
    buffer: &'static [u8],
    parent: &Controller,
    resource: &str,
    suffixes: &[&str],
    absolute: &[&'static str],
) -> [&'static str; K] {
    assert!(
        K == suffixes.len() + absolute.len(),
        "one template per action"
    );
    let base = base_len(parent, resource);
    let mut templates = [""; K];
    let mut at = base;
    let mut i = 0;
    while i < suffixes.len() {
        let end = at + base + suffixes[i].len();
        templates[i] = text(buffer, at, end);
        at = end;
        i += 1;
    }
    while i < K {
        templates[i] = absolute[i - suffixes.len()];
        i += 1;
    }
    templates
}

/// How many params a nested controller's member template has: its parent's (the parent's own
/// `id` renamed), then its own `id` unless it is a singleton.
pub const fn nested_param_count(parent: &Controller, singleton: bool) -> usize {
    parent.params.len() + if singleton { 0 } else { 1 }
}

/// A nested controller's params: the parent's, with a plural parent's own id renamed
/// `<singular>_<param>`, then its own `param` unless it is a singleton.
pub const fn nested_params<const N: usize>(
    parent: &Controller,
    buffer: &'static [u8],
    param: &'static str,
) -> [&'static str; N] {
    let mut params = [""; N];
    let inherited = parent.params.len();
    let mut i = 0;
    while i < inherited {
        params[i] = parent.params[i];
        i += 1;
    }
    if !parent.singleton {
        // The buffer starts with `<parent's base>/{<singular>_<param>}`.
        let start = parent.path().len() + "/{".len();
        params[inherited - 1] = text(buffer, start, start + inherited_name_len(parent));
    }
    if N > inherited {
        params[inherited] = param;
    }
    params
}

/// Whether two texts are the same, in const evaluation.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The type `controller` gives its param `name`, in const evaluation.
const fn type_of(controller: &Controller, name: &str) -> Option<ParamType> {
    let mut i = 0;
    while i < controller.param_types.len() {
        let (typed, ty) = controller.param_types[i];
        if same(typed, name) {
            return Some(ty);
        }
        i += 1;
    }
    None
}

/// How many typed params a nested controller has: those of its parent's member params (the
/// ancestors' ids and the parent's own id) that are typed, and its own (`own`: `id = T`, then
/// `params(...)`).
pub const fn nested_type_count(parent: &Controller, own: &[(&str, ParamType)]) -> usize {
    let mut count = own.len();
    let mut i = 0;
    while i < parent.params.len() {
        if type_of(parent, parent.params[i]).is_some() {
            count += 1;
        }
        i += 1;
    }
    count
}

/// A nested controller's typed params: its parent's typed member params under the names the
/// child's templates give them (`params`: the parent's own id renamed `<singular>_<param>`),
/// then its own. A name typed twice (`params(photo_id = ...)` where the parent types its id)
/// fails the build.
pub const fn nested_types<const N: usize>(
    parent: &Controller,
    params: &'static [&'static str],
    own: &[(&'static str, ParamType)],
) -> [(&'static str, ParamType); N] {
    let mut types = [("", ParamType::of::<String>()); N];
    let mut at = 0;
    let mut i = 0;
    while i < parent.params.len() {
        if let Some(ty) = type_of(parent, parent.params[i]) {
            types[at] = (params[i], ty);
            at += 1;
        }
        i += 1;
    }
    let inherited = at;
    let mut j = 0;
    while j < own.len() {
        let mut k = 0;
        while k < inherited {
            assert!(
                !same(types[k].0, own[j].0),
                "a param of `params(...)` is an ancestor's id, which the ancestor's `id = ...` \
                 types already"
            );
            k += 1;
        }
        types[at] = own[j];
        at += 1;
        j += 1;
    }
    assert!(at == N, "nested_type_count counts the types");
    types
}

/// The params of a nested controller's route below its base path whose template has no params
/// of its own: the ancestors' ids (the first `inherited` of the member params `member`).
pub const fn inherited_params(
    member: &'static [&'static str],
    inherited: usize,
) -> &'static [&'static str] {
    member.split_at(inherited).0
}

/// The params of a nested controller's route below its base path whose template has params of
/// its own (`extras`, as `member(get(translation = "translations/{locale}"))` has `locale`):
/// the ancestors' ids, the own id if the route has it (`own`), then `extras`.
pub const fn route_params<const N: usize>(
    member: &'static [&'static str],
    inherited: usize,
    own: bool,
    extras: &[&'static str],
) -> [&'static str; N] {
    let mut params = [""; N];
    let mut i = 0;
    while i < inherited {
        params[i] = member[i];
        i += 1;
    }
    if own {
        params[i] = member[inherited];
        i += 1;
    }
    let mut j = 0;
    while j < extras.len() {
        params[i] = extras[j];
        i += 1;
        j += 1;
    }
    assert!(i == N, "route_params counts the params");
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

/// The descriptor a failed derive points its impl at, so that code using the type compiles
/// and the user sees only the derive's own error. Never registered.
pub static FALLBACK: Controller = controller(Parts {
    name: "",
    type_name: "",
    resource: "",
    singular: "",
    parent: None,
    singleton: false,
    path: "",
    actions: &[],
    templates: &[],
    params: ROOT_PARAMS,
    param_types: &[],
    type_id: TypeId::of::<()>,
});

// ---------------------------------------------------------------------------------------------
// `#[actions]`: a controller's handlers as the associated functions of an `impl` block, checked
// against its descriptor at compile time.

/// Fails the build unless `controller` serves an action named `name`: the function `name` of an
/// `#[actions]` block is the handler of the action it is named after. The message names the
/// served actions, and the nearest one where there is one. A controller whose derive failed
/// (its descriptor is [`FALLBACK`]) is not checked: its own error says what is wrong.
pub const fn action_fn(controller: &Controller, name: &str) {
    if controller.type_name.is_empty() || served_at(controller, name).is_some() {
        return;
    }
    let mut message = Message::new();
    message.push("`");
    message.push(controller.name);
    message.push("` serves no action `");
    message.push(name);
    message.push(
        "`: each function of its `#[actions]` block is the handler of the action it is named \
         after (a helper goes in a plain `impl` block). ",
    );
    if let Some(nearest) = nearest(controller, name) {
        message.push("Did you mean `");
        message.push(nearest);
        message.push("`? ");
    }
    message.push("It serves ");
    let mut i = 0;
    while i < controller.actions.len() {
        if i > 0 {
            message.push(", ");
        }
        message.push("`");
        message.push(controller.actions[i].name());
        message.push("`");
        i += 1;
    }
    if controller.actions.is_empty() {
        message.push("no action");
    }
    message.push(".");
    panic!("{}", message.text());
}

/// Fails the build unless every action `controller` serves is one of `names`, the functions of
/// its `#[actions]` block: the message names those without one, with their templates.
pub const fn every_action_has_a_fn(controller: &Controller, names: &[&str]) {
    if controller.type_name.is_empty() {
        return;
    }
    let mut message = Message::new();
    message.push("`");
    message.push(controller.name);
    message.push("` serves ");
    let mut missing = 0;
    let mut i = 0;
    while i < controller.actions.len() {
        let action = controller.actions[i].name();
        let mut found = false;
        let mut j = 0;
        while j < names.len() {
            found |= same(names[j], action);
            j += 1;
        }
        if !found {
            if missing > 0 {
                message.push(", ");
            }
            message.push("`");
            message.push(action);
            message.push("` (`");
            message.push(controller.templates[i]);
            message.push("`)");
            missing += 1;
        }
        i += 1;
    }
    if missing == 0 {
        return;
    }
    message.push(match missing {
        1 => ", which has no function in its `#[actions]` block: add one named after it",
        _ => ", which have no function in its `#[actions]` block: add one named after each",
    });
    message.push(" (or leave the action out of the controller with `only(...)` or `except(...)`).");
    panic!("{}", message.text());
}

/// The place of the action named `name` among those `controller` serves.
const fn served_at(controller: &Controller, name: &str) -> Option<usize> {
    let mut i = 0;
    while i < controller.actions.len() {
        if same(controller.actions[i].name(), name) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The served action an unknown `name` most likely stands for, as the derive's "did you mean"
/// finds it: the one that `name` (of three bytes or more) begins, else the nearest by edit
/// distance when that is at most 2 and less than `name`'s length. Case is ignored.
const fn nearest(controller: &Controller, name: &str) -> Option<&'static str> {
    let actions = controller.actions;
    if name.len() >= 3 {
        let mut only = None;
        let mut count = 0;
        let mut i = 0;
        while i < actions.len() {
            if starts_with_ignoring_case(actions[i].name(), name) {
                only = Some(actions[i].name());
                count += 1;
            }
            i += 1;
        }
        if count == 1 {
            return only;
        }
    }
    let mut best: Option<(&'static str, usize)> = None;
    let mut i = 0;
    while i < actions.len() {
        let candidate = actions[i].name();
        if let Some(distance) = distance(name.as_bytes(), candidate.as_bytes()) {
            let better = match best {
                Some((_, shortest)) => distance < shortest,
                None => true,
            };
            if distance <= 2 && distance < name.len() && better {
                best = Some((candidate, distance));
            }
        }
        i += 1;
    }
    match best {
        Some((candidate, _)) => Some(candidate),
        None => None,
    }
}

/// Whether `text` starts with `prefix`, ASCII case ignored.
const fn starts_with_ignoring_case(text: &str, prefix: &str) -> bool {
    let (text, prefix) = (text.as_bytes(), prefix.as_bytes());
    if prefix.len() > text.len() {
        return false;
    }
    let mut i = 0;
    while i < prefix.len() {
        if !text[i].eq_ignore_ascii_case(&prefix[i]) {
            return false;
        }
        i += 1;
    }
    true
}

/// The longest name [`distance`] compares: action names are words.
const DISTANCE_MAX: usize = 48;

/// The edit distance of `a` and `b` (insertions, deletions, substitutions and swaps of two
/// adjacent bytes; the derive's "did you mean" counts alike), ASCII case ignored; none for
/// names longer than [`DISTANCE_MAX`].
const fn distance(a: &[u8], b: &[u8]) -> Option<usize> {
    if a.len() > DISTANCE_MAX || b.len() > DISTANCE_MAX {
        return None;
    }
    // Three rows of the table: i - 2, i - 1 and i.
    let mut before = [0; DISTANCE_MAX + 1];
    let mut previous = [0; DISTANCE_MAX + 1];
    let mut current = [0; DISTANCE_MAX + 1];
    let mut j = 0;
    while j <= b.len() {
        previous[j] = j;
        j += 1;
    }
    let mut i = 1;
    while i <= a.len() {
        current[0] = i;
        let mut j = 1;
        while j <= b.len() {
            let (x, y) = (a[i - 1].to_ascii_lowercase(), b[j - 1].to_ascii_lowercase());
            let cost = if x == y { 0 } else { 1 };
            let mut best = min(
                min(previous[j] + 1, current[j - 1] + 1),
                previous[j - 1] + cost,
            );
            if i > 1
                && j > 1
                && x == b[j - 2].to_ascii_lowercase()
                && a[i - 2].to_ascii_lowercase() == y
            {
                best = min(best, before[j - 2] + 1);
            }
            current[j] = best;
            j += 1;
        }
        before = previous;
        previous = current;
        i += 1;
    }
    Some(previous[b.len()])
}

const fn min(a: usize, b: usize) -> usize {
    if a < b { a } else { b }
}

/// A compile-time error message, written into a buffer (const evaluation can only panic with
/// one `&str`); what does not fit is cut at a character's end.
struct Message {
    bytes: [u8; 1024],
    len: usize,
}

impl Message {
    const fn new() -> Message {
        Message {
            bytes: [0; 1024],
            len: 0,
        }
    }

    const fn push(&mut self, text: &str) {
        let room = self.bytes.len() - self.len;
        let text = text.as_bytes();
        let (fits, _) = text.split_at(min(text.len(), room));
        self.len = put(&mut self.bytes, self.len, fits);
    }

    const fn text(&self) -> &str {
        let (written, _) = self.bytes.split_at(self.len);
        match core::str::from_utf8(written) {
            Ok(text) => text,
            Err(err) => {
                let (valid, _) = written.split_at(err.valid_up_to());
                match core::str::from_utf8(valid) {
                    Ok(text) => text,
                    Err(_) => "",
                }
            }
        }
    }
}
