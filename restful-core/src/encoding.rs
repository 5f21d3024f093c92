//! Percent-encoding of ids into paths, and decoding of id segments (SPEC §6.6, §7).

use std::borrow::Cow;
use std::fmt::Write;

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};

use crate::action::{Action, Shape};
use crate::controller::Controller;
use crate::error::PathError;
use crate::registry::Registry;

/// The bytes an id segment keeps as they are: RFC 3986 `pchar` less `%`, that is
/// unreserved, sub-delims, `:` and `@`. Everything else becomes upper-case `%XX`.
const ID_ENCODE_SET: &AsciiSet = &NON_ALPHANUMERIC
    // unreserved
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~')
    // sub-delims
    .remove(b'!')
    .remove(b'$')
    .remove(b'&')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')')
    .remove(b'*')
    .remove(b'+')
    .remove(b',')
    .remove(b';')
    .remove(b'=')
    .remove(b':')
    .remove(b'@');

/// Decodes an id segment that holds `%`: `None` for a malformed escape or bytes that are not
/// UTF-8. `+` stays `+`.
pub(crate) fn decode_escapes(raw: &str) -> Option<Cow<'_, str>> {
    if !escapes_are_well_formed(raw.as_bytes()) {
        return None;
    }
    percent_decode_str(raw).decode_utf8().ok()
}

/// Whether every `%` is followed by two hex digits (`percent_decode` passes a bad escape through
/// as it is; the contract makes it a 400).
fn escapes_are_well_formed(bytes: &[u8]) -> bool {
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_hexdigit);
            if !(hex(i + 1) && hex(i + 2)) {
                return false;
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    true
}

/// Builds the path of `controller`'s `action`, with `id` encoded so that `registry` reads
/// it back (SPEC §7). Without a registry (it failed to build), checks against the controller's
/// own routes.
pub(crate) fn path_for(
    registry: Option<&Registry>,
    controller: &Controller,
    action: Action,
    id: Option<&str>,
) -> Result<String, PathError> {
    if !controller.serves(action) {
        return Err(PathError::NotServed {
            controller: controller.type_name(),
            action,
        });
    }
    let template = controller.template(action);
    let id = match (action.has_id(), id) {
        (false, None) => return Ok(template.to_owned()),
        (false, Some(id)) => {
            return Err(PathError::UnexpectedId {
                action,
                id: id.to_owned(),
            });
        }
        (true, None) => return Err(PathError::MissingId { action }),
        (true, Some("")) => return Err(PathError::EmptyId { action }),
        (true, Some(id)) => id,
    };
    let segment: Cow<'_, str> = utf8_percent_encode(id, ID_ENCODE_SET).into();
    // A raw `.` or `..` is never an id; anything else is read as something else only where a
    // template of the registry says so.
    let shadowed = matches!(&*segment, "." | "..")
        || match registry {
            Some(registry) => {
                registry
                    .recognizer()
                    .shadows(controller.path(), &segment, action.shape())
            }
            // Of one controller's own templates, only `<base>/new_form` can shadow an id.
            None => segment == "new_form" && controller.serves(Action::NewForm),
        };
    let mut path = String::with_capacity(template.len() + segment.len() + 2);
    path.push_str(controller.path());
    path.push('/');
    if shadowed {
        // Only segments of unreserved bytes can be shadowed, so the first byte is ASCII.
        let first = segment.as_bytes()[0];
        let _ = write!(path, "%{first:02X}");
        path.push_str(&segment[1..]);
    } else {
        path.push_str(&segment);
    }
    if action.shape() == Shape::EditForm {
        path.push_str("/edit_form");
    }
    Ok(path)
}
