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

use proc_macro::TokenStream;
use syn::{DeriveInput, parse_macro_input};

mod attr;
mod expand;
mod infer;
mod inflect;
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
/// Keys, all optional, in one or several `#[restful(...)]`: `resource = "name"`,
/// `prefix = "/a/b"`, `only(actions...)`, `except(actions...)`, `crate = "path"`.
#[proc_macro_derive(Restful, attributes(restful))]
pub fn derive_restful(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand::derive(&input).into()
}
