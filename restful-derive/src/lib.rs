//! `#[derive(Restful)]`, the derive of [`restful-core`](https://docs.rs/restful-core).
//!
//! Use it through `restful_core` (its default feature `derive` re-exports it): the generated
//! code names `::restful_core` (or the path given with `#[restful(crate = "...")]`) and nothing
//! else, so a user's `Cargo.toml` names `restful-core` alone.
//!
//! The derive is a pipeline: `attr` parses `#[restful(...)]`, `valid` checks it and infers
//! the resource name (`infer` holds the pure rules), `expand` writes the descriptor, the
//! impl and the registration — or the errors and a fallback impl.

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// docs.rs (`--cfg docsrs`, on nightly) marks each feature-gated item with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

use proc_macro::TokenStream;
use syn::{DeriveInput, parse_macro_input};

mod actions;
mod attr;
mod expand;
mod infer;
mod inflect;
mod suggest;
mod valid;

/// Marks a controller type and registers it, with its routes, in `restful_core::registry()`.
///
/// ```
/// use restful_core::{Action, Restful};
///
/// #[derive(Restful)]
/// #[restful(resource = "book_reviews", prefix = "/admin", only(index, show))]
/// struct Reviews;
///
/// let reviews = Reviews::CONTROLLER;
/// assert_eq!(reviews.path(), "/admin/book_reviews");
/// assert_eq!(reviews.routes().map(|r| r.action()).collect::<Vec<_>>(), [Action::Index, Action::Show]);
/// ```
///
/// Keys, all optional, in one `#[restful(...)]` or several; each key at most once:
///
/// | key | meaning | example |
/// |---|---|---|
/// | `resource = "name"` | the resource's path segment; default: the type's name without `Controller`, in snake case | `resource = "book_reviews"` |
/// | `prefix = "/a/b"` | literal segments before the resource; not with `parent` | `prefix = "/admin"` |
/// | `parent = Type` | nests this controller under another `#[derive(Restful)]` type: its base path is `<parent's base path>/{<parent's singular>_id}/<resource>` (no id under a singleton) | `parent = PhotosController` |
/// | `singular = "word"` | the word this controller's children use for its id, `{word_id}`; default: the resource singularized (`photos` → `photo`) | `singular = "person"` |
/// | `only(a, b, ...)` | serve just these actions | `only(index, show)` |
/// | `except(a, b, ...)` | serve every action but these | `except(new_form, edit_form)` |
/// | `member(verb(a, ...), ...)` | custom actions on one resource, under `get`, `post`, `put` or `delete`: `<base>/{id}/<name>` (a singleton's: `<base>/<name>`) | `member(post(close, reopen))` |
/// | `collection(verb(a, ...), ...)` | custom actions on the collection: `<base>/<name>`; not with `singleton` | `collection(get(search))` |
/// | `singleton` | one resource with no id (Rails' `resource :profile`): the six actions but `index`, at `<base>` without `{id}` | `singleton` |
/// | `crate = "path"` | where `restful_core` is, for crates that re-export it | `crate = "web::restful"` |
///
/// ```
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(resource = "people", singular = "member")]
/// struct People;
///
/// #[derive(Restful)]
/// #[restful(parent = People, only(index, show))]
/// struct Addresses;
///
/// assert_eq!(Addresses::CONTROLLER.path(), "/people/{member_id}/addresses");
/// ```
///
/// Custom actions and a singleton:
///
/// ```
/// use restful_core::{Method, Restful};
///
/// #[derive(Restful)]
/// #[restful(member(post(close, reopen)), collection(get(search)))]
/// struct IssuesController;
///
/// #[derive(Restful)]
/// #[restful(singleton, member(post(verify)))]
/// struct ProfileController;
///
/// let issues = IssuesController::CONTROLLER;
/// let close = issues.action("close").unwrap();
/// assert_eq!((close.method(), close.has_id()), (Method::POST, true));
/// assert_eq!(issues.route(close).unwrap().path(), "/issues/{id}/close");
/// assert_eq!(issues.route(issues.action("search").unwrap()).unwrap().path(), "/issues/search");
///
/// let profile = ProfileController::CONTROLLER;
/// assert!(profile.is_singleton());
/// let verify = profile.action("verify").unwrap();
/// assert_eq!(profile.route(verify).unwrap().path(), "/profile/verify");
/// assert!(!verify.has_id());
/// ```
#[proc_macro_derive(Restful, attributes(restful))]
pub fn derive_restful(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand::derive(&input).into()
}

/// `#[restful_axum::actions]`: every associated function of the `impl` block of a
/// `#[derive(Restful)]` controller is the axum handler of the served action it is named after.
/// Use it through restful-axum, whose documentation has the examples.
#[proc_macro_attribute]
pub fn axum_actions(args: TokenStream, item: TokenStream) -> TokenStream {
    actions::expand(actions::Stack::Axum, args.into(), item.into()).into()
}

/// `#[restful_actix::actions]`: every associated function of the `impl` block of a
/// `#[derive(Restful)]` controller is the actix-web handler of the served action it is named
/// after. Use it through restful-actix, whose documentation has the examples.
#[proc_macro_attribute]
pub fn actix_actions(args: TokenStream, item: TokenStream) -> TokenStream {
    actions::expand(actions::Stack::Actix, args.into(), item.into()).into()
}

/// `#[restful_tower::actions]`: every associated function of the `impl` block of a
/// `#[derive(Restful)]` controller is the tower handler (an `async fn` of the request) of the
/// served action it is named after. Use it through restful-tower, whose documentation has the
/// examples.
#[proc_macro_attribute]
pub fn tower_actions(args: TokenStream, item: TokenStream) -> TokenStream {
    actions::expand(actions::Stack::Tower, args.into(), item.into()).into()
}

/// The examples of the crate's README.md (its page on crates.io), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
