//! The OpenAPI 3.1 document of every `#[derive(Restful)]` route, as utoipa's
//! [`OpenApi`]: a skeleton that can never drift from the routes the
//! app serves, to merge into your own `#[derive(utoipa::OpenApi)]` document, to fill with
//! schemas by controller and action (never by path), and to serve as JSON.
//!
//! ```rust,standalone_crate
//! use restful_core::{Restful, registry};
//!
//! #[derive(Restful)]
//! struct PhotosController;
//!
//! #[derive(Restful)]
//! #[restful(parent = PhotosController, only(index, create))]
//! struct CommentsController;
//!
//! let api = restful_openapi::openapi(registry());
//! let index = api.paths.get_path_operation("/photos/{photo_id}/comments", utoipa::openapi::HttpMethod::Get).unwrap();
//! assert_eq!(index.operation_id.as_deref(), Some("photos_comments_index"));
//! assert_eq!(index.summary.as_deref(), Some("List comments"));
//!
//! let json: String = restful_openapi::openapi_json(registry());
//! assert!(json.contains("\"operationId\": \"photos_edit_form\""));
//! ```
//!
//! # What the document holds
//!
//! One operation per route, at the route's template and method exactly as the registry has
//! them (HEAD, which every GET route answers, is not listed), and nothing else:
//!
//! | field | value |
//! |---|---|
//! | `operationId` | the static segments of the base path joined by `_`, then `_<action>`: `photos_index`, `admin_book_reviews_show`, `photos_comments_edit_form` |
//! | `tags` | one per controller, named like its operation ids without the action (`admin_book_reviews`), described by its type name |
//! | `summary` | "List photos", "Form for a new photo", "Create a photo", "Show a photo", "Form to edit a photo", "Update a photo", "Delete a photo": the resource and the singular, `_` read as a space; nested controllers alike ("List comments"); a custom action's name before the singular or the plural ("Close an issue", "Search issues"); a route of `routes(...)`, its name alone ("Home", "About"), or before the singular where it has the own id ("Profile of a user") |
//! | `parameters` | every param of the route's template, in path order, `in: path`, required, a string: an id described by whose id it is ("The photo's id", "The user's username" for `param = "username"`), a param of the template's own by its name ("The year"); a catch-all `{*path}` is written `{path}` |
//! | `responses` | the success: `index`, `show`, `update`: 200; `create`: 201; `destroy`: 204 (what a Rails scaffold's JSON answers); `new_form`, `edit_form`: 200 with `text/html`. Then the errors restful itself answers (below) |
//!
//! # The errors restful answers by itself
//!
//! Every adapter refuses some requests before any handler runs, with a plain-text body
//! (`restful_core::adapter::Rejection`). Each operation lists those its path can get, each
//! with `content: {text/plain: {schema: {type: string}}}`:
//!
//! | status | on | when |
//! |---|---|---|
//! | 405 | every operation | the path is served, but not for the request's method (a PATCH, say); the `Allow` header (a string) lists the methods the path answers, comma-separated, and its description gives the list (`GET, HEAD, PUT, DELETE`) |
//! | 400 | operations whose path has params | a param with a malformed percent escape, or bytes that are not UTF-8 |
//! | 404 | operations whose path has params | a param that is `.` or `..` (the app's own 404 answers it where the router has a fallback), or an `Id<T>` whose id does not parse |
//!
//! A path without params is matched byte for byte: a request for it is that path, or another
//! one, so it gets neither 400 nor 404 from restful. A path that no route has is no
//! operation's: the app's 404 answers it.
//!
//! What you attach wins where both speak, and restful's plain text stays beside it: restful
//! still answers its text for the requests it refuses itself, whatever your handlers answer
//! for the same status. [`Document::response`] adds your body as one more media type of
//! restful's response (its description and the `Allow` header stay), as it does for the
//! success; a response you put in place with [`Document::operation`] is kept as you wrote it.
//! An app that answers those refusals itself (the 404 of a `.` param from its fallback, say)
//! takes restful's out, as [`Document::operation`] shows.
//!
//! Two controllers whose base paths have the same static segments (`/photos/comments` and
//! `/photos/{photo_id}/comments`) would have the same ids: the later one in registry order
//! gets `_2` after its base (`photos_comments_2_index`), so that ids stay unique.
//!
//! # Schemas, and your own document
//!
//! [`Document`] attaches request and response bodies to a controller's action with
//! [`ToSchema`](utoipa::ToSchema) types, and gives the [`OpenApi`]
//! to merge into yours: utoipa's `merge_from` keeps every operation of the document it is
//! called on, and adds the restful ones that it does not have.
//!
//! ```rust,standalone_crate
//! use restful_core::http::StatusCode;
//! use restful_core::{Action, Restful, registry};
//! use restful_openapi::{Body, Document};
//! use utoipa::{OpenApi, ToSchema};
//!
//! #[derive(Restful)]
//! #[restful(only(index, create, show))]
//! struct PhotosController;
//!
//! #[derive(ToSchema)]
//! struct Photo { id: u64, title: String }
//!
//! #[derive(ToSchema)]
//! struct NewPhoto { title: String }
//!
//! /// Health check.
//! #[utoipa::path(get, path = "/health", responses((status = 200, description = "Up")))]
//! async fn health() {}
//!
//! #[derive(OpenApi)]
//! #[openapi(info(title = "Photo album", version = "1.0.0"), paths(health))]
//! struct ApiDoc;
//!
//! let restful = Document::new(registry())
//!     .response::<PhotosController>(Action::Index, StatusCode::OK, Body::json_array::<Photo>())
//!     .response::<PhotosController>(Action::Show, StatusCode::OK, Body::json::<Photo>())
//!     .request_body::<PhotosController>(Action::Create, Body::json::<NewPhoto>())
//!     .into_openapi();
//! let api = ApiDoc::openapi().merge_from(restful);
//!
//! assert_eq!(api.info.title, "Photo album");
//! assert!(api.paths.paths.contains_key("/health"));
//! assert!(api.paths.paths.contains_key("/photos/{id}"));
//! println!("{}", api.to_pretty_json().unwrap());
//! ```
//!
//! # Guarded operations
//!
//! The filters an app puts on its actions (`layer_except(["index", "show"], login)`,
//! `wrap_only(...)`) are in the router's list of its routes, `routes()` on each adapter's
//! router, with the names given with `.named("login")`. [`Document::filters`] reads that list
//! and puts on each guarded operation what its filters mean, as a [`Guard`] says for each name:
//!
//! | a [`Guard`]'s | goes to |
//! |---|---|
//! | [`scheme(name, scheme)`](Guard::scheme) | `components.securitySchemes` (once), and the operation's `security`: any one of the guard's schemes lets a request through; with two guards that have schemes, one of each |
//! | [`answers(status, description)`](Guard::answers), [`body(status, body)`](Guard::body) | the operation's `responses`: the 401 of a login, the 403 of an owner check |
//!
//! The document follows the router: an action guarded later is documented as guarded, and a
//! guard whose name no route's filter has (a filter renamed on the router) panics, naming the
//! filters there are. A filter with no name, or with a name no guard has, changes nothing.
//!
//! ```rust,ignore
//! let router = RestfulRouter::new()
//!     .mount::<PhotosController>(photos::actions().layer_except(["index", "show"], from_fn(login)).named("login"));
//! let login = Guard::new()
//!     .scheme("basic", SecurityScheme::Http(Http::new(HttpAuthScheme::Basic)))
//!     .answers(StatusCode::UNAUTHORIZED, "Sign in first");
//! let api = Document::new(registry()).filters(router.routes(), [("login", login)]).into_openapi();
//! ```
//!
//! # Other tools
//!
//! The same route table in other forms is in restful-core: each template as `{id}`, `:id` or
//! `<id>` (`Route::path_in`, `restful_core::TemplateSyntax`), and as JSON with its `serde`
//! feature. The document passes `openapi-spec-validator`; `docs/integrations.md` says how to
//! check yours.

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// docs.rs (`--cfg docsrs`, on nightly) marks each feature-gated item with its feature.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod body;
mod document;
mod guard;
mod operation;

pub use utoipa;

pub use crate::body::Body;
pub use crate::document::Document;
pub use crate::guard::Guard;

use restful_core::Registry;
use utoipa::openapi::OpenApi;

/// The OpenAPI 3.1 document of every route of `registry`: [`Document::new`] with nothing
/// attached.
///
/// ```rust,standalone_crate
/// use restful_core::{Registry, Restful};
///
/// #[derive(Restful)]
/// #[restful(prefix = "/admin", only(index, show))]
/// struct BookReviewsController;
///
/// let registry = Registry::new([BookReviewsController::CONTROLLER]).unwrap();
/// let api = restful_openapi::openapi(&registry);
/// let show = &api.paths.paths["/admin/book_reviews/{id}"].get.as_ref().unwrap();
/// assert_eq!(show.operation_id.as_deref(), Some("admin_book_reviews_show"));
/// assert_eq!(show.summary.as_deref(), Some("Show a book review"));
/// ```
pub fn openapi(registry: &Registry) -> OpenApi {
    Document::new(registry).into_openapi()
}

/// The OpenAPI 3.1 document of every `#[derive(Restful)]` of the binary:
/// [`openapi`]`(`[`restful_core::registry()`]`)`.
///
/// ```rust,standalone_crate
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let api = restful_openapi::registry_openapi();
/// assert_eq!(api.paths.paths.len(), 4);
/// ```
///
/// # Panics
///
/// As [`restful_core::registry()`] does, when two controllers conflict.
#[track_caller]
pub fn registry_openapi() -> OpenApi {
    openapi(restful_core::registry())
}

/// The OpenAPI 3.1 document of every route of `registry`, as pretty-printed JSON text: what
/// to serve at `/openapi.json`.
///
/// ```rust,standalone_crate
/// use restful_core::{Registry, Restful};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
/// let json = restful_openapi::openapi_json(&registry);
/// let value: serde_json::Value = serde_json::from_str(&json).unwrap();
/// assert_eq!(value["openapi"], "3.1.0");
/// assert_eq!(value["paths"]["/photos/{id}"]["delete"]["operationId"], "photos_destroy");
/// ```
pub fn openapi_json(registry: &Registry) -> String {
    Document::new(registry).to_json()
}

/// The examples of the crate's README.md (its page on crates.io), run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
