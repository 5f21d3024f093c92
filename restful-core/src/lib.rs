//! Resource routing from a marker: `#[derive(Restful)]` on a controller type registers it, with
//! its seven REST routes, in a process-wide [`registry()`] that any code of the binary can read.
//!
//! | method | path                      | action      |
//! |--------|---------------------------|-------------|
//! | GET    | `/photos`                 | `index`     |
//! | GET    | `/photos/new_form`        | `new_form`  |
//! | POST   | `/photos`                 | `create`    |
//! | GET    | `/photos/{id}`            | `show`      |
//! | GET    | `/photos/{id}/edit_form`  | `edit_form` |
//! | PUT    | `/photos/{id}`            | `update`    |
//! | DELETE | `/photos/{id}`            | `destroy`   |
//!
//! ```rust,standalone_crate
//! use restful_core::{Action, Method, Restful, registry};
//!
//! #[derive(Restful)]
//! struct PhotosController;                    // serves /photos, all seven actions
//!
//! #[derive(Restful)]
//! #[restful(resource = "book_reviews", prefix = "/admin", only(index, show))]
//! struct Reviews;                             // GET /admin/book_reviews, GET /admin/book_reviews/{id}
//!
//! // Anywhere in the binary: every marked type, and its routes.
//! for route in registry().routes() {
//!     println!("{:6} {:28} {}#{}", route.method(), route.path(), route.controller().name(), route.action());
//! }
//! assert_eq!(registry().routes().count(), 9);
//!
//! // Recognize a request...
//! let found = registry().recognize(&Method::GET, "/admin/book_reviews/42").unwrap();
//! assert!(found.controller().is::<Reviews>());
//! assert_eq!((found.action(), found.id()), (Action::Show, Some("42")));
//!
//! // ...and generate a path that always comes back the same way: one function per served
//! // action, which the compiler checks.
//! assert_eq!(PhotosController::edit_form_path("a b"), "/photos/a%20b/edit_form");
//! assert_eq!(Reviews::show_path(42), "/admin/book_reviews/42");
//! ```
//!
//! # Links
//!
//! For each action a controller serves, the derive writes an associated function
//! `<action>_path` (`index_path()`, `show_path(id)`, `close_path(id)` for a member action
//! `close`...) that takes the route's ids in path order, each any `impl Display`, and returns the
//! path [`Controller::path_for`] would: percent-encoded, escaped so that it is recognized as
//! the same route with the same ids. A nested controller's functions take the parent's ids
//! first, as one argument ([`ParentIds`]). An id that displays as the empty string has no path:
//! the function panics naming itself and the param; [`Controller::path_for`], the form for code
//! that holds an [`Action`] as a value, returns the error instead. Below a mount prefix, an
//! adapter's `Recognized` makes the link: [`MatchBuf::link`].
//!
//! # Attributes
//!
//! All optional, in one `#[restful(...)]` or several; each key at most once.
//!
//! | attribute | meaning | example |
//! |---|---|---|
//! | `resource = "name"` | the resource's path segment; default: the type's name without `Controller`, in snake case | `resource = "book_reviews"` |
//! | `prefix = "/a/b"` | literal segments before the resource; not with `parent` | `prefix = "/admin"` |
//! | `parent = Type` | nests this controller under another `#[derive(Restful)]` type: its base path is `<parent's base path>/{<parent's singular>_id}/<resource>` (no id under a singleton) | `parent = PhotosController` |
//! | `singular = "word"` | the word this controller's children use for its id, `{word_id}`; default: the resource singularized (`photos` → `photo`) | `singular = "person"` |
//! | `only(a, b, ...)` | serve just these actions | `only(index, show)` |
//! | `except(a, b, ...)` | serve every action but these | `except(new_form, edit_form)` |
//! | `member(verb(a, ...), ...)` | custom actions on one resource, under `get`, `post`, `put` or `delete`: `<base>/{id}/<name>` (a singleton's: `<base>/<name>`) | `member(post(close, reopen))` |
//! | `collection(verb(a, ...), ...)` | custom actions on the collection: `<base>/<name>`; not with `singleton` | `collection(get(search))` |
//! | `singleton` | one resource with no id (Rails' `resource :profile`): the six actions but `index`, at `<base>` without `{id}` | `singleton` |
//! | `crate = "path"` | where `restful_core` is, for crates that re-export it | `crate = "web::restful"` |
//!
//! ```rust,standalone_crate
//! use restful_core::Restful;
//!
//! #[derive(Restful)]
//! #[restful(singular = "media_item")]          // "medium" without it
//! struct MediaController;                       // /media
//!
//! #[derive(Restful)]
//! #[restful(parent = MediaController, only(index, show))]
//! struct TagsController;
//!
//! assert_eq!(TagsController::CONTROLLER.path(), "/media/{media_item_id}/tags");
//! ```
//!
//! The naming rules, nesting and what the derive refuses are in the guide, `docs/guide.md`; the
//! routing rules in `docs/routing.md`.
//!
//! # A crate that is linked but never named
//!
//! rustc drops a dependency that the code never names, and with it that crate's
//! registrations. When controllers live in a crate of their own that the binary does not
//! otherwise use, name it once: `use my_controllers as _;`.
//!
//! # Features
//!
//! - `derive` (default): re-exports `#[derive(Restful)]`, so that `use restful_core::Restful;`
//!   brings the trait and the macro, as `serde` does.
//! - `serde`: [`Action`], [`Route`] and [`Controller`] implement `Serialize`, and [`Action`]
//!   `Deserialize` from its name: the route table as JSON,
//!   `serde_json::to_string(&registry().routes().collect::<Vec<_>>())`.
//!
//! # Templates of any shape
//!
//! Templates are parsed once, by [`Template`] (the crate restful-template): static segments,
//! `{param}` as a whole segment or beside static text in it (`~{username}`, `{size}.png`), and
//! a last `{*catch_all}`. [`Recognizer`] recognizes any table of such templates by the
//! registry's rules, and writes paths that it reads back:
//!
//! ```
//! use restful_core::{Method, Recognizer};
//!
//! let recognizer = Recognizer::new([
//!     (Method::GET, "/", "home"),
//!     (Method::GET, "/~{username}", "profile"),
//!     (Method::GET, "/assets/{*path}", "asset"),
//! ])
//! .unwrap();
//! let found = recognizer.recognize(&Method::GET, "/assets/css/site.css").unwrap();
//! assert_eq!((*found.value(), found.param("path")), ("asset", Some("css/site.css")));
//! assert_eq!(recognizer.path(1, &["ada lovelace"]).unwrap(), "/~ada%20lovelace");
//! ```
//!
//! The rules, the conflicts between templates and the escapes of path generation are in
//! `docs/routing.md`.
//!
//! # Other template syntaxes
//!
//! The templates are written `{id}`, as axum 0.8, actix-web and OpenAPI read them;
//! [`Route::path_in`] and [`Controller::path_in`] write them `:id` (Express, Rails, Sinatra) or
//! `<id>` (Rocket, Flask), or say why a syntax cannot: see [`TemplateSyntax`].

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// docs.rs (`--cfg docsrs`, on nightly) marks each feature-gated item with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod action;
pub mod adapter;
mod allowed;
mod controller;
mod encoding;
mod error;
mod matched;
mod params;
mod paths;
mod recognize;
mod recognizer;
mod registry;
mod scan;
#[cfg(feature = "serde")]
mod serialize;
mod syntax;
mod table;
mod typed;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

pub use http;
pub use http::Method;

pub use crate::action::{Action, ActionSet, ActionSetIter};
pub use crate::allowed::{Allowed, AllowedMethods};
pub use crate::controller::{Controller, Route};
pub use crate::error::{ParseActionError, PathError, RecognizeError, RegistryError};
pub use crate::matched::{Match, MatchBuf};
pub use crate::paths::{Ids, LinkId, ParentIds, Typed, Untyped};
pub use crate::recognize::ConflictKind;
pub use crate::recognizer::{Found, Recognizer, RecognizerError};
pub use crate::registry::{Registry, registry, try_registry};
pub use crate::syntax::{SyntaxError, TemplateSyntax};
pub use crate::table::RouteTable;
pub use crate::typed::{Param, ParamSchema, ParamType, RestPath};
pub use restful_template::{Segment, Template, TemplateError, TemplateErrorKind};

/// The derive: `#[derive(Restful)]` with the attributes of `docs/guide.md`.
#[cfg(feature = "derive")]
pub use restful_derive::Restful;

/// A type marked with `#[derive(Restful)]`: a controller with a `'static` descriptor.
///
/// Implement it with the derive, never by hand: the derive also registers the type.
///
/// ```rust,standalone_crate
/// use restful_core::{Restful, registry};
/// use std::any::TypeId;
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let registered = registry().by_type_id(TypeId::of::<PhotosController>()).unwrap();
/// assert!(std::ptr::eq(registered, PhotosController::CONTROLLER));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a restful controller",
    label = "not a `#[derive(Restful)]` type",
    note = "a controller is a type marked with `#[derive(Restful)]`"
)]
pub trait Restful: 'static {
    /// The type's descriptor: the very one the registry holds.
    const CONTROLLER: &'static Controller;
}

/// The examples of the crate's README.md (its page on crates.io), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
