//! The path template language of [restful](https://docs.rs/restful-core): one parser, used by
//! the runtime (recognition, path generation, listings, OpenAPI, the adapters) and by
//! `#[derive(Restful)]`, which checks templates at compile time.
//!
//! | segment | written | matches |
//! |---|---|---|
//! | static | `photos`, `about.html`, `new_form` | itself, byte for byte |
//! | param | `{id}` | one whole non-empty segment |
//! | param with a static prefix and/or suffix | `~{username}`, `img-{id}.png`, `{name}.json` | one segment that starts and ends so, with a non-empty part between |
//! | catch-all | `{*path}` | the rest of the path: one or more whole segments; last only |
//!
//! A template starts with `/`; `/` alone is the root. Its segments are separated by `/`, none
//! empty and none a dot segment (`.`, `..`), and it does not end with `/`. A static segment, and the static text beside a param,
//! hold RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`) and the sub-delims
//! `! $ & ' + , ; =`: never `%` (static text compares byte for byte, so an escape could never
//! match its other spelling), `{`, `}`, `(`, `)`, `*`, `:` or `@` (they would be read as
//! params in other stacks' template syntaxes). A segment has at most one param. Param names
//! are `[a-z_][a-z0-9_]*`, each at most once in a template.
//!
//! ```
//! use restful_template::{Segment, Template};
//!
//! let template = Template::parse("/users/~{username}/avatars/{size}.png").unwrap();
//! assert_eq!(template.params().collect::<Vec<_>>(), ["username", "size"]);
//! assert_eq!(
//!     template.segments().collect::<Vec<_>>(),
//!     [
//!         Segment::Static("users"),
//!         Segment::Param { prefix: "~", name: "username", suffix: "" },
//!         Segment::Static("avatars"),
//!         Segment::Param { prefix: "", name: "size", suffix: ".png" },
//!     ]
//! );
//!
//! let err = Template::parse("/files/{*path}/raw").unwrap_err();
//! assert_eq!(err.position(), 7);
//! assert_eq!(
//!     err.to_string(),
//!     "invalid template `/files/{*path}/raw`: the catch-all `{*path}` at byte 7 is not the \
//!      last segment; a catch-all takes the rest of the path, so it comes last"
//! );
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod parse;
mod template;

pub use crate::error::{TemplateError, TemplateErrorKind};
pub use crate::template::{Segment, Segments, Template, is_static_byte};

/// The examples of the crate's README.md (its page on crates.io), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
