//! What recognition found: a route and its params.

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use http::Uri;

use crate::action::Action;
use crate::controller::{Controller, Route};
use crate::error::PathError;
use crate::params::{MAX_PARAMS, Spans};
use crate::paths::Ids;
use crate::recognize::RouteId;

/// What [`Registry::recognize`](crate::Registry::recognize) found: a route, and its params.
///
/// Params are percent-decoded, and borrowed from the path when they needed no decoding. Where
/// each one is was found while recognizing: reading one is an index, not a walk of the path.
///
/// ```rust,standalone_crate
/// use restful_core::{Action, Method, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// #[derive(Restful)]
/// #[restful(parent = PhotosController)]
/// struct CommentsController;
///
/// let found = registry().recognize(&Method::GET, "/photos/caf%C3%A9/comments/7/edit_form").unwrap();
/// assert!(found.controller().is::<CommentsController>());
/// assert_eq!(found.action(), Action::EditForm);
/// assert_eq!(found.param("photo_id"), Some("café"));
/// assert_eq!(found.id(), Some("7"));
/// assert_eq!(found.params().collect::<Vec<_>>(), [("photo_id", "café"), ("id", "7")]);
/// ```
#[derive(Clone)]
pub struct Match<'p> {
    pub(crate) target: Target,
    /// The route's place in the registry that recognized it.
    pub(crate) route_id: RouteId,
    /// The path as recognized, without its query and trailing `/`.
    pub(crate) path: &'p str,
    /// Where each param is: in `path`, or in `decoded`.
    pub(crate) params: Spans,
    /// The params that hold `%`, decoded, end to end in path order; `None` when none does
    /// (no allocation).
    pub(crate) decoded: Option<Box<str>>,
}

impl<'p> Match<'p> {
    /// The controller of the matched route.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::GET, "/photos").unwrap();
    /// assert_eq!(found.controller().path(), "/photos");
    /// ```
    pub fn controller(&self) -> &'static Controller {
        self.target.route.controller()
    }

    /// The action of the matched route.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::POST, "/photos").unwrap();
    /// assert_eq!(found.action(), Action::Create);
    /// ```
    pub fn action(&self) -> Action {
        self.target.route.action()
    }

    /// The matched route (for HEAD, the GET route).
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::HEAD, "/photos/1").unwrap();
    /// assert_eq!(found.route().method(), Method::GET);
    /// ```
    pub fn route(&self) -> Route {
        self.target.route
    }

    /// The own id, percent-decoded; `None` for routes without `{id}`. Borrowed from the path
    /// when it needed no decoding.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::DELETE, "/photos/a%2Fb").unwrap();
    /// assert_eq!(found.id(), Some("a/b"));
    /// ```
    #[inline]
    pub fn id(&self) -> Option<&str> {
        self.values().id()
    }

    /// The param named `name`, percent-decoded: `"id"` is the own id, `"<singular>_id"` an
    /// ancestor's.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// #[derive(Restful)]
    /// #[restful(resource = "people")]
    /// struct PeopleController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PeopleController)]
    /// struct AddressesController;
    ///
    /// let found = registry().recognize(&Method::GET, "/people/ada/addresses").unwrap();
    /// assert_eq!(found.param("person_id"), Some("ada"));
    /// assert_eq!(found.param("id"), None);
    /// ```
    #[inline]
    pub fn param(&self, name: &str) -> Option<&str> {
        self.values().param(name)
    }

    /// Every param, in path order, as `(name, value)`: the ancestors' ids, then `id` where the
    /// route has one. Values are percent-decoded.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::PUT, "/photos/42").unwrap();
    /// assert_eq!(found.params().collect::<Vec<_>>(), [("id", "42")]);
    /// ```
    #[inline]
    pub fn params(&self) -> impl ExactSizeIterator<Item = (&'static str, &str)> + Clone + '_ {
        self.values().params()
    }

    /// Every param at once, as a `T`: a tuple in path order, a struct by name (serde's
    /// `Deserialize`), or a single value for a route of one param. Integers are read as
    /// [`Param`](crate::Param) reads them. What an adapter's `Ids<T>` extractor gives.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// #[derive(Restful)]
    /// #[restful(id = u64)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController, id = u32)]
    /// struct CommentsController;
    ///
    /// let found = registry().recognize(&Method::GET, "/photos/7/comments/42").unwrap();
    /// let (photo_id, id): (u64, u32) = found.ids().unwrap();
    /// assert_eq!((photo_id, id), (7, 42));
    /// ```
    ///
    /// # Errors
    ///
    /// [`IdsError`](crate::adapter::IdsError) when `T` does not fit the route's params, or a
    /// value is not one of its type.
    #[cfg(feature = "serde")]
    pub fn ids<T: serde::de::DeserializeOwned>(&self) -> Result<T, crate::adapter::IdsError> {
        self.values().ids()
    }

    /// The own id as it was in the path or decoded into a new string, without a copy.
    ///
    /// ```rust,standalone_crate
    /// # use std::borrow::Cow;
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::GET, "/photos/42").unwrap();
    /// assert!(matches!(found.into_id(), Some(Cow::Borrowed("42"))));
    /// ```
    pub fn into_id(self) -> Option<Cow<'p, str>> {
        let at = usize::from(self.target.id?);
        let (Some(range), Some(decoded)) = (self.params.decoded_range(at), self.decoded) else {
            return self.params.get(at, self.path, "").map(Cow::Borrowed);
        };
        // The id alone was decoded: hand its buffer over without a copy.
        Some(Cow::Owned(if range == (0..decoded.len()) {
            decoded.into_string()
        } else {
            decoded.get(range)?.to_owned()
        }))
    }

    #[inline]
    fn values(&self) -> Values<'_> {
        Values {
            target: self.target,
            path: self.path,
            params: &self.params,
            decoded: self.decoded.as_deref().unwrap_or_default(),
        }
    }
}

impl PartialEq for Match<'_> {
    /// The same route with the same param values.
    fn eq(&self, other: &Self) -> bool {
        self.target.route == other.target.route && self.params().eq(other.params())
    }
}

impl Eq for Match<'_> {}

impl fmt::Debug for Match<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Match")
            .field("route", &self.target.route)
            .field("params", &self.params().collect::<Vec<_>>())
            .finish()
    }
}

/// A [`Match`] that owns its path, cheap to clone: what an adapter keeps with a request for its
/// extractors, after the path the match borrowed from is gone.
///
/// ```rust,standalone_crate
/// use restful_core::{Action, MatchBuf, Method, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let path = String::from("/photos/a%20b/edit_form");
/// let kept = MatchBuf::from(registry().recognize(&Method::GET, &path).unwrap());
/// drop(path);
/// assert_eq!((kept.action(), kept.id()), (Action::EditForm, Some("a b")));
/// ```
#[derive(Clone)]
pub struct MatchBuf {
    target: Target,
    path: Kept,
    /// Where each param is: in the kept path, or in `decoded`.
    params: Spans,
    decoded: Option<Arc<str>>,
    /// Where the router that recognized the path is mounted, if below the root.
    prefix: Option<Arc<str>>,
}

/// Where a [`MatchBuf`]'s path is kept.
#[derive(Clone)]
enum Kept {
    /// Bytes `start..end` of the request's URI's path: a URI parsed by a server shares its
    /// bytes, so keeping it copies nothing.
    Uri {
        uri: Uri,
        start: usize,
        end: usize,
    },
    /// A short path, copied into the `MatchBuf` itself: no allocation. As long as the URI
    /// variant, so that it makes the `MatchBuf` no larger.
    Inline {
        len: u8,
        bytes: [u8; INLINE],
    },
    Copied(Arc<str>),
    /// The route's template: a path without params is its template, byte for byte (static
    /// segments compare byte for byte, and a trailing `/` is not kept).
    Template,
}

impl Kept {
    /// How to keep `found`'s path when there is no URI to keep it with.
    fn copied(found: &Match<'_>) -> Kept {
        match found.target.names.is_empty() {
            true => {
                debug_assert_eq!(
                    found.path,
                    found.target.route.path(),
                    "a path without params"
                );
                Kept::Template
            }
            false if found.path.len() <= INLINE => {
                let mut bytes = [0; INLINE];
                bytes[..found.path.len()].copy_from_slice(found.path.as_bytes());
                let len = found.path.len() as u8; // at most INLINE, below 256
                Kept::Inline { len, bytes }
            }
            false => Kept::Copied(Arc::from(found.path)),
        }
    }
}

/// The longest path a [`MatchBuf`] keeps within itself.
const INLINE: usize = 96;

impl From<Match<'_>> for MatchBuf {
    /// Copies the path the match borrows.
    fn from(found: Match<'_>) -> MatchBuf {
        MatchBuf {
            target: found.target,
            path: Kept::copied(&found),
            params: found.params,
            decoded: found.decoded.map(Arc::from),
            prefix: None,
        }
    }
}

impl MatchBuf {
    /// The match of `uri`'s path, kept with the URI rather than a copy of the path when `found`
    /// borrows from it (what an adapter does: recognize `uri.path()`, or the part of it below
    /// the prefix the router is mounted at, then keep both).
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{MatchBuf, Method, Restful, registry, http::Uri};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let uri: Uri = "/photos/7?page=2".parse().unwrap();
    /// let found = registry().recognize(&Method::GET, uri.path()).unwrap();
    /// let kept = MatchBuf::with_uri(found, &uri);
    /// assert_eq!((kept.path(), kept.id()), ("/photos/7", Some("7")));
    ///
    /// // Below a prefix: the part of the path after `/api`.
    /// let uri: Uri = "/api/photos/8".parse().unwrap();
    /// let found = registry().recognize(&Method::GET, &uri.path()[4..]).unwrap();
    /// let kept = MatchBuf::with_uri(found, &uri).with_prefix("/api");
    /// assert_eq!((kept.path(), kept.self_path()), ("/photos/8", "/api/photos/8".to_owned()));
    /// ```
    pub fn with_uri(found: Match<'_>, uri: &Uri) -> MatchBuf {
        // Where the matched path lies in the URI's path, if it lies there.
        let whole = uri.path().as_bytes().as_ptr_range();
        let part = found.path.as_bytes().as_ptr_range();
        // A path without params is the template, and a short one is copied into the
        // `MatchBuf`: nothing to keep. (A URI's bytes may be shared only after an allocation.)
        let params = !found.target.names.is_empty();
        let inline = found.path.len() <= INLINE;
        if !(params && !inline && whole.start <= part.start && part.end <= whole.end) {
            return MatchBuf::from(found);
        }
        let start = part.start as usize - whole.start as usize;
        MatchBuf {
            target: found.target,
            path: Kept::Uri {
                uri: uri.clone(),
                start,
                end: start + found.path.len(),
            },
            params: found.params,
            decoded: found.decoded.map(Arc::from),
            prefix: None,
        }
    }

    /// The match as seen by a router mounted at `prefix` (`"/api"`; `""` for the root): the
    /// path was recognized below it, and [`path_for`](MatchBuf::path_for) puts it back in front
    /// of the paths it builds.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, MatchBuf, Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// // `/api/photos/7` arrived; the router mounted at `/api` saw `/photos/7`.
    /// let found = registry().recognize(&Method::GET, "/photos/7").unwrap();
    /// let kept = MatchBuf::from(found).with_prefix("/api");
    /// assert_eq!(kept.prefix(), "/api");
    /// assert_eq!(kept.self_path(), "/api/photos/7");
    /// ```
    pub fn with_prefix(mut self, prefix: impl Into<Arc<str>>) -> MatchBuf {
        let prefix = prefix.into();
        self.prefix = (!prefix.is_empty()).then_some(prefix);
        self
    }

    /// The prefix the router is mounted at, or `""` at the root.
    pub fn prefix(&self) -> &str {
        self.prefix.as_deref().unwrap_or_default()
    }

    /// `path`, a path from the root such as a generated `<action>_path` function returns, below
    /// the prefix the router is mounted at: the link to put in a page or a `Location` while
    /// answering this request. At the root, `path` itself.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{MatchBuf, Method, Restful, registry};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// // What an adapter mounted at `/api` keeps for a request to `/api/photos/7`.
    /// let found = registry().recognize(&Method::GET, "/photos/7").unwrap();
    /// let kept = MatchBuf::from(found).with_prefix("/api");
    /// assert_eq!(kept.link(PhotosController::edit_form_path(7)), "/api/photos/7/edit_form");
    /// ```
    pub fn link(&self, path: impl Into<String>) -> String {
        let path = path.into();
        match &self.prefix {
            Some(prefix) => format!("{prefix}{path}"),
            None => path,
        }
    }

    /// The path of `controller`'s `action` with `ids`, below the prefix the router is mounted
    /// at: the link to put in a page or a `Location` while answering this request.
    /// [`Controller::path_for`] gives the same path from the root.
    ///
    /// # Errors
    ///
    /// As [`Controller::path_for`].
    pub fn path_for(
        &self,
        controller: &Controller,
        action: Action,
        ids: impl Ids,
    ) -> Result<String, PathError> {
        Ok(self.link(controller.path_for(action, ids)?))
    }

    /// The path of this very route with these params, below the mount prefix: the request's
    /// path as `path_for` writes it (a trailing `/` dropped, escapes as `path_for` makes them).
    pub fn self_path(&self) -> String {
        let mut ids = [""; MAX_PARAMS];
        let mut count = 0;
        for (slot, (_, value)) in ids.iter_mut().zip(self.params()) {
            *slot = value;
            count += 1;
        }
        let ids = ids.get(..count).unwrap_or_default();
        // Every param of a recognized route is non-empty and there are as many as the route
        // has: `path_for` cannot fail here.
        self.path_for(self.controller(), self.action(), ids)
            .unwrap_or_default()
    }

    /// The controller of the matched route.
    pub fn controller(&self) -> &'static Controller {
        self.target.route.controller()
    }

    /// The action of the matched route.
    pub fn action(&self) -> Action {
        self.target.route.action()
    }

    /// The matched route (for HEAD, the GET route).
    pub fn route(&self) -> Route {
        self.target.route
    }

    /// The path as recognized: without the query and a trailing `/`, still percent-encoded.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{MatchBuf, Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let kept = MatchBuf::from(registry().recognize(&Method::GET, "/photos/1/?x=%20").unwrap());
    /// assert_eq!(kept.path(), "/photos/1");
    /// ```
    pub fn path(&self) -> &str {
        match &self.path {
            Kept::Uri { uri, start, end } => uri.path().get(*start..*end).unwrap_or_default(),
            // Copied whole from a `&str`: always UTF-8.
            Kept::Inline { len, bytes } => {
                std::str::from_utf8(bytes.get(..usize::from(*len)).unwrap_or_default())
                    .unwrap_or_default()
            }
            Kept::Copied(path) => path,
            Kept::Template => self.target.route.path(),
        }
    }

    /// As [`Match::id`].
    #[inline]
    pub fn id(&self) -> Option<&str> {
        self.values().id()
    }

    /// As [`Match::param`].
    #[inline]
    pub fn param(&self, name: &str) -> Option<&str> {
        self.values().param(name)
    }

    /// As [`Match::params`].
    #[inline]
    pub fn params(&self) -> impl ExactSizeIterator<Item = (&'static str, &str)> + Clone + '_ {
        self.values().params()
    }

    /// As [`Match::ids`].
    ///
    /// # Errors
    ///
    /// As [`Match::ids`].
    #[cfg(feature = "serde")]
    pub fn ids<T: serde::de::DeserializeOwned>(&self) -> Result<T, crate::adapter::IdsError> {
        self.values().ids()
    }

    #[inline]
    fn values(&self) -> Values<'_> {
        Values {
            target: self.target,
            path: self.path(),
            params: &self.params,
            decoded: self.decoded.as_deref().unwrap_or_default(),
        }
    }
}

impl PartialEq for MatchBuf {
    /// The same route with the same param values.
    fn eq(&self, other: &Self) -> bool {
        self.target.route == other.target.route && self.params().eq(other.params())
    }
}

impl Eq for MatchBuf {}

impl fmt::Debug for MatchBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MatchBuf")
            .field("route", &self.target.route)
            .field("params", &self.params().collect::<Vec<_>>())
            .field("prefix", &self.prefix())
            .finish()
    }
}

/// A route, with what reading the params of a match of it needs at hand: their names, and
/// where the own id is among them. A registry makes one for each of its routes when it is
/// built, so that reading a param never goes back to the controller's table.
#[derive(Clone, Copy)]
pub(crate) struct Target {
    pub(crate) route: Route,
    names: &'static [&'static str],
    /// The own id's place among the params; a template has at most `MAX_PARAMS`.
    id: Option<u8>,
}

impl Target {
    /// The names of the route's params, in path order.
    pub(crate) fn names(&self) -> &'static [&'static str] {
        self.names
    }

    pub(crate) fn new(route: Route) -> Target {
        Target {
            route,
            names: route.param_names(),
            id: route.id_index().and_then(|at| u8::try_from(at).ok()),
        }
    }
}

/// The params of a route in a path: what [`Match`] and [`MatchBuf`] read them from.
#[derive(Clone, Copy)]
struct Values<'a> {
    target: Target,
    path: &'a str,
    params: &'a Spans,
    decoded: &'a str,
}

impl<'a> Values<'a> {
    #[inline]
    fn get(self, i: usize) -> Option<&'a str> {
        self.params.get(i, self.path, self.decoded)
    }

    #[inline]
    fn id(self) -> Option<&'a str> {
        self.get(usize::from(self.target.id?))
    }

    #[inline]
    fn param(self, name: &str) -> Option<&'a str> {
        let names = self.target.names;
        self.get(names.iter().position(|&param| param == name)?)
    }

    /// Every param read as a `T`, without an allocation of its own.
    #[cfg(feature = "serde")]
    fn ids<T: serde::de::DeserializeOwned>(self) -> Result<T, crate::adapter::IdsError> {
        let mut params = [("", ""); MAX_PARAMS];
        let mut len = 0;
        for (slot, param) in params.iter_mut().zip(self.params()) {
            *slot = param;
            len += 1;
        }
        crate::adapter::deserialize_params(params.get(..len).unwrap_or_default())
    }

    #[inline]
    fn params(self) -> impl ExactSizeIterator<Item = (&'static str, &'a str)> + Clone {
        let names = self.target.names;
        names
            .iter()
            .enumerate()
            .map(move |(i, &name)| (name, self.get(i).unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Method, Registry, Restful};

    #[derive(Restful)]
    #[restful(crate = "crate")]
    struct PhotosController;

    #[test]
    fn an_inline_path_makes_no_match_buf_larger() {
        let uri = size_of::<Uri>() + 2 * size_of::<usize>();
        assert!(
            INLINE < uri,
            "{INLINE} bytes and a length do not fit in {uri}"
        );
    }

    #[test]
    fn short_and_long_paths_are_kept_alike() {
        let registry = Registry::new([PhotosController::CONTROLLER]).expect("one controller");
        // Paths of INLINE - 1 ..= INLINE + 1 bytes, kept inline and copied.
        for len in INLINE - 1..=INLINE + 1 {
            let id = "7".repeat(len - "/photos/".len());
            let path = format!("/photos/{id}");
            let found = registry.recognize(&Method::GET, &path).expect("show");
            let kept = MatchBuf::from(found);
            assert_eq!((kept.path(), kept.id()), (path.as_str(), Some(id.as_str())));
            let inline = matches!(kept.path, Kept::Inline { .. });
            assert_eq!(inline, len <= INLINE, "{len}");
        }
    }
}
