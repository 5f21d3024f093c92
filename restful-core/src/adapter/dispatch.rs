//! The request step of every router: the path below its prefix, one lookup in its table, and
//! where the request goes ([`dispatch`], [`Routed`]).

use std::sync::Arc;

use http::{Method, Uri};

use crate::error::RecognizeError;
use crate::matched::MatchBuf;
use crate::table::RouteTable;

use super::rejection::Rejection;

/// Where a request goes, as [`dispatch`] finds it.
#[derive(Debug)]
#[allow(
    clippy::large_enum_variant,
    reason = "`Found` is the common answer, and goes with the request: boxing it would cost an \
              allocation per request"
)]
pub enum Routed<'t, T> {
    /// A mounted route has the request: the route's value in the table (its handler), and the
    /// match to keep with the request, whose links include the mount prefix.
    Found(&'t T, MatchBuf),
    /// No mounted route has the path, or the path lies outside the prefix: the fallback
    /// answers (the app's 404).
    Fallback,
    /// Refused at once: 405 with `Allow`, or 400.
    Refused(Rejection),
}

/// Routes a request of `method` whose path below the router's mount prefix is `below` (`None`
/// when the path lies outside it): one [`RouteTable::recognize`], then the route's value and
/// the match an adapter keeps with the request, a fallback, or a refusal.
///
/// The prefix itself is the root below it: `below` may be `""` (a framework that cuts the
/// prefix off `/api` leaves nothing), which is recognized as `/`, as the prefix with `/` is.
/// So a root route mounted at `/api` answers `/api` and `/api/`, and its link is `/api/`:
///
/// ```rust,standalone_crate
/// use restful_core::adapter::{Routed, dispatch};
/// use restful_core::{Method, Restful, RouteTable};
///
/// #[derive(Restful)]
/// #[restful(only(), routes(get(home = "/")))]
/// struct PagesController;
///
/// let home = PagesController::CONTROLLER.routes().next().unwrap();
/// let table = RouteTable::new([(home, "home")]).unwrap();
/// // What a framework leaves below `/api` and below `/api/`.
/// for below in ["", "/"] {
///     let Routed::Found(_, found) = dispatch(&table, &Method::GET, Some(below), None, || {
///         Some("/api".into())
///     }) else {
///         panic!("{below:?} is the root route");
///     };
///     assert_eq!(found.self_path(), "/api/");
/// }
/// ```
///
/// The match keeps its path with `uri` when `below` lies in `uri`'s path (no copy), and links
/// below `prefix()`, which is called only for a route found: an adapter may build the prefix
/// there, for the requests that need it.
///
/// ```rust,standalone_crate
/// use restful_core::adapter::{Routed, dispatch};
/// use restful_core::http::Uri;
/// use restful_core::{Action, Method, Restful, RouteTable};
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// let photos = PhotosController::CONTROLLER;
/// let table = RouteTable::new([
///     (photos.route(Action::Index).unwrap(), "all photos"),
///     (photos.route(Action::Show).unwrap(), "one photo"),
/// ])
/// .unwrap();
///
/// // A router mounted at `/api`.
/// let route = |method, uri: &Uri| {
///     let below = restful_core::adapter::below_prefix(uri.path(), "/api");
///     dispatch(&table, &method, below, Some(uri), || Some("/api".into()))
/// };
/// let Routed::Found(handler, found) = route(Method::GET, &"/api/photos/7".parse().unwrap()) else {
///     panic!("a mounted route");
/// };
/// assert_eq!((*handler, found.id()), ("one photo", Some("7")));
/// assert_eq!(found.self_path(), "/api/photos/7");
///
/// assert!(matches!(route(Method::GET, &"/photos/7".parse().unwrap()), Routed::Fallback));
/// let Routed::Refused(refused) = route(Method::DELETE, &"/api/photos/7".parse().unwrap()) else {
///     panic!("a refusal");
/// };
/// assert_eq!(refused.status(), 405);
/// ```
#[inline]
pub fn dispatch<'t, T>(
    table: &'t RouteTable<T>,
    method: &Method,
    below: Option<&str>,
    uri: Option<&Uri>,
    prefix: impl FnOnce() -> Option<Arc<str>>,
) -> Routed<'t, T> {
    let path = match below {
        None => return Routed::Fallback,
        Some("") => "/",
        Some(path) => path,
    };
    match table.recognize(method, path) {
        Ok((found, value)) => {
            let found = match uri {
                Some(uri) => MatchBuf::with_uri(found, uri),
                None => MatchBuf::from(found),
            };
            let found = match prefix() {
                Some(prefix) => found.with_prefix(prefix),
                None => found,
            };
            Routed::Found(value, found)
        }
        Err(RecognizeError::NotFound) => Routed::Fallback,
        Err(RecognizeError::BadRequest) => Routed::Refused(bad_request(table, method, path)),
        Err(err) => Routed::Refused(Rejection::from(err)),
    }
}

/// The 400 of `method` and `path`, which `table` recognizes as a `BadRequest`, naming the param
/// at fault. Out of recognition's way: the path is walked again.
#[cold]
fn bad_request<T>(table: &RouteTable<T>, method: &Method, path: &str) -> Rejection {
    match table.registry().undecodable_param(method, path) {
        Some(param) => Rejection::BadParam { param },
        None => Rejection::from(RecognizeError::BadRequest),
    }
}
