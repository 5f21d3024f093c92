//! Serve `#[derive(Restful)]` controllers with [axum](https://docs.rs/axum) 0.8: mount a
//! controller's actions with one call, never write a path or a method.
//!
//! ```rust,standalone_crate
//! use axum::Router;
//! use restful_axum::{Actions, Id, RouterExt};
//! use restful_core::Restful;
//!
//! #[derive(Restful)]
//! #[restful(except(new_form, edit_form))]
//! struct PhotosController;
//!
//! async fn index() -> &'static str { "all photos" }
//! async fn create(body: String) -> String { format!("created {body}") }
//! async fn show(Id(id): Id) -> String { format!("photo {id}") }
//! async fn update(Id(id): Id, body: String) -> String { format!("photo {id} is now {body}") }
//! async fn destroy(Id(id): Id) -> String { format!("deleted {id}") }
//!
//! let app: Router = Router::new().restful::<PhotosController>(
//!     Actions::new()
//!         .index(index)
//!         .create(create)
//!         .show(show)
//!         .update(update)
//!         .destroy(destroy),
//! );
//! ```
//!
//! What a mounted controller answers, as SPEC §6 of restful says:
//!
//! - each served action at its route and method; `HEAD` through the `GET` handler; one
//!   trailing `/` accepted (`/photos/` is `/photos`);
//! - 404 for paths no route has, and for a raw `.` or `..` id; 405 with an `Allow` header for a
//!   wrong method (PATCH included); 400 for an id that is a malformed percent-escape or not
//!   UTF-8;
//! - [`Id`]: the percent-decoded id; [`Recognized`]: the route being answered and every param,
//!   a nested controller's ancestors' ids included (`found.param("photo_id")`).
//!
//! Mounting fails at once, with a message that says what to do, when a served action has no
//! handler or a handler is given for an action the controller does not serve.
//! [`RestfulRouter::expect_all_mounted`] checks that every controller of the registry is
//! mounted. [`MethodOverrideLayer`] lets HTML forms send PUT and DELETE with a `_method` field.
//!
//! Mount restful routes at the root of the app (give controllers a `prefix` rather than
//! nesting them with `Router::nest`): the registry recognizes the request's full path.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod actions;
mod method_override;
mod mount;
mod recognized;

pub use crate::actions::Actions;
pub use crate::method_override::{DEFAULT_BODY_LIMIT, MethodOverride, MethodOverrideLayer};
pub use crate::mount::{RestfulRouter, RouterExt, Unmounted};
pub use crate::recognized::{Id, Recognized, Rejection};
